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

}  // namespace

int run_kattis(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // the output comes on standard input, byte by byte
  Settings settings;
  return run_adapter(arguments(argc, argv), {k_usage, 3, 3}, settings, {},
                     [&](const CommandLine& command_line) {
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
      return report_failure(e.what());
    }
    fmt::print(stderr, "{}", report);
    if (outcome.verdict == Verdict::judge_failure) return k_fail_exit;
    return outcome.verdict == Verdict::ok || outcome.verdict == Verdict::partial ? k_accepted
                                                                                 : k_wrong;
  });
}

}  // namespace snake::checker
