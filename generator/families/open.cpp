// open: no walls; the snake's head near the centre, its body a random walk; food far
// apart by default.
#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "open";

Instance make_open(Random& random, const GeneratorParams& p) {
  require(p.rows * p.cols >= static_cast<int>(k_start_length) + p.food, k_name,
          fmt::format("has no room for the snake and {} food on {} x {}", p.food, p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  place_snake(random, canvas, {}, canvas.at(p.rows / 2 + 1, p.cols / 2 + 1));
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

}  // namespace

Family open_family() {
  return {.name = k_name,
          .summary = "no walls, the head at the centre, food far apart",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place"},
          .default_rows = 15,
          .default_cols = 15,
          .default_food = 4,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_open};
}

}  // namespace snake
