// CMS "standard manager output" checker (note the order of the files):
//   checker-cms input correct_output contestant_output
// First line of standard output: the score in [0, 1] ("1.0", "0.0", the --partial
// fraction); first line of standard error: the message ("translate:success" when
// accepted, which CMS localises; otherwise the verdict line). Exit 0. A judge failure
// exits 3 with the FAIL line on standard error and nothing on standard output, so CMS
// reports the evaluation as failed instead of giving the contestant 0.
// With --explain the board follows on later standard error lines (CMS shows only the
// first; they stay in the worker's log).
#include <cstdio>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"

namespace snake::checker {

namespace {

constexpr std::string_view k_usage =
    "checker-cms input correct_output contestant_output [options]";

}  // namespace

int run_cms(int argc, char** argv) {
  Settings settings;
  return run_adapter(arguments(argc, argv), {k_usage, 3, 3}, settings, {},
                     [&](const CommandLine& command_line) {
    const auto& files = command_line.positional;
    const Outcome outcome = check_files(files[0], files[2], files[1], settings.check);
    if (outcome.verdict == Verdict::judge_failure) return report_failure(outcome.message);
    const std::string message =
        outcome.verdict == Verdict::ok ? "translate:success" : verdict_line(outcome);
    fmt::print("{}\n", decimal(outcome.score));
    fmt::print(stderr, "{}\n{}", message, outcome.explanation);
    return 0;
  });
}

}  // namespace snake::checker
