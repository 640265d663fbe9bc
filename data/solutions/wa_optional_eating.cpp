// Wrong solution (tag: wrong-answer): the head may pass over food without eating it.
// Bug: it branches on "eat it or not" whenever the head enters a food cell, but the
// statement says a head that enters a food cell always eats it. Skipping food keeps the
// snake short, so it finds routes that are illegal or cost differently when replayed.
// Fails as: illegal-move, after-last
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct OptionalEating : contestant::CorrectRules {
  static constexpr bool may_skip_food = true;  // pass over a food cell without eating
};
}  // namespace

int main() { return contestant::solve<OptionalEating>(contestant::read_problem(std::cin)); }
