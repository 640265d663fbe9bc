#include "model/food_tour.hpp"

#include <algorithm>
#include <bit>

namespace snake {

FoodTourBound::FoodTourBound(const Board& board, const FoodSet& food)
    : m_food_count(food.size()), m_all(food.all()) {
  const std::size_t k = m_food_count;
  m_dist.assign(board.padded_size() * k, k_unreachable);
  for (std::size_t i = 0; i < k; ++i) {
    const auto from_food = bare_board_distances(board, food.cell(i));
    for (std::size_t cell = 0; cell < from_food.size(); ++cell) {
      m_dist[cell * k + i] = from_food[cell];
    }
  }
  // tour[S][i], i not in S: sets in increasing order, so S - {j} is always ready.
  m_tour.assign((std::size_t{1} << k) * k, k_unreachable);
  for (FoodMask set = 0; set <= m_all; ++set) {
    for (std::size_t i = 0; i < k; ++i) {
      if ((set >> i) & 1u) continue;
      std::uint32_t best = set == 0 ? 0 : k_unreachable;
      for (FoodMask rest = set; rest != 0; rest &= rest - 1) {
        const auto j = static_cast<std::size_t>(std::countr_zero(rest));
        const std::uint32_t route =
            m_dist[food.cell(i) * k + j] + m_tour[(set & ~(FoodMask{1} << j)) * k + j];
        best = std::min(best, route);
      }
      m_tour[set * k + i] = std::min(best, k_unreachable);
    }
  }
}

}  // namespace snake
