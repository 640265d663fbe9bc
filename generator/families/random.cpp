// random: random_field() itself (random weights, walls at density --walls, the snake a
// random walk, food uniform); --food-place far or dead-ends re-places its food on its
// board.
#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

Family random_family() {
  return {.name = "random",
          .summary = "random weights and walls at density --walls",
          .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place"},
          .default_rows = 8,
          .default_cols = 8,
          .default_food = 4,
          .default_walls = 20,
          .default_food_place = FoodPlace::random,
          .make = random_field_with_food};
}

}  // namespace snake
