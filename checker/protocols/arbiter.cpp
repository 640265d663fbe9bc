// Arbiter (NOI Linux) special judge, installed in the contest's filter/ directory as
// <problem>_e:
//   checker-arbiter input output answer
// Writes /tmp/_eval.score: line 1 the verdict line (one line), line 2 the score out of
// 10 (10 accepted, 10 * F for a --partial fraction F, 0 wrong). The file's path can be
// moved with --score-file or the environment variable SNAKE_ARBITER_SCORE_FILE (tests
// run in parallel use it). A judge failure writes the FAIL line and 0, and exits 3.
// The --explain board goes to standard error: Arbiter reads exactly one message line.
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"

namespace po = boost::program_options;

namespace snake::checker {

namespace {

constexpr std::string_view k_usage = "checker-arbiter input output answer [options]";
constexpr const char* k_default_score_file = "/tmp/_eval.score";

}  // namespace

int run_arbiter(int argc, char** argv) {
  Settings settings;
  std::string score_file;
  po::options_description extra("Arbiter options");
  extra.add_options()("score-file", po::value<std::string>(&score_file)->value_name("PATH"),
                      "where to write the result instead of /tmp/_eval.score (default: "
                      "$SNAKE_ARBITER_SCORE_FILE, else /tmp/_eval.score)");
  return run_adapter(arguments(argc, argv), {k_usage, 3, 3}, settings, extra,
                     [&](const CommandLine& command_line) {
    if (score_file.empty()) {
      const char* from_environment = std::getenv("SNAKE_ARBITER_SCORE_FILE");
      score_file = from_environment != nullptr && *from_environment != '\0'
                       ? from_environment
                       : k_default_score_file;
    }
    const auto& files = command_line.positional;
    const Outcome outcome = check_files(files[0], files[1], files[2], settings.check);
    fmt::print(stderr, "{}\n{}", verdict_line(outcome), outcome.explanation);
    try {
      write_file(score_file, fmt::format("{}\n{}\n", verdict_line(outcome),
                                         decimal(outcome.score * 10, false)));
    } catch (const std::exception& e) {
      return report_failure(e.what());
    }
    return outcome.verdict == Verdict::judge_failure ? k_fail_exit : 0;
  });
}

}  // namespace snake::checker
