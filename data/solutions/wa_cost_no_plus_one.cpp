// Wrong solution (tag: wrong-answer): a move costs |w(P) - w(Q)|, without the + 1.
// Bug: it forgets that every move takes one time unit besides the climb, so both the
// route it minimises and the time it prints are wrong (the printed time is short by the
// number of moves, which the checker's replay reveals on every solvable test).
// Fails as: claimed-time, not-optimal
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstdlib>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct NoPlusOne : contestant::CorrectRules {
  static long long cost(int wp, int wq) { return std::abs(wp - wq); }
  static long long step(int wp, int wq) { return std::abs(wp - wq); }
};
}  // namespace

int main() { return contestant::solve<NoPlusOne>(contestant::read_problem(std::cin)); }
