// Wrong solution (tag: wrong-answer): the state key forgets which items were eaten.
// Bug: states are keyed by the snake alone (its length still says how many items were
// eaten, not which), so two arrivals with the same body that ate different items are
// one state: the search goes on from the cheapest of them only, and the items that one
// left may be the wrong ones. It prints a dearer route, or "No solution.", where the
// choice of which item to eat first decides.
// Fails as: not-optimal, no-solution
// Otherwise Dijkstra over explicit states (search_nodes in explicit_dijkstra.hpp).
#include <cstdint>
#include <iostream>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  return print_answer(search_nodes(problem, [](const Problem& p, const std::vector<int>& snake,
                                               int /*eaten*/) -> std::uint64_t {
    return encode(p, snake, 0);  // the eaten mask is left out
  }));
}
