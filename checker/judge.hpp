// The special judge of the problem: the verdict table of shared/problem/judging.md.
// Three files meet here: the test input, the contestant's output and the jury answer
// (the solver's "T\nMOVES\n", a time-only "T\n", or "No solution.\n"). The contestant's
// moves are replayed with the model's Game (check_move, apply_move: the solver's rule
// code), stopping at the first rejected move. Blame follows the file: any problem in the
// input or the jury answer (unreadable, inconsistent, jury moves illegal or not costing
// the jury time) is a judge failure, never the contestant's fault; problems in the
// contestant's output are a presentation error (format) or a wrong answer (content).
// Cost: O(n m) for the input; O(1) memory and O(1) time per byte of the answers. The
// contestant's move string is streamed and read at most up to T* + 1 letters (a move
// costs at least 1, so a longer string cannot be optimal); with a jury "No solution."
// it is streamed to its end.
// Tested by tests/cli/checker (one folder per verdict-table row and per protocol) and
// tests/property (solver outputs and their one-letter mutations, garbage outputs).
#pragma once

#include <istream>

#include "checker/verdict.hpp"

namespace snake::checker {

struct CheckOptions {
  /// The BZOJ / Luogu variant: only the first line (T or "No solution.") is judged and
  /// the rest of the output is ignored.
  bool time_only = false;
  /// Fraction of the points awarded when T is the jury time but the moves line is
  /// missing or rejected; 0 keeps such outputs wrong (WA or PE).
  double partial = 0;
  /// After a rejected move, also draw the board at that moment (Outcome::explanation).
  bool explain = false;
};

/// Judges one contestant output. Never throws for any content of the three streams;
/// the streams are read as bytes (open them in binary mode).
Outcome check(std::istream& input, std::istream& output, std::istream& answer,
              const CheckOptions& options);

}  // namespace snake::checker
