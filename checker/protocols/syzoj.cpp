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

int fail(std::string_view message) {
  fmt::print(stderr, "FAIL {}\n", one_line(message));
  return 3;
}

}  // namespace

int run_syzoj(int argc, char** argv) {
  try {
    Settings settings;
    try {
      const CommandLine command_line = parse_command_line(
          std::vector<std::string>(argv + 1, argv + argc), settings, {});
      if (command_line.help) {
        std::cout << "Usage: " << k_usage << "\n" << common_options(settings);
        return 0;
      }
      if (!command_line.positional.empty()) {
        throw UsageError(fmt::format("expected no file arguments, found {}",
                                     command_line.positional.size()));
      }
    } catch (const UsageError& e) {
      return fail(fmt::format("usage: {}: {}", k_usage, e.what()));
    }
    const Outcome outcome = check_files("input", "user_out", "answer", settings.check);
    if (outcome.verdict == Verdict::judge_failure) return fail(outcome.message);
    fmt::print("{}\n", decimal(outcome.score * 100, false));
    fmt::print(stderr, "{}\n{}", verdict_line(outcome), outcome.explanation);
    return 0;
  } catch (const std::exception& e) {
    return fail(fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace snake::checker
