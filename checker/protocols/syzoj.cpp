// syzoj / LOJ legacy / Hydro syzoj-compatible special judge: no arguments; the files
// input, user_out and answer are in the working directory.
//   checker-syzoj [options]
// Standard output: the score 0..100 (100 accepted, 100 * F for a --partial fraction F,
// 0 wrong); standard error: the verdict line, then the --explain board; exit 0. A judge
// failure exits 3 with the FAIL line and nothing on standard output, which syzoj reports
// as a special judge error.
#include <cstdio>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"

namespace snake::checker {

namespace {

constexpr std::string_view k_usage = "checker-syzoj [options]  (reads ./input, ./user_out, ./answer)";

}  // namespace

int run_syzoj(int argc, char** argv) {
  Settings settings;
  return run_adapter(arguments(argc, argv), {k_usage, 0, 0}, settings, {},
                     [&](const CommandLine&) {
    const Outcome outcome = check_files("input", "user_out", "answer", settings.check);
    if (outcome.verdict == Verdict::judge_failure) return report_failure(outcome.message);
    fmt::print("{}\n", decimal(outcome.score * 100, false));
    fmt::print(stderr, "{}\n{}", verdict_line(outcome), outcome.explanation);
    return 0;
  });
}

}  // namespace snake::checker
