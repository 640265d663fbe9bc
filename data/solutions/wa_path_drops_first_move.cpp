// Wrong solution (tag: wrong-answer): leaves out the first move.
// Bug: an off-by-one in the route recovery at the other end from wa_path_drops_last_move:
// the walk back stops at the state after the start (its loop tests the parent, not the
// state, against the start), so the printed moves begin with the second move. The time
// it prints is the optimal one. Played from the real start, the moves are shifted by
// one cell: they hit a wall, the body or the border, cost another time, or miss food.
// With a one-move route there are no moves left to print at all.
// Fails as: illegal-move, claimed-time, food-left, after-last, not-optimal, PE
// With partial credit: partially accepted (the time it prints is the jury's on every test)
// Otherwise the accepted Dijkstra (search in explicit_dijkstra.hpp).
#include <iostream>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  Route route = search<CorrectRules>(p, p.snake, 0, [&](int eaten) { return eaten == p.all_eaten; });
  if (route.found) route.moves.erase(0, 1);  // the bug: the first move is never reached
  return print_answer(route);
}
