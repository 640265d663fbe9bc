// Wrong solution (tag: wrong-answer): a state is only (head cell, eaten mask).
// Bug: it runs Dijkstra on (head, eaten) and keeps, for each, the body of the cheapest
// arrival, as if the body did not matter; but a dearer arrival with another body shape
// can be the only one that can go on (turn, leave a pocket), so it answers "No
// solution." or a larger time where the body's shape decides.
// Fails as: not-optimal, no-solution
// Otherwise the accepted Dijkstra (rules and reading from explicit_dijkstra.hpp).
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

#include "explicit_dijkstra.hpp"

namespace {

struct Info {
  std::vector<int> body;  // the snake of the cheapest arrival
  long long time;
  std::uint64_t parent;
  char move;
};

}  // namespace

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  const int k = static_cast<int>(p.food.size());
  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = static_cast<std::uint64_t>(p.snake[0]);
  best[start] = Info{p.snake, 0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto time = queue.top().first;  // not a binding: clang before 16 cannot capture one
    const auto key = queue.top().second;
    queue.pop();
    if (time != best[key].time) continue;
    const int eaten = static_cast<int>(key >> 16);
    body = best[key].body;
    if (eaten == p.all_eaten) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = best[at].parent) moves += best[at].move;
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    const int head = body[0];
    for (int d = 0; d < 4; ++d) {
      const int r = head / p.m + dr[d], c = head % p.m + dc[d];
      if (r < 0 || r >= p.n || c < 0 || c >= p.m || p.grid[r][c] == '0') continue;
      const int to = r * p.m + c;
      int item = -1;
      for (int i = 0; i < k; ++i) {
        if (p.food[i] == to && !(eaten >> i & 1)) item = i;
      }
      const bool eats = item >= 0;
      const auto blocking = static_cast<long>(CorrectRules::in_the_way(body.size(), eats));
      if (std::find(body.begin(), body.begin() + blocking, to) != body.begin() + blocking) {
        continue;
      }
      next.assign(1, to);
      next.insert(next.end(), body.begin(), body.end() - (eats ? 0 : 1));
      const int next_eaten = eats ? eaten | 1 << item : eaten;
      const long long next_time = time + CorrectRules::cost(p.weight(head), p.weight(to));
      // The bug: the key forgets the body.
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
