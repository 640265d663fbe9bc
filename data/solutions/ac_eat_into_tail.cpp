// Accepted (tag: accepted), although it looks wrong: lets an eating move enter the tail cell.
// It applies the plain-move rule "the tail leaves, so its cell is free" to eating moves
// too, which the statement forbids (a growing snake keeps its tail). Yet no valid test
// can tell: a food cell is never under the snake. The initial snake covers no food (the
// input guarantees it), and every later part stands where the head stood before, and a
// head that enters a food cell eats it. So an eating move's target is never the tail
// cell and the wrong rule never fires. Kept to document that this bug is unobservable:
// ctest checks that it passes every test, like the other accepted solutions.
// Otherwise the accepted Dijkstra over explicit states.
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

int direction(int from, int to) {
  for (int d = 0; d < 4; ++d) {
    if (from / m + dr[d] == to / m && from % m + dc[d] == to % m) return d;
  }
  return -1;
}

// Key: head cell (16 bits), direction to each following part (2 bits each, up to 11),
// eaten mask (8 bits), length (4 bits).
std::uint64_t encode(const std::vector<int>& snake, int eaten) {
  std::uint64_t key = static_cast<std::uint64_t>(snake[0]);
  for (std::size_t i = 1; i < snake.size(); ++i) {
    key |= static_cast<std::uint64_t>(direction(snake[i - 1], snake[i])) << (16 + 2 * (i - 1));
  }
  key |= static_cast<std::uint64_t>(eaten) << 38;
  key |= static_cast<std::uint64_t>(snake.size()) << 46;
  return key;
}

void decode(std::uint64_t key, std::vector<int>& snake, int& eaten) {
  const int length = static_cast<int>((key >> 46) & 15);
  eaten = static_cast<int>((key >> 38) & 255);
  snake.assign(1, static_cast<int>(key & 0xFFFF));
  for (int i = 1; i < length; ++i) {
    const int d = static_cast<int>((key >> (16 + 2 * (i - 1))) & 3);
    const int prev = snake.back();
    snake.push_back((prev / m + dr[d]) * m + prev % m + dc[d]);
  }
}

struct Info {
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
  const std::uint64_t start = encode(snake, 0);
  best[start] = Info{0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto [time, key] = queue.top();
    queue.pop();
    if (time != best[key].time) continue;
    int eaten;
    decode(key, body, eaten);
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
      // The tail leaves, so the head may enter its cell.
      const std::size_t in_the_way = body.size() - 1;
      if (std::find(body.begin(), body.begin() + static_cast<long>(in_the_way), to) !=
          body.begin() + static_cast<long>(in_the_way)) {
        continue;
      }
      next.assign(1, to);
      next.insert(next.end(), body.begin(), body.end() - (eats ? 0 : 1));
      const int next_eaten = eats ? eaten | 1 << item : eaten;
      const long long next_time = time + std::abs(weight(head) - weight(to)) + 1;
      const std::uint64_t next_key = encode(next, next_eaten);
      auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, key, letters[d]};
        queue.push({next_time, next_key});
      }
    }
  }
  std::printf("No solution.\n");
  return 0;
}
