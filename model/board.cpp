#include "model/board.hpp"

#include <stdexcept>

namespace snake {

namespace {

void check_size(int rows, int cols) {
  if (rows < 1 || rows > k_max_side || cols < 1 || cols > k_max_side) {
    throw std::invalid_argument(fmt::format(
        "board {} x {} is outside 1..{} x 1..{}", rows, cols, k_max_side, k_max_side));
  }
}

std::vector<std::uint8_t> uniform_weights(int rows, int cols, int weight) {
  check_size(rows, cols);
  if (weight < k_min_weight || weight > k_max_weight) {
    throw std::invalid_argument(fmt::format("weight {} is not 0..{}", weight, k_max_weight));
  }
  return std::vector<std::uint8_t>(static_cast<std::size_t>(rows * cols),
                                   static_cast<std::uint8_t>(weight));
}

}  // namespace

Board::Board(int rows, int cols, int weight)
    : Board(rows, cols, uniform_weights(rows, cols, weight)) {}

Board::Board(int rows, int cols, const std::vector<std::uint8_t>& weights)
    : m_rows(rows), m_cols(cols) {
  check_size(rows, cols);
  if (weights.size() != static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)) {
    throw std::invalid_argument(fmt::format("board {} x {} needs {} weights, got {}", rows,
                                            cols, rows * cols, weights.size()));
  }
  const std::int64_t width = cols + 2;
  m_step[index_of(Direction::up)] = -width;
  m_step[index_of(Direction::down)] = width;
  m_step[index_of(Direction::left)] = -1;
  m_step[index_of(Direction::right)] = 1;
  m_weight.assign(static_cast<std::size_t>((rows + 2) * width), k_outside);
  for (int r = 1; r <= rows; ++r) {
    for (int c = 1; c <= cols; ++c) {
      const auto w = weights[static_cast<std::size_t>((r - 1) * cols + (c - 1))];
      if (w > k_max_weight) {
        throw std::invalid_argument(fmt::format("weight {} at ({}, {}) is not 0..{}", w, r,
                                                c, k_max_weight));
      }
      m_weight[id(Cell{r, c})] = w;
    }
  }
}

void Board::set_weight(CellId id, int weight) {
  if (id >= m_weight.size() || !on_board(id)) {
    throw std::invalid_argument(fmt::format("cell id {} is off the board", id));
  }
  if (weight < k_min_weight || weight > k_max_weight) {
    throw std::invalid_argument(
        fmt::format("weight {} at {} is not 0..{}", weight, cell(id), k_max_weight));
  }
  m_weight[id] = static_cast<std::uint8_t>(weight);
}

std::vector<CellId> Board::cells() const {
  std::vector<CellId> ids;
  ids.reserve(static_cast<std::size_t>(m_rows * m_cols));
  for (int r = 1; r <= m_rows; ++r) {
    for (int c = 1; c <= m_cols; ++c) ids.push_back(id(Cell{r, c}));
  }
  return ids;
}

bool Board::are_side_neighbours(CellId a, CellId b) const {
  for (const Direction d : k_directions) {
    if (neighbour(a, d) == b) return true;
  }
  return false;
}

int Board::enterable_neighbour_count(CellId id) const {
  int count = 0;
  for (const CellId next : neighbours(id)) count += is_enterable(next) ? 1 : 0;
  return count;
}

}  // namespace snake
