// FoodTourBound: a lower bound on the time still needed from a state, for A*.
// The head must still visit every uneaten food cell, and any head path costs at least
// its cost on the bare board (walls kept, the body ignored). So the bound is the cheapest
// bare-board route from the head through all remaining food, in the best order:
//   h(head, eaten) = min over remaining i of dist_i(head) + tour(i, remaining - {i}),
// where dist_i is the bare-board distance to food i and tour(i, S) the cheapest route
// from food i through every food in S.
// It is admissible (never above the true remaining time) and consistent: one move of
// cost c changes it by at most c either way, because costs are symmetric. So A* with it
// settles states in order and stays exact; an instance whose food the head cannot reach
// even on the bare board has an infinite bound at the start and ends at once.
// Cost: construction k Dijkstra runs over the board plus O(k^2 2^k); a query O(k).
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "model/board.hpp"
#include "model/distances.hpp"
#include "model/food.hpp"

namespace snake {

class FoodTourBound {
 public:
  /// Larger than any finite bound; sums of two stay below 2^32.
  static constexpr std::uint32_t k_unreachable = snake::k_unreachable;

  FoodTourBound(const Board& board, const FoodSet& food);

  /// The lower bound from a head on `head` with `eaten` items eaten: 0 when all are
  /// eaten, k_unreachable when some uneaten item cannot be reached at all.
  std::uint32_t operator()(CellId head, FoodMask eaten) const {
    const FoodMask left = m_all & ~eaten;
    std::uint32_t best = k_unreachable;
    if (left == 0) return 0;
    const std::uint32_t* dist = &m_dist[static_cast<std::size_t>(head) * m_food_count];
    for (FoodMask rest = left; rest != 0; rest &= rest - 1) {
      const auto i = static_cast<unsigned>(std::countr_zero(rest));
      const std::uint32_t route = dist[i] + m_tour[(left & ~(FoodMask{1} << i)) * m_food_count + i];
      if (route < best) best = route;
    }
    return best;
  }

 private:
  std::size_t m_food_count;
  FoodMask m_all;
  std::vector<std::uint32_t> m_dist;  // [cell][food]: bare-board distance, cell-major
  std::vector<std::uint32_t> m_tour;  // [set][food]: cheapest route from food through set
};

}  // namespace snake
