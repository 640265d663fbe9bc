// pockets: an open board whose food items each lie in a one-cell pocket on the top or
// bottom edge, walls on both sides. A head that eats in a pocket faces walls, the edge
// and its own neck: with two or more items there is no solution, only because of the
// body (the walls leave every item reachable).
#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "pockets";

Instance make_pockets(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 3, k_name,
          fmt::format("needs at least 3 x 3 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  std::vector<CellId> slots;  // pocket cells on the top and bottom edges, two apart
  for (const int r : {1, p.rows}) {
    for (int c = 1 + draw(random, 0, 1); c <= p.cols; c += 2) slots.push_back(canvas.at(r, c));
  }
  require(static_cast<int>(slots.size()) >= p.food, k_name,
          fmt::format("has room for {} pockets on {} x {}, not {}", slots.size(), p.rows, p.cols,
                      p.food));
  shuffle(random, slots);
  slots.resize(static_cast<std::size_t>(p.food));
  for (const CellId pocket : slots) {
    for (const Direction side : {Direction::left, Direction::right}) {
      const CellId wall = canvas.board.neighbour(pocket, side);
      if (canvas.board.on_board(wall)) canvas.board.set_weight(wall, 0);
    }
  }
  place_snake(random, canvas,
              [&](CellId id) { return canvas.row(id) != 1 && canvas.row(id) != p.rows; });
  canvas.food = slots;
  return canvas.build();
}

}  // namespace

Family pockets_family() {
  return {.name = k_name,
          .summary = "every food item in a one-cell pocket on the top or bottom edge: eating one "
                     "traps the head, so with k >= 2 the body alone makes it unsolvable",
          .options = {"rows", "cols", "food", "min-weight", "max-weight"},
          .default_rows = 6,
          .default_cols = 6,
          .default_food = 2,
          .default_walls = 0,
          .default_food_place = FoodPlace::random,
          .make = make_pockets};
}

}  // namespace snake
