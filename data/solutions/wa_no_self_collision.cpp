// Wrong solution (tag: wrong-answer): ignores self-collision.
// Bug: it checks only the board edge and walls, never the snake's own body, so it
// "solves" instances where only the body blocks (a head trapped by its own neck) and may
// print move strings that run through the body.
// Fails as: illegal-move
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct NoSelfCollision : contestant::CorrectRules {
  // No part is in the way: the snake may cross itself.
  static std::size_t in_the_way(std::size_t, bool) { return 0; }
};
}  // namespace

int main() { return contestant::solve<NoSelfCollision>(contestant::read_problem(std::cin)); }
