// Wrong solution (tag: wrong-answer): the snake grows again on a cell whose item it ate.
// Bug: whether a move grows the snake is decided by "is this a food cell" (the list of
// food cells), while the eaten mask says whether the item is still there; the mask is
// right, so an item counts once, but a later visit to its cell makes the snake one part
// longer again (up to the 4 + k parts its body array holds, the most it thinks a snake
// reaches). A snake longer than the real one makes no illegal move (the real body is its
// first parts), but it avoids cells the real snake has already left and cannot turn
// where the real one can: a dearer route, or "No solution." where there is one, on
// routes that cross an eaten item's cell.
// Fails as: not-optimal, no-solution
// Its snakes grow up to 4 + k parts again and again, so it has more states than the real
// game: at the declared limit it is also over the time limit on the heaviest tests
// (data/measure_limits.sh), after failing on the small ones.
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <cstddef>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct GrowsOnEatenFood : contestant::CorrectRules {
  static bool grows_again(std::size_t length, int k) {
    return length < 4 + static_cast<std::size_t>(k);
  }
};
}  // namespace

int main() { return contestant::solve<GrowsOnEatenFood>(contestant::read_problem(std::cin)); }
