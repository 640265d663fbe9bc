// Wrong solution (tag: wrong-answer): only climbing costs extra; going down is free.
// Bug: it takes the time of a move P -> Q as max(0, w(Q) - w(P)) + 1, as if the snake
// waited only to climb, instead of |w(P) - w(Q)| + 1. Wherever its route goes down a
// slope, the time it prints is less than what the moves cost; its route can also be the
// wrong one. Reachability does not depend on costs, so tests without a solution pass.
// Fails as: claimed-time, not-optimal
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <algorithm>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct UphillOnly : contestant::CorrectRules {
  static long long cost(int wp, int wq) { return std::max(0, wq - wp) + 1; }
  static long long step(int wp, int wq) { return std::max(0, wq - wp) + 1; }
};
}  // namespace

int main() { return contestant::solve<UphillOnly>(contestant::read_problem(std::cin)); }
