// The output format of the statement: either "No solution." or the minimal time T and,
// in the special-judge version, a line with the moves over "UDLR".
// One reader serves every producer of that format (the solver's output used as a jury
// answer, BZOJ-style time-only answers, contestant outputs): read_answer_head() reads
// the first line, MoveReader streams the moves one letter at a time so that a move
// string of any length is read in O(1) memory. Both are whitespace-tolerant like
// testlib's token reading (the Scanner should be lenient) and strict on content; every
// problem is a ReadError at the offending byte, and the caller decides whom to blame.
// Cost: O(1) memory; O(1) time per byte read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/direction.hpp"
#include "model/scanner.hpp"

namespace snake {

inline constexpr std::string_view k_no_solution = "No solution.";

enum class AnswerFormat { with_moves, time_only };

/// What an answer says: "No solution.", or the time T and (with moves) the move string.
struct Answer {
  bool solvable = false;
  std::int64_t time = 0;  // T, when solvable
  std::string moves;      // over "UDLR", when solvable
};

/// The answer in the output format, each line ending in '\n'.
std::string format_answer(const Answer& answer, AnswerFormat format);

/// The first line of an answer: "No solution." or the time T.
struct AnswerHead {
  bool solvable = false;     // false for "No solution."
  std::int64_t time = 0;     // T, when solvable: 0 <= T <= INT64_MAX
  Position where;            // start of the first token
};

/// Reads the first line of an answer: the tokens "No" "solution." or one non-negative
/// integer T in the Scanner's integer syntax (testlib's: no leading zeros, no '+') that
/// fits in 64 bits. Anything else ("NaN", "inf", "-1", "007", 2^63, a NUL byte, end of
/// file) is a ReadError naming what was found, quoted, escaped and cut.
AnswerHead read_answer_head(Scanner& in);

/// Streams the moves token of an answer letter by letter.
class MoveReader {
 public:
  /// Skips whitespace up to the moves token; a ReadError when there is none
  /// ("expected the moves (letters U, D, L, R), found end of file").
  explicit MoveReader(Scanner& in);

  /// The next move of the token, or nothing once the token has ended (at whitespace or
  /// end of file). A byte of the token other than U, D, L, R is a ReadError at that byte.
  std::optional<Direction> next();
  /// Whether the token goes on (the next byte is neither whitespace nor end of file).
  bool more() const;
  /// Letters returned by next() so far.
  std::uint64_t count() const { return m_count; }
  /// Where the token starts.
  Position start() const { return m_start; }

 private:
  Scanner* m_in;
  Position m_start;
  std::uint64_t m_count = 0;
};

}  // namespace snake
