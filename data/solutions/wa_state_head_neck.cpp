// Wrong solution (tag: wrong-answer): a state is (head, direction of the neck, eaten).
// Bug: the state of a grid search with a heading, as in many maze problems: the head
// cell, the side the head came from and the eaten mask; the rest of the body is taken
// from the cheapest arrival. Two bodies with the same head and neck can differ behind
// it, and the dearer one may be the only one that gets out of a dead end or through a
// tight turn, so it prints a dearer route or "No solution." where the body decides.
// Fails as: not-optimal, no-solution
// Otherwise Dijkstra over explicit states (search_nodes in explicit_dijkstra.hpp).
#include <cstdint>
#include <iostream>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  return print_answer(search_nodes(
      problem, [](const Problem& p, const std::vector<int>& snake, int eaten) -> std::uint64_t {
        const std::uint64_t neck = static_cast<std::uint64_t>(direction(p, snake[0], snake[1]));
        return static_cast<std::uint64_t>(snake[0]) | neck << 16 |
               static_cast<std::uint64_t>(eaten) << 18;
      }));
}
