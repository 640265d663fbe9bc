// The catch-all of every executable's main: protects the standard streams
// (cli/output.hpp), runs the tool's body and turns anything that escapes it into one line
// on standard error and the exit code of cli/exit_codes.hpp, in one style:
//   solver: unrecognised option '--time' (see solver --help)          usage, exit 2
//   solver: cannot open 'x.in': No such file or directory             file, exit 1
//   solver: cannot write to standard output: No space left on device  file, exit 1
//   solver: internal error: <what escaped>                            internal, exit 4
// and `TOOL --version` prints the build's provenance (cli/version.hpp), exit 0.
// A checker passes its own style: every such error is "FAIL checker: ..." and exit 3.
// Tested by the usage, file and output cases in tests/cli/.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cli/exit_codes.hpp"

namespace snake::cli {

struct ErrorStyle {
  std::string_view prefix;          // before the line: "" or "FAIL " (the checkers)
  int usage = k_usage_error;        // exit code of a UsageError
  int file = k_file_error;          // of an InputError or OutputError
  int internal = k_internal_error;  // of anything else
};

/// The style of the checkers: every error is a FAIL.
inline constexpr ErrorStyle k_checker_style{"FAIL ", k_negative, k_negative, k_negative};

/// Runs `body` as the main of `tool` (its executable name) and returns its exit code.
int run(std::string_view tool, const std::function<int()>& body, const ErrorStyle& style = {});

/// "PREFIX TOOL: MESSAGE (see TOOL --help)": the one usage-error line.
std::string usage_line(std::string_view tool, std::string_view message,
                       std::string_view prefix = {});

}  // namespace snake::cli
