#include "model/consistency.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace snake {

namespace {

// The 1-based position of `id` in `cells`, or 0.
std::size_t position_of(std::span<const CellId> cells, CellId id) {
  const auto found = std::find(cells.begin(), cells.end(), id);
  return found == cells.end() ? 0 : static_cast<std::size_t>(found - cells.begin()) + 1;
}

}  // namespace

std::optional<std::string> listed_cell_problem(const Board& board, std::string_view what,
                                               CellId id) {
  if (id >= board.padded_size() || !board.on_board(id)) {
    return fmt::format("{} is off the board", what);
  }
  if (!board.is_enterable(id)) return fmt::format("{} at {} is on a wall", what, board.cell(id));
  return std::nullopt;
}

std::optional<std::string> snake_part_problem(const Board& board,
                                              std::span<const CellId> earlier, CellId id) {
  const std::size_t part = earlier.size() + 1;
  if (const std::size_t same = position_of(earlier, id)) {
    return fmt::format("snake part {} at {} overlaps part {}", part, board.cell(id), same);
  }
  if (!earlier.empty() && !board.are_side_neighbours(earlier.back(), id)) {
    return fmt::format("snake part {} at {} is not next to part {} at {}", part,
                       board.cell(id), part - 1, board.cell(earlier.back()));
  }
  return std::nullopt;
}

std::optional<std::string> food_overlap_problem(const Board& board,
                                                std::span<const CellId> earlier, CellId id) {
  if (const std::size_t same = position_of(earlier, id)) {
    return fmt::format("food {} at {} is on the same cell as food {}", earlier.size() + 1,
                       board.cell(id), same);
  }
  return std::nullopt;
}

std::optional<std::string> food_under_snake_problem(const Board& board, std::size_t item,
                                                    std::span<const CellId> snake, CellId id) {
  if (const std::size_t part = position_of(snake, id)) {
    return fmt::format("food {} at {} is under snake part {}", item, board.cell(id), part);
  }
  return std::nullopt;
}

}  // namespace snake
