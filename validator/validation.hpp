// Validation of test inputs: the statement's limits, the subtask groups of the original
// contest, and the test-overview log of Polygon (which bounds an input hits).
// The format and consistency rules are not here: they live in the model's strict reader
// (read_instance with a strict Scanner), shared with the lenient parsers of the solver
// and the checker, so that every tool agrees on what an input is. This module only
// chooses the limits (with hints naming the option or group that sets them) and
// describes a valid input for the overview.
// Tested by the command-line cases in tests/cli/validator (one folder per rule).
// Cost: O(n m + k) time and memory per input.
#pragma once

#include <array>
#include <cstdint>
#include <istream>
#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <string_view>

#include "model/instance.hpp"
#include "model/scanner.hpp"

namespace snake {

/// One entry of data/constraints.def, the one declaration of the problem's constraints:
/// a bound `low <= name <= high` (group false), or a scoring group (group true) adding
/// k <= low and, when high is not 0, n * m <= high.
struct DeclaredConstraint {
  bool group;
  std::string_view name;
  std::int64_t low;
  std::int64_t high;
  std::string_view constraint;  // a group's, as the statement writes it
};

#define SNAKE_BOUND(name, low, high) DeclaredConstraint{false, #name, low, high, ""},
#define SNAKE_GROUP(name, max_k, max_cells, text) DeclaredConstraint{true, #name, max_k, max_cells, text},
inline constexpr DeclaredConstraint k_declared[] = {
#include "data/constraints.def"
};
#undef SNAKE_BOUND
#undef SNAKE_GROUP

/// The declared bound named `name` ("n", "m", "k", "w"); not constant for another name.
constexpr const DeclaredConstraint& declared_bound(std::string_view name) {
  for (const DeclaredConstraint& entry : k_declared) {
    if (!entry.group && entry.name == name) return entry;
  }
  throw std::logic_error("data/constraints.def declares no such bound");
}

/// The statement's limits, declared in data/constraints.def: 1 <= n, m <= 15, 1 <= k <= 4,
/// 0 <= w <= 8 (the original contest printed 12 for n and m and tested 15).
inline constexpr int k_statement_max_side = static_cast<int>(declared_bound("n").high);
inline constexpr int k_statement_max_food = static_cast<int>(declared_bound("k").high);
inline constexpr int k_statement_min_weight = static_cast<int>(declared_bound("w").low);
inline constexpr int k_statement_max_weight = static_cast<int>(declared_bound("w").high);
static_assert(declared_bound("n").high == declared_bound("m").high &&
                  declared_bound("n").low == 1 && declared_bound("m").low == 1,
              "the validator's --max-side bounds n and m alike, from 1");
static_assert(declared_bound("k").low == 1, "every test has food");
static_assert(k_statement_max_side <= k_max_side && k_statement_max_food <= k_max_food &&
                  k_statement_min_weight == k_min_weight && k_statement_max_weight == k_max_weight,
              "the declared bounds lie within the model's");

/// The scoring groups of the original contest, each an extra constraint on a test, in
/// data/constraints.def's order (checked below).
enum class Group : std::uint8_t { k1, nm36, k2, k3, full };

struct GroupInfo {
  Group group;
  std::string_view name;        // as given to --group
  std::string_view constraint;  // as the statement writes it, for --help
  int max_food;                 // k <= max_food (k_max_food when k is free)
  std::int64_t max_cells;       // n * m <= max_cells (no limit: the model's largest)
};

inline constexpr std::int64_t k_any_cells = std::int64_t{k_max_side} * k_max_side;

namespace detail {
constexpr GroupInfo declared_group(Group group, std::size_t index) {
  std::size_t seen = 0;
  for (const DeclaredConstraint& entry : k_declared) {
    if (!entry.group) continue;
    if (seen++ == index) {
      return {group, entry.name, entry.constraint, static_cast<int>(entry.low),
              entry.high == 0 ? k_any_cells : entry.high};
    }
  }
  throw std::logic_error("data/constraints.def declares fewer groups than enum Group");
}
constexpr std::size_t declared_group_count() {
  std::size_t count = 0;
  for (const DeclaredConstraint& entry : k_declared) count += entry.group ? 1 : 0;
  return count;
}
}  // namespace detail

/// Every group, in the order of the statement (data/constraints.def's).
inline constexpr std::array<GroupInfo, 5> k_groups{{
    detail::declared_group(Group::k1, 0),
    detail::declared_group(Group::nm36, 1),
    detail::declared_group(Group::k2, 2),
    detail::declared_group(Group::k3, 3),
    detail::declared_group(Group::full, 4),
}};
static_assert(detail::declared_group_count() == k_groups.size(), "one enum Group a declared group");
static_assert(k_groups[0].name == "k1" && k_groups[1].name == "nm36" && k_groups[2].name == "k2" &&
                  k_groups[3].name == "k3" && k_groups[4].name == "full",
              "enum Group names data/constraints.def's groups in its order");
const GroupInfo& info(Group group);

struct ValidatorOptions {
  int max_side = k_statement_max_side;  // 1..k_max_side
  int max_food = k_statement_max_food;  // 1..k_max_food
  std::optional<Group> group;
  LineEnd line_end = LineEnd::lf;
};

/// The limits the reader enforces under `options`: the tighter of the option and the
/// group for each quantity.
Limits limits_for(const ValidatorOptions& options);

/// Reads `in` strictly to its end and returns the instance it holds; throws ReadError at
/// the first byte or value that breaks the format, the consistency rules or a limit.
/// A limit error names whichever of option and group set the limit:
/// "k = 3 violates 1 <= k <= 2 (group k2)" or
/// "n = 13 violates 1 <= n <= 12 (use --max-side to raise the limit)".
Instance validate(std::istream& in, const ValidatorOptions& options);

/// The testlib protocol's report of an invalid input read from `source` ("stdin" or the
/// file name): "FAIL <message> (stdin, line L)" and a line end.
std::string testlib_failure(const ReadError& error, std::string_view source);

/// The test-overview log of a valid input in testlib's format, which Polygon and other
/// tools parse: one line per bounded quantity, `"n": min-value-hit max-value-hit`
/// (either mark absent when that bound is not reached), then one line per feature,
/// `feature "walls": hit` (" hit" absent when the input lacks it); both sorted by name.
std::string overview_log(const Instance& instance, const ValidatorOptions& options);

/// The same bounds as BAPCtools' constraints file (--constraints_file, read by `bt
/// validate` and `bt zip`): one line a bounded quantity but n*m, "validator:NAME NAME
/// has_low has_high min max low high", has_low / has_high 1 when a value is on the bound,
/// min and max the values seen, low and high the bounds (the loosest of the input's).
std::string constraints_log(const Instance& instance, const ValidatorOptions& options);

}  // namespace snake
