// ShapeTable: every self-avoiding body shape of a snake of a given length, ranked densely,
// and what each head move does to a shape. The dense search index (model/state_space.hpp)
// stores a state as (eaten mask, neck cell, shape rank), so a move's legality against the
// body and the successor's rank are one table lookup instead of a scan of the body.
//
// A shape is seen from the neck (part 2), as ShapeCode digits of 2 bits (a Direction):
//   digit 0     the direction from the neck to the head (the last move made),
//   digit i > 0 the direction from part i + 1 to part i + 2.
// A snake of length l has l - 1 digits. The shape alone decides whether the head may
// step in a direction (the body moves with the head), never the position.
//
// Ranks are recursive so that all successors of a move land next to each other. The
// "sub-shape" of a shape of length l is the shape of parts 2..l as a snake of length
// l - 1. Shapes of length l are ordered by the rank of their sub-shape (the *group*), then
// by digit 0. Then:
//   - an eating move in direction d from shape r of length l gives a shape of length
//     l + 1 in group r: rank = base(l + 1, r) + position of d among the group's heads;
//   - a plain move gives a shape of length l in the group of r without its last digit
//     (its tail segment), whatever d is: all successors of one state share one group.
//
// Generated from the rules: a group's heads are the eating moves check_move() allows a
// snake of that sub-shape on an open board, and each row's plain moves are the moves
// check_move() allows with no food left. Both mean that the successor is self-avoiding,
// so a row's plain moves are exactly its successors' group's heads (the constructor
// checks it): at most three, the j-th of them by direction in slot j, which the search's
// sweep relies on. tests/unit/test_shape_table.cpp re-checks every entry with
// check_move. Nothing here knows the collision rule itself. The open board
// looks the same after any of the square's eight symmetries, so check_move checks one
// shape of each orbit and its images take the checked moves turned the same way.
//
// Counts (shapes of length l): 4, 12, 36, 100, 284, 780, 2172, 5916, 16268, 44100 for
// l = 2..11. Tables for stored lengths 4..s cost 8 bytes a shape plus 9 a group (s = 11,
// eight food items: about 1.2 MB). Made at first use and kept for the process
// (ShapeTable::shared): bench/run.sh prints the cost (well under a millisecond for
// s = 7, four food items; a few milliseconds for s = 11).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/direction.hpp"

namespace snake {

using ShapeCode = std::uint32_t;

/// Digit i of a shape code.
constexpr Direction shape_digit(ShapeCode code, std::size_t i) {
  return static_cast<Direction>((code >> (2 * i)) & 3u);
}

/// Where the successors of one move land in a group: for each direction d with bit d of
/// the group's heads set, the rank is base + slot(d). Packed per 4-bit head set.
inline constexpr auto k_group_slots = [] {
  std::array<std::uint8_t, 16> slots{};
  for (unsigned heads = 0; heads < 16; ++heads) {
    unsigned position = 0;
    for (unsigned d = 0; d < 4; ++d) {
      slots[heads] = static_cast<std::uint8_t>(slots[heads] | (position << (2 * d)));
      if ((heads >> d) & 1u) ++position;
    }
  }
  return slots;
}();

/// The moves from one shape of a stored length, packed in 64 bits for the search loop:
///   bits  0..1   head direction from the neck (digit 0)
///   bits  2..3   tail segment (the last digit)
///   bits  4..7   plain moves allowed (bit d: direction d)
///   bits  8..15  k_group_slots of the plain successors' group
///   bits 16..19  eating moves allowed
///   bits 20..27  k_group_slots of the eating successors' group (one length longer)
///   bits 28..45  base rank of the plain successors' group
///   bits 46..63  base rank of the eating successors' group (0 at the longest length)
using ShapeMoves = std::uint64_t;

namespace shape_moves {
constexpr Direction head(ShapeMoves m) { return static_cast<Direction>(m & 3u); }
constexpr Direction tail(ShapeMoves m) { return static_cast<Direction>((m >> 2) & 3u); }
constexpr unsigned plain(ShapeMoves m) { return static_cast<unsigned>((m >> 4) & 15u); }
constexpr unsigned plain_slots(ShapeMoves m) { return static_cast<unsigned>((m >> 8) & 255u); }
constexpr unsigned eating(ShapeMoves m) { return static_cast<unsigned>((m >> 16) & 15u); }
constexpr unsigned eating_slots(ShapeMoves m) { return static_cast<unsigned>((m >> 20) & 255u); }
constexpr std::uint32_t plain_base(ShapeMoves m) {
  return static_cast<std::uint32_t>((m >> 28) & 0x3FFFFu);
}
constexpr std::uint32_t eating_base(ShapeMoves m) { return static_cast<std::uint32_t>(m >> 46); }
/// The rank offset of direction d inside a group, from its packed slots.
constexpr std::uint32_t slot(unsigned slots, unsigned d) { return (slots >> (2 * d)) & 3u; }
}  // namespace shape_moves

class ShapeTable {
 public:
  /// The shortest stored snake (the initial length).
  static constexpr std::size_t k_shortest = 4;
  /// The longest snake whose shapes are counted (k_longest - 1 is the longest stored).
  static constexpr std::size_t k_longest = 12;

  /// Tables for snakes of lengths 2..longest_stored (ranks, codes) and the move rows of
  /// lengths k_shortest..longest_stored, whose eating moves reach longest_stored + 1,
  /// generated now with check_move on an open board. Throws std::invalid_argument unless
  /// k_shortest <= longest_stored < k_longest, std::logic_error if the rules allow a move
  /// whose successor is not self-avoiding.
  explicit ShapeTable(std::size_t longest_stored);
  /// The tables of `longest_stored`, generated on the first call in this process and kept
  /// (safe to call from several threads).
  static const ShapeTable& shared(std::size_t longest_stored);

  ShapeTable(ShapeTable&&) = default;
  ShapeTable& operator=(ShapeTable&&) = default;
  ShapeTable(const ShapeTable&) = delete;
  ShapeTable& operator=(const ShapeTable&) = delete;

  std::size_t longest_stored() const { return m_longest_stored; }
  /// The number of shapes of a snake of `length` parts, 2 <= length <= longest_stored().
  std::uint32_t count(std::size_t length) const {
    return static_cast<std::uint32_t>(m_codes[length].size());
  }
  /// The shape of rank `rank` among those of `length` parts.
  ShapeCode code(std::size_t length, std::uint32_t rank) const { return m_codes[length][rank]; }
  /// The rank of a shape of `length` parts, or nothing when it is not self-avoiding.
  std::optional<std::uint32_t> rank(std::size_t length, ShapeCode code) const;
  /// The move row of rank `rank`, k_shortest <= length <= longest_stored().
  ShapeMoves moves(std::size_t length, std::uint32_t rank) const {
    return m_moves[length][rank];
  }
  /// Every shape of `length` parts by rank, and (k_shortest <= length) every move row.
  std::span<const ShapeCode> codes(std::size_t length) const { return m_codes[length]; }
  std::span<const ShapeMoves> move_rows(std::size_t length) const { return m_moves[length]; }
  /// Bytes of the tables.
  std::size_t bytes() const;

 private:
  std::size_t m_longest_stored = 0;
  // Per length: shapes by rank; per group (a rank one length shorter), its first rank and
  // the 4-bit set of heads it holds; move rows by rank.
  std::array<std::vector<ShapeCode>, k_longest + 1> m_codes;
  std::array<std::vector<std::uint32_t>, k_longest + 1> m_group_base;
  std::array<std::vector<std::uint8_t>, k_longest + 1> m_group_heads;
  std::array<std::vector<ShapeMoves>, k_longest + 1> m_moves;
};

}  // namespace snake
