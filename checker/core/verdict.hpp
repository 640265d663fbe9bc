// The verdict table of the special judge (docs/judging.md, "Verdicts"), as one pure
// function: decide() maps what the jury answer says, what the contestant's output
// amounts to once read and replayed, and the checking policy, to a verdict and its
// messages. Blame is decided here and only here: a problem in the input or the jury
// answer is a judge failure, never the contestant's fault; a problem in the contestant's
// output is a presentation error (its format) or a wrong answer (its content).
// Nothing here reads a file or throws: the readers (checker/core/answer_reading.hpp) turn
// every byte sequence into the data below, and decide() is total over that data.
// Tested by tests/unit/test_verdict.cpp (an exhaustive table of situations) and, end to
// end, by tests/cli/checker and tests/property.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace snake::checker {

enum class Verdict { ok, wrong_answer, presentation_error, judge_failure, partial };

/// The verdict word testlib prints before the message: "ok", "wrong answer",
/// "wrong output format", "FAIL", "points".
std::string_view verdict_word(Verdict verdict);

/// The row of the verdict table that decided an outcome (docs/judging.md, "Verdicts"):
/// set where the verdict is decided (decide(), the readers' blame in check.cpp and the
/// front ends), so that a consumer (the replay) switches on it instead of reading the
/// message. A partial outcome keeps the row that rejected its moves.
enum class Rule {
  accepted,             // T is the jury time; the moves are legal, cost T, eat all food
  no_solution_agreed,   // "No solution.", as the jury says
  format,               // the output does not follow the format (or cannot be read)
  illegal_move,         // a move is rejected: AnswerReading::rejected_move says why
  too_many_moves,       // more letters than the jury time
  food_left,            // the moves end with food left
  claimed_time,         // T is not what the legal moves cost
  not_optimal,          // the moves cost more than the jury time
  time_differs,         // time-only: T is not the jury time
  time_but_no_solution, // time-only: a time where the jury says "No solution."
  no_solution_wrong,    // "No solution." where the jury has a time
  output_content,       // a content problem a front end found outside decide()
  jury_beaten,          // legal moves beat the jury answer: the jury is wrong
  input_broken,         // the input cannot be read
  jury_broken,          // the jury answer cannot be read or is not valid
  not_judged,           // legality only, without a jury: "No solution." cannot be judged
  internal_error,       // the checker itself failed (an exception, a file not readable)
};

/// The rule's short name ("illegal_move"), for logs and tests.
std::string_view rule_name(Rule rule);

/// What the checker decides about one contestant output, before a judge protocol turns
/// it into exit codes, files and score scales (checker/front_end/protocols/).
/// Invariants: score is 1 for ok, the policy's fraction for partial, 0 otherwise;
/// message and team_message are one line of printable ASCII (tokens from the files are
/// quoted and escaped); explanation is empty or a multi-line board picture (--explain).
struct Outcome {
  Verdict verdict = Verdict::judge_failure;
  double score = 0;           // fraction of the test's points, 0..1
  std::string message;        // for the judges: one line, without the verdict word
  std::string team_message;   // for the contestant: the message without the jury's figures
  std::string explanation;    // the board at the rejected move, when asked for
  Rule rule = Rule::internal_error;  // the row that decided the verdict
};

/// Where a problem was found: who is to blame for it.
enum class Source { input, jury, contestant };
/// What kind of problem: the bytes do not follow the format, or the content is wrong.
enum class Fault { format, content };

/// The verdict for a problem of `fault` in `source`: testlib's rule of blame.
Verdict blame(Source source, Fault fault);

/// The row of a problem of `fault` in `source`: input_broken, jury_broken, or, for the
/// contestant, format or output_content.
Rule fault_rule(Source source, Fault fault);

/// The outcome of a problem of `fault` in `source`, described by `message`.
Outcome fault_outcome(Source source, Fault fault, std::string message);

/// How to judge (the checker options that change verdicts).
struct Policy {
  /// The BZOJ / Luogu variant: only the first line (T or "No solution.") is judged.
  bool time_only = false;
  /// Fraction of the points awarded when T is the jury time but the moves are missing
  /// or rejected; 0 keeps such outputs wrong (WA or PE).
  double partial = 0;
};

/// The jury answer, read and checked against the input.
struct JuryAnswer {
  bool solvable = false;
  std::int64_t time = 0;  // T*, when solvable
};

/// A contestant's output, read and replayed (checker/core/answer_reading.hpp).
struct ContestantAnswer {
  /// The first format error ("line 2, column 9: expected a move letter ..."), if any.
  std::optional<std::string> format_error;
  /// The first line: nothing when it was malformed; false for "No solution.".
  std::optional<bool> solvable;
  std::int64_t claimed = 0;  // T, when solvable
  // The moves, when solvable and not time-only:
  std::uint64_t moves = 0;       // letters read
  bool over_limit = false;       // more than T* letters: they cost more than T*
  std::optional<std::string> rejection;  // the first illegal move, or a move after the end
  std::optional<std::string> food_left;  // "the moves end after move 9 ... food left: ..."
  std::int64_t cost = 0;         // what the legal moves cost
  std::size_t food_count = 0;    // k, for messages
  std::string explanation;       // the board at the rejection, when asked for
};

/// The verdict table. Precondition: the input and the jury answer were read without
/// problems (otherwise the outcome is a judge failure, see blame()).
Outcome decide(const JuryAnswer& jury, const ContestantAnswer& contestant,
               const Policy& policy);

/// A judge failure with `message` (a problem in the input, the jury answer, or the
/// checker itself); `team`, when given, is what a judge that shows a FAIL to the
/// contestant (Hydro does) may show instead: the message without the jury's figures.
/// `rule` is the row (input_broken, jury_broken, jury_beaten, not_judged, internal_error).
Outcome judge_failure(std::string message, std::string team = {},
                      Rule rule = Rule::internal_error);

}  // namespace snake::checker
