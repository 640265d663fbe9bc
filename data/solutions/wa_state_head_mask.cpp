// Wrong solution (tag: wrong-answer): a state is only (head cell, eaten mask).
// Bug: it runs Dijkstra on (head, eaten) and keeps, for each, the body of the cheapest
// arrival, as if the body did not matter; but a dearer arrival with another body shape
// can be the only one that can go on (turn, leave a pocket), so it answers "No
// solution." or a larger time where the body's shape decides.
// Otherwise the accepted Dijkstra.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

int n, m;
std::vector<std::string> grid;  // grid[r][c], 0-based, '0' is a wall
std::vector<int> food;          // cells r * m + c
int all_eaten;

int weight(int cell) { return grid[cell / m][cell % m] - '0'; }

struct Info {
  std::vector<int> body;  // the snake of the cheapest arrival
  long long time;
  std::uint64_t parent;
  char move;
};

}  // namespace

int main() {
  std::cin >> n >> m;
  grid.resize(n);
  for (auto& row : grid) std::cin >> row;
  std::vector<int> snake(4);
  for (auto& part : snake) {
    int r, c;
    std::cin >> r >> c;
    part = (r - 1) * m + (c - 1);
  }
  int k;
  std::cin >> k;
  food.resize(k);
  for (auto& f : food) {
    int r, c;
    std::cin >> r >> c;
    f = (r - 1) * m + (c - 1);
  }
  all_eaten = (1 << k) - 1;

  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = static_cast<std::uint64_t>(snake[0]);
  best[start] = Info{snake, 0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto [time, key] = queue.top();
    queue.pop();
    if (time != best[key].time) continue;
    const int eaten = static_cast<int>(key >> 16);
    body = best[key].body;
    if (eaten == all_eaten) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = best[at].parent) moves += best[at].move;
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    const int head = body[0];
    for (int d = 0; d < 4; ++d) {
      const int r = head / m + dr[d], c = head % m + dc[d];
      if (r < 0 || r >= n || c < 0 || c >= m || grid[r][c] == '0') continue;
      const int to = r * m + c;
      int item = -1;
      for (int i = 0; i < k; ++i) {
        if (food[i] == to && !(eaten >> i & 1)) item = i;
      }
      const bool eats = item >= 0;
      // The tail leaves on a plain move, so the head may enter its cell; not when eating.
      const std::size_t in_the_way = eats ? body.size() : body.size() - 1;
      if (std::find(body.begin(), body.begin() + static_cast<long>(in_the_way), to) !=
          body.begin() + static_cast<long>(in_the_way)) {
        continue;
      }
      next.assign(1, to);
      next.insert(next.end(), body.begin(), body.end() - (eats ? 0 : 1));
      const int next_eaten = eats ? eaten | 1 << item : eaten;
      const long long next_time = time + std::abs(weight(head) - weight(to)) + 1;
      const std::uint64_t next_key =
          static_cast<std::uint64_t>(to) | static_cast<std::uint64_t>(next_eaten) << 16;
      auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next, next_time, key, letters[d]};
        queue.push({next_time, next_key});
      }
    }
  }
  std::printf("No solution.\n");
  return 0;
}
