// ridges: concentric rings of cells, a valley ring of the lowest weight, then a ridge ring
// of the highest, and so on inwards; each valley ring is cut by one ridge cell below its
// top-left corner. No walls: every cell is reachable, and going round a valley the short
// way climbs a ridge at |8 - 1| + 1 = 8 a step up and 8 down. Breadth-first order finds
// the short, costly routes first, so a search that lowers a state's time again and again
// (SPFA) goes over the state space many times where Dijkstra settles each state once.
// The snake lies at the top-left of the outer valley heading right, its tail above the
// cut; the food lies far apart.
#include <algorithm>

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "ridges";

Instance make_ridges(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 4, k_name,
          fmt::format("needs at least 3 x 4 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  for (const CellId id : canvas.board.cells()) {
    const int r = canvas.row(id), c = canvas.col(id);
    const int ring = std::min({r - 1, c - 1, p.rows - r, p.cols - c});
    const bool cut = c == ring + 1 && r == ring + 2;
    canvas.board.set_weight(id, ring % 2 == 0 && !cut ? p.min_weight : p.max_weight);
  }
  canvas.snake = {canvas.at(1, 4), canvas.at(1, 3), canvas.at(1, 2), canvas.at(1, 1)};
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

}  // namespace

Family ridges_family() {
  return {.name = k_name,
          .summary = "rings of low valleys and high ridges, each valley cut once, no walls; "
                     "the snake at the top-left corner, food far apart",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place"},
          .default_rows = 15,
          .default_cols = 15,
          .default_food = 4,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_ridges};
}

}  // namespace snake
