// Placement: what several families share. Canvas is an instance under construction on
// the model's grid (a Board, the snake and the food as CellIds); build() hands it to the
// model's validate(), so a family bug surfaces as an error, never as a test. The helpers
// draw from one Random: uniform choices, Fisher-Yates shuffles, random weights, the snake
// as a random self-avoiding walk, food at random, far apart or in dead ends.
// Every generated test of the package is pinned byte for byte (data/regenerate.sh), so
// the draws are part of the contract: each helper draws the same numbers in the same
// order for the same inputs, cells are visited row by row (Board::cells()) and
// neighbours in the order of k_directions (up, down, left, right).
// Cost: O(n m) a helper, except far-apart food, O(n m) a breadth-first search per item.
// Tested through the families (tests/package/test_generator_families.cpp) and the pinned
// bytes of the package (package/regeneration_is_byte_exact).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "generator/families.hpp"
#include "generator/random.hpp"
#include "model/board.hpp"
#include "model/instance.hpp"

namespace snake {

/// An instance under construction: a board (all walls until shaped), the snake (head
/// first) and the food in input order.
class Canvas {
 public:
  /// A rows x cols board of walls, no snake, no food. Precondition: sides in 1..k_max_side.
  Canvas(int rows, int cols) : board(rows, cols, 0) {}
  /// The board, snake and food of an existing instance, to be reshaped.
  explicit Canvas(const Instance& instance)
      : board(instance.board), snake(instance.snake), food(instance.food.cells()) {}

  /// The cell at 1-based (row, col), the statement's coordinates. Precondition: on the board.
  CellId at(int row, int col) const { return board.id(Cell{row, col}); }
  int row(CellId id) const { return board.cell(id).row; }
  int col(CellId id) const { return board.cell(id).col; }

  /// Whether the snake or a food item lies on `id`.
  bool occupied(CellId id) const;
  /// Whether `id` is enterable and not occupied.
  bool free(CellId id) const { return board.is_enterable(id) && !occupied(id); }

  /// The instance, checked by the model's validate(); an inconsistent canvas throws
  /// GenerationError ("internal error, inconsistent instance: ...").
  Instance build() const;

  Board board;
  std::vector<CellId> snake;
  std::vector<CellId> food;
};

/// Which cells a placement may use; only ever asked about board cells.
using CellFilter = std::function<bool(CellId)>;

/// Uniform in [lo, hi]. Precondition: lo <= hi.
inline int draw(Random& random, int lo, int hi) {
  return static_cast<int>(random.uniform(lo, hi));
}

/// One of `options`, uniformly. Precondition: not empty.
template <typename T>
const T& pick(Random& random, const std::vector<T>& options) {
  return options[static_cast<std::size_t>(draw(random, 0, static_cast<int>(options.size()) - 1))];
}

/// Fisher-Yates on our own Random (std::shuffle's draws are not portable).
template <typename T>
void shuffle(Random& random, std::vector<T>& items) {
  for (std::size_t i = items.size(); i > 1; --i) {
    std::swap(items[i - 1],
              items[static_cast<std::size_t>(draw(random, 0, static_cast<int>(i) - 1))]);
  }
}

/// A weight in [p.min_weight, p.max_weight].
int random_weight(Random& random, const GeneratorParams& p);

/// Gives every cell, row by row, a random weight (no walls).
void fill_weights(Random& random, Canvas& canvas, const GeneratorParams& p);

/// A random self-avoiding walk of k_start_length cells, first cell first: up to
/// `attempts` walks, each from a cell picked from `starts`, each step to a neighbour the
/// walk has not visited that `can_enter` accepts. Nothing if every attempt got stuck.
std::optional<std::vector<CellId>> random_walk(Random& random, const Board& board,
                                               const std::vector<CellId>& starts,
                                               int attempts, const CellFilter& can_enter);

/// Places the snake as a random walk (400 attempts) over free cells that `allowed`
/// accepts, head first; from `head` when given, else from any such cell.
/// Throws GenerationError when there is no room.
void place_snake(Random& random, Canvas& canvas, const CellFilter& allowed,
                 std::optional<CellId> head = {});

/// Adds `count` food items on free cells that `allowed` accepts, as `place` says.
/// Throws GenerationError when there are too few such cells.
void place_food(Random& random, Canvas& canvas, int count, FoodPlace place,
                const CellFilter& allowed = {});

/// A random field (random_field.hpp) of p's size, walls and weights, its food re-placed
/// as p.food_place says (FoodPlace::random keeps random_field()'s own food).
Instance random_field_with_food(Random& random, const GeneratorParams& p);

/// Throws GenerationError("family 'FAMILY' WHAT") unless `condition` holds.
void require(bool condition, std::string_view family, const std::string& what);

}  // namespace snake
