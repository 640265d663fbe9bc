#include "generator/placement.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "model/distances.hpp"

namespace snake {

namespace {

bool contains(const std::vector<CellId>& cells, CellId id) {
  return std::find(cells.begin(), cells.end(), id) != cells.end();
}

bool accepts(const CellFilter& filter, CellId id) { return !filter || filter(id); }

// Far apart: each item on a cell whose walking distance to the head and to the items
// already placed is largest (ties broken at random), among `candidates` the head can
// reach.
void place_far_food(Random& random, Canvas& canvas, int count, std::vector<CellId> candidates) {
  if (canvas.snake.empty()) throw GenerationError("internal error: far food before the snake");
  const Board& board = canvas.board;
  const std::vector<std::uint32_t> from_head =
      bare_board_distances(board, canvas.snake.front(), Metric::steps);
  std::erase_if(candidates, [&](CellId id) { return from_head[id] == k_unreachable; });
  if (static_cast<int>(candidates.size()) < count) {
    throw GenerationError(
        fmt::format("only {} free cells are reachable from the head for {} far-apart food items",
                    candidates.size(), count));
  }
  std::vector<std::uint32_t> nearest = from_head;  // distance to the head or the nearest item
  for (int item = 0; item < count; ++item) {
    std::uint32_t best = 0;
    std::vector<CellId> best_cells;
    for (const CellId id : candidates) {
      if (canvas.occupied(id)) continue;
      const std::uint32_t d = nearest[id];
      if (d > best) best = d, best_cells.clear();
      if (d == best) best_cells.push_back(id);
    }
    const CellId chosen = pick(random, best_cells);
    canvas.food.push_back(chosen);
    const std::vector<std::uint32_t> from_item =
        bare_board_distances(board, chosen, Metric::steps);
    for (std::size_t i = 0; i < nearest.size(); ++i) nearest[i] = std::min(nearest[i], from_item[i]);
  }
}

}  // namespace

bool Canvas::occupied(CellId id) const { return contains(snake, id) || contains(food, id); }

Instance Canvas::build() const {
  try {  // the model is the judge of consistency
    Instance instance{board, snake, FoodSet(board, food)};
    validate(instance);
    return instance;
  } catch (const std::invalid_argument& e) {
    throw GenerationError(fmt::format("internal error, inconsistent instance: {}", e.what()));
  }
}

int random_weight(Random& random, const GeneratorParams& p) {
  return draw(random, p.min_weight, p.max_weight);
}

void fill_weights(Random& random, Canvas& canvas, const GeneratorParams& p) {
  for (const CellId id : canvas.board.cells()) canvas.board.set_weight(id, random_weight(random, p));
}

std::optional<std::vector<CellId>> random_walk(Random& random, const Board& board,
                                               const std::vector<CellId>& starts,
                                               int attempts, const CellFilter& can_enter) {
  for (int attempt = 0; attempt < attempts; ++attempt) {
    std::vector<CellId> walk{pick(random, starts)};
    while (walk.size() < k_start_length) {
      std::vector<CellId> options;
      for (const CellId next : board.neighbours(walk.back())) {
        if (board.on_board(next) && accepts(can_enter, next) && !contains(walk, next)) {
          options.push_back(next);
        }
      }
      if (options.empty()) break;
      walk.push_back(pick(random, options));
    }
    if (walk.size() == k_start_length) return walk;
  }
  return std::nullopt;
}

void place_snake(Random& random, Canvas& canvas, const CellFilter& allowed,
                 std::optional<CellId> head) {
  const auto usable = [&](CellId id) { return canvas.free(id) && accepts(allowed, id); };
  std::vector<CellId> starts;
  if (head) {
    starts.push_back(*head);
  } else {
    for (const CellId id : canvas.board.cells()) {
      if (usable(id)) starts.push_back(id);
    }
  }
  if (starts.empty()) throw GenerationError("no free cell for the snake's head");
  constexpr int k_attempts = 400;
  std::optional<std::vector<CellId>> walk =
      random_walk(random, canvas.board, starts, k_attempts, usable);
  if (!walk) {
    throw GenerationError(fmt::format("no room for a snake of {} cells (tried {} random walks)",
                                      k_start_length, k_attempts));
  }
  canvas.snake = std::move(*walk);
}

void place_food(Random& random, Canvas& canvas, int count, FoodPlace place,
                const CellFilter& allowed) {
  if (count <= 0) return;
  std::vector<CellId> candidates;
  for (const CellId id : canvas.board.cells()) {
    if (!canvas.free(id) || !accepts(allowed, id)) continue;
    if (place == FoodPlace::dead_ends && canvas.board.enterable_neighbour_count(id) != 1) continue;
    candidates.push_back(id);
  }
  if (place == FoodPlace::far) {
    place_far_food(random, canvas, count, std::move(candidates));
    return;
  }
  if (static_cast<int>(candidates.size()) < count) {
    throw GenerationError(fmt::format("only {} free {}cells for {} food items", candidates.size(),
                                      place == FoodPlace::dead_ends ? "dead-end " : "", count));
  }
  shuffle(random, candidates);
  canvas.food.insert(canvas.food.end(), candidates.begin(), candidates.begin() + count);
}

Instance random_field_with_food(Random& random, const GeneratorParams& p) {
  Instance field = random_field(
      random, FieldParams{p.rows, p.cols, p.food, *p.walls, p.min_weight, p.max_weight});
  if (*p.food_place == FoodPlace::random) return field;
  Canvas canvas(field);
  canvas.food.clear();
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

void require(bool condition, std::string_view family, const std::string& what) {
  if (!condition) throw GenerationError(fmt::format("family '{}' {}", family, what));
}

}  // namespace snake
