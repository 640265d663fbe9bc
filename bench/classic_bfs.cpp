// The classic contest solution, kept only as the benchmark's baseline: Dial's
// breadth-first search by time (a move of cost c waits c time units in a ring of 10
// queues) over a state packed the 2011 way: head row and column in 4 bits each, the
// body as 2-bit directions, the eaten set in 4 bits, and a 2^26-bit visited array
// (8 MiB). It prints the minimal time only. Works only up to 16 x 16 and k <= 4: that
// hard-coding is exactly what the project's model avoids; do not reuse it.
#include <array>
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

constexpr int k_dr[] = {-1, 1, 0, 0};
constexpr int k_dc[] = {0, 0, -1, 1};

int n, m, k;
std::vector<std::string> grid;
int food_at[16][16];

struct Snake {
  int len;
  int r[8], c[8];
};

std::uint32_t pack(const Snake& s, unsigned eaten) {
  std::uint32_t key = eaten;
  key = (key << 4) | static_cast<std::uint32_t>(s.r[0]);
  key = (key << 4) | static_cast<std::uint32_t>(s.c[0]);
  std::uint32_t shape = 0;
  for (int i = s.len - 1; i >= 1; --i) {
    int d = 0;
    while (s.r[i - 1] + k_dr[d] != s.r[i] || s.c[i - 1] + k_dc[d] != s.c[i]) ++d;
    shape = (shape << 2) | static_cast<std::uint32_t>(d);
  }
  return (key << 14) | shape;
}

void unpack(std::uint32_t key, Snake& s, unsigned& eaten) {
  std::uint32_t shape = key & 0x3FFF;
  key >>= 14;
  s.c[0] = static_cast<int>(key & 15);
  s.r[0] = static_cast<int>((key >> 4) & 15);
  eaten = key >> 8;
  s.len = 4 + __builtin_popcount(eaten);
  for (int i = 1; i < s.len; ++i, shape >>= 2) {
    s.r[i] = s.r[i - 1] + k_dr[shape & 3];
    s.c[i] = s.c[i - 1] + k_dc[shape & 3];
  }
}

}  // namespace

int main() {
  std::cin >> n >> m;
  grid.resize(static_cast<std::size_t>(n));
  for (auto& row : grid) std::cin >> row;
  Snake start{4, {}, {}};
  for (int i = 0; i < 4; ++i) {
    std::cin >> start.r[i] >> start.c[i];
    --start.r[i];
    --start.c[i];
  }
  std::cin >> k;
  for (auto& row : food_at) for (auto& f : row) f = -1;
  for (int i = 0; i < k; ++i) {
    int r, c;
    std::cin >> r >> c;
    food_at[r - 1][c - 1] = i;
  }
  const unsigned everything = (1u << k) - 1;
  auto visited = std::make_unique<std::bitset<(1u << 26)>>();
  std::array<std::vector<std::uint32_t>, 10> ring;
  ring[0].push_back(pack(start, 0));
  std::size_t queued = 1;
  long long answer = -1;
  for (long long time = 0; queued > 0 && answer < 0; ++time) {
    auto& bucket = ring[static_cast<std::size_t>(time % 10)];
    while (!bucket.empty()) {
      const std::uint32_t key = bucket.back();
      bucket.pop_back();
      --queued;
      if (visited->test(key)) continue;
      visited->set(key);
      Snake s;
      unsigned eaten;
      unpack(key, s, eaten);
      if (eaten == everything) {
        answer = time;
        break;
      }
      for (int d = 0; d < 4; ++d) {
        const int r = s.r[0] + k_dr[d], c = s.c[0] + k_dc[d];
        if (r < 0 || r >= n || c < 0 || c >= m) continue;
        const int w = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
        if (w == 0) continue;
        const int f = food_at[r][c];
        const bool eats = f >= 0 && !((eaten >> f) & 1u);
        const int blocking = eats ? s.len : s.len - 1;
        bool hit = false;
        for (int i = 0; i < blocking; ++i) hit |= s.r[i] == r && s.c[i] == c;
        if (hit) continue;
        Snake next;
        next.len = eats ? s.len + 1 : s.len;
        next.r[0] = r;
        next.c[0] = c;
        for (int i = 1; i < next.len; ++i) {
          next.r[i] = s.r[i - 1];
          next.c[i] = s.c[i - 1];
        }
        const unsigned next_eaten = eats ? eaten | (1u << f) : eaten;
        const int here = grid[static_cast<std::size_t>(s.r[0])][static_cast<std::size_t>(s.c[0])] - '0';
        const int cost = std::abs(here - w) + 1;
        ring[static_cast<std::size_t>((time + cost) % 10)].push_back(pack(next, next_eaten));
        ++queued;
      }
    }
  }
  if (answer < 0) {
    std::puts("No solution.");
  } else {
    std::printf("%lld\n", answer);
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::fprintf(stderr, "process peak RSS: %.3f MiB\n", static_cast<double>(usage.ru_maxrss) / 1024);
  return 0;
}
