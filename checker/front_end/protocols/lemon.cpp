// The Lemon / LemonLime "lemon mode" special judge (docs/judging.md, "Lemon"):
//   checker-lemon input output answer full_score score_file message_file
#include <fmt/format.h>

#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"
#include "cli/errors.hpp"
#include "model/scanner.hpp"
#include "model/text.hpp"

namespace snake::checker {

namespace {

constexpr std::int64_t k_max_full_score = 1'000'000'000;

// Lemon passes the test's full score as an integer.
std::int64_t full_score(const Invocation& call) {
  const std::string& text = call.arguments[3];
  const auto value = parse_integer(text);
  if (!value || *value < 0 || *value > k_max_full_score) {
    throw cli::UsageError(fmt::format("full_score must be an integer in 0..{}, not {}",
                                      k_max_full_score, quote(text)));
  }
  return *value;
}

Files files(const Invocation& call) {
  full_score(call);  // checked before judging
  return Files{call.arguments[0], call.arguments[1], call.arguments[2]};
}

Reply reply(const Outcome& outcome, const Invocation& call) {
  const std::int64_t full = full_score(call);
  Reply r;
  r.files.push_back({call.arguments[4],
                     fmt::format("{}\n", outcome.verdict == Verdict::ok
                                             ? full
                                             : integer_points(outcome.score, full))});
  // The message file is shown to the contestant: the team message.
  r.files.push_back({call.arguments[5], team_line(outcome) + "\n" + outcome.explanation});
  if (outcome.verdict == Verdict::judge_failure) {
    r.exit_code = cli::k_negative;
    r.standard_error = verdict_line(outcome) + "\n";
  }
  return r;
}

}  // namespace

const Protocol& protocols::lemon() {
  static const Protocol protocol{
      .executable = "checker-lemon",
      .arguments = "input output answer full_score score_file message_file",
      .judges = "Lemon and LemonLime (lemon mode)",
      .min_arguments = 6,
      .max_arguments = 6,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
