#include "model/food.hpp"

#include <stdexcept>

namespace snake {

FoodSet::FoodSet(const Board& board, std::vector<CellId> cells)
    : m_cells(std::move(cells)), m_index_at(board.padded_size(), -1) {
  if (m_cells.size() > k_max_food) {
    throw std::invalid_argument(
        fmt::format("{} food items exceed the limit of {}", m_cells.size(), k_max_food));
  }
  for (std::size_t i = 0; i < m_cells.size(); ++i) {
    auto& slot = m_index_at.at(m_cells[i]);
    if (slot >= 0) {
      throw std::invalid_argument(fmt::format("food {} and food {} share cell {}", slot + 1,
                                              i + 1, board.cell(m_cells[i])));
    }
    slot = static_cast<std::int8_t>(i);
  }
}

}  // namespace snake
