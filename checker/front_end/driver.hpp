// The shared driver of every checker executable (docs/judging.md): parses the command
// line and SNAKE_CHECKER_OPTIONS with the front end (cli/), opens the three files with
// the right blame, judges them in one pass (checker/core/check.hpp), asks the protocol
// for its report and writes it: result files (whole or absent, cli::write_file) and
// standard output first, each write checked (a verdict that cannot be written is a FAIL,
// never a success), then the messages on standard error, whose failure changes nothing.
// With --html it watches that pass (replay::TraceRecorder) and writes the page last; a
// page path onto a result of the protocol is refused before judging.
// Tested by the protocol, full-disk and html cases of tests/cli/checker.
#pragma once

#include "checker/front_end/protocol.hpp"

namespace snake::checker {

/// The main of a checker executable speaking `protocol`.
int run_protocol(const Protocol& protocol, int argc, char** argv);

}  // namespace snake::checker
