#include "model/shape_table.hpp"

#include <bit>
#include <span>
#include <stdexcept>

#include <fmt/format.h>

#include "model/board.hpp"
#include "model/food.hpp"
#include "model/rules.hpp"

namespace snake {

namespace {

// An open board (weight 1 everywhere) wide enough that a snake of `longest` parts with its
// head on the centre stays on it after one more move, and four food items around the
// centre: a move from the centre eats unless the eaten mask says otherwise.
struct OpenBoard {
  explicit OpenBoard(std::size_t longest)
      : side(2 * static_cast<int>(longest) + 3),
        board(side, side, std::vector<std::uint8_t>(static_cast<std::size_t>(side * side), 1)),
        centre(board.id({side / 2 + 1, side / 2 + 1})),
        food(board, {board.neighbour(centre, Direction::up),
                     board.neighbour(centre, Direction::down),
                     board.neighbour(centre, Direction::left),
                     board.neighbour(centre, Direction::right)}) {}
  int side;
  Board board;
  CellId centre;
  FoodSet food;
};

using Cells = std::array<CellId, ShapeTable::k_longest + 1>;

// The snake of shape `code` and `length` parts with its head on the board's centre.
std::span<const CellId> place(const OpenBoard& open, ShapeCode code, std::size_t length,
                              Cells& cells) {
  cells[0] = open.centre;
  cells[1] = open.board.neighbour(open.centre, opposite(shape_digit(code, 0)));
  for (std::size_t i = 2; i < length; ++i) {
    cells[i] = open.board.neighbour(cells[i - 1], shape_digit(code, i - 1));
  }
  return {cells.data(), length};
}

// The directions check_move() lets `snake` move in, eating (a food item on every
// neighbour of the head) or not (every item already eaten).
unsigned allowed_moves(const OpenBoard& open, std::span<const CellId> snake, bool eating) {
  const FoodMask eaten = eating ? 0 : open.food.all();
  unsigned allowed = 0;
  for (const Direction d : k_directions) {
    const MoveCheck move = check_move(open.board, open.food, snake, eaten, d);
    if (!move.legal()) continue;
    if (move.eats() != eating) {
      throw std::logic_error("shape table: a move from the open board's centre did not eat as set up");
    }
    allowed |= 1u << index_of(d);
  }
  return allowed;
}

}  // namespace

namespace {

void check_longest(std::size_t longest_stored) {
  if (longest_stored < ShapeTable::k_shortest || longest_stored >= ShapeTable::k_longest) {
    throw std::invalid_argument(fmt::format(
        "shape table: longest stored snake {} is not in [{}, {}]", longest_stored,
        ShapeTable::k_shortest, ShapeTable::k_longest - 1));
  }
}

}  // namespace

ShapeTable::ShapeTable(std::size_t longest_stored) {
  check_longest(longest_stored);
  const ShapeTableData& compiled = k_precomputed_shapes;
  if (compiled.longest_stored < longest_stored) {
    build(longest_stored);
    return;
  }
  m_data.longest_stored = longest_stored;
  for (std::size_t length = 2; length <= longest_stored + 1; ++length) {
    if (length <= longest_stored) m_data.codes[length] = compiled.codes[length];
    if (length >= 3) {
      m_data.group_base[length] = compiled.group_base[length];
      m_data.group_heads[length] = compiled.group_heads[length];
    }
    if (length >= k_shortest && length <= longest_stored) {
      m_data.moves[length] = compiled.moves[length];
    }
  }
}

ShapeTable ShapeTable::generate(std::size_t longest_stored) {
  check_longest(longest_stored);
  ShapeTable table;
  table.build(longest_stored);
  return table;
}

void ShapeTable::build(std::size_t longest_stored) {
  const OpenBoard open(longest_stored + 1);
  Cells cells{};
  m_codes[2] = {0, 1, 2, 3};
  // drop[l][r]: the rank (length l - 1) of shape r without its last digit. The plain
  // successors of r lie in that group. Shape r of group g with head digit a drops to the
  // shape with head digit a in the group g drops to.
  std::array<std::vector<std::uint32_t>, k_longest + 1> drop;
  // Length l from length l - 1: the heads of group g are the eating moves a snake of
  // shape g may make; the new shape has the move as digit 0 and, as digit 1, the way back
  // from the new neck (the old head) to the old neck.
  for (std::size_t length = 3; length <= longest_stored + 1; ++length) {
    const std::vector<ShapeCode>& shorter = m_codes[length - 1];
    auto& base = m_group_base[length];
    auto& heads = m_group_heads[length];
    base.resize(shorter.size());
    heads.resize(shorter.size());
    std::uint32_t next_rank = 0;
    for (std::uint32_t group = 0; group < shorter.size(); ++group) {
      const auto allowed =
          allowed_moves(open, place(open, shorter[group], length - 1, cells), true);
      base[group] = next_rank;
      heads[group] = static_cast<std::uint8_t>(allowed);
      next_rank += static_cast<std::uint32_t>(std::popcount(allowed));
      if (length > longest_stored) continue;
      for (unsigned d = 0; d < 4; ++d) {
        if (((allowed >> d) & 1u) == 0) continue;
        m_codes[length].push_back(d | ((shorter[group] ^ 1u) << 2));
        if (length == 3) {
          drop[length].push_back(d);
        } else {
          const std::uint32_t dropped_group = drop[length - 1][group];
          const unsigned dropped_heads = m_group_heads[length - 1][dropped_group];
          drop[length].push_back(m_group_base[length - 1][dropped_group] +
                                 shape_moves::slot(k_group_slots[dropped_heads], d));
        }
      }
    }
  }
  // Move rows: plain moves judged with no food left; their successors drop the tail
  // segment, so they land in the group of this shape without its last digit.
  for (std::size_t length = k_shortest; length <= longest_stored; ++length) {
    const std::vector<ShapeCode>& codes = m_codes[length];
    m_moves[length].resize(codes.size());
    for (std::uint32_t r = 0; r < codes.size(); ++r) {
      const ShapeCode code = codes[r];
      const auto plain = allowed_moves(open, place(open, code, length, cells), false);
      const std::uint32_t dropped = drop[length][r];
      const unsigned plain_heads = m_group_heads[length][dropped];
      if ((plain & ~plain_heads) != 0) {
        throw std::logic_error(fmt::format(
            "shape table: the rules allow a plain move from shape {:#x} of length {} into a "
            "shape that is not self-avoiding",
            code, length));
      }
      const unsigned eating = m_group_heads[length + 1][r];
      m_moves[length][r] =
          ShapeMoves{index_of(shape_digit(code, 0))} |
          ShapeMoves{index_of(shape_digit(code, length - 2))} << 2 | ShapeMoves{plain} << 4 |
          ShapeMoves{k_group_slots[plain_heads]} << 8 | ShapeMoves{eating} << 16 |
          ShapeMoves{k_group_slots[eating]} << 20 |
          ShapeMoves{m_group_base[length][dropped]} << 28 |
          ShapeMoves{m_group_base[length + 1][r]} << 46;
    }
  }
  m_data.longest_stored = longest_stored;
  for (std::size_t length = 0; length <= k_longest; ++length) {
    m_data.codes[length] = m_codes[length];
    m_data.group_base[length] = m_group_base[length];
    m_data.group_heads[length] = m_group_heads[length];
    m_data.moves[length] = m_moves[length];
  }
}

std::optional<std::uint32_t> ShapeTable::rank(std::size_t length, ShapeCode code) const {
  if (length < 2 || length > m_data.longest_stored || code >> (2 * (length - 1)) != 0) {
    return std::nullopt;
  }
  if (length == 2) return code;
  const auto group = rank(length - 1, (code >> 2) ^ 1u);
  if (!group) return std::nullopt;
  const unsigned heads = m_data.group_heads[length][*group];
  const unsigned d = code & 3u;
  if (((heads >> d) & 1u) == 0) return std::nullopt;
  return m_data.group_base[length][*group] + shape_moves::slot(k_group_slots[heads], d);
}

std::size_t ShapeTable::bytes() const {
  std::size_t total = 0;
  for (std::size_t length = 0; length <= k_longest; ++length) {
    total += m_data.codes[length].size_bytes() + m_data.group_base[length].size_bytes() +
             m_data.group_heads[length].size_bytes() + m_data.moves[length].size_bytes();
  }
  return total;
}

}  // namespace snake
