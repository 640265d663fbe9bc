#include "generator/random_field.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

namespace snake {

namespace {

// A self-avoiding walk of k_start_length cells on the bare grid (walls ignored), as
// 0-based row-major indices; tries random walks, which succeed on any board of >= 4 cells
// except thin ones, then falls back to a boustrophedon path, which always exists there.
std::vector<int> random_snake_cells(Random& random, int rows, int cols) {
  const auto step = [&](int cell, int d) -> int {
    const int r = cell / cols, c = cell % cols;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    const int nr = r + dr[d], nc = c + dc[d];
    return nr < 0 || nr >= rows || nc < 0 || nc >= cols ? -1 : nr * cols + nc;
  };
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::vector<int> walk{static_cast<int>(random.uniform(0, rows * cols - 1))};
    while (walk.size() < k_start_length) {
      std::vector<int> options;
      for (int d = 0; d < 4; ++d) {
        const int next = step(walk.back(), d);
        if (next >= 0 && std::find(walk.begin(), walk.end(), next) == walk.end()) {
          options.push_back(next);
        }
      }
      if (options.empty()) break;
      walk.push_back(options[static_cast<std::size_t>(
          random.uniform(0, static_cast<std::int64_t>(options.size()) - 1))]);
    }
    if (walk.size() == k_start_length) return walk;
  }
  std::vector<int> path;
  for (int r = 0; r < rows && path.size() < k_start_length; ++r) {
    for (int i = 0; i < cols && path.size() < k_start_length; ++i) {
      path.push_back(r * cols + (r % 2 == 0 ? i : cols - 1 - i));
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
  const int cells = p.rows * p.cols;
  std::vector<std::uint8_t> weights(static_cast<std::size_t>(cells));
  for (auto& w : weights) {
    w = random.chance(p.wall_percent)
            ? 0
            : static_cast<std::uint8_t>(random.uniform(p.min_weight, p.max_weight));
  }
  const auto make_enterable = [&](int cell) {
    auto& w = weights[static_cast<std::size_t>(cell)];
    if (w == 0) w = static_cast<std::uint8_t>(random.uniform(p.min_weight, p.max_weight));
  };
  const std::vector<int> snake_cells = random_snake_cells(random, p.rows, p.cols);
  std::vector<int> free_cells;
  for (int cell = 0; cell < cells; ++cell) {
    if (std::find(snake_cells.begin(), snake_cells.end(), cell) == snake_cells.end()) {
      free_cells.push_back(cell);
    }
  }
  std::vector<int> food_cells;
  for (int i = 0; i < p.food; ++i) {
    const auto pick = static_cast<std::size_t>(
        random.uniform(0, static_cast<std::int64_t>(free_cells.size()) - 1));
    food_cells.push_back(free_cells[pick]);
    free_cells.erase(free_cells.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  for (const int cell : snake_cells) make_enterable(cell);
  for (const int cell : food_cells) make_enterable(cell);

  Board board(p.rows, p.cols, weights);
  const auto to_id = [&](int cell) { return board.id(Cell{cell / p.cols + 1, cell % p.cols + 1}); };
  std::vector<CellId> snake, food;
  for (const int cell : snake_cells) snake.push_back(to_id(cell));
  for (const int cell : food_cells) food.push_back(to_id(cell));
  FoodSet food_set(board, std::move(food));
  return Instance{std::move(board), std::move(snake), std::move(food_set)};
}

}  // namespace snake
