// Kattis problem-format output validator (Kattis, DOMjudge, BAPCtools):
//   checker-kattis input answer feedback_dir [options] < output
// Exit 42 accepted, 43 wrong (wrong answer and wrong output format alike), 3 judge error
// (a FAIL: broken input or jury answer; never 0, which Kattis also reads as an error).
// Feedback files, joined to feedback_dir with or without its trailing slash:
// judgemessage.txt (verdict line, then the --explain board), teammessage.txt (the same,
// not written on a judge error), and, when --partial is set (a scoring problem),
// score.txt on every verdict but a judge error: the score on --points-scale (a fraction
// of 1 by default, which testdata.yaml's score multiplies). A partial result exits 42,
// so give --partial only to scoring problems.
#include <cstdio>
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"

namespace snake::checker {

namespace {

constexpr std::string_view k_usage = "checker-kattis input answer feedback_dir [options] < output";
constexpr int k_accepted = 42;
constexpr int k_wrong = 43;
constexpr int k_judge_error = 3;

int judge_error(std::string_view message) {
  fmt::print(stderr, "FAIL {}\n", one_line(message));
  return k_judge_error;
}

}  // namespace

int run_kattis(int argc, char** argv) {
  try {
    std::ios::sync_with_stdio(false);
    Settings settings;
    CommandLine command_line;
    try {
      command_line = parse_command_line(std::vector<std::string>(argv + 1, argv + argc),
                                        settings, {});
      if (command_line.help) {
        std::cout << "Usage: " << k_usage << "\n" << common_options(settings);
        return 0;
      }
      if (command_line.positional.size() != 3) {
        throw UsageError(fmt::format("expected 3 arguments before the flags, found {}",
                                     command_line.positional.size()));
      }
    } catch (const UsageError& e) {
      return judge_error(fmt::format("usage: {}: {}", k_usage, e.what()));
    }
    const auto& args = command_line.positional;
    const Outcome outcome = check_files(args[0], std::cin, args[1], settings.check);
    const std::filesystem::path feedback(args[2]);
    const std::string report = verdict_line(outcome) + "\n" + outcome.explanation;
    try {
      write_file((feedback / "judgemessage.txt").string(), report);
      if (outcome.verdict != Verdict::judge_failure) {
        write_file((feedback / "teammessage.txt").string(), report);
        if (settings.check.partial > 0) {
          write_file((feedback / "score.txt").string(), scaled_points(outcome, settings) + "\n");
        }
      }
    } catch (const std::exception& e) {
      return judge_error(e.what());
    }
    fmt::print(stderr, "{}", report);
    if (outcome.verdict == Verdict::judge_failure) return k_judge_error;
    return outcome.verdict == Verdict::ok || outcome.verdict == Verdict::partial ? k_accepted
                                                                                 : k_wrong;
  } catch (const std::exception& e) {
    return judge_error(fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace snake::checker
