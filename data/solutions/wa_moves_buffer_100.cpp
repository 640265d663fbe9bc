// Wrong solution (tag: wrong-answer): keeps the moves in a buffer of 100 characters.
// Bug: "12 x 12 cells and 4 items: a route is surely shorter than 100 moves", so the
// route goes into char path[100] and its letters past the 99th are lost. Routes are
// longer than that on long corridors and large boards: the printed moves stop before the
// food is all eaten (the time printed is still the optimal one). The mistake is made
// well-defined (no undefined behaviour, the same output under every compiler and
// sanitizer): the writes past the buffer are skipped rather than overflowing it.
// Fails as: food-left
// With partial credit: partially accepted (the time it prints is the jury's on every test)
// Otherwise the accepted Dijkstra (moves from for_each_move in explicit_dijkstra.hpp).
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <queue>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explicit_dijkstra.hpp"

namespace {
const int MAXLEN = 100;
char path[MAXLEN];  // the route, first move first, 0-terminated
}  // namespace

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  struct Info {
    long long time;
    int moves;  // length of the route to this state
    std::uint64_t parent;
    char move;
  };
  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = encode(p, p.snake, 0);
  best[start] = Info{0, 0, start, 0};
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
      const int length = best[key].moves;
      path[length < MAXLEN ? length : MAXLEN - 1] = 0;
      for (std::uint64_t at = key; at != start; at = best[at].parent) {
        const int index = best[at].moves - 1;
        if (index < MAXLEN - 1) path[index] = best[at].move;  // the bug: path is too short
      }
      std::printf("%lld\n%s\n", time, path);
      return 0;
    }
    const Info info = best[key];
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      const auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, info.moves + 1, key, letters[d]};
        queue.push({next_time, next_key});
      }
    });
  }
  std::printf("No solution.\n");
  return 0;
}
