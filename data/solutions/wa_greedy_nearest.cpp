// Wrong solution (tag: wrong-answer): eats the food greedily, nearest first.
// Bug: from the current state it searches for the cheapest way to eat any one item,
// commits to it, and repeats; the order that is cheapest item by item need not be the
// cheapest overall, and eating a near item first can trap the snake (it then prints
// "No solution." for a solvable test).
// Each step is the accepted Dijkstra over explicit states (explicit_dijkstra.hpp),
// stopped at the first state that has eaten one more item.
// Fails as: not-optimal, no-solution
#include <iostream>
#include <string>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  Route whole{true, 0, "", problem.snake, 0};
  while (whole.eaten != problem.all_eaten) {
    // The nearest item: take it and start again from there.
    const int before = whole.eaten;
    const Route step = search<CorrectRules>(problem, whole.snake, before,
                                            [&](int eaten) { return eaten != before; });
    if (!step.found) return print_answer(Route{});
    whole.time += step.time;
    whole.moves += step.moves;
    whole.snake = step.snake;
    whole.eaten = step.eaten;
  }
  return print_answer(whole);
}
