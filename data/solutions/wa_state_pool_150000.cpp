// Wrong solution (tag: wrong-answer): a fixed pool of 150,000 states.
// Bug: the contestant counted the states as cells x shapes x eaten masks = 12 * 12 * 4^3
// * 16 = 147,456, forgetting that the snake grows (a snake of seven parts has 4^6
// shapes), and stores the states in fixed arrays of 150,000. When the pool is full, new
// states are dropped ("cannot happen"), so on boards where the search needs more it
// misses the optimal route: it prints a dearer one or "No solution.". The mistake is made
// well-defined: a full pool drops states instead of writing past the arrays.
// Fails as: not-optimal, no-solution
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

namespace {
const int MAXS = 150000;
std::uint64_t state_key[MAXS];
long long dist[MAXS];
int parent[MAXS];
char move_letter[MAXS];
int states = 0;
}  // namespace

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  std::unordered_map<std::uint64_t, int> index;  // key -> place in the pool
  using Entry = std::pair<long long, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  state_key[0] = encode(p, p.snake, 0);
  dist[0] = 0;
  parent[0] = -1;
  index[state_key[0]] = 0;
  states = 1;
  queue.push({0, 0});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto time = queue.top().first;  // not a binding: clang before 16 cannot capture one
    const auto at = queue.top().second;
    queue.pop();
    if (time != dist[at]) continue;
    int eaten;
    decode(p, state_key[at], body, eaten);
    if (eaten == p.all_eaten) {
      std::string moves;
      for (int i = at; parent[i] >= 0; i = parent[i]) moves += move_letter[i];
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      const auto found = index.find(next_key);
      int i;
      if (found != index.end()) {
        i = found->second;
        if (next_time >= dist[i]) return;
      } else {
        if (states == MAXS) return;  // the bug: the pool is too small
        i = states++;
        state_key[i] = next_key;
        index[next_key] = i;
      }
      dist[i] = next_time;
      parent[i] = at;
      move_letter[i] = letters[d];
      queue.push({next_time, i});
    });
  }
  std::printf("No solution.\n");
  return 0;
}
