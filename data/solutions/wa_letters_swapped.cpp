// Wrong solution (tag: wrong-answer): prints U for a move down and D for a move up.
// Bug: it thinks of rows as a y axis growing upwards, so the letter of the move to row
// r + 1 is U; the statement's U is row - 1 (row 1 is the top). The search is right and
// so is the time it prints; the moves it prints are not the route it found.
// Fails as: illegal-move, food-left, after-last, claimed-time
// With partial credit: partially accepted (the time it prints is the jury's on every test)
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct UpIsRowPlusOne : contestant::CorrectRules {
  static char letter(int d) { return "DULR"[d]; }  // dr = {-1, 1, 0, 0}
};
}  // namespace

int main() { return contestant::solve<UpIsRowPlusOne>(contestant::read_problem(std::cin)); }
