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

int fail(std::string_view message) {
  fmt::print(stderr, "FAIL {}\n", one_line(message));
  return 3;
}

}  // namespace

int run_arbiter(int argc, char** argv) {
  try {
    Settings settings;
    std::string score_file;
    po::options_description extra("Arbiter options");
    extra.add_options()("score-file", po::value<std::string>(&score_file)->value_name("PATH"),
                        "where to write the result instead of /tmp/_eval.score (default: "
                        "$SNAKE_ARBITER_SCORE_FILE, else /tmp/_eval.score)");
    CommandLine command_line;
    try {
      command_line = parse_command_line(std::vector<std::string>(argv + 1, argv + argc),
                                        settings, extra);
      if (command_line.help) {
        std::cout << "Usage: " << k_usage << "\n" << common_options(settings) << extra;
        return 0;
      }
      if (command_line.positional.size() != 3) {
        throw UsageError(
            fmt::format("expected 3 file arguments, found {}", command_line.positional.size()));
      }
    } catch (const UsageError& e) {
      return fail(fmt::format("usage: {}: {}", k_usage, e.what()));
    }
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
      write_file(score_file,
                 fmt::format("{}\n{}\n", verdict_line(outcome), decimal(outcome.score * 10, false)));
    } catch (const std::exception& e) {
      return fail(e.what());
    }
    return outcome.verdict == Verdict::judge_failure ? 3 : 0;
  } catch (const std::exception& e) {
    return fail(fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace snake::checker
