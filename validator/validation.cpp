#include "validator/validation.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "model/distances.hpp"

namespace snake {

namespace {

// What one bounded quantity did: its bounds (the loosest over its values), the values
// seen, and whether a value was on each bound (testlib's and BAPCtools' "hit").
struct Bounded {
  std::int64_t low = 0;
  std::int64_t high = 0;
  std::int64_t smallest = 0;
  std::int64_t largest = 0;
  bool min = false;
  bool max = false;
};

// The overview under construction; std::map keeps testlib's sorted output order.
class Overview {
 public:
  void bound(const std::string& name, std::int64_t value, std::int64_t lo, std::int64_t hi) {
    const auto [it, fresh] = m_bounds.try_emplace(name, Bounded{lo, hi, value, value, false, false});
    Bounded& b = it->second;
    if (!fresh) {
      b.low = std::min(b.low, lo);
      b.high = std::max(b.high, hi);
      b.smallest = std::min(b.smallest, value);
      b.largest = std::max(b.largest, value);
    }
    b.min = b.min || value == lo;
    b.max = b.max || value == hi;
  }
  void feature(const std::string& name, bool hit) { m_features[name] = hit; }

  std::string log() const {
    std::string out;
    for (const auto& [name, b] : m_bounds) {
      out += fmt::format("\"{}\":{}{}\n", name, b.min ? " min-value-hit" : "",
                         b.max ? " max-value-hit" : "");
    }
    for (const auto& [name, hit] : m_features) {
      out += fmt::format("feature \"{}\":{}\n", name, hit ? " hit" : "");
    }
    return out;
  }

  // BAPCtools' constraints file: "location name has_low has_high min max low high".
  std::string constraints() const {
    std::string out;
    for (const auto& [name, b] : m_bounds) {
      if (name == "n*m") continue;  // implied by n and m (its only own bound, nm36's 36, is a group's)
      std::string location = "validator:" + name;
      std::replace(location.begin(), location.end(), ' ', '_');
      std::string word = name;
      std::replace(word.begin(), word.end(), ' ', '_');
      out += fmt::format("{} {} {} {} {} {} {} {}\n", location, word, b.min ? 1 : 0, b.max ? 1 : 0,
                         b.smallest, b.largest, b.low, b.high);
    }
    return out;
  }

 private:
  std::map<std::string, Bounded> m_bounds;
  std::map<std::string, bool> m_features;
};

// How to change the limit an input broke: the option or the group that set it.
std::string hint(Limit limit, const ValidatorOptions& options) {
  const std::optional<GroupInfo> group =
      options.group ? std::optional<GroupInfo>(info(*options.group)) : std::nullopt;
  switch (limit) {
    case Limit::side:
      return options.max_side < k_max_side ? "use --max-side to raise the limit" : "";
    case Limit::food:
      if (group && group->max_food < options.max_food) return fmt::format("group {}", group->name);
      return options.max_food < k_max_food ? "use --max-food to raise the limit" : "";
    case Limit::cells:
      if (group && group->max_cells < std::int64_t{options.max_side} * options.max_side) {
        return fmt::format("group {}", group->name);
      }
      return "";
  }
  return "";
}

}  // namespace

const GroupInfo& info(Group group) { return k_groups[static_cast<std::size_t>(group)]; }

Limits limits_for(const ValidatorOptions& options) {
  Limits limits;
  limits.max_side = options.max_side;
  limits.max_food = options.max_food;
  limits.max_cells = std::int64_t{options.max_side} * options.max_side;
  if (options.group) {
    const GroupInfo& group = info(*options.group);
    limits.max_food = std::min(limits.max_food, group.max_food);
    limits.max_cells = std::min(limits.max_cells, group.max_cells);
  }
  return limits;
}

Instance validate(std::istream& in, const ValidatorOptions& options) {
  Scanner scanner(in, Strictness::strict, options.line_end);
  try {
    return read_instance(scanner, limits_for(options));
  } catch (const LimitError& e) {
    const std::string advice = hint(e.limit(), options);
    if (advice.empty()) throw;
    throw ReadError(e.where(), fmt::format("{} ({})", e.message(), advice));
  }
}

std::string testlib_failure(const ReadError& error, std::string_view source) {
  return fmt::format("FAIL {} ({}, line {})\n", error.what(), source, error.where().line);
}

namespace {

Overview overview_of(const Instance& instance, const ValidatorOptions& options) {
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
  for (const CellId id : board.cells()) {
    const int w = board.weight(id);
    used[static_cast<std::size_t>(w)] = true;
    enterable += w != 0 ? 1 : 0;
    overview.bound("w", w, k_statement_min_weight, k_statement_max_weight);
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
  const std::vector<std::uint32_t> distance =
      bare_board_distances(board, instance.snake.front(), Metric::steps);
  overview.feature("food cut off by walls",
                   std::any_of(instance.food.cells().begin(), instance.food.cells().end(),
                               [&](CellId id) { return distance[id] == k_unreachable; }));
  for (const GroupInfo& group : k_groups) {
    if (group.group == Group::full) continue;
    overview.feature(fmt::format("fits group {} ({})", group.name, group.constraint),
                     k <= group.max_food && std::int64_t{n} * m <= group.max_cells);
  }
  return overview;
}

}  // namespace

std::string overview_log(const Instance& instance, const ValidatorOptions& options) {
  return overview_of(instance, options).log();
}

std::string constraints_log(const Instance& instance, const ValidatorOptions& options) {
  return overview_of(instance, options).constraints();
}

}  // namespace snake
