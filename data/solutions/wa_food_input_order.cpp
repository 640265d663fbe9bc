// Wrong solution (tag: wrong-answer): the food appears one item at a time, in input order.
// Bug: it reads the food list as the classic snake game's, where the next item shows up
// once the last one is eaten: it eats the items in the order of the input, and the cells
// of the items not yet due are plain cells it may cross. The statement's food is all
// there from the start, in any order, and a head that enters a food cell eats it. Its
// route can eat an item early when replayed (the snake then grows sooner, or the game
// ends before its moves do), or the order it keeps is not the cheapest or not possible.
// Fails as: not-optimal, no-solution, illegal-move, after-last
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
  const int k = static_cast<int>(p.food.size());
  // stage[j]: the board while item j is the one on it.
  std::vector<Problem> stage(k, p);
  for (int j = 0; j < k; ++j) stage[j].food = {p.food[j]};
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
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    int j = 0;  // items 0..j-1 are eaten
    while (eaten >> j & 1) ++j;
    for_each_move<CorrectRules>(stage[j], body, 0, next,
                                [&](int d, const std::vector<int>& after, int ate) {
      const int next_eaten = ate ? eaten | 1 << j : eaten;
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
