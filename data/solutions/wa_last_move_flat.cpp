// Wrong solution (tag: wrong-answer): the move that eats the last item costs 1.
// Bug: "the game ends when the head reaches the last item", so the last move is counted
// as one time unit whatever the climb: the time printed is the optimal one less
// abs(w(P) - w(Q)) of the last move. The search itself is right (and the moves are an
// optimal route), so it is caught exactly where the last eating move changes weight.
// Fails as: claimed-time
// Otherwise the accepted Dijkstra (search in explicit_dijkstra.hpp).
#include <cstdlib>
#include <iostream>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem p = read_problem(std::cin);
  Route route = search<CorrectRules>(p, p.snake, 0, [&](int eaten) { return eaten == p.all_eaten; });
  if (route.found) {
    // the last move went from the second part's cell (the snake grew) to the head's
    route.time -= std::abs(p.weight(route.snake[0]) - p.weight(route.snake[1]));
  }
  return print_answer(route);
}
