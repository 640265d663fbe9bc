// Wrong solution (tag: wrong-answer): keeps a route's time in one byte.
// Bug: the search's times are unsigned char ("a few dozen moves of at most 9 units
// each"), so a time of 256 or more wraps round: a state reached at 259 is queued as 3
// and taken out first, and the time printed is the true one modulo 256. Right on every
// board whose optimal time stays a few units under 256; on longer routes it prints a
// time the moves do not cost, or a dearer route, or none, when a wrapped state jumps the
// queue. (Each state is closed the first time it is taken out, so the search ends.)
// Fails as: claimed-time, not-optimal, no-solution, illegal-move
// Otherwise Dijkstra over explicit states (search_nodes in explicit_dijkstra.hpp).
#include <cstdint>
#include <iostream>
#include <vector>

#include "explicit_dijkstra.hpp"

int main() {
  using namespace contestant;
  const Problem problem = read_problem(std::cin);
  return print_answer(search_nodes<unsigned char>(
      problem, [](const Problem& p, const std::vector<int>& snake, int eaten) -> std::uint64_t {
        return encode(p, snake, eaten);
      }));
}
