#include "model/rules.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace snake {

MoveCheck check_move(const Board& board, const FoodSet& food,
                     std::span<const CellId> snake, FoodMask eaten, Direction d) {
  MoveCheck move;
  move.direction = d;
  move.from = snake.front();
  move.to = board.neighbour(move.from, d);
  if (!board.on_board(move.to)) {
    move.obstacle = Obstacle::edge;
    return move;
  }
  if (!board.is_enterable(move.to)) {
    move.obstacle = Obstacle::wall;
    return move;
  }
  const int item = food.index_at(move.to);
  const bool eats = item >= 0 && (eaten & (FoodMask{1} << item)) == 0;
  const auto in_the_way = snake.first(parts_in_the_way(snake.size(), eats));
  const auto hit = std::find(in_the_way.begin(), in_the_way.end(), move.to);
  if (hit != in_the_way.end()) {
    move.obstacle = Obstacle::body;
    move.body_part = static_cast<std::size_t>(hit - in_the_way.begin()) + 1;
    return move;
  }
  move.food = eats ? item : -1;
  move.cost = board.move_cost(move.from, move.to);
  return move;
}

void apply_move(std::vector<CellId>& snake, FoodMask& eaten, const MoveCheck& move) {
  const std::size_t length = length_after(snake.size(), move.eats());
  snake.insert(snake.begin(), move.to);
  snake.resize(length);
  eaten = eaten_after(eaten, move);
}

std::string describe_illegal_move(const Board& board, const MoveCheck& move,
                                  std::size_t move_number, long long time,
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
