// Direction: the four head moves of the statement, their letters and opposites.
// U = row - 1, D = row + 1, L = column - 1, R = column + 1. The numeric values are part
// of the packed search state (2 bits a body segment), and opposite() relies on
// up/down and left/right differing only in bit 0.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace snake {

enum class Direction : std::uint8_t { up = 0, down = 1, left = 2, right = 3 };

inline constexpr std::array<Direction, 4> k_directions{Direction::up, Direction::down,
                                                       Direction::left, Direction::right};

constexpr unsigned index_of(Direction d) { return static_cast<unsigned>(d); }

/// The direction that undoes `d`.
constexpr Direction opposite(Direction d) {
  return static_cast<Direction>(static_cast<std::uint8_t>(d) ^ 1u);
}

/// The move letter of the output format: one of "UDLR".
constexpr char letter(Direction d) { return "UDLR"[index_of(d)]; }

/// The direction a move letter names, or nothing for any other byte.
constexpr std::optional<Direction> direction_from_letter(int c) {
  switch (c) {
    case 'U': return Direction::up;
    case 'D': return Direction::down;
    case 'L': return Direction::left;
    case 'R': return Direction::right;
    default: return std::nullopt;
  }
}

}  // namespace snake
