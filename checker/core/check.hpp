// The judging pass: three files meet here, the test input, the contestant's output and
// the jury answer (the solver's "T\nMOVES\n", a time-only "T\n", or "No solution.\n").
// check() reads the input and the jury answer (any problem there is a judge failure),
// reads and replays the contestant's output with the same reader
// (checker/core/answer_reading.hpp), and hands both to the verdict table
// (checker/core/verdict.hpp). A caller that shows the replay (replay/: the page of
// checker --html and bin/replay) watches this one pass through an Observer instead of
// judging a second time. No protocol, option parsing or files: checker/front_end/.
// An empty jury answer (nothing but blanks) is no fault: the checker finds the optimum
// itself with the model's search within CheckOptions::self_solve and judges against it,
// saying so in the judges' message; past the budget it is a judge failure saying which
// bound. A non-empty broken answer stays a judge failure.
// Cost: O(n m) for the input; O(1) memory and O(1) time per byte of the answers. The
// contestant's moves are read at most up to T* + 1 letters; with a jury "No solution."
// (or none: check_legality) they are streamed to their end.
// Tested by tests/cli/checker (a folder per verdict-table row and per protocol),
// tests/property and tests/replay/test_replay.cpp (the observer).
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>

#include "checker/core/answer_reading.hpp"
#include "checker/core/verdict.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"

namespace snake::checker {

/// What the checker may spend finding the optimum itself when the jury answer is empty
/// (a hack on Hydro or Codeforces, a setter's quick check with an empty answer file):
/// the model's search (model/search.hpp), stopped past either bound. Boards of the
/// statement's size (15 x 15, k <= 4) take milliseconds (bench/checker_self_solve.cpp).
struct SelfSolveBudget {
  std::size_t memory_bytes = std::size_t{256} << 20;
  std::int64_t time_ms = 2000;
};

struct CheckOptions {
  Policy policy;
  SelfSolveBudget self_solve;
  /// After a rejected move, also draw the board at that moment (Outcome::explanation).
  bool explain = false;
  /// The output is a move string alone, without the time line (replay: "RDDL..."): it
  /// is judged as claiming T = what its legal moves cost, so only the moves can be wrong.
  bool bare_moves = false;
};

/// Watches one judging pass. Each call comes at most once (move_played once a move), in
/// this order; a pass that stops early (an unreadable input or jury answer) makes fewer.
class Observer {
 public:
  virtual ~Observer() = default;
  /// The input, once read and checked.
  virtual void instance_read(const Instance&) {}
  /// Each move the replay of the contestant's output plays (every legal move before the
  /// first rejection, in order), with the game after it.
  virtual void move_played(const MoveCheck&, const Game&) {}
  /// The contestant's output, read to its end (or to the letter limit) and replayed.
  virtual void output_read(const AnswerReading&) {}
};

/// Judges one contestant output. Never throws for any content of the three streams;
/// the streams are read as bytes (open them in binary mode).
Outcome check(std::istream& input, std::istream& output, std::istream& answer,
              const CheckOptions& options, Observer* observer = nullptr);

/// Judges the legality of one output without a jury answer (replay --no-jury): every
/// rule is the checker's, but the jury time is taken to be what the legal moves cost
/// (at least 1), so optimality is not judged. "No solution." cannot be judged this way:
/// its outcome is a judge failure saying so.
Outcome check_legality(std::istream& input, std::istream& output, const CheckOptions& options,
                       Observer* observer = nullptr);

/// The message of check_legality's outcome for "No solution.".
inline constexpr std::string_view k_not_judged_without_jury =
    "not judged: 'No solution.' cannot be judged without a jury answer";

}  // namespace snake::checker
