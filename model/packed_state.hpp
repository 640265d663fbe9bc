// StateKey: a whole game state packed into 64 bits for the search.
//   bits  0..16  head cell (a padded CellId; (255 + 2)^2 < 2^17)
//   bits 17..24  eaten mask (k_max_food = 8 bits)
//   bits 25..46  body shape: 2 bits a segment, segment i is the Direction from part i+1
//                to part i+2 (1-based parts), for the l - 1 segments of the snake
// The length is not stored: it is k_start_length + the number of eaten items. Packing is
// exact (no two states share a key) for every board the model accepts; nothing here
// assumes 15 x 15 or k <= 4.
// Cost: pack/unpack O(l); successor O(1).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "model/board.hpp"
#include "model/food.hpp"
#include "model/rules.hpp"

namespace snake {

using StateKey = std::uint64_t;

namespace packed {
inline constexpr unsigned k_head_bits = 17;
inline constexpr unsigned k_mask_bits = k_max_food;
inline constexpr unsigned k_shape_shift = k_head_bits + k_mask_bits;
inline constexpr unsigned k_shape_bits = 2 * (k_max_length - 1);
static_assert((k_max_side + 2) * (k_max_side + 2) <= (1u << k_head_bits));
static_assert(k_shape_shift + k_shape_bits <= 64);
// Snake length by eaten mask: a table, not std::popcount, which without -mpopcnt is a
// library call per state.
inline constexpr auto k_length_by_mask = [] {
  std::array<std::uint8_t, std::size_t{1} << k_max_food> lengths{};
  for (unsigned mask = 0; mask < lengths.size(); ++mask) {
    lengths[mask] = static_cast<std::uint8_t>(k_start_length + std::popcount(mask));
  }
  return lengths;
}();
}  // namespace packed

constexpr CellId head_of(StateKey key) {
  return static_cast<CellId>(key & ((StateKey{1} << packed::k_head_bits) - 1));
}
constexpr FoodMask eaten_of(StateKey key) {
  return static_cast<FoodMask>((key >> packed::k_head_bits) &
                               ((StateKey{1} << packed::k_mask_bits) - 1));
}
constexpr std::uint64_t shape_of(StateKey key) { return key >> packed::k_shape_shift; }
/// The snake's length: the initial parts plus one for each item eaten.
constexpr std::size_t length_of(FoodMask eaten) { return packed::k_length_by_mask[eaten]; }

constexpr StateKey make_key(CellId head, FoodMask eaten, std::uint64_t shape) {
  return StateKey{head} | (StateKey{eaten} << packed::k_head_bits) |
         (shape << packed::k_shape_shift);
}

/// The direction of the move that produced this state: back along the first segment.
constexpr Direction last_move(StateKey key) {
  return opposite(static_cast<Direction>(shape_of(key) & 3u));
}

/// Packs an explicit snake (head first, consecutive parts side-neighbours).
StateKey pack_state(const Board& board, std::span<const CellId> snake, FoodMask eaten);

/// Writes the snake of `key` into `cells`, head first, and returns its length.
inline std::size_t unpack_snake(const Board& board, StateKey key,
                                std::array<CellId, k_max_length>& cells) {
  const std::size_t length = length_of(eaten_of(key));
  std::uint64_t shape = shape_of(key);
  cells[0] = head_of(key);
  for (std::size_t i = 1; i < length; ++i, shape >>= 2) {
    cells[i] = board.neighbour(cells[i - 1], static_cast<Direction>(shape & 3u));
  }
  return length;
}

/// The state after a legal `move` from `key` (whose snake has `length` parts): the head
/// steps to move.to, a new first segment points back to the old head, and the body
/// keeps as many segments as length_after() leaves parts.
inline StateKey successor(StateKey key, const MoveCheck& move, std::size_t length) {
  const std::size_t segments = length_after(length, move.eats()) - 1;
  const std::uint64_t shape =
      ((shape_of(key) << 2) | index_of(opposite(move.direction))) &
      ((std::uint64_t{1} << (2 * segments)) - 1);
  return make_key(move.to, eaten_after(eaten_of(key), move), shape);
}

}  // namespace snake
