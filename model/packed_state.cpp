#include "model/packed_state.hpp"

#include <stdexcept>

#include "model/consistency.hpp"

namespace snake {

StateKey pack_state(const Board& board, std::span<const CellId> snake, FoodMask eaten) {
  if (snake.size() != length_of(eaten)) {
    throw std::invalid_argument("snake length does not match its eaten food");
  }
  for (std::size_t part = 1; part < snake.size(); ++part) {
    if (auto problem = snake_part_problem(board, snake.first(part), snake[part])) {
      throw std::invalid_argument(*problem);
    }
  }
  std::uint64_t shape = 0;
  for (std::size_t i = snake.size() - 1; i >= 1; --i) {
    for (const Direction d : k_directions) {
      if (board.neighbour(snake[i - 1], d) == snake[i]) shape = (shape << 2) | index_of(d);
    }
  }
  return make_key(snake[0], eaten, shape);
}

}  // namespace snake
