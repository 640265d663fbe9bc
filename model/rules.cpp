#include "model/rules.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace snake {

void apply_move(std::vector<CellId>& snake, FoodMask& eaten, const MoveCheck& move) {
  const std::size_t length = length_after(snake.size(), move.eats());
  snake.insert(snake.begin(), move.to);
  snake.resize(length);
  eaten = eaten_after(eaten, move);
}

std::string describe_illegal_move(const Board& board, const MoveCheck& move,
                                  std::size_t move_number, std::int64_t time,
                                  std::size_t snake_length) {
  const std::string prefix = fmt::format("move {} '{}' at time {}: head at {}", move_number,
                                         letter(move.direction), time,
                                         board.cell(move.from));
  switch (move.obstacle) {
    case Obstacle::edge:
      return fmt::format("{} would leave the board to {}", prefix, board.cell(move.to));
    case Obstacle::wall:
      return fmt::format("{} would enter the wall at {}", prefix, board.cell(move.to));
    case Obstacle::body:
      return fmt::format("{} would enter body part {} at {}{}", prefix, move.body_part,
                         board.cell(move.to),
                         move.body_part == snake_length
                             ? " (the tail stays put on a move that eats)"
                             : "");
    case Obstacle::none: break;
  }
  return fmt::format("{} is legal", prefix);
}

}  // namespace snake
