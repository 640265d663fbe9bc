// Correct but too slow (tag: time-limit-exceeded): SPFA over the whole state space.
// Shortest paths by SPFA (Bellman-Ford with a FIFO queue of the states whose time went
// down), popular with contestants because it needs no heap. It cannot stop at the first
// state that has eaten everything: a time is final only when the queue is empty, so it
// explores every state it can reach, often several times, and takes the cheapest final
// state at the end. Right answers; on large boards it does the work of the whole
// reachable state space where Dijkstra (ac_dijkstra_hashmap.cpp) stops at the optimum.
// Fails as: TLE
// States and moves from explicit_dijkstra.hpp (encode, decode, for_each_move).
#include <cstdint>
#include <cstdio>
#include <deque>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  struct Info {
    long long time;
    std::uint64_t parent;
    char move;
    bool queued;
  };
  std::unordered_map<std::uint64_t, Info> best;
  std::deque<std::uint64_t> queue;
  const std::uint64_t start = encode(p, p.snake, 0);
  best[start] = Info{0, start, 0, true};
  queue.push_back(start);
  std::vector<int> body, next;
  while (!queue.empty()) {
    const std::uint64_t key = queue.front();
    queue.pop_front();
    Info& info = best[key];
    info.queued = false;
    const long long time = info.time;
    int eaten;
    decode(p, key, body, eaten);
    if (eaten == p.all_eaten) continue;  // the game ends here
    for_each_move<CorrectRules>(p, body, eaten, next,
                                [&](int d, const std::vector<int>& after, int next_eaten) {
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      const auto found = best.find(next_key);
      if (found != best.end() && found->second.time <= next_time) return;
      Info& target = best[next_key];
      const bool queued = found != best.end() && target.queued;
      target = Info{next_time, key, letters[d], true};
      if (!queued) queue.push_back(next_key);
    });
  }
  std::uint64_t goal = 0;
  long long goal_time = -1;
  for (const auto& [key, info] : best) {
    int eaten;
    decode(p, key, body, eaten);
    if (eaten == p.all_eaten &&
        (goal_time < 0 || info.time < goal_time || (info.time == goal_time && key < goal))) {
      goal = key;
      goal_time = info.time;
    }
  }
  if (goal_time < 0) {
    std::printf("No solution.\n");
    return 0;
  }
  std::string moves;
  for (std::uint64_t at = goal; at != start; at = best[at].parent) moves += best[at].move;
  std::reverse(moves.begin(), moves.end());
  std::printf("%lld\n%s\n", goal_time, moves.c_str());
  return 0;
}
