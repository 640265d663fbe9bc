// Wrong solution (tag: wrong-answer): treats the tail cell as blocked on every move.
// Bug: the statement lets a plain move enter the cell the tail is leaving (only the
// configuration after the move must be legal); this solution forbids it, so it misses
// routes that chase the tail: it answers "No solution." or a longer time where the
// optimal route needs the vacated tail cell.
// Fails as: not-optimal, no-solution
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct TailBlocked : contestant::CorrectRules {
  // Every part of the snake is in the way, the leaving tail too.
  static std::size_t in_the_way(std::size_t length, bool) { return length; }
};
}  // namespace

int main() { return contestant::solve<TailBlocked>(contestant::read_problem(std::cin)); }
