// Wrong solution (tag: wrong-answer): prints the moves in the order it collects them,
// last move first.
// Bug: the route is recovered by walking from the final state back to the start, which
// meets the moves in reverse order, and it forgets to reverse them. The time it prints
// is the optimal one; the moves are the right letters in the wrong order.
// Fails as: illegal-move, food-left, after-last, claimed-time
// With partial credit: partially accepted (the time it prints is the jury's on every test)
// Otherwise the accepted Dijkstra (moves from for_each_move in explicit_dijkstra.hpp).
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  struct Info {
    long long time;
    std::uint64_t parent;
    char move;
  };
  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = encode(p, p.snake, 0);
  best[start] = Info{0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto time = queue.top().first;  // not a binding: clang before 16 cannot capture one
    const auto key = queue.top().second;
    queue.pop();
    if (time != best[key].time) continue;
    int eaten;
    decode(p, key, body, eaten);
    if (eaten == p.all_eaten) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = best[at].parent) moves += best[at].move;
      std::printf("%lld\n%s\n", time, moves.c_str());  // the bug: moves is last move first
      return 0;
    }
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      const auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, key, letters[d]};
        queue.push({next_time, next_key});
      }
    });
  }
  std::printf("No solution.\n");
  return 0;
}
