// order: food 1 lies at the end of a width-1 dead-end corridor going up from the snake's
// head; the other items are far away in the open. Eating the near item first traps the
// snake, so it must be eaten last (a nearest-first greedy fails).
#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "order";

Instance make_order(Random& random, const GeneratorParams& p) {
  require(p.corridor >= 1, k_name, fmt::format("needs --corridor >= 1, got {}", p.corridor));
  require(p.food >= 2, k_name, fmt::format("needs at least 2 food items, got {}", p.food));
  require(p.rows >= p.corridor + 3 && p.cols >= 3, k_name,
          fmt::format("needs at least corridor + 3 = {} rows and 3 columns, got {} x {}",
                      p.corridor + 3, p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int c = 1 + draw(random, 1, p.cols - 2);  // the corridor's column, not at an edge
  for (int r = 1; r <= p.corridor; ++r) {
    canvas.board.set_weight(canvas.at(r, c - 1), 0);
    canvas.board.set_weight(canvas.at(r, c + 1), 0);
  }
  const auto below_corridor = [&](CellId id) { return canvas.row(id) > p.corridor; };
  place_snake(random, canvas, below_corridor, canvas.at(p.corridor + 1, c));
  canvas.food.push_back(canvas.at(1, c));
  place_food(random, canvas, p.food - 1, *p.food_place, below_corridor);
  return canvas.build();
}

}  // namespace

Family order_family() {
  return {.name = k_name,
          .summary = "food 1 at the end of a width-1 dead-end corridor next to the head, the "
                     "rest far: the near item must be eaten last",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place",
                      "corridor"},
          .default_rows = 8,
          .default_cols = 8,
          .default_food = 2,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_order};
}

}  // namespace snake
