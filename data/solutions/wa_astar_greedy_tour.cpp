// Wrong solution (tag: wrong-answer): A* whose estimate is a greedy tour of the food.
// Bug: the estimate of the time still needed is the length of the nearest-neighbour
// tour over the uneaten items (from the head to the nearest item by Manhattan distance,
// from there to the nearest remaining one, ...). The shortest tour would be a lower
// bound; the greedy tour can be longer, so the estimate overestimates and A* can stop
// at a route that is not optimal.
// Fails as: not-optimal
// Otherwise the accepted search over explicit states (explicit_dijkstra.hpp), ordered by
// time + estimate.
#include <cstdlib>
#include <iostream>

#include "explicit_dijkstra.hpp"

namespace {
int manhattan(const contestant::Problem& p, int a, int b) {
  return std::abs(a / p.m - b / p.m) + std::abs(a % p.m - b % p.m);
}

struct GreedyTour : contestant::CorrectRules {
  static long long estimate(const contestant::Problem& p, int head, int eaten) {
    long long length = 0;
    int at = head;
    for (int left = eaten; left != p.all_eaten;) {
      int nearest = -1;
      for (int i = 0; i < static_cast<int>(p.food.size()); ++i) {
        if (left >> i & 1) continue;
        if (nearest < 0 || manhattan(p, at, p.food[i]) < manhattan(p, at, p.food[nearest])) {
          nearest = i;
        }
      }
      length += manhattan(p, at, p.food[nearest]);
      at = p.food[nearest];
      left |= 1 << nearest;
    }
    return length;
  }
};
}  // namespace

int main() { return contestant::solve<GreedyTour>(contestant::read_problem(std::cin)); }
