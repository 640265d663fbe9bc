// Wrong solution (tag: wrong-answer): stops when it first generates a state that has
// eaten everything.
// Bug: a Dijkstra that checks for the goal when it pushes a state instead of when it
// takes one from the queue. The first route to eat the last item that it sees is not
// the cheapest when another route, through a state still waiting in the queue, eats it
// with a cheaper last move; it prints that first route, legal but dearer.
// Fails as: not-optimal
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
  const auto print_route_to = [&](std::uint64_t goal) {
    std::string moves;
    for (std::uint64_t at = goal; at != start; at = best[at].parent) moves += best[at].move;
    std::reverse(moves.begin(), moves.end());
    std::printf("%lld\n%s\n", best[goal].time, moves.c_str());
  };
  while (!queue.empty()) {
    const auto time = queue.top().first;  // not a binding: clang before 16 cannot capture one
    const auto key = queue.top().second;
    queue.pop();
    if (time != best[key].time) continue;
    int eaten;
    decode(p, key, body, eaten);
    std::uint64_t goal = 0;
    bool done = false;
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      if (done) return;
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      const auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, key, letters[d]};
        queue.push({next_time, next_key});
        if (next_eaten == p.all_eaten) {  // the bug: the goal test belongs after pop()
          done = true;
          goal = next_key;
        }
      }
    });
    if (done) {
      print_route_to(goal);
      return 0;
    }
  }
  std::printf("No solution.\n");
  return 0;
}
