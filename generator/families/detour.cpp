// detour: a band of columns in the middle is a checkerboard of weights 1 and 8, so each
// step across it costs 8, except along one gap row at the top or bottom edge; the snake
// starts left of the band at mid-height, the food lies right of it. Going round through
// the gap takes more moves than crossing; whether it costs less depends on the band's
// width and the board (with the defaults, crossing is cheaper for most seeds): the
// package's detour tests are the ones where the fewest moves are not the cheapest, which
// the wa_unit_cost_bfs solution proves (data/README.md, claim `detour`).
#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "detour";

Instance make_detour(Random& random, const GeneratorParams& p) {
  require(p.band >= 1, k_name, fmt::format("needs --band >= 1, got {}", p.band));
  require(p.rows >= 3 && p.cols >= p.band + 3, k_name,
          fmt::format("needs at least 3 rows and band + 3 = {} columns, got {} x {}", p.band + 3,
                      p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int first = (p.cols - p.band) / 2 + 1;  // the band is columns first..last
  const int last = first + p.band - 1;
  const int gap = random.chance(50) ? 1 : p.rows;
  for (int r = 1; r <= p.rows; ++r) {
    for (int c = first; c <= last; ++c) {
      canvas.board.set_weight(canvas.at(r, c), r == gap ? 1 : ((r + c) % 2 == 0 ? 1 : 8));
    }
  }
  place_snake(
      random, canvas, [&](CellId id) { return canvas.col(id) < first; },
      canvas.at(p.rows / 2 + 1, first - 1));
  place_food(random, canvas, p.food, *p.food_place,
             [&](CellId id) { return canvas.col(id) > last; });
  return canvas.build();
}

}  // namespace

Family detour_family() {
  return {.name = k_name,
          .summary = "a band of columns where each step costs 8 except along a gap row at an "
                     "edge: going round takes more moves and may cost less",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "band"},
          .default_rows = 9,
          .default_cols = 11,
          .default_food = 1,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_detour};
}

}  // namespace snake
