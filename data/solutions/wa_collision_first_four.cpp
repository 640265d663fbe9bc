// Wrong solution (tag: wrong-answer): checks the head against the first four parts only.
// Bug: the collision test was written for the initial snake of four parts and never
// grew with it (for (i = 0; i < 4; ++i)): once the snake has eaten, the head may enter
// parts 5, 6, ... On a grid the head can only touch parts of even number (2, 4, 6, ...),
// and the tail leaves on a plain move, so the mistake shows only when a snake of seven
// or more parts (three items eaten) coils so that its head meets part 6: its route then
// runs through its own body.
// Fails as: illegal-move
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <algorithm>
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct FirstFourParts : contestant::CorrectRules {
  static std::size_t in_the_way(std::size_t length, bool eats) {
    return std::min<std::size_t>(4, CorrectRules::in_the_way(length, eats));
  }
};
}  // namespace

int main() { return contestant::solve<FirstFourParts>(contestant::read_problem(std::cin)); }
