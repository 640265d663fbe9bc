// Wrong solution (tag: wrong-answer): the only self-collision it forbids is turning back.
// Bug: it refuses a move into the neck (part 2), the one it thought of, and lets the head
// run into every other part. The head of a four-part snake can only touch part 4, its
// tail, which leaves on a plain move; so the mistake shows once the snake has grown (or
// on an eating move into the tail's cell, which no valid test has): its route crosses
// its own body where the true snake must go round.
// Fails as: illegal-move
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <algorithm>
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct OnlyNoReverse : contestant::CorrectRules {
  static std::size_t in_the_way(std::size_t length, bool eats) {
    return std::min<std::size_t>(2, CorrectRules::in_the_way(length, eats));  // head, neck
  }
};
}  // namespace

int main() { return contestant::solve<OnlyNoReverse>(contestant::read_problem(std::cin)); }
