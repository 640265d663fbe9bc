// maze: rooms on odd (row, column) (1-based; the top-left cell is a room) joined by a
// randomised depth-first search, so every corridor is one cell wide and the maze is a
// tree full of dead ends; --braid percent of the dead ends then get one more opening,
// making loops. The snake is a random walk, the food placed as --food-place says.
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "maze";

Instance make_maze(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 3, k_name,
          fmt::format("needs at least 3 x 3 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  Board& board = canvas.board;
  const auto open = [&](CellId id) { board.set_weight(id, random_weight(random, p)); };
  // The wall cell next to `room` in direction d and the room beyond it, if that room is
  // on the board.
  const auto beyond = [&](CellId room, Direction d) -> std::optional<std::pair<CellId, CellId>> {
    const CellId wall = board.neighbour(room, d);
    if (!board.on_board(wall)) return std::nullopt;
    const CellId next = board.neighbour(wall, d);
    if (!board.on_board(next)) return std::nullopt;
    return std::pair{wall, next};
  };
  std::vector<CellId> stack{canvas.at(1, 1)};
  open(stack.back());
  while (!stack.empty()) {
    std::vector<Direction> options;
    for (const Direction d : k_directions) {
      const auto step = beyond(stack.back(), d);
      if (step && !board.is_enterable(step->second)) options.push_back(d);
    }
    if (options.empty()) {
      stack.pop_back();
      continue;
    }
    const auto [wall, next] = *beyond(stack.back(), pick(random, options));
    open(wall);
    open(next);
    stack.push_back(next);
  }
  for (int r = 1; r <= p.rows; r += 2) {
    for (int c = 1; c <= p.cols; c += 2) {
      const CellId room = canvas.at(r, c);
      if (board.enterable_neighbour_count(room) != 1 || !random.chance(p.braid)) continue;
      std::vector<Direction> walls;
      for (const Direction d : k_directions) {
        const auto step = beyond(room, d);
        if (step && !board.is_enterable(step->first)) walls.push_back(d);
      }
      if (walls.empty()) continue;
      open(beyond(room, pick(random, walls))->first);
    }
  }
  place_snake(random, canvas, {});
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

}  // namespace

Family maze_family() {
  return {.name = k_name,
          .summary = "width-1 corridors and dead ends (a depth-first maze), --braid percent of "
                     "dead ends opened into loops",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "braid"},
          .default_rows = 9,
          .default_cols = 9,
          .default_food = 2,
          .default_walls = 0,
          .default_food_place = FoodPlace::random,
          .make = make_maze};
}

}  // namespace snake
