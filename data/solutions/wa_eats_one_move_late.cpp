// Wrong solution (tag: wrong-answer): counts an item as eaten on the move after the head
// reaches it.
// Bug: simulation order: each move first looks for food under the head, where the last
// move left it, and only then moves on, so the item under the head is eaten (and the
// tail kept) on the next move. The statement eats it on the move that enters its cell,
// and the game ends with the move that eats the last item. Between meals its snake is
// the true one (growing a move late changes nothing a valid test can see), but its game
// ends one move later: every route it prints has a move after the last item is eaten,
// and where the snake cannot move at all after reaching the last item it says "No
// solution.".
// Fails as: after-last, no-solution
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <algorithm>
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
    // The bug: the food eaten on this move is the one under the head before it moves.
    int item = -1;
    for (int i = 0; i < k; ++i) {
      if (p.food[i] == body[0] && !(eaten >> i & 1)) item = i;
    }
    const bool eats = item >= 0;
    for (int d = 0; d < 4; ++d) {
      const int r = body[0] / p.m + dr[d], c = body[0] % p.m + dc[d];
      if (r < 0 || r >= p.n || c < 0 || c >= p.m || p.grid[r][c] == '0') continue;
      const int to = r * p.m + c;
      // The parts the head may not enter: all but the leaving tail, all when it eats.
      const auto way = static_cast<long>(eats ? body.size() : body.size() - 1);
      if (std::find(body.begin(), body.begin() + way, to) != body.begin() + way) continue;
      next.assign(1, to);
      next.insert(next.end(), body.begin(), body.end() - (eats ? 0 : 1));
      const int next_eaten = eats ? eaten | 1 << item : eaten;
      const long long next_time = time + CorrectRules::cost(p.weight(body[0]), p.weight(to));
      const std::uint64_t next_key = encode(p, next, next_eaten);
      const auto found = best.find(next_key);
      if (found == best.end() || next_time < found->second.time) {
        best[next_key] = Info{next_time, key, letters[d]};
        queue.push({next_time, next_key});
      }
    }
  }
  std::printf("No solution.\n");
  return 0;
}
