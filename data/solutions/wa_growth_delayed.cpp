// Wrong solution (tag: wrong-answer): the snake grows one move late.
// Bug: on an eating move it moves the tail as on a plain move and keeps a growth "due",
// which it pays on the next move by leaving the tail where it is (the way many snake
// games animate growth). The statement grows the snake on the eating move itself: the
// old tail stays at once. So after every eating move but the last its snake stands one
// cell short of the true one, and one move later the tail is held where the true snake's
// tail leaves; its routes can run into the true body, or miss a route or the cheapest one.
// Fails as: illegal-move, not-optimal, no-solution
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
using namespace contestant;

// With growth due, the tail stays on this move whatever the head enters.
struct TailStays : CorrectRules {
  static std::size_t in_the_way(std::size_t length, bool) { return length; }
  static bool grows(bool) { return true; }
};
// Without growth due, the tail leaves, on an eating move too (the growth comes later).
struct TailLeaves : CorrectRules {
  static std::size_t in_the_way(std::size_t length, bool) { return length - 1; }
  static bool grows(bool) { return false; }
};

struct Info {
  long long time;
  std::uint64_t parent;
  char move;
};

// The state is the snake, the eaten mask and the growth due (bits 50..52).
std::uint64_t key_of(const Problem& p, const std::vector<int>& snake, int eaten, int due) {
  return encode(p, snake, eaten) | static_cast<std::uint64_t>(due) << 50;
}
}  // namespace

int main() {
  const Problem p = read_problem(std::cin);
  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = key_of(p, p.snake, 0, 0);
  best[start] = Info{0, start, 0};
  queue.push({0, start});
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto [time, key] = queue.top();
    queue.pop();
    if (time != best[key].time) continue;
    int eaten;
    decode(p, key & ((std::uint64_t{1} << 50) - 1), body, eaten);
    const int due = static_cast<int>(key >> 50);
    if (eaten == p.all_eaten) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = best[at].parent) moves += best[at].move;
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    const auto visit = [&](int d, const std::vector<int>& after, int next_eaten) {
      const int next_due = due - (due > 0 ? 1 : 0) + (next_eaten != eaten ? 1 : 0);
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0]));
      const std::uint64_t next_key = key_of(p, after, next_eaten, next_due);
      const auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, key, letters[d]};
        queue.push({next_time, next_key});
      }
    };
    if (due > 0) {
      for_each_move<TailStays>(p, body, eaten, next, visit);
    } else {
      for_each_move<TailLeaves>(p, body, eaten, next, visit);
    }
  }
  std::printf("No solution.\n");
  return 0;
}
