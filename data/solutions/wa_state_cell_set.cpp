// Wrong solution (tag: wrong-answer): a state is the head, the set of cells the snake
// covers and the eaten mask.
// Bug: "the snake is where it is": the body is stored as the set of its cells (with the
// head and the eaten mask), as if the cells decided the order of the parts. A snake
// coiled in a 2 x 2 square covers the same four cells with its head in the same corner
// whichever way round it lies, and longer snakes have more such twins; the twins move on
// differently (the tail leaves from another cell), and the search keeps only the cheapest
// one's body. The mistake needs a coiled snake, so it shows on few boards.
// Fails as: not-optimal, no-solution
// Otherwise Dijkstra over explicit states (search_nodes in explicit_dijkstra.hpp).
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  return print_answer(search_nodes(
      problem, [](const Problem&, const std::vector<int>& snake, int eaten) -> std::string {
        std::vector<int> cells(snake.begin() + 1, snake.end());
        std::sort(cells.begin(), cells.end());  // the order of the parts is lost here
        std::string key{static_cast<char>(snake[0]), static_cast<char>(eaten)};
        for (const int cell : cells) key += static_cast<char>(cell);
        return key;
      }));
}
