// Wrong solution (tag: wrong-answer): a move costs the weight of the cell it enters.
// Bug: it reads the time of a move as "the weight w(Q) of the cell entered" instead of
// |w(P) - w(Q)| + 1. It minimises and prints that sum, so the time it prints is not what
// its moves cost (and its route is the cheapest for the wrong costs only). Reachability
// does not depend on costs, so it is right on every test without a solution.
// Fails as: claimed-time, not-optimal
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct TargetWeight : contestant::CorrectRules {
  static long long cost(int, int wq) { return wq; }  // should be |wp - wq| + 1
  static long long step(int, int wq) { return wq; }
};
}  // namespace

int main() { return contestant::solve<TargetWeight>(contestant::read_problem(std::cin)); }
