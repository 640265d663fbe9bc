// The exit codes of every executable, in one table (README "Exit codes" repeats it), and
// the Kattis protocol's two.
// The checkers speak their judge's protocol instead (docs/judging.md); for them every
// error of this table is a FAIL, exit code 3, which every judge reads as "checker
// broken", never as a verdict on the contestant.
#pragma once

namespace snake::cli {

enum ExitCode : int {
  /// Done: solved, valid, written.
  k_success = 0,
  /// A file problem: an input cannot be read, or is malformed or inconsistent (solver,
  /// replay); an output cannot be written (every tool); the generator's parameters
  /// cannot give an instance.
  k_file_error = 1,
  /// A bad command line.
  k_usage_error = 2,
  /// The tool's own negative result: the validator's "invalid" (testlib's FAIL), the
  /// solver's "over the memory budget", a checker's FAIL, the judge driver's "some test
  /// did not get its expected verdict".
  k_negative = 3,
  /// An internal error: a bug. The message says what escaped.
  k_internal_error = 4,
  /// Interrupted by the operator (SIGINT, SIGTERM, SIGHUP: the judge driver), 128 +
  /// SIGINT as shells report it.
  k_interrupted = 130,
};

/// The Kattis problem format's exit codes, spoken by the validator (--kattis: valid,
/// invalid) and checker-kattis (accepted, wrong answer); every other code of a Kattis
/// validator is a judge error.
enum KattisExitCode : int {
  k_kattis_yes = 42,
  k_kattis_no = 43,
};

}  // namespace snake::cli
