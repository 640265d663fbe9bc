#include "model/game.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace snake {

Game::Game(const Instance& instance) : m_instance(&instance), m_snake(instance.snake) {}

MoveCheck Game::check(Direction d) const {
  return check_move(m_instance->board, m_instance->food, m_snake, m_eaten, d);
}

MoveCheck Game::play(Direction d) {
  const MoveCheck move = check(d);
  if (move.legal()) {
    apply_move(m_snake, m_eaten, move);
    m_time += move.cost;
    ++m_moves;
  }
  return move;
}

std::optional<std::string> Game::play_or_explain(Direction d) {
  if (finished()) {
    return fmt::format("move {} '{}' at time {}: the last food was eaten by move {}, where "
                       "the moves must end",
                       m_moves + 1, letter(d), m_time, m_moves);
  }
  const std::int64_t before = m_time;
  const MoveCheck move = play(d);
  if (move.legal()) return std::nullopt;
  return describe_illegal_move(m_instance->board, move, m_moves + 1, before, m_snake.size());
}

std::optional<std::string> Game::explain_unfinished() const {
  if (finished()) return std::nullopt;
  return fmt::format("the moves end after move {} at time {} with food left: {}", m_moves,
                     m_time, describe_food_left());
}

std::string Game::describe_food_left() const {
  std::string out;
  const FoodSet& food = m_instance->food;
  for (std::size_t i = 0; i < food.size(); ++i) {
    if ((m_eaten >> i) & 1u) continue;
    if (!out.empty()) out += ", ";
    out += fmt::format("food {} at {}", i + 1, m_instance->board.cell(food.cell(i)));
  }
  return out;
}

Replay replay_moves(const Instance& instance, std::string_view moves) {
  Game game(instance);
  Replay result;
  for (const char c : moves) {
    const auto d = direction_from_letter(c);
    if (!d) throw std::invalid_argument(fmt::format("'{}' is not a move letter", c));
    if (game.finished()) {
      result.moves_after_end = true;
      break;
    }
    const MoveCheck move = game.play(*d);
    if (!move.legal()) {
      result.illegal = move;
      break;
    }
  }
  result.time = game.time();
  result.moves_played = game.moves_played();
  result.finished = game.finished();
  return result;
}

}  // namespace snake
