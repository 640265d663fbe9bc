// Wrong solution (tag: wrong-answer): breadth-first search by number of moves.
// Bug: it minimises the number of moves and only then adds up the real costs of the route
// it found, so wherever a longer detour is cheaper than the shortest route its time is
// too large.
// Fails as: not-optimal
// Otherwise the accepted search over explicit states (explicit_dijkstra.hpp); the queue
// orders by moves.
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct FewestMoves : contestant::CorrectRules {
  static long long step(int, int) { return 1; }  // minimise the number of moves
};
}  // namespace

int main() { return contestant::solve<FewestMoves>(contestant::read_problem(std::cin)); }
