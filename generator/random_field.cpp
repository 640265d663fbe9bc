#include "generator/random_field.hpp"

#include <vector>

#include <fmt/format.h>

#include "generator/placement.hpp"

namespace snake {

namespace {

// A self-avoiding walk of k_start_length board cells, walls ignored (they are opened
// afterwards); tries random walks, which succeed on any board of >= 4 cells except thin
// ones, then falls back to a boustrophedon path, which always exists there.
std::vector<CellId> random_snake_cells(Random& random, const Canvas& canvas) {
  constexpr int k_attempts = 100;
  if (auto walk = random_walk(random, canvas.board, canvas.board.cells(), k_attempts, {})) {
    return std::move(*walk);
  }
  std::vector<CellId> path;
  const int rows = canvas.board.rows(), cols = canvas.board.cols();
  for (int r = 1; r <= rows && path.size() < k_start_length; ++r) {
    for (int i = 0; i < cols && path.size() < k_start_length; ++i) {
      path.push_back(canvas.at(r, r % 2 == 1 ? 1 + i : cols - i));
    }
  }
  return path;
}

}  // namespace

Instance random_field(Random& random, const FieldParams& p) {
  if (p.rows < 1 || p.cols < 1 || p.rows > k_max_side || p.cols > k_max_side) {
    throw GenerationError(fmt::format("a {} x {} board is outside 1..{}", p.rows, p.cols,
                                      k_max_side));
  }
  if (p.food < 1 || p.food > k_max_food) {
    throw GenerationError(fmt::format("k = {} is outside 1..{}", p.food, k_max_food));
  }
  if (p.rows * p.cols < static_cast<int>(k_start_length) + p.food) {
    throw GenerationError(fmt::format("a {} x {} board has no room for the snake and {} food",
                                      p.rows, p.cols, p.food));
  }
  if (p.min_weight < 1 || p.max_weight > k_max_weight || p.min_weight > p.max_weight) {
    throw GenerationError(fmt::format("weights {}..{} are not within 1..{}", p.min_weight,
                                      p.max_weight, k_max_weight));
  }
  Canvas canvas(p.rows, p.cols);
  Board& board = canvas.board;
  const std::vector<CellId> cells = board.cells();
  const auto open_weight = [&] { return draw(random, p.min_weight, p.max_weight); };
  for (const CellId id : cells) {
    board.set_weight(id, random.chance(p.wall_percent) ? 0 : open_weight());
  }
  canvas.snake = random_snake_cells(random, canvas);
  std::vector<CellId> free_cells;
  for (const CellId id : cells) {
    if (!canvas.occupied(id)) free_cells.push_back(id);
  }
  for (int i = 0; i < p.food; ++i) {
    const auto chosen = static_cast<std::size_t>(
        random.uniform(0, static_cast<std::int64_t>(free_cells.size()) - 1));
    canvas.food.push_back(free_cells[chosen]);
    free_cells.erase(free_cells.begin() + static_cast<std::ptrdiff_t>(chosen));
  }
  for (const auto* placed : {&canvas.snake, &canvas.food}) {  // snake first, then food
    for (const CellId id : *placed) {
      if (!board.is_enterable(id)) board.set_weight(id, open_weight());
    }
  }
  return canvas.build();
}

}  // namespace snake
