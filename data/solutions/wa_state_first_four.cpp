// Wrong solution (tag: wrong-answer): the state key packs the first four parts only.
// Bug: the key was written for the four-part snake of the input (the head and three
// directions, with the eaten mask) and not widened when the snake grows, so grown
// snakes that agree in their first four parts are one state, and the search goes on
// from the cheapest one's body. Their tails differ, and the tail can be what blocks a
// turn or a pocket: it prints a dearer route or "No solution." where that decides.
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
        const std::vector<int> first_four(snake.begin(), snake.begin() + 4);
        return encode(p, first_four, eaten);
      }));
}
