#include "validator/validation.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include <fmt/format.h>

namespace snake {

namespace {

constexpr std::int64_t k_any_cells = std::int64_t{k_max_side} * k_max_side;

constexpr std::array<GroupInfo, 5> k_groups{{
    {Group::k1, "k1", "k <= 1", 1, k_any_cells},
    {Group::nm36, "nm36", "n * m <= 36", k_max_food, 36},
    {Group::k2, "k2", "k <= 2", 2, k_any_cells},
    {Group::k3, "k3", "k <= 3", 3, k_any_cells},
    {Group::full, "full", "no extra constraint", k_max_food, k_any_cells},
}};

// What testlib records per bounded quantity: was its lower / upper bound reached.
struct BoundsHit {
  bool min = false;
  bool max = false;
};

// The overview under construction; std::map keeps testlib's sorted output order.
class Overview {
 public:
  void bound(const std::string& name, std::int64_t value, std::int64_t lo, std::int64_t hi) {
    BoundsHit& hit = m_bounds[name];
    hit.min = hit.min || value == lo;
    hit.max = hit.max || value == hi;
  }
  void feature(const std::string& name, bool hit) { m_features[name] = hit; }

  std::string log() const {
    std::string out;
    for (const auto& [name, hit] : m_bounds) {
      out += fmt::format("\"{}\":{}{}\n", name, hit.min ? " min-value-hit" : "",
                         hit.max ? " max-value-hit" : "");
    }
    for (const auto& [name, hit] : m_features) {
      out += fmt::format("feature \"{}\":{}\n", name, hit ? " hit" : "");
    }
    return out;
  }

 private:
  std::map<std::string, BoundsHit> m_bounds;
  std::map<std::string, bool> m_features;
};

// Cells enterable from the head through enterable cells, ignoring the body: food outside
// this set can never be eaten, whatever the snake does.
std::vector<bool> reachable_from_head(const Instance& instance) {
  const Board& board = instance.board;
  std::vector<bool> seen(board.padded_size(), false);
  std::vector<CellId> stack{instance.snake.front()};
  seen[instance.snake.front()] = true;
  while (!stack.empty()) {
    const CellId id = stack.back();
    stack.pop_back();
    for (const Direction d : k_directions) {
      const CellId next = board.neighbour(id, d);
      if (board.is_enterable(next) && !seen[next]) {
        seen[next] = true;
        stack.push_back(next);
      }
    }
  }
  return seen;
}

}  // namespace

std::span<const GroupInfo> groups() { return k_groups; }

const GroupInfo& info(Group group) { return k_groups[static_cast<std::size_t>(group)]; }

std::optional<Group> group_by_name(std::string_view name) {
  for (const GroupInfo& g : k_groups) {
    if (g.name == name) return g.group;
  }
  return std::nullopt;
}

Limits limits_for(const ValidatorOptions& options) {
  Limits limits;
  limits.max_side = options.max_side;
  if (options.max_side < k_max_side) limits.side_hint = "use --max-side to raise the limit";
  limits.max_food = options.max_food;
  if (options.max_food < k_max_food) limits.food_hint = "use --max-food to raise the limit";
  limits.max_cells = std::int64_t{options.max_side} * options.max_side;
  if (options.group) {
    const GroupInfo& group = info(*options.group);
    const std::string hint = fmt::format("group {}", group.name);
    if (group.max_food < limits.max_food) {
      limits.max_food = group.max_food;
      limits.food_hint = hint;
    }
    if (group.max_cells < limits.max_cells) {
      limits.max_cells = group.max_cells;
      limits.cells_hint = hint;
    }
  }
  return limits;
}

Instance validate(std::istream& in, const ValidatorOptions& options) {
  Scanner scanner(in, Strictness::strict, options.line_end);
  return read_instance(scanner, limits_for(options));
}

std::string overview_log(const Instance& instance, const ValidatorOptions& options) {
  const Board& board = instance.board;
  const Limits limits = limits_for(options);
  const int n = board.rows();
  const int m = board.cols();
  const auto k = static_cast<std::int64_t>(instance.food.size());
  Overview overview;
  overview.bound("n", n, 1, limits.max_side);
  overview.bound("m", m, 1, limits.max_side);
  overview.bound("n*m", std::int64_t{n} * m, 1, limits.max_cells);
  overview.bound("k", k, 1, limits.max_food);

  std::array<bool, k_max_weight + 1> used{};
  int enterable = 0;
  for (int r = 1; r <= n; ++r) {
    for (int c = 1; c <= m; ++c) {
      const int w = board.weight(board.id(Cell{r, c}));
      used[static_cast<std::size_t>(w)] = true;
      enterable += w != 0 ? 1 : 0;
      overview.bound("w", w, k_min_weight, k_max_weight);
    }
  }
  const auto listed = [&](const std::string& what, CellId id) {
    const Cell cell = board.cell(id);
    overview.bound(what + " row", cell.row, 1, n);
    overview.bound(what + " column", cell.col, 1, m);
  };
  for (const CellId id : instance.snake) listed("snake", id);
  for (const CellId id : instance.food.cells()) listed("food", id);

  overview.feature("every weight 0..8 used",
                   std::all_of(used.begin(), used.end(), [](bool u) { return u; }));
  overview.feature("walls", used[0]);
  overview.feature("board of one row or one column", n == 1 || m == 1);
  overview.feature("no spare cell (every enterable cell holds the snake or food)",
                   static_cast<std::size_t>(enterable) ==
                       instance.snake.size() + instance.food.size());
  const std::vector<bool> reachable = reachable_from_head(instance);
  overview.feature("food cut off by walls",
                   std::any_of(instance.food.cells().begin(), instance.food.cells().end(),
                               [&](CellId id) { return !reachable[id]; }));
  for (const GroupInfo& group : k_groups) {
    if (group.group == Group::full) continue;
    overview.feature(fmt::format("fits group {} ({})", group.name, group.constraint),
                     k <= group.max_food && std::int64_t{n} * m <= group.max_cells);
  }
  return overview.log();
}

}  // namespace snake
