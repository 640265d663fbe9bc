// spiral: one width-1 corridor winding clockwise from the top-left corner to the centre,
// walls between its turns; the snake starts at the entrance heading in, the last food
// item lies at the centre end and the others along the way, so the route is forced.
#include <array>

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "spiral";

Instance make_spiral(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 4, k_name,
          fmt::format("needs at least 3 x 4 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  const Board& board = canvas.board;
  std::vector<CellId> path{canvas.at(1, 1)};
  std::vector<bool> carved(board.padded_size(), false);
  carved[path.front()] = true;
  // Clockwise, so the spiral's own order, not k_directions.
  constexpr std::array<Direction, 4> turns{Direction::right, Direction::down, Direction::left,
                                           Direction::up};
  std::size_t d = 0;
  const auto can_carve = [&](CellId cell, Direction dir) {
    const CellId next = board.neighbour(cell, dir);
    if (!board.on_board(next) || carved[next]) return false;
    for (const CellId n : board.neighbours(next)) {  // keep a wall to other turns
      if (n != cell && carved[n]) return false;
    }
    return true;
  };
  for (;;) {
    if (!can_carve(path.back(), turns[d])) {
      d = (d + 1) % turns.size();
      if (!can_carve(path.back(), turns[d])) break;
    }
    const CellId next = board.neighbour(path.back(), turns[d]);
    carved[next] = true;
    path.push_back(next);
  }
  require(static_cast<int>(path.size()) >= static_cast<int>(k_start_length) + p.food, k_name,
          fmt::format("has a corridor of {} cells on {} x {}, too short for the snake and {} food",
                      path.size(), p.rows, p.cols, p.food));
  for (const CellId id : path) canvas.board.set_weight(id, random_weight(random, p));
  canvas.snake.assign(path.rbegin() + static_cast<std::ptrdiff_t>(path.size() - k_start_length),
                      path.rend());
  canvas.food.push_back(path.back());
  std::vector<CellId> along(path.begin() + k_start_length, path.end() - 1);
  shuffle(random, along);
  canvas.food.insert(canvas.food.end(), along.begin(), along.begin() + (p.food - 1));
  return canvas.build();
}

}  // namespace

Family spiral_family() {
  return {.name = k_name,
          .summary = "one width-1 corridor spiralling to the centre; the snake enters at the "
                     "corner, the last food is at the centre",
          .options = {"rows", "cols", "food", "min-weight", "max-weight"},
          .default_rows = 9,
          .default_cols = 9,
          .default_food = 3,
          .default_walls = 0,
          .default_food_place = FoodPlace::random,
          .make = make_spiral};
}

}  // namespace snake
