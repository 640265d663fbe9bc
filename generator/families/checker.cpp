// checker: no walls, the weights a checkerboard of --min-weight and --max-weight (cell
// (r, c) is light when r + c is even), so every move costs the same, |max - min| + 1,
// and a search by time meets each state at many different times; the head at the centre,
// food far apart by default. With the defaults (1 and 8) every move costs 8: the board
// where a search that relaxes states again and again (SPFA) or waits out every time unit
// (a breadth-first search by time) does the most work for its size.
#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "checker";

Instance make_checker(Random& random, const GeneratorParams& p) {
  require(p.rows * p.cols >= static_cast<int>(k_start_length) + p.food, k_name,
          fmt::format("has no room for the snake and {} food on {} x {}", p.food, p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  for (const CellId id : canvas.board.cells()) {
    const bool light = (canvas.row(id) + canvas.col(id)) % 2 == 0;
    canvas.board.set_weight(id, light ? p.min_weight : p.max_weight);
  }
  place_snake(random, canvas, {}, canvas.at(p.rows / 2 + 1, p.cols / 2 + 1));
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

}  // namespace

Family checker_family() {
  return {.name = k_name,
          .summary = "no walls, a checkerboard of two weights: every move costs the same "
                     "(8 with the defaults 1 and 8)",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place"},
          .default_rows = 12,
          .default_cols = 12,
          .default_food = 4,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_checker};
}

}  // namespace snake
