#include "generator/families.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <deque>
#include <limits>

#include "model/search.hpp"

namespace snake {

namespace {

// A board under construction in 0-based row-major cells (index r * cols + c), with the
// snake (head first) and the food as cell indices. build() turns it into an Instance and
// refuses anything inconsistent, so a family bug surfaces as an error, never as a test.
class Canvas {
 public:
  Canvas(int rows, int cols)
      : m_rows(rows), m_cols(cols), m_weight(static_cast<std::size_t>(rows * cols), 0) {}

  int rows() const { return m_rows; }
  int cols() const { return m_cols; }
  int cells() const { return m_rows * m_cols; }
  int at(int r, int c) const { return r * m_cols + c; }
  int row(int cell) const { return cell / m_cols; }
  int col(int cell) const { return cell % m_cols; }
  bool inside(int r, int c) const { return 0 <= r && r < m_rows && 0 <= c && c < m_cols; }

  int weight(int cell) const { return m_weight[static_cast<std::size_t>(cell)]; }
  void set_weight(int cell, int w) {
    m_weight[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(w);
  }
  bool enterable(int cell) const { return weight(cell) != 0; }

  /// The side-neighbours of a cell that are on the board, walls included.
  std::vector<int> neighbours(int cell) const {
    std::vector<int> out;
    const int r = row(cell), c = col(cell);
    constexpr std::array<int, 4> dr{-1, 1, 0, 0}, dc{0, 0, -1, 1};
    for (std::size_t d = 0; d < 4; ++d) {
      if (inside(r + dr[d], c + dc[d])) out.push_back(at(r + dr[d], c + dc[d]));
    }
    return out;
  }
  int enterable_neighbours(int cell) const {
    const auto n = neighbours(cell);
    return static_cast<int>(std::count_if(n.begin(), n.end(), [&](int x) { return enterable(x); }));
  }

  bool occupied(int cell) const {
    return std::find(snake.begin(), snake.end(), cell) != snake.end() ||
           std::find(food.begin(), food.end(), cell) != food.end();
  }
  bool free(int cell) const { return enterable(cell) && !occupied(cell); }

  /// Walking distances (unit steps over enterable cells; the snake is no obstacle, it
  /// moves) from `from`; -1 where unreachable.
  std::vector<int> distances(int from) const {
    std::vector<int> dist(static_cast<std::size_t>(cells()), -1);
    std::deque<int> queue{from};
    dist[static_cast<std::size_t>(from)] = 0;
    while (!queue.empty()) {
      const int cell = queue.front();
      queue.pop_front();
      for (const int next : neighbours(cell)) {
        auto& d = dist[static_cast<std::size_t>(next)];
        if (d < 0 && enterable(next)) {
          d = dist[static_cast<std::size_t>(cell)] + 1;
          queue.push_back(next);
        }
      }
    }
    return dist;
  }

  Instance build() const {
    Board board(m_rows, m_cols, m_weight);
    const auto id = [&](int cell) { return board.id(Cell{row(cell) + 1, col(cell) + 1}); };
    std::vector<CellId> snake_ids, food_ids;
    for (const int cell : snake) snake_ids.push_back(id(cell));
    for (const int cell : food) food_ids.push_back(id(cell));
    try {  // the model is the judge of consistency
      Instance instance{board, std::move(snake_ids), FoodSet(board, std::move(food_ids))};
      validate(instance);
      return instance;
    } catch (const std::invalid_argument& e) {
      throw GenerationError(fmt::format("internal error, inconsistent instance: {}", e.what()));
    }
  }

  std::vector<int> snake;
  std::vector<int> food;

 private:
  int m_rows;
  int m_cols;
  std::vector<std::uint8_t> m_weight;
};

int draw(Random& random, int lo, int hi) { return static_cast<int>(random.uniform(lo, hi)); }

template <typename T>
const T& pick(Random& random, const std::vector<T>& options) {
  return options[static_cast<std::size_t>(draw(random, 0, static_cast<int>(options.size()) - 1))];
}

template <typename T>
void shuffle(Random& random, std::vector<T>& items) {  // Fisher-Yates on our own Random
  for (std::size_t i = items.size(); i > 1; --i) {
    std::swap(items[i - 1],
              items[static_cast<std::size_t>(draw(random, 0, static_cast<int>(i) - 1))]);
  }
}

int random_weight(Random& random, const GeneratorParams& p) {
  return draw(random, p.min_weight, p.max_weight);
}

void fill_weights(Random& random, Canvas& canvas, const GeneratorParams& p) {
  for (int cell = 0; cell < canvas.cells(); ++cell)
    canvas.set_weight(cell, random_weight(random, p));
}

// A snake of k_start_length parts as a random self-avoiding walk over free cells that
// satisfy `allowed`, head first. When `head` is given, the walk starts there.
template <typename Allowed>
void place_snake(Random& random, Canvas& canvas, Allowed allowed, std::optional<int> head = {}) {
  std::vector<int> starts;
  if (head) {
    starts.push_back(*head);
  } else {
    for (int cell = 0; cell < canvas.cells(); ++cell) {
      if (canvas.free(cell) && allowed(cell)) starts.push_back(cell);
    }
  }
  if (starts.empty()) throw GenerationError("no free cell for the snake's head");
  for (int attempt = 0; attempt < 400; ++attempt) {
    std::vector<int> walk{pick(random, starts)};
    while (walk.size() < k_start_length) {
      std::vector<int> options;
      for (const int next : canvas.neighbours(walk.back())) {
        if (canvas.free(next) && allowed(next) &&
            std::find(walk.begin(), walk.end(), next) == walk.end()) {
          options.push_back(next);
        }
      }
      if (options.empty()) break;
      walk.push_back(pick(random, options));
    }
    if (walk.size() == k_start_length) {
      canvas.snake = walk;
      return;
    }
  }
  throw GenerationError("no room for a snake of 4 cells (tried 400 random walks)");
}

// Adds `count` food items on free cells that satisfy `allowed`, as `place` says.
template <typename Allowed>
void place_food(Random& random, Canvas& canvas, int count, FoodPlace place, Allowed allowed) {
  if (count <= 0) return;
  std::vector<int> candidates;
  for (int cell = 0; cell < canvas.cells(); ++cell) {
    if (!canvas.free(cell) || !allowed(cell)) continue;
    if (place == FoodPlace::dead_ends && canvas.enterable_neighbours(cell) != 1) continue;
    candidates.push_back(cell);
  }
  if (place == FoodPlace::far) {
    if (canvas.snake.empty()) throw GenerationError("internal error: far food before the snake");
    const std::vector<int> from_head = canvas.distances(canvas.snake.front());
    std::erase_if(candidates,
                  [&](int cell) { return from_head[static_cast<std::size_t>(cell)] < 0; });
    if (static_cast<int>(candidates.size()) < count) {
      throw GenerationError(
          fmt::format("only {} free cells are reachable from the head for {} far-apart food items",
                      candidates.size(), count));
    }
    std::vector<int> nearest = from_head;  // distance to the head or the nearest item
    for (int item = 0; item < count; ++item) {
      int best = -1;
      std::vector<int> best_cells;
      for (const int cell : candidates) {
        if (canvas.occupied(cell)) continue;
        const int d = nearest[static_cast<std::size_t>(cell)];
        if (d > best) best = d, best_cells.clear();
        if (d == best) best_cells.push_back(cell);
      }
      const int chosen = pick(random, best_cells);
      canvas.food.push_back(chosen);
      const std::vector<int> from_item = canvas.distances(chosen);
      for (std::size_t i = 0; i < nearest.size(); ++i) {
        if (from_item[i] >= 0) nearest[i] = std::min(nearest[i], from_item[i]);
      }
    }
    return;
  }
  if (static_cast<int>(candidates.size()) < count) {
    throw GenerationError(fmt::format("only {} free {}cells for {} food items", candidates.size(),
                                      place == FoodPlace::dead_ends ? "dead-end " : "", count));
  }
  shuffle(random, candidates);
  canvas.food.insert(canvas.food.end(), candidates.begin(), candidates.begin() + count);
}

void place_food(Random& random, Canvas& canvas, int count, FoodPlace place) {
  place_food(random, canvas, count, place, [](int) { return true; });
}

void require(bool condition, std::string_view family, const std::string& what) {
  if (!condition) throw GenerationError(fmt::format("family '{}' {}", family, what));
}

Canvas canvas_of(const Instance& instance) {
  const Board& board = instance.board;
  Canvas canvas(board.rows(), board.cols());
  const auto index = [&](CellId id) {
    const Cell c = board.cell(id);
    return canvas.at(c.row - 1, c.col - 1);
  };
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      canvas.set_weight(canvas.at(r, c), board.weight(board.id(Cell{r + 1, c + 1})));
    }
  }
  for (const CellId id : instance.snake) canvas.snake.push_back(index(id));
  for (const CellId id : instance.food.cells()) canvas.food.push_back(index(id));
  return canvas;
}

// random: random_field() itself; other placements re-place its food on its board.
Instance make_random(Random& random, const GeneratorParams& p) {
  const Instance field = random_field(
      random, FieldParams{p.rows, p.cols, p.food, *p.walls, p.min_weight, p.max_weight});
  if (*p.food_place == FoodPlace::random) return field;
  Canvas canvas = canvas_of(field);
  canvas.food.clear();
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

// maze: rooms on even (row, column) joined by a randomised depth-first search, so every
// corridor is one cell wide and the maze is a tree full of dead ends; `braid` percent of
// the dead ends then get one more opening, making loops.
Instance make_maze(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 3, "maze",
          fmt::format("needs at least 3 x 3 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  const auto room = [&](int r, int c) { return r % 2 == 0 && c % 2 == 0 && canvas.inside(r, c); };
  constexpr std::array<int, 4> dr{-2, 2, 0, 0}, dc{0, 0, -2, 2};
  const auto open = [&](int r, int c) {
    canvas.set_weight(canvas.at(r, c), random_weight(random, p));
  };
  std::vector<int> stack{canvas.at(0, 0)};
  open(0, 0);
  while (!stack.empty()) {
    const int r = canvas.row(stack.back()), c = canvas.col(stack.back());
    std::vector<std::size_t> options;
    for (std::size_t d = 0; d < 4; ++d) {
      if (room(r + dr[d], c + dc[d]) && !canvas.enterable(canvas.at(r + dr[d], c + dc[d]))) {
        options.push_back(d);
      }
    }
    if (options.empty()) {
      stack.pop_back();
      continue;
    }
    const std::size_t d = pick(random, options);
    open(r + dr[d] / 2, c + dc[d] / 2);
    open(r + dr[d], c + dc[d]);
    stack.push_back(canvas.at(r + dr[d], c + dc[d]));
  }
  for (int r = 0; r < p.rows; r += 2) {
    for (int c = 0; c < p.cols; c += 2) {
      if (canvas.enterable_neighbours(canvas.at(r, c)) != 1 || !random.chance(p.braid)) continue;
      std::vector<std::size_t> walls;
      for (std::size_t d = 0; d < 4; ++d) {
        if (room(r + dr[d], c + dc[d]) &&
            !canvas.enterable(canvas.at(r + dr[d] / 2, c + dc[d] / 2))) {
          walls.push_back(d);
        }
      }
      if (walls.empty()) continue;
      const std::size_t d = pick(random, walls);
      open(r + dr[d] / 2, c + dc[d] / 2);
    }
  }
  place_snake(random, canvas, [](int) { return true; });
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

// spiral: one width-1 corridor winding clockwise from the top-left corner to the centre,
// walls between its turns; the snake starts at the entrance heading in, the last food
// item lies at the centre end and the others along the way, so the route is forced.
Instance make_spiral(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 4, "spiral",
          fmt::format("needs at least 3 x 4 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  std::vector<int> path{canvas.at(0, 0)};
  std::vector<bool> carved(static_cast<std::size_t>(canvas.cells()), false);
  carved[0] = true;
  constexpr std::array<int, 4> dr{0, 1, 0, -1}, dc{1, 0, -1, 0};  // right, down, left, up
  std::size_t d = 0;
  const auto can_carve = [&](int cell, std::size_t dir) {
    const int r = canvas.row(cell) + dr[dir], c = canvas.col(cell) + dc[dir];
    if (!canvas.inside(r, c) || carved[static_cast<std::size_t>(canvas.at(r, c))]) return false;
    for (const int n : canvas.neighbours(canvas.at(r, c))) {  // keep a wall to other turns
      if (n != cell && carved[static_cast<std::size_t>(n)]) return false;
    }
    return true;
  };
  for (;;) {
    if (!can_carve(path.back(), d)) {
      d = (d + 1) % 4;
      if (!can_carve(path.back(), d)) break;
    }
    const int next = canvas.at(canvas.row(path.back()) + dr[d], canvas.col(path.back()) + dc[d]);
    carved[static_cast<std::size_t>(next)] = true;
    path.push_back(next);
  }
  require(static_cast<int>(path.size()) >= static_cast<int>(k_start_length) + p.food, "spiral",
          fmt::format("has a corridor of {} cells on {} x {}, too short for the snake and {} food",
                      path.size(), p.rows, p.cols, p.food));
  for (const int cell : path) canvas.set_weight(cell, random_weight(random, p));
  canvas.snake.assign(path.rbegin() + static_cast<std::ptrdiff_t>(path.size() - k_start_length),
                      path.rend());
  canvas.food.push_back(path.back());
  std::vector<int> along(path.begin() + k_start_length, path.end() - 1);
  shuffle(random, along);
  canvas.food.insert(canvas.food.end(), along.begin(), along.begin() + (p.food - 1));
  return canvas.build();
}

// open: no walls; the snake's head near the centre, its body a random walk; food far
// apart by default.
Instance make_open(Random& random, const GeneratorParams& p) {
  require(p.rows * p.cols >= static_cast<int>(k_start_length) + p.food, "open",
          fmt::format("has no room for the snake and {} food on {} x {}", p.food, p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  place_snake(
      random, canvas, [](int) { return true; }, canvas.at(p.rows / 2, p.cols / 2));
  place_food(random, canvas, p.food, *p.food_place);
  return canvas.build();
}

// detour: a band of columns in the middle is a checkerboard of weights 1 and 8, so each
// step across it costs 8, except along one gap row at the top or bottom edge; the snake
// starts left of the band at mid-height, the food lies right of it. Going round through
// the gap takes more moves but costs less than crossing.
Instance make_detour(Random& random, const GeneratorParams& p) {
  require(p.band >= 1, "detour", fmt::format("needs --band >= 1, got {}", p.band));
  require(p.rows >= 3 && p.cols >= p.band + 3, "detour",
          fmt::format("needs at least 3 rows and band + 3 = {} columns, got {} x {}", p.band + 3,
                      p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int left = (p.cols - p.band) / 2;  // the band is columns [left, left + band)
  const int gap = random.chance(50) ? 0 : p.rows - 1;
  for (int r = 0; r < p.rows; ++r) {
    for (int c = left; c < left + p.band; ++c) {
      canvas.set_weight(canvas.at(r, c), r == gap ? 1 : ((r + c) % 2 == 0 ? 1 : 8));
    }
  }
  place_snake(
      random, canvas, [&](int cell) { return canvas.col(cell) < left; },
      canvas.at(p.rows / 2, left - 1));
  place_food(random, canvas, p.food, *p.food_place,
             [&](int cell) { return canvas.col(cell) >= left + p.band; });
  return canvas.build();
}

// walled: a random field cut in two by a full column of walls; the snake and the other
// food are left of it, `walled_food` items right of it, so there is no solution.
Instance make_walled(Random& random, const GeneratorParams& p) {
  require(p.walled_food >= 1 && p.walled_food <= p.food, "walled",
          fmt::format("needs 1 <= --walled-food <= --food, got {} of {}", p.walled_food, p.food));
  const int lowest = std::max(1, (static_cast<int>(k_start_length) + p.rows - 1) / p.rows);
  require(lowest <= p.cols - 2, "walled",
          fmt::format("has no room for the snake left of the wall on {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int wall = draw(random, lowest, std::max(lowest, p.cols / 2));
  const auto left_side = [&](int cell) { return canvas.col(cell) < wall; };
  place_snake(random, canvas, left_side);  // before the walls, which then avoid it
  for (int cell = 0; cell < canvas.cells(); ++cell) {
    if (canvas.col(cell) == wall || (!canvas.occupied(cell) && random.chance(*p.walls))) {
      canvas.set_weight(cell, 0);
    }
  }
  place_food(random, canvas, p.walled_food, FoodPlace::random,
             [&](int cell) { return canvas.col(cell) > wall; });
  place_food(random, canvas, p.food - p.walled_food, *p.food_place, left_side);
  shuffle(random, canvas.food);
  return canvas.build();
}

// pockets: an open board whose food items each lie in a one-cell pocket on the top or
// bottom edge, walls on both sides. A head that eats in a pocket faces walls, the edge
// and its own neck: with two or more items there is no solution, only because of the
// body (the walls leave every item reachable).
Instance make_pockets(Random& random, const GeneratorParams& p) {
  require(p.rows >= 3 && p.cols >= 3, "pockets",
          fmt::format("needs at least 3 x 3 cells, got {} x {}", p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  std::vector<int> slots;  // pocket cells on the top and bottom edges, two apart
  for (const int r : {0, p.rows - 1}) {
    for (int c = draw(random, 0, 1); c < p.cols; c += 2) slots.push_back(canvas.at(r, c));
  }
  require(static_cast<int>(slots.size()) >= p.food, "pockets",
          fmt::format("has room for {} pockets on {} x {}, not {}", slots.size(), p.rows, p.cols,
                      p.food));
  shuffle(random, slots);
  slots.resize(static_cast<std::size_t>(p.food));
  for (const int pocket : slots) {
    for (const int dc : {-1, 1}) {
      const int r = canvas.row(pocket), c = canvas.col(pocket) + dc;
      if (canvas.inside(r, c)) canvas.set_weight(canvas.at(r, c), 0);
    }
  }
  place_snake(random, canvas,
              [&](int cell) { return canvas.row(cell) != 0 && canvas.row(cell) != p.rows - 1; });
  canvas.food = slots;
  return canvas.build();
}

// order: food 1 lies at the end of a width-1 dead-end corridor going up from the snake's
// head; the other items are far away in the open. Eating the near item first traps the
// snake, so it must be eaten last (a nearest-first greedy fails).
Instance make_order(Random& random, const GeneratorParams& p) {
  require(p.corridor >= 1, "order", fmt::format("needs --corridor >= 1, got {}", p.corridor));
  require(p.food >= 2, "order", fmt::format("needs at least 2 food items, got {}", p.food));
  require(p.rows >= p.corridor + 3 && p.cols >= 3, "order",
          fmt::format("needs at least corridor + 3 = {} rows and 3 columns, got {} x {}",
                      p.corridor + 3, p.rows, p.cols));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int c = draw(random, 1, p.cols - 2);
  for (int r = 0; r < p.corridor; ++r) {
    canvas.set_weight(canvas.at(r, c - 1), 0);
    canvas.set_weight(canvas.at(r, c + 1), 0);
  }
  place_snake(
      random, canvas, [&](int cell) { return canvas.row(cell) >= p.corridor; },
      canvas.at(p.corridor, c));
  canvas.food.push_back(canvas.at(0, c));
  place_food(random, canvas, p.food - 1, *p.food_place,
             [&](int cell) { return canvas.row(cell) >= p.corridor; });
  return canvas.build();
}

// chamber: a 2 x room_width room in the top rows, reached from the open lower part of the
// board through a width-1 corridor under its left column; walls everywhere else up there.
// in-room: the snake lies coiled in the 2 x 2 room, head not at the exit, and can only
// leave by moving its head into the cell its tail vacates. in-corridor: the snake's head
// is at the room and the way out is behind it, so it must turn around inside the room,
// which a 2 x 2 room allows only to a snake of length 4 (growing first blocks the turn).
Instance make_chamber(Random& random, const GeneratorParams& p) {
  const int w = p.room_width;
  const int open_top = 2 + p.corridor;  // first row of the open part
  require(p.corridor >= 1 && w >= 2, "chamber",
          fmt::format("needs --corridor >= 1 and --room-width >= 2, got {} and {}", p.corridor, w));
  require(
      p.rows >= open_top + 2 && p.cols >= w, "chamber",
      fmt::format("needs at least corridor + 4 = {} rows and room-width = {} columns, got {} x {}",
                  open_top + 2, w, p.rows, p.cols));
  const bool in_room = p.snake_start == SnakeStart::in_room;
  require(!in_room || (w == 2 && p.room_food == 0), "chamber",
          "--snake in-room needs --room-width 2 and --room-food 0 (the snake fills the room)");
  require(in_room || p.rows >= 6, "chamber", "--snake in-corridor needs at least 6 rows");
  require(
      p.room_food >= 0 && p.room_food <= p.food && p.room_food <= 2 * w - 1, "chamber",
      fmt::format("needs 0 <= --room-food <= min(--food, 2 room-width - 1), got {}", p.room_food));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int c0 = draw(random, 0, p.cols - w);
  for (int r = 0; r < open_top; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      const bool room = r < 2 && c0 <= c && c < c0 + w;
      const bool corridor = r >= 2 && c == c0;
      if (!room && !corridor) canvas.set_weight(canvas.at(r, c), 0);
    }
  }
  if (in_room) {
    // The room's cycle starting at the exit cell (1, c0): exit, up, right, down.
    const std::array<int, 4> cycle{canvas.at(1, c0), canvas.at(0, c0), canvas.at(0, c0 + 1),
                                   canvas.at(1, c0 + 1)};
    const int head = draw(random, 1, 3);         // never at the exit
    const int step = random.chance(50) ? 1 : 3;  // walk the cycle either way from the head
    for (int i = 0; i < 4; ++i)
      canvas.snake.push_back(cycle[static_cast<std::size_t>((head + i * step) % 4)]);
  } else {
    for (int r = 2; r < 6; ++r) canvas.snake.push_back(canvas.at(r, c0));
  }
  place_food(random, canvas, p.room_food, FoodPlace::random,
             [&](int cell) { return canvas.row(cell) < 2; });
  place_food(random, canvas, p.food - p.room_food, *p.food_place,
             [&](int cell) { return canvas.row(cell) >= open_top; });
  return canvas.build();
}

// max: a random field at the original tests' largest size, 15 x 15, few walls, food far
// apart.
Instance make_max(Random& random, const GeneratorParams& p) { return make_random(random, p); }

}  // namespace

std::string_view name_of(FoodPlace place) {
  switch (place) {
    case FoodPlace::random:
      return "random";
    case FoodPlace::far:
      return "far";
    case FoodPlace::dead_ends:
      return "dead-ends";
  }
  return "?";
}

std::optional<FoodPlace> food_place_from_name(std::string_view name) {
  for (const FoodPlace place : {FoodPlace::random, FoodPlace::far, FoodPlace::dead_ends}) {
    if (name == name_of(place)) return place;
  }
  return std::nullopt;
}

const std::vector<Family>& families() {
  static const std::vector<Family> all{
      {.name = "random",
       .summary = "random weights and walls at density --walls",
       .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place"},
       .default_rows = 8,
       .default_cols = 8,
       .default_food = 4,
       .default_walls = 20,
       .default_food_place = FoodPlace::random,
       .make = make_random},
      {.name = "maze",
       .summary = "width-1 corridors and dead ends (a depth-first maze), --braid percent of dead "
                  "ends opened into loops",
       .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "braid"},
       .default_rows = 9,
       .default_cols = 9,
       .default_food = 2,
       .default_walls = 0,
       .default_food_place = FoodPlace::random,
       .make = make_maze},
      {.name = "spiral",
       .summary = "one width-1 corridor spiralling to the centre; the snake enters at the corner, "
                  "the last food is at the centre",
       .options = {"rows", "cols", "food", "min-weight", "max-weight"},
       .default_rows = 9,
       .default_cols = 9,
       .default_food = 3,
       .default_walls = 0,
       .default_food_place = FoodPlace::random,
       .make = make_spiral},
      {.name = "open",
       .summary = "no walls, the head at the centre, food far apart",
       .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place"},
       .default_rows = 15,
       .default_cols = 15,
       .default_food = 4,
       .default_walls = 0,
       .default_food_place = FoodPlace::far,
       .make = make_open},
      {.name = "detour",
       .summary = "a band of columns where each step costs 8 except along a gap row at an edge: "
                  "going round is cheaper",
       .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "band"},
       .default_rows = 9,
       .default_cols = 11,
       .default_food = 1,
       .default_walls = 0,
       .default_food_place = FoodPlace::far,
       .make = make_detour},
      {.name = "walled",
       .summary = "a full column of walls with --walled-food items beyond it: no solution",
       .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place",
                   "walled-food"},
       .default_rows = 8,
       .default_cols = 8,
       .default_food = 2,
       .default_walls = 15,
       .default_food_place = FoodPlace::random,
       .make = make_walled},
      {.name = "pockets",
       .summary = "every food item in a one-cell pocket on the top or bottom edge: eating one "
                  "traps the head, so with k >= 2 the body alone makes it unsolvable",
       .options = {"rows", "cols", "food", "min-weight", "max-weight"},
       .default_rows = 6,
       .default_cols = 6,
       .default_food = 2,
       .default_walls = 0,
       .default_food_place = FoodPlace::random,
       .make = make_pockets},
      {.name = "order",
       .summary = "food 1 at the end of a width-1 dead-end corridor next to the head, the rest "
                  "far: the near item must be eaten last",
       .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "corridor"},
       .default_rows = 8,
       .default_cols = 8,
       .default_food = 2,
       .default_walls = 0,
       .default_food_place = FoodPlace::far,
       .make = make_order},
      {.name = "chamber",
       .summary = "a 2 x --room-width room behind a width-1 corridor; --snake in-room: coiled in a "
                  "2 x 2 room, it leaves through its own tail cell; in-corridor: it must turn "
                  "around in the room",
       .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place", "corridor",
                   "room-width", "room-food", "snake"},
       .default_rows = 8,
       .default_cols = 8,
       .default_food = 2,
       .default_walls = 0,
       .default_food_place = FoodPlace::far,
       .make = make_chamber},
      {.name = "max",
       .summary = "a random field at the largest size of the original tests (15 x 15), few walls, "
                  "food far apart",
       .options = {"rows", "cols", "food", "walls", "min-weight", "max-weight", "food-place"},
       .default_rows = 15,
       .default_cols = 15,
       .default_food = 4,
       .default_walls = 10,
       .default_food_place = FoodPlace::far,
       .make = make_max},
  };
  return all;
}

const Family* find_family(std::string_view name) {
  for (const Family& family : families()) {
    if (family.name == name) return &family;
  }
  return nullptr;
}

Instance generate(const Family& family, GeneratorParams p, Requirement requirement) {
  if (p.rows == 0) p.rows = family.default_rows;
  if (p.cols == 0) p.cols = family.default_cols;
  if (p.food == 0) p.food = family.default_food;
  if (!p.walls) p.walls = family.default_walls;
  if (!p.food_place) p.food_place = family.default_food_place;
  if (p.rows < 1 || p.cols < 1 || p.rows > k_max_side || p.cols > k_max_side) {
    throw GenerationError(
        fmt::format("a {} x {} board is outside 1..{}", p.rows, p.cols, k_max_side));
  }
  if (p.food < 1 || p.food > k_max_food) {
    throw GenerationError(fmt::format("k = {} is outside 1..{}", p.food, k_max_food));
  }
  if (p.min_weight < 1 || p.max_weight > k_max_weight || p.min_weight > p.max_weight) {
    throw GenerationError(fmt::format("weights {}..{} are not within 1..{}", p.min_weight,
                                      p.max_weight, k_max_weight));
  }
  if (*p.walls < 0 || *p.walls > 100) {
    throw GenerationError(fmt::format("--walls {} is not a percentage 0..100", *p.walls));
  }
  if (p.braid < 0 || p.braid > 100) {
    throw GenerationError(fmt::format("--braid {} is not a percentage 0..100", p.braid));
  }
  Random random(p.seed);
  for (int attempt = 1; attempt <= k_max_attempts; ++attempt) {
    Instance instance = family.make(random, p);
    if (requirement == Requirement::any) return instance;
    const bool solvable = solve(instance).solvable;
    if (solvable == (requirement == Requirement::solvable)) return instance;
  }
  throw GenerationError(fmt::format(
      "no {} instance in {} attempts; try other parameters",
      requirement == Requirement::solvable ? "solvable" : "unsolvable", k_max_attempts));
}

}  // namespace snake
