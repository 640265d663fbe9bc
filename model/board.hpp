// Board: the n x m grid of weights 0..8 (0 = wall), the neighbour relation and the cost
// of a move. It is the project's one grid: every tool addresses cells by CellId, an index
// into the grid padded with a ring of outside cells, so stepping off the board from any
// board cell lands on a cell that reports "outside" instead of wrapping around or leaving
// the array. With 1-based coordinates the padded index is simply row * (m + 2) + column.
// Cell (row, column) is the statement's coordinate, used only to read and print cells.
// Limits: 1 <= n, m <= k_max_side (255), so a CellId fits in 17 bits.
// Cost: construction O(n m); cells() O(n m); every other query O(1).
// Tested by tests/unit/test_board.cpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
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
  // Written out rather than defaulted: the single-source checker is C++17
  // (package/single_source.hpp).
  friend bool operator==(const Cell& a, const Cell& b) { return a.row == b.row && a.col == b.col; }
  friend bool operator!=(const Cell& a, const Cell& b) { return !(a == b); }
};

class Board {
 public:
  /// `weights` holds rows * cols digits 0..8 in row-major order, row 1 first.
  /// Throws std::invalid_argument when the sizes or a weight are out of range.
  Board(int rows, int cols, const std::vector<std::uint8_t>& weights);
  /// A board whose every cell has weight `weight` (0: all walls), to be shaped with
  /// set_weight(), as the generator builds boards.
  Board(int rows, int cols, int weight);

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
  /// Changes the weight of a board cell; throws std::invalid_argument for a weight outside
  /// 0..8 or a cell off the board.
  void set_weight(CellId id, int weight);

  /// Every board cell, row by row from (1, 1) to (n, m).
  std::vector<CellId> cells() const;

  /// The side-neighbour of a board cell in direction d (possibly an outside cell).
  CellId neighbour(CellId id, Direction d) const {
    return static_cast<CellId>(static_cast<std::int64_t>(id) + m_step[index_of(d)]);
  }
  /// The four side-neighbours in the order of k_directions (outside cells included).
  std::array<CellId, 4> neighbours(CellId id) const {
    return {neighbour(id, Direction::up), neighbour(id, Direction::down),
            neighbour(id, Direction::left), neighbour(id, Direction::right)};
  }
  /// Whether two cells share a side.
  bool are_side_neighbours(CellId a, CellId b) const;
  /// How many of the four side-neighbours are enterable (0..4); 1 makes a dead end.
  int enterable_neighbour_count(CellId id) const;

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

/// Cells print as the statement writes them: "(r, c)". No format spec applies: "{:>8}"
/// is a format error, not silently ignored.
template <>
struct fmt::formatter<snake::Cell> {
  constexpr auto parse(fmt::format_parse_context& ctx) {
    if (ctx.begin() != ctx.end() && *ctx.begin() != '}') {
      throw fmt::format_error("a cell takes no format spec");
    }
    return ctx.begin();
  }
  // Through fmt::format, which fmt compiles once in its library, not format_to, whose
  // whole formatting engine would be instantiated in every file that prints a cell
  // (about 4 s of compile time a file at -O2).
  template <typename FormatContext>
  auto format(const snake::Cell& c, FormatContext& ctx) const {
    const std::string text = fmt::format("({}, {})", c.row, c.col);
    return std::copy(text.begin(), text.end(), ctx.out());
  }
};
