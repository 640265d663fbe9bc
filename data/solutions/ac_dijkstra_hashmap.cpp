// Accepted alternative solution (tag: accepted), written as a contestant would, sharing
// no code with the project's model library.
// Algorithm: plain Dijkstra over explicit states (the whole snake plus the eaten mask),
// stored in a hash map keyed by a 64-bit packing of the state; no heuristic, no bound.
// It differs from the main solution (A* over packed states with a food-tour bound and a
// bucket queue) in everything but the rules, so agreement between them is evidence.
#include <iostream>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  return solve<CorrectRules>(read_problem(std::cin));
}
