// The rules of one move (statement, "One move" and "Goal"), each in exactly one function.
// The solver, the checker, the generator and the tests all judge moves through
// check_move() and change state through the *_after() functions, so a rule changed here
// changes everywhere.
//
// A snake is a sequence of cells, head first. A move is judged against the snake as it
// is before the move; only the configuration after the move must be legal, so:
//   - a plain move may enter the cell the tail is leaving (parts 1..l-1 are in the way),
//   - an eating move may not, because the tail stays (parts 1..l are in the way).
// Cost: check_move is O(l); everything else O(1) or O(l).
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "model/board.hpp"
#include "model/food.hpp"

namespace snake {

/// The snake's length at the start: the input lists exactly four parts.
inline constexpr std::size_t k_start_length = 4;
/// The longest snake: every food item adds one part.
inline constexpr std::size_t k_max_length = k_start_length + k_max_food;

/// What stops a move, if anything.
enum class Obstacle : std::uint8_t { none, edge, wall, body };

/// The verdict on one head move, before it is applied.
struct MoveCheck {
  Direction direction{};
  CellId from = 0;               // the head cell P
  CellId to = 0;                 // the target cell Q (an outside id when obstacle == edge)
  Obstacle obstacle = Obstacle::none;
  std::size_t body_part = 0;     // 1-based part on Q when obstacle == body
  int food = -1;                 // food eaten by the move (0-based), or -1
  int cost = 0;                  // |w(P) - w(Q)| + 1 when legal, else 0

  constexpr bool legal() const { return obstacle == Obstacle::none; }
  constexpr bool eats() const { return food >= 0; }
};

/// How many leading parts of a snake of `length` the head must not enter: all of them
/// when the move eats (the tail stays), all but the tail otherwise (the tail leaves).
constexpr std::size_t parts_in_the_way(std::size_t length, bool eats) {
  return eats ? length : length - 1;
}

/// The length after a move: growth keeps the old tail, so eating adds one part.
constexpr std::size_t length_after(std::size_t length, bool eats) {
  return eats ? length + 1 : length;
}

/// The eaten mask after a legal move: a head that enters a food cell always eats it.
constexpr FoodMask eaten_after(FoodMask eaten, const MoveCheck& move) {
  return move.eats() ? eaten | (FoodMask{1} << move.food) : eaten;
}

/// The goal: the game ends with the move that eats the last food.
inline bool all_food_eaten(const FoodSet& food, FoodMask eaten) {
  return eaten == food.all();
}

/// Judges moving the head of `snake` (head first, length >= 2) one step in `d`.
/// Inline: it is the search's innermost loop.
inline MoveCheck check_move(const Board& board, const FoodSet& food,
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

/// Applies a legal move to an explicit snake and its eaten mask.
void apply_move(std::vector<CellId>& snake, FoodMask& eaten, const MoveCheck& move);

/// One line for a rejected move, 1-based and in the statement's terms, e.g.
/// "move 7 'U' at time 15: head at (3, 2) would enter body part 3 at (2, 2)".
/// `move_number` is 1-based; `time` is the total cost of the moves before this one.
std::string describe_illegal_move(const Board& board, const MoveCheck& move,
                                  std::size_t move_number, std::int64_t time,
                                  std::size_t snake_length);

}  // namespace snake
