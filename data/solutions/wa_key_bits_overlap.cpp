// Wrong solution (tag: wrong-answer): the state key's bit fields overlap once the snake
// grows.
// Bug: the key is head | directions << 8 | eaten << 14, sized for the input's snake: the
// head in 8 bits (15 * 15 cells fit), three directions of 2 bits, then the eaten mask.
// A snake of five or more parts has more directions, and their bits run into the mask's
// (and are OR-ed with it), so different grown states get the same key and the search
// goes on from the cheapest one only: a dearer route, or "No solution.".
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
      problem, [](const Problem& p, const std::vector<int>& snake, int eaten) -> std::uint32_t {
        std::uint32_t directions = 0;
        for (std::size_t i = 1; i < snake.size(); ++i) {
          directions |= static_cast<std::uint32_t>(direction(p, snake[i - 1], snake[i]))
                        << (2 * (i - 1));
        }
        return static_cast<std::uint32_t>(snake[0]) | directions << 8 |
               static_cast<std::uint32_t>(eaten) << 14;
      }));
}
