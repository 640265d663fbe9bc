#include "model/packed_state.hpp"

#include <stdexcept>

namespace snake {

StateKey pack_state(const Board& board, std::span<const CellId> snake, FoodMask eaten) {
  if (snake.size() != length_of(eaten)) {
    throw std::invalid_argument("snake length does not match its eaten food");
  }
  std::uint64_t shape = 0;
  for (std::size_t i = snake.size() - 1; i >= 1; --i) {
    bool found = false;
    for (const Direction d : k_directions) {
      if (board.neighbour(snake[i - 1], d) == snake[i]) {
        shape = (shape << 2) | index_of(d);
        found = true;
      }
    }
    if (!found) throw std::invalid_argument("snake parts are not side-neighbours");
  }
  return make_key(snake[0], eaten, shape);
}

}  // namespace snake
