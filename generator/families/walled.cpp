// walled: a random field cut in two by a full column of walls; the snake and the other
// food are left of it, --walled-food items right of it, so there is no solution.
#include <algorithm>

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "walled";

Instance make_walled(Random& random, const GeneratorParams& p) {
  require(p.walled_food >= 1 && p.walled_food <= p.food, k_name,
          fmt::format("needs 1 <= --walled-food <= --food, got {} of {}", p.walled_food, p.food));
  // Columns left of the wall: at least enough for the snake, at least one.
  const int min_left = std::max(1, (static_cast<int>(k_start_length) + p.rows - 1) / p.rows);
  require(min_left <= p.cols - 2, k_name,
          fmt::format("has no room for the snake left of the wall on {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int wall = 1 + draw(random, min_left, std::max(min_left, p.cols / 2));  // its column
  const auto left_side = [&](CellId id) { return canvas.col(id) < wall; };
  place_snake(random, canvas, left_side);  // before the walls, which then avoid it
  for (const CellId id : canvas.board.cells()) {
    if (canvas.col(id) == wall || (!canvas.occupied(id) && random.chance(*p.walls))) {
      canvas.board.set_weight(id, 0);
    }
  }
  place_food(random, canvas, p.walled_food, FoodPlace::random,
             [&](CellId id) { return canvas.col(id) > wall; });
  place_food(random, canvas, p.food - p.walled_food, *p.food_place, left_side);
  shuffle(random, canvas.food);
  return canvas.build();
}

}  // namespace

Family walled_family() {
  return {.name = k_name,
          .summary = "a full column of walls with --walled-food items beyond it: no solution",
          .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place",
                      "walled-food"},
          .default_rows = 8,
          .default_cols = 8,
          .default_food = 2,
          .default_walls = 15,
          .default_food_place = FoodPlace::random,
          .make = make_walled};
}

}  // namespace snake
