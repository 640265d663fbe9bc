#include "model/shape_table.hpp"

#include <memory>
#include <mutex>
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
// centre: a move from the centre eats unless the eaten mask says otherwise. It looks the
// same after every symmetry of the square.
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

// The symmetries of the square act on the directions U, D, L, R as the permutations that
// keep opposites opposite. Two generate them all: a quarter turn and a mirror. The eight
// are k_element[e] = turn^(e % 4) after mirror^(e / 4).
constexpr unsigned k_symmetries = 8;
constexpr std::array<std::uint8_t, 4> k_quarter_turn{3, 2, 0, 1};  // U->R, D->L, L->U, R->D
constexpr std::array<std::uint8_t, 4> k_mirror{0, 1, 3, 2};        // left and right swapped

constexpr auto k_element = [] {
  std::array<std::array<std::uint8_t, 4>, k_symmetries> element{};
  for (unsigned e = 0; e < k_symmetries; ++e) {
    for (unsigned d = 0; d < 4; ++d) {
      unsigned image = e >= 4 ? k_mirror[d] : d;
      for (unsigned turns = 0; turns < e % 4; ++turns) image = k_quarter_turn[image];
      element[e][d] = static_cast<std::uint8_t>(image);
    }
  }
  return element;
}();

// A set of directions (4 bits) after each symmetry.
constexpr auto k_turned_set = [] {
  std::array<std::array<std::uint8_t, 16>, k_symmetries> turned{};
  for (unsigned e = 0; e < k_symmetries; ++e) {
    for (unsigned set = 0; set < 16; ++set) {
      for (unsigned d = 0; d < 4; ++d) {
        if ((set >> d) & 1u) turned[e][set] = static_cast<std::uint8_t>(turned[e][set] | 1u << k_element[e][d]);
      }
    }
  }
  return turned;
}();

constexpr std::array<std::uint8_t, 16> k_set_size{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

constexpr std::uint8_t k_unset = 0xFF;

// For every shape of one length, the rank of the shape after the quarter turn and after
// the mirror.
struct Images {
  std::vector<std::uint32_t> turned;
  std::vector<std::uint32_t> mirrored;
};

// Computes `moves_of(rank)` (a direction set) once per orbit of the symmetries, in rank
// order, and gives each image of a computed rank its turned set.
template <typename MovesOf>
void fill_orbits(std::vector<std::uint8_t>& sets, const Images& images, MovesOf moves_of) {
  // Plain pointers: a byte store could alias the vectors' own, which the loop would reload.
  std::uint8_t* const set_of = sets.data();
  const std::uint32_t* const turned = images.turned.data();
  const std::uint32_t* const mirrored = images.mirrored.data();
  const auto count = static_cast<std::uint32_t>(sets.size());
  for (std::uint32_t r = 0; r < count; ++r) {
    if (set_of[r] != k_unset) continue;
    const std::array<std::uint8_t, 16>* const turned_set = k_turned_set.data();
    const unsigned set = moves_of(r);
    std::uint32_t image = r;
    for (unsigned e = 0; e < 4; ++e) {
      set_of[image] = turned_set[e][set];
      image = turned[image];
    }
    image = mirrored[r];
    for (unsigned e = 4; e < k_symmetries; ++e) {
      set_of[image] = turned_set[e][set];
      image = turned[image];
    }
  }
}

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
  const OpenBoard open(longest_stored + 1);
  Cells cells{};
  m_codes[2] = {0, 1, 2, 3};
  // Images of the shapes of the previous length (length 2: the digit itself).
  Images images{{k_quarter_turn.begin(), k_quarter_turn.end()}, {k_mirror.begin(), k_mirror.end()}};
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
    heads.assign(shorter.size(), k_unset);
    fill_orbits(heads, images, [&](std::uint32_t group) {
      return allowed_moves(open, place(open, shorter[group], length - 1, cells), true);
    });
    base.resize(shorter.size());
    std::uint32_t next_rank = 0;
    for (std::uint32_t group = 0; group < shorter.size(); ++group) {
      base[group] = next_rank;
      next_rank += k_set_size[heads[group]];
    }
    if (length > longest_stored) break;
    std::vector<ShapeCode>& codes = m_codes[length];
    codes.resize(next_rank);
    drop[length].resize(next_rank);
    Images longer{std::vector<std::uint32_t>(next_rank), std::vector<std::uint32_t>(next_rank)};
    std::uint32_t rank = 0;
    for (std::uint32_t group = 0; group < shorter.size(); ++group) {
      const unsigned allowed = heads[group];
      const ShapeCode rest = (shorter[group] ^ 1u) << 2;
      // The group's images, and where each head lands in them.
      const std::uint32_t turned = images.turned[group];
      const std::uint32_t mirrored = images.mirrored[group];
      const unsigned turned_slots = k_group_slots[heads[turned]];
      const unsigned mirrored_slots = k_group_slots[heads[mirrored]];
      std::uint32_t dropped_base = 0;
      unsigned dropped_slots = 0;
      if (length > 3) {
        const std::uint32_t dropped_group = drop[length - 1][group];
        dropped_base = m_group_base[length - 1][dropped_group];
        dropped_slots = k_group_slots[m_group_heads[length - 1][dropped_group]];
      }
      for (unsigned d = 0; d < 4; ++d) {
        if (((allowed >> d) & 1u) == 0) continue;
        codes[rank] = d | rest;
        drop[length][rank] = length == 3 ? d : dropped_base + shape_moves::slot(dropped_slots, d);
        longer.turned[rank] = base[turned] + shape_moves::slot(turned_slots, k_quarter_turn[d]);
        longer.mirrored[rank] = base[mirrored] + shape_moves::slot(mirrored_slots, k_mirror[d]);
        ++rank;
      }
    }
    images = std::move(longer);
    // Move rows: plain moves checked with no food left; their successors drop the tail
    // segment, so they land in the group of this shape without its last digit.
    if (length < k_shortest) continue;
    std::vector<std::uint8_t> plain(codes.size(), k_unset);
    fill_orbits(plain, images, [&](std::uint32_t r) {
      return allowed_moves(open, place(open, codes[r], length, cells), false);
    });
    m_moves[length].resize(codes.size());
    for (std::uint32_t r = 0; r < codes.size(); ++r) {
      const ShapeCode code = codes[r];
      const std::uint32_t dropped = drop[length][r];
      const unsigned plain_heads = m_group_heads[length][dropped];
      if ((plain[r] & ~plain_heads) != 0) {
        throw std::logic_error(fmt::format(
            "shape table: the rules allow a plain move from shape {:#x} of length {} into a "
            "shape that is not self-avoiding",
            code, length));
      }
      // The search's sweep relies on this (model/search.cpp, Lanes).
      if (plain[r] != plain_heads) {
        throw std::logic_error(fmt::format(
            "shape table: the rules forbid a plain move from shape {:#x} of length {} into a "
            "self-avoiding shape",
            code, length));
      }
      m_moves[length][r] = ShapeMoves{index_of(shape_digit(code, 0))} |
                           ShapeMoves{index_of(shape_digit(code, length - 2))} << 2 |
                           ShapeMoves{plain[r]} << 4 |
                           ShapeMoves{k_group_slots[plain_heads]} << 8 |
                           ShapeMoves{m_group_base[length][dropped]} << 28;
    }
  }
  // Eating moves: the heads of the group this shape starts one length up.
  for (std::size_t length = k_shortest; length <= longest_stored; ++length) {
    for (std::uint32_t r = 0; r < m_moves[length].size(); ++r) {
      const unsigned eating = m_group_heads[length + 1][r];
      m_moves[length][r] |= ShapeMoves{eating} << 16 | ShapeMoves{k_group_slots[eating]} << 20 |
                            ShapeMoves{m_group_base[length + 1][r]} << 46;
    }
  }
  m_longest_stored = longest_stored;
}

const ShapeTable& ShapeTable::shared(std::size_t longest_stored) {
  check_longest(longest_stored);
  static std::array<std::once_flag, k_longest> made;
  static std::array<std::unique_ptr<const ShapeTable>, k_longest> tables;
  std::call_once(made[longest_stored],
                 [&] { tables[longest_stored] = std::make_unique<const ShapeTable>(longest_stored); });
  return *tables[longest_stored];
}

std::optional<std::uint32_t> ShapeTable::rank(std::size_t length, ShapeCode code) const {
  if (length < 2 || length > m_longest_stored || code >> (2 * (length - 1)) != 0) {
    return std::nullopt;
  }
  if (length == 2) return code;
  const auto group = rank(length - 1, (code >> 2) ^ 1u);
  if (!group) return std::nullopt;
  const unsigned heads = m_group_heads[length][*group];
  const unsigned d = code & 3u;
  if (((heads >> d) & 1u) == 0) return std::nullopt;
  return m_group_base[length][*group] + shape_moves::slot(k_group_slots[heads], d);
}

std::size_t ShapeTable::bytes() const {
  std::size_t total = 0;
  for (std::size_t length = 0; length <= k_longest; ++length) {
    total += m_codes[length].size() * sizeof(ShapeCode) +
             m_group_base[length].size() * sizeof(std::uint32_t) + m_group_heads[length].size() +
             m_moves[length].size() * sizeof(ShapeMoves);
  }
  return total;
}

}  // namespace snake
