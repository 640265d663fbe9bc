// Instance: one test of the problem (board, initial snake, food), its reader and its
// in-memory check. read_instance() is the one place that knows the input format; the
// strictness of the Scanner decides whether whitespace is judged (validator) or only
// separates tokens (solver, checker). Every error is a ReadError at the offending token,
// 1-based. validate() checks an Instance built in memory (the generator's) against the
// same limits and the same consistency rules (model/consistency.hpp), with the same
// wording, without a position.
// Cost: O(n m + k) time and memory.
// Tested by tests/unit/test_instance.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
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
/// narrows them to the published statement or a subtask group.
struct Limits {
  int max_side = k_max_side;                                        // n and m
  int max_food = k_max_food;                                        // k
  std::int64_t max_cells = std::int64_t{k_max_side} * k_max_side;  // n * m
};

/// Which of the Limits a value breaks, so that a tool can say how to change it.
enum class Limit : std::uint8_t { side, food, cells };

/// A value outside one of the Limits, found while reading: a ReadError that names the
/// limit ("n = 13 violates 1 <= n <= 12").
class LimitError : public ReadError {
 public:
  LimitError(Position where, std::string message, Limit limit)
      : ReadError(where, std::move(message)), m_limit(limit) {}
  Limit limit() const { return m_limit; }

 private:
  Limit m_limit;
};

/// An Instance in memory that breaks a limit or a consistency rule; what() is the
/// reader's wording without a position, limit() the limit broken, if it is one.
class InvalidInstance : public std::invalid_argument {
 public:
  explicit InvalidInstance(const std::string& message, std::optional<Limit> limit = {})
      : std::invalid_argument(message), m_limit(limit) {}
  std::optional<Limit> limit() const { return m_limit; }

 private:
  std::optional<Limit> m_limit;
};

/// Reads one instance in the statement's input format, then expects end of file.
Instance read_instance(Scanner& in, const Limits& limits = {});

/// Checks an instance built in memory: the limits, four snake parts, at least one food
/// item, and the consistency rules. Throws InvalidInstance naming the first problem.
void validate(const Instance& instance, const Limits& limits = {});

/// Reads an instance from text (convenience for tests and tools).
Instance parse_instance(std::string_view text, Strictness strictness = Strictness::lenient,
                        const Limits& limits = {});

/// The instance in the statement's input format, ending with a newline.
std::string format_instance(const Instance& instance);

}  // namespace snake
