// The CMS checker ("standard manager output", docs/judging.md, "CMS"); note the order of
// the files, and the task type's optional fourth argument:
//   checker-cms input correct_output contestant_output [batch|outputonly]
#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"
#include "cli/errors.hpp"
#include "model/text.hpp"

#include <fmt/format.h>

namespace snake::checker {

namespace {

Files files(const Invocation& call) {
  const auto& args = call.arguments;
  if (args.size() == 4 && args[3] != "batch" && args[3] != "outputonly") {
    throw cli::UsageError(fmt::format(
        "the fourth argument is CMS's task kind, batch or outputonly, not {}", quote(args[3])));
  }
  return Files{args[0], args[2], args[1]};
}

Reply reply(const Outcome& outcome, const Invocation&) {
  Reply r;
  if (outcome.verdict == Verdict::judge_failure) {
    // No score: CMS marks the evaluation failed instead of giving the contestant 0.
    r.exit_code = cli::k_negative;
    r.standard_error = verdict_line(outcome) + "\n";
    return r;
  }
  r.standard_output = decimal(outcome.score) + "\n";
  // CMS shows the first line to the contestant: the team message.
  r.standard_error = (outcome.verdict == Verdict::ok ? "translate:success" : team_line(outcome)) +
                     "\n" + outcome.explanation;
  return r;
}

}  // namespace

const Protocol& protocols::cms() {
  static const Protocol protocol{
      .executable = "checker-cms",
      .arguments = "input correct_output contestant_output [batch|outputonly]",
      .judges = "CMS (a Batch or BatchAndOutput task's checker manager)",
      .min_arguments = 3,
      .max_arguments = 4,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
