// Wrong solution (tag: wrong-answer): the snake does not grow when it eats.
// Bug: an eating move is treated like a plain move (the tail moves on), so the snake
// stays 4 long; it finds turns and shortcuts that a grown snake cannot make, and its move
// strings then fail under the real rules (or claim a time that is too small).
// Fails as: illegal-move
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct NoGrowth : contestant::CorrectRules {
  // The tail leaves (the snake never grows), so the head may enter its cell.
  static std::size_t in_the_way(std::size_t length, bool) { return length - 1; }
  static bool grows(bool) { return false; }  // the tail always moves
};
}  // namespace

int main() { return contestant::solve<NoGrowth>(contestant::read_problem(std::cin)); }
