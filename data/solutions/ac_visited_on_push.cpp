// Accepted (tag: accepted), although it looks wrong: marks a state visited when it is
// first queued and never improves its time.
// In most shortest-path problems this breadth-first-search habit is a bug: a state
// expanded later can reach a state more cheaply. Not here: a move's cost depends only on
// the cell the head leaves and the cell it enters, and both are parts of the state it
// makes (its head and its neck), so every move into a state costs the same. The first
// predecessor Dijkstra expands is the one of least time, so the first arrival is already
// the cheapest. Kept to document that this mistake cannot be observed on any instance;
// ctest checks that it passes every test, like the other accepted solutions.
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
  std::unordered_map<std::uint64_t, Info> visited;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = encode(p, p.snake, 0);
  visited[start] = Info{0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto time = queue.top().first;  // not a binding: clang before 16 cannot capture one
    const auto key = queue.top().second;
    queue.pop();
    int eaten;
    decode(p, key, body, eaten);
    if (eaten == p.all_eaten) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = visited[at].parent) moves += visited[at].move;
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      const std::uint64_t next_key = encode(p, after, next_eaten);
      if (visited.count(next_key)) return;  // a later arrival is never cheaper (see above)
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      visited[next_key] = Info{next_time, key, letters[d]};
      queue.push({next_time, next_key});
    });
  }
  std::printf("No solution.\n");
  return 0;
}
