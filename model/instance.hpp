// Instance: one test of the problem (board, initial snake, food) and its reader.
// read_instance() is the one place that knows the input format and the consistency the
// statement guarantees; the strictness of the Scanner decides whether whitespace is
// judged (validator) or only separates tokens (solver, checker). Every error is a
// ReadError at the offending token, 1-based.
// Cost: O(n m + k) time and memory.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.hpp"
#include "model/food.hpp"
#include "model/rules.hpp"
#include "model/scanner.hpp"

namespace snake {

struct Instance {
  Board board;
  std::vector<CellId> snake;  // head first; k_start_length parts
  FoodSet food;
};

/// Limits to read with. The defaults are what the model can represent; the validator
/// narrows them to the published statement or a subtask group. A non-empty hint is
/// appended to the matching range error, e.g. "use --max-side to raise the limit".
struct Limits {
  int max_side = k_max_side;
  int max_food = k_max_food;
  std::int64_t max_cells = std::int64_t{k_max_side} * k_max_side;  // n * m
  std::string side_hint;
  std::string food_hint;
  std::string cells_hint;
};

/// Reads one instance in the statement's input format, then expects end of file.
Instance read_instance(Scanner& in, const Limits& limits = {});

/// Reads an instance from text (convenience for tests and tools).
Instance parse_instance(std::string_view text, Strictness strictness = Strictness::lenient,
                        const Limits& limits = {});

/// The instance in the statement's input format, ending with a newline.
std::string format_instance(const Instance& instance);

}  // namespace snake
