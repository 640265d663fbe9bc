// Wrong solution (tag: wrong-answer): the state key is the head and the set of cells the
// body covers, not the chain of parts.
// Bug: "the snake is where its cells are": the key packs the head, the eaten mask and a
// bitmap of the occupied cells, which forgets the order the parts are chained in. Two
// bodies on the same cells chained differently (possible from 4 parts on, once the
// body bends round a 2 x 2 block or grows) are one state, and the search goes on from
// the cheapest arrival's body only. That body's tail may be the one that blocks the way
// out, where the other chain's tail would have left in time: a dearer route, or
// "No solution." where there is one.
// Fails as: not-optimal, no-solution
// Its keys (a map of the board) are slow to hash: at the declared limit it is also over
// the time limit on the heaviest tests (data/measure_limits.sh), after failing on the
// small ones.
// Otherwise Dijkstra over explicit states (search_nodes in explicit_dijkstra.hpp).
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  return print_answer(search_nodes(
      problem, [](const Problem& p, const std::vector<int>& snake, int eaten) -> std::string {
        std::string key(static_cast<std::size_t>(p.n * p.m) + 2, '.');
        key[0] = static_cast<char>(eaten);
        key[1] = static_cast<char>(snake.size());
        for (const int cell : snake) key[2 + static_cast<std::size_t>(cell)] = '#';
        key[2 + static_cast<std::size_t>(snake[0])] = '@';  // the head is told apart
        return key;
      }));
}
