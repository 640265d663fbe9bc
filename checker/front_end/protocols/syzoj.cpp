// The syzoj / LOJ legacy / Hydro syzoj-mode special judge (docs/judging.md, "syzoj"):
// no arguments; the files input, user_out and answer in the working directory.
//   checker-syzoj
#include <fmt/format.h>

#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"

namespace snake::checker {

namespace {

Files files(const Invocation&) { return Files{"input", "user_out", "answer"}; }

Reply reply(const Outcome& outcome, const Invocation&) {
  Reply r;
  if (outcome.verdict == Verdict::judge_failure) {
    r.exit_code = cli::k_negative;  // no score: a special judge error
    // A judge may still show standard error: the team message, as for every verdict.
    r.standard_error = team_line(outcome) + "\n";
    return r;
  }
  r.standard_output = fmt::format("{}\n", integer_points(outcome.score, 100));
  // Standard error is shown to the contestant: the team message.
  r.standard_error = team_line(outcome) + "\n" + outcome.explanation;
  return r;
}

}  // namespace

const Protocol& protocols::syzoj() {
  static const Protocol protocol{
      .executable = "checker-syzoj",
      .arguments = "(reads ./input, ./user_out, ./answer)",
      .judges = "syzoj, LOJ legacy and Hydro's syzoj mode",
      .min_arguments = 0,
      .max_arguments = 0,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
