// Accepted (tag: accepted), although it looks wrong: lets an eating move enter the tail cell.
// It applies the plain-move rule "the tail leaves, so its cell is free" to eating moves
// too, which the statement forbids (a growing snake keeps its tail). Yet no valid test
// can tell: a food cell is never under the snake. The initial snake covers no food (the
// input guarantees it), and every later part stands where the head stood before, and a
// head that enters a food cell eats it. So an eating move's target is never the tail
// cell and the wrong rule never fires. Kept to document that this bug is unobservable:
// ctest checks that it passes every test, like the other accepted solutions.
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct EatIntoTail : contestant::CorrectRules {
  // The tail leaves, so the head may enter its cell (wrongly, on eating moves too).
  static std::size_t in_the_way(std::size_t length, bool) { return length - 1; }
};
}  // namespace

int main() { return contestant::solve<EatIntoTail>(contestant::read_problem(std::cin)); }
