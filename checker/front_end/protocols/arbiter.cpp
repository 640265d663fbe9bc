// The Arbiter (NOI Linux) special judge, <problem>_e in the contest's filter/ directory
// (docs/judging.md, "Arbiter"):
//   checker-arbiter input output answer [--score-file PATH]
#include <fmt/format.h>

#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"

namespace snake::checker {

namespace {

constexpr std::string_view k_default_score_file = "/tmp/_eval.score";
constexpr std::string_view k_score_file_variable = "SNAKE_ARBITER_SCORE_FILE";
constexpr std::string_view k_environment[] = {k_score_file_variable};
constexpr ProtocolOption k_options[] = {
    {"score-file", "PATH",
     "where to write the result instead of /tmp/_eval.score (default: "
     "$SNAKE_ARBITER_SCORE_FILE, else /tmp/_eval.score)"},
};

Files files(const Invocation& call) {
  return Files{call.arguments[0], call.arguments[1], call.arguments[2]};
}

Reply reply(const Outcome& outcome, const Invocation& call) {
  const std::string path = call.option_or_environment("score-file", k_score_file_variable)
                               .value_or(std::string(k_default_score_file));
  Reply r;
  // Line 1 the message the contestant reads (the team message), line 2 an integer score
  // out of 10.
  r.files.push_back({path, fmt::format("{}\n{}\n", team_line(outcome),
                                       integer_points(outcome.score, 10))});
  // The board goes to standard error: Arbiter reads exactly one message line.
  r.standard_error = verdict_line(outcome) + "\n" + outcome.explanation;
  r.exit_code = outcome.verdict == Verdict::judge_failure ? cli::k_negative : 0;
  return r;
}

}  // namespace

const Protocol& protocols::arbiter() {
  static const Protocol protocol{
      .executable = "checker-arbiter",
      .arguments = "input output answer",
      .judges = "Arbiter (NOI Linux)",
      .min_arguments = 3,
      .max_arguments = 3,
      .options = k_options,
      .environment = k_environment,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
