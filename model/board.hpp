// Board: the n x m grid of weights 0..8 (0 = wall), the neighbour relation and the cost
// of a move. Cells are addressed by CellId, an index into the grid padded with a ring of
// outside cells, so stepping off the board from any board cell lands on a cell that
// reports "outside" instead of wrapping around or leaving the array. With 1-based
// coordinates the padded index is simply row * (m + 2) + column.
// Limits: 1 <= n, m <= k_max_side (255), so a CellId fits in 17 bits.
// Cost: construction O(n m); every query O(1).
#pragma once

#include <cstdint>
#include <vector>

#include <fmt/format.h>

#include "model/direction.hpp"

namespace snake {

using CellId = std::uint32_t;

inline constexpr int k_max_side = 255;
inline constexpr int k_min_weight = 0;
inline constexpr int k_max_weight = 8;

/// A cell in the statement's coordinates: 1-based row (top = 1) and column (left = 1).
struct Cell {
  int row = 0;
  int col = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

class Board {
 public:
  /// `weights` holds rows * cols digits 0..8 in row-major order, row 1 first.
  /// Throws std::invalid_argument when the sizes or a weight are out of range.
  Board(int rows, int cols, const std::vector<std::uint8_t>& weights);

  int rows() const { return m_rows; }
  int cols() const { return m_cols; }
  /// Number of CellIds, board and padding together: ids are in [0, padded_size()).
  std::size_t padded_size() const { return m_weight.size(); }

  bool contains(Cell c) const {
    return 1 <= c.row && c.row <= m_rows && 1 <= c.col && c.col <= m_cols;
  }
  /// Precondition: contains(c).
  CellId id(Cell c) const {
    return static_cast<CellId>(c.row * (m_cols + 2) + c.col);
  }
  Cell cell(CellId id) const {
    const auto width = static_cast<CellId>(m_cols + 2);
    return Cell{static_cast<int>(id / width), static_cast<int>(id % width)};
  }

  /// The rule "Q must be on the board": false for the padding ring.
  bool on_board(CellId id) const { return m_weight[id] != k_outside; }
  /// The rule "w = 0 is a wall (never enterable); w >= 1 is enterable".
  bool is_enterable(CellId id) const {
    return on_board(id) && m_weight[id] != 0;
  }
  /// Precondition: on_board(id).
  int weight(CellId id) const { return m_weight[id]; }

  /// The side-neighbour of a board cell in direction d (possibly an outside cell).
  CellId neighbour(CellId id, Direction d) const {
    return static_cast<CellId>(static_cast<std::int64_t>(id) + m_step[index_of(d)]);
  }
  /// Whether two cells share a side.
  bool are_side_neighbours(CellId a, CellId b) const;

  /// The rule "cost of the move P -> Q is |w(P) - w(Q)| + 1" (so 1..9).
  int move_cost(CellId from, CellId to) const {
    const int dw = m_weight[from] - m_weight[to];
    return (dw < 0 ? -dw : dw) + 1;
  }

 private:
  static constexpr std::uint8_t k_outside = 0xFF;
  int m_rows;
  int m_cols;
  std::int64_t m_step[4];
  std::vector<std::uint8_t> m_weight;  // padded, k_outside on the ring
};

}  // namespace snake

/// Cells print as the statement writes them: "(r, c)".
template <>
struct fmt::formatter<snake::Cell> : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const snake::Cell& c, FormatContext& ctx) const {
    return fmt::format_to(ctx.out(), "({}, {})", c.row, c.col);
  }
};
