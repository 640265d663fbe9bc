// The Kattis problem-format output validator (docs/judging.md, "Kattis"): Kattis,
// DOMjudge, BAPCtools.
//   checker-kattis input answer feedback_dir [flags] < output
#include <filesystem>

#include <fmt/format.h>

#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"

namespace snake::checker {

namespace {

constexpr int k_accepted = cli::k_kattis_yes;
constexpr int k_wrong = cli::k_kattis_no;

// The flags of the format's default output validator, which tools pass to every output
// validator (BAPCtools appends case_sensitive space_change_sensitive).
constexpr std::string_view k_default_flag = "a flag of the default output validator: ignored";
constexpr Word k_words[] = {
    {"case_sensitive", 0, k_default_flag},
    {"space_change_sensitive", 0, k_default_flag},
    {"float_tolerance", 1, k_default_flag},
    {"float_relative_tolerance", 1, k_default_flag},
    {"float_absolute_tolerance", 1, k_default_flag},
};

Files files(const Invocation& call) {
  return Files{call.arguments[0], std::nullopt, call.arguments[1]};
}

Reply reply(const Outcome& outcome, const Invocation& call) {
  const std::filesystem::path feedback(call.arguments[2]);
  const auto in_feedback = [&](const char* name) { return (feedback / name).string(); };
  const std::string judge = verdict_line(outcome) + "\n" + outcome.explanation;
  Reply r;
  r.files.push_back({in_feedback("judgemessage.txt"), judge});
  r.standard_error = judge;
  switch (outcome.verdict) {
    case Verdict::judge_failure: r.exit_code = cli::k_negative; return r;
    case Verdict::ok:
    case Verdict::partial: r.exit_code = k_accepted; break;
    case Verdict::wrong_answer:
    case Verdict::presentation_error: r.exit_code = k_wrong; break;
  }
  r.files.push_back({in_feedback("teammessage.txt"), team_line(outcome) + "\n" + outcome.explanation});
  // A scoring problem: the score of an accepted run; a rejected run (43) has none.
  if (call.settings.check.policy.partial > 0 && r.exit_code == k_accepted) {
    const Settings& s = call.settings;
    r.files.push_back({in_feedback("score.txt"),
                       scaled_points(outcome.score, s.scale, s.full_score) + "\n"});
  }
  return r;
}

}  // namespace

const Protocol& protocols::kattis() {
  static const Protocol protocol{
      .executable = "checker-kattis",
      .arguments = "input answer feedback_dir [flags] < output",
      .judges = "the Kattis problem format (Kattis, DOMjudge, BAPCtools)",
      .min_arguments = 3,
      .max_arguments = 3,
      .words = k_words,
      .kept_folder_argument = 2,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
