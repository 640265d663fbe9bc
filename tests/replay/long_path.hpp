// A long legal path on the largest board, for the replay tests and benchmark: a 255 x 255
// board with k = 8 and a move string of exactly `moves` moves (64,517 to 129,032) that is
// legal, eats the last food with its last move, and is validated by the model's replay_moves().
// The path runs around a Hamiltonian cycle of the 254 x 254 block (row 1 left to right,
// then rows 2..254 as a serpentine over columns 2..254, then up column 1), so the snake
// (at most 12 parts) never meets itself. Foods 1..7 lie on the cycle and are eaten in
// the first lap; food 8 lies outside the block at (200, 255), and the path steps out to
// it from (200, 254) in the second lap, exactly at the last move: the start of the snake
// on the cycle is chosen so that this happens at move `moves`. Row 255 and column 255
// are walls except food 8's cell; weights vary 1..8 so that moves cost 1..8.
// Cost: O(board + moves).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "model/game.hpp"
#include "model/instance.hpp"

namespace snake::testing {

struct LongPath {
  Instance instance;
  std::string moves;
  std::int64_t time = 0;  // what the moves cost
};

/// The cells of the Hamiltonian cycle of rows and columns 1..254, from (1, 1).
inline std::vector<Cell> block_cycle() {
  constexpr int side = 254;
  std::vector<Cell> cycle;
  for (int c = 1; c <= side; ++c) cycle.push_back({1, c});
  for (int r = 2; r <= side; ++r) {
    if (r % 2 == 0) {
      for (int c = side; c >= 2; --c) cycle.push_back({r, c});
    } else {
      for (int c = 2; c <= side; ++c) cycle.push_back({r, c});
    }
  }
  for (int r = side; r >= 2; --r) cycle.push_back({r, 1});
  return cycle;
}

/// The move letter from `a` to its side-neighbour `b`.
inline char step_letter(Cell a, Cell b) {
  if (b.row == a.row - 1) return 'U';
  if (b.row == a.row + 1) return 'D';
  return b.col == a.col - 1 ? 'L' : 'R';
}

inline LongPath long_path(int moves = 100'000) {
  const std::vector<Cell> cycle = block_cycle();
  const int lap = static_cast<int>(cycle.size());  // 64,516
  const Cell exit{200, 254};
  const Cell last_food{200, 255};
  int exit_index = 0;
  while (!(cycle[static_cast<std::size_t>(exit_index)] == exit)) ++exit_index;
  if (moves <= lap || moves > 2 * lap) {
    throw std::invalid_argument(
        fmt::format("long_path: {} moves is not in {}..{}", moves, lap + 1, 2 * lap));
  }
  // The head starts at cycle index `start`, reaches the exit a second time after
  // moves - 1 moves (one lap and the way to it) and steps out with the last move.
  const auto at_cycle = [&](int index) {
    return cycle[static_cast<std::size_t>(((index % lap) + lap) % lap)];
  };
  const int start = exit_index - (moves - 1 - lap);
  Board board(255, 255, 1);
  for (int r = 1; r <= 255; ++r) {
    for (int c = 1; c <= 255; ++c) {
      const bool outside = r == 255 || c == 255;
      board.set_weight(board.id({r, c}), outside ? 0 : (r * 7 + c * 13) % 8 + 1);
    }
  }
  board.set_weight(board.id(last_food), 5);
  std::vector<CellId> snake;
  for (int i = 0; i < 4; ++i) snake.push_back(board.id(at_cycle(start - i)));
  std::vector<CellId> food;
  for (int i = 0; i < 7; ++i) food.push_back(board.id(at_cycle(start + 1'000 + i * 5'000)));
  food.push_back(board.id(last_food));
  FoodSet food_set(board, food);
  LongPath path{Instance{board, snake, std::move(food_set)}, {}, 0};
  validate(path.instance);

  for (int i = 0; i + 1 < moves; ++i) path.moves += step_letter(at_cycle(start + i), at_cycle(start + i + 1));
  path.moves += step_letter(exit, last_food);
  const Replay r = replay_moves(path.instance, path.moves);
  if (r.illegal || r.moves_after_end || !r.finished ||
      r.moves_played != static_cast<std::size_t>(moves)) {
    throw std::logic_error("long_path: the model does not accept the path");
  }
  path.time = r.time;
  return path;
}

}  // namespace snake::testing
