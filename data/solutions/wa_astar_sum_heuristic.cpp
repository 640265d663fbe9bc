// Wrong solution (tag: wrong-answer): A* with an inadmissible heuristic.
// Bug: the estimate of the time still needed is the sum of the Manhattan distances from
// the head to every uneaten food item, which overestimates when the items are visited one
// after another (the tour to the second item does not start at the head); A* with an
// overestimate can stop at a route that is not optimal.
// Fails as: not-optimal
// Otherwise the accepted search over explicit states (explicit_dijkstra.hpp), ordered by
// time + estimate.
#include <cstdlib>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
struct SumOfDistances : contestant::CorrectRules {
  // The sum of the Manhattan distances from the head to every uneaten item: too much.
  static long long estimate(const contestant::Problem& p, int head, int eaten) {
    long long sum = 0;
    for (std::size_t i = 0; i < p.food.size(); ++i) {
      if (!(eaten >> i & 1)) {
        sum += std::abs(p.food[i] / p.m - head / p.m) + std::abs(p.food[i] % p.m - head % p.m);
      }
    }
    return sum;
  }
};
}  // namespace

int main() { return contestant::solve<SumOfDistances>(contestant::read_problem(std::cin)); }
