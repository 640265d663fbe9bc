// Lemon / LemonLime "lemon mode" special judge:
//   checker-lemon input output answer full_score score_file message_file
// Writes the integer score (full_score when accepted, floor(full_score * F) for a
// --partial fraction F, 0 when wrong) to score_file and the verdict line (then the
// --explain board) to message_file; exit 0. A judge failure writes score 0 and the FAIL
// line, and exits 3, which LemonLime shows as a special judge error.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"
#include "model/text.hpp"

namespace snake::checker {

namespace {

constexpr std::string_view k_usage =
    "checker-lemon input output answer full_score score_file message_file [options]";

double parse_full_score(const std::string& text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
      value < 0) {
    throw UsageError(fmt::format("full_score must be a non-negative number, not {}",
                                 quote(text)));
  }
  return value;
}

}  // namespace

int run_lemon(int argc, char** argv) {
  Settings settings;
  return run_adapter(arguments(argc, argv), {k_usage, 6, 6}, settings, {},
                     [&](const CommandLine& command_line) {
    const auto& args = command_line.positional;
    const double full_score = parse_full_score(args[3]);
    const Outcome outcome = check_files(args[0], args[1], args[2], settings.check);
    const auto score = static_cast<long long>(
        outcome.verdict == Verdict::ok ? std::round(full_score)
                                       : std::floor(outcome.score * full_score + 1e-9));
    try {
      write_file(args[4], fmt::format("{}\n", score));
      write_file(args[5], verdict_line(outcome) + "\n" + outcome.explanation);
    } catch (const std::exception& e) {
      return report_failure(e.what());
    }
    if (outcome.verdict == Verdict::judge_failure) return report_failure(outcome.message);
    return 0;
  });
}

}  // namespace snake::checker
