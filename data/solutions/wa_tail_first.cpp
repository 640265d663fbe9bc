// Wrong solution (tag: wrong-answer): reads the snake tail first.
// Bug: it takes the fourth listed cell for the head (the statement lists b1, the head,
// first), so it moves the wrong end of the snake; its move strings fail under the
// checker's replay, and its "No solution." can be wrong too.
// Fails as: illegal-move, food-left, after-last, claimed-time, not-optimal, no-solution
// Otherwise the accepted Dijkstra over explicit states (explicit_dijkstra.hpp).
#include <algorithm>
#include <iostream>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  Problem problem = read_problem(std::cin);
  std::reverse(problem.snake.begin(), problem.snake.end());  // the input lists the tail first (wrong)
  return solve<CorrectRules>(problem);
}
