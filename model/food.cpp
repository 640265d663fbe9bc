#include "model/food.hpp"

#include <stdexcept>

#include "model/consistency.hpp"

namespace snake {

FoodSet::FoodSet(const Board& board, std::vector<CellId> cells)
    : m_cells(std::move(cells)), m_index_at(board.padded_size(), -1) {
  if (m_cells.size() > k_max_food) {
    throw std::invalid_argument(
        fmt::format("{} food items exceed the limit of {}", m_cells.size(), k_max_food));
  }
  const std::span<const CellId> all(m_cells);
  for (std::size_t i = 0; i < m_cells.size(); ++i) {
    const std::string what = fmt::format("food {}", i + 1);
    auto problem = listed_cell_problem(board, what, m_cells[i]);
    if (!problem) problem = food_overlap_problem(board, all.first(i), m_cells[i]);
    if (problem) throw std::invalid_argument(*problem);
    m_index_at[m_cells[i]] = static_cast<std::int8_t>(i);
  }
}

}  // namespace snake
