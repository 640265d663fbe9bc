// FoodSet: the k food cells and a per-cell lookup of which food (if any) lies there.
// Which items are eaten is not part of the set: it travels with the game state as a
// FoodMask, bit i set when food i (0-based, in input order) has been eaten.
// Limits: k <= k_max_food (8), so a mask fits in one byte of the packed search state.
// Cost: construction O(padded board size); index_at O(1).
#pragma once

#include <cstdint>
#include <vector>

#include "model/board.hpp"

namespace snake {

inline constexpr int k_max_food = 8;

using FoodMask = std::uint32_t;

class FoodSet {
 public:
  /// Throws std::invalid_argument for more than k_max_food items, an item off the board
  /// or on a wall, or two on one cell (the rules of model/consistency.hpp).
  FoodSet(const Board& board, std::vector<CellId> cells);

  std::size_t size() const { return m_cells.size(); }
  CellId cell(std::size_t i) const { return m_cells[i]; }
  const std::vector<CellId>& cells() const { return m_cells; }
  /// The food lying on `id` (0-based), or -1.
  int index_at(CellId id) const { return m_index_at[id]; }
  /// The mask with every item eaten.
  FoodMask all() const { return (FoodMask{1} << m_cells.size()) - 1; }

 private:
  std::vector<CellId> m_cells;
  std::vector<std::int8_t> m_index_at;
};

}  // namespace snake
