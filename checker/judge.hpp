// The special judge: three files meet here, the test input, the contestant's output and
// the jury answer (the solver's "T\nMOVES\n", a time-only "T\n", or "No solution.\n").
// check() reads the input and the jury answer (any problem there is a judge failure),
// reads and replays the contestant's output with the same reader
// (checker/answer_reading.hpp), and hands both to the verdict table
// (checker/verdict.hpp). No judge protocol, option parsing or file handling here:
// checker/protocols/ and the front end do that.
// Cost: O(n m) for the input; O(1) memory and O(1) time per byte of the answers. The
// contestant's moves are read at most up to T* + 1 letters; with a jury "No solution."
// they are streamed to their end.
// Tested by tests/cli/checker (one folder per verdict-table row and per protocol) and
// tests/property (solver outputs and their one-letter mutations, garbage outputs).
#pragma once

#include <istream>

#include "checker/verdict.hpp"

namespace snake::checker {

struct CheckOptions {
  Policy policy;
  /// After a rejected move, also draw the board at that moment (Outcome::explanation).
  bool explain = false;
};

/// Judges one contestant output. Never throws for any content of the three streams;
/// the streams are read as bytes (open them in binary mode).
Outcome check(std::istream& input, std::istream& output, std::istream& answer,
              const CheckOptions& options);

}  // namespace snake::checker
