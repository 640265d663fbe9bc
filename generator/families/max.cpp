// max: a random field (the `random` family's recipe) at the original tests' largest size,
// 15 x 15, few walls, food far apart.
#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

Family max_family() {
  return {.name = "max",
          .summary = "a random field at the largest size of the original tests (15 x 15), few "
                     "walls, food far apart",
          .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place"},
          .default_rows = 15,
          .default_cols = 15,
          .default_food = 4,
          .default_walls = 10,
          .default_food_place = FoodPlace::far,
          .make = random_field_with_food};
}

}  // namespace snake
