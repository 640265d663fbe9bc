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
#include <span>
#include <string>
#include <string_view>

#include "model/instance.hpp"
#include "model/scanner.hpp"

namespace snake {

/// The published limits: 1 <= n, m <= 12, 1 <= k <= 4.
inline constexpr int k_statement_max_side = 12;
inline constexpr int k_statement_max_food = 4;

/// The scoring groups of the original contest, each an extra constraint on a test.
enum class Group : std::uint8_t { k1, nm36, k2, k3, full };

struct GroupInfo {
  Group group;
  std::string_view name;        // as given to --group
  std::string_view constraint;  // as the statement writes it, for --help
  int max_food;                 // k <= max_food (k_max_food when k is free)
  std::int64_t max_cells;       // n * m <= max_cells (no limit: the model's largest)
};

inline constexpr std::int64_t k_any_cells = std::int64_t{k_max_side} * k_max_side;

/// Every group, in the order of the statement.
inline constexpr std::array<GroupInfo, 5> k_groups{{
    {Group::k1, "k1", "k <= 1", 1, k_any_cells},
    {Group::nm36, "nm36", "n * m <= 36", k_max_food, 36},
    {Group::k2, "k2", "k <= 2", 2, k_any_cells},
    {Group::k3, "k3", "k <= 3", 3, k_any_cells},
    {Group::full, "full", "no extra constraint", k_max_food, k_any_cells},
}};
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
