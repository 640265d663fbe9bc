#include "generator/reach.hpp"

#include <deque>
#include <unordered_set>
#include <vector>

#include "model/rules.hpp"

namespace snake {

namespace {

// A state in 64 bits: the head's cell id (16 bits), the direction from each part to the
// next (2 bits each, up to k_max_length - 1 of them), the eaten mask (8 bits at 32) and
// the length (4 bits at 40).
std::uint64_t pack(const Board& board, const std::vector<CellId>& snake, FoodMask eaten) {
  std::uint64_t key = snake.front();
  for (std::size_t i = 1; i < snake.size(); ++i) {
    for (const Direction d : k_directions) {
      if (board.neighbour(snake[i - 1], d) == snake[i]) {
        key |= std::uint64_t{index_of(d)} << (16 + 2 * (i - 1));
      }
    }
  }
  return key | std::uint64_t{eaten} << 32 | std::uint64_t{snake.size()} << 40;
}

void unpack(const Board& board, std::uint64_t key, std::vector<CellId>& snake, FoodMask& eaten) {
  const auto length = static_cast<std::size_t>(key >> 40 & 15);
  eaten = static_cast<FoodMask>(key >> 32 & 255);
  snake.assign(1, static_cast<CellId>(key & 0xFFFF));
  for (std::size_t i = 1; i < length; ++i) {
    const auto d = static_cast<Direction>(key >> (16 + 2 * (i - 1)) & 3);
    snake.push_back(board.neighbour(snake.back(), d));
  }
}

}  // namespace

ReachableStates count_reachable_states(const Instance& instance, std::uint64_t max_states) {
  const Board& board = instance.board;
  ReachableStates reach;
  std::unordered_set<std::uint64_t> seen;
  std::deque<std::uint64_t> queue;
  const std::uint64_t start = pack(board, instance.snake, 0);
  seen.insert(start);
  queue.push_back(start);
  std::vector<CellId> snake, next;
  while (!queue.empty()) {
    FoodMask eaten = 0;
    unpack(board, queue.front(), snake, eaten);
    queue.pop_front();
    if (all_food_eaten(instance.food, eaten)) {
      ++reach.final_states;
      continue;
    }
    for (const Direction d : k_directions) {
      const MoveCheck move = check_move(board, instance.food, snake, eaten, d);
      if (!move.legal()) continue;
      next = snake;
      FoodMask next_eaten = eaten;
      apply_move(next, next_eaten, move);
      const std::uint64_t key = pack(board, next, next_eaten);
      if (!seen.insert(key).second) continue;
      if (seen.size() > max_states) {
        reach.states = seen.size() - 1;
        reach.complete = false;
        return reach;
      }
      queue.push_back(key);
    }
  }
  reach.states = seen.size();
  return reach;
}

}  // namespace snake
