// Wrong solution (tag: wrong-answer): leaves out the move that eats the last item.
// Bug: an off-by-one in the route recovery: it starts walking back from the state before
// the final one, so the printed moves stop one short, before the last item is eaten. The
// time it prints is the optimal one (it includes that move).
// With a one-move route there are no moves left to print at all.
// Fails as: food-left, PE
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
      // the bug: the walk should start at key, not at its parent
      for (std::uint64_t at = best[key].parent; at != start; at = best[at].parent) {
        moves += best[at].move;
      }
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
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
