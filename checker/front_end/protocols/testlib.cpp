// The testlib protocol (docs/judging.md, "testlib"): Polygon, Codeforces, LemonLime in
// testlib mode, UOJ, Hydro, LOJ.
//   checker input output answer [report [-appes]] [--testset T] [--group G] [options]
#include <fmt/format.h>

#include "checker/front_end/protocol.hpp"
#include "cli/exit_codes.hpp"
#include "cli/errors.hpp"
#include "model/text.hpp"

namespace snake::checker {

namespace {

constexpr Word k_words[] = {
    {"-appes", 0, "write the report file as testlib's XML (after the report file)"},
    {"-APPES", 0, "the same"},
};

constexpr ProtocolOption k_options[] = {
    {"testset", "T", "accepted and ignored (testlib judges pass it)"},
    {"group", "G", "accepted and ignored (testlib judges pass it)"},
};

int exit_code(Verdict verdict) {
  switch (verdict) {
    case Verdict::ok: return 0;
    case Verdict::wrong_answer: return 1;
    case Verdict::presentation_error: return 2;
    case Verdict::judge_failure: return cli::k_negative;
    case Verdict::partial: return 7;
  }
  return cli::k_negative;
}

std::string_view outcome_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::ok: return "accepted";
    case Verdict::wrong_answer: return "wrong-answer";
    case Verdict::presentation_error: return "presentation-error";
    case Verdict::judge_failure: return "fail";
    case Verdict::partial: return "points";
  }
  return "fail";
}

bool appes(const Invocation& call) { return call.has_word("-appes") || call.has_word("-APPES"); }

Files files(const Invocation& call) {
  const auto& args = call.arguments;
  if (appes(call) && args.size() != 4) {
    throw cli::UsageError("-appes needs a report file before it");
  }
  return Files{args[0], args[1], args[2]};
}

Reply reply(const Outcome& outcome, const Invocation& call) {
  const Settings& settings = call.settings;
  const std::string points = scaled_points(outcome.score, settings.scale, settings.full_score);
  // testlib's quitp puts the points in front of the message. Every judge of this protocol
  // may show the message to the contestant (Hydro and LOJ do, a FAIL too): the team
  // message, without the jury's figures, except for a FAIL's reason.
  // testlib judges keep no judges' message of their own: a FAIL gives its reason after the
  // team text (shown_message), so that whoever reads it there (Hydro's record, Polygon's
  // invocation table) learns what to fix.
  std::string text = shown_message(outcome);
  if (outcome.verdict == Verdict::partial) text = fmt::format("{} {}", points, text);
  const std::string message = one_line(text);
  Reply r;
  r.exit_code = exit_code(outcome.verdict);
  if (call.arguments.size() == 4) {
    const std::string points_attribute =
        outcome.verdict == Verdict::partial ? fmt::format(" points = \"{}\"", points) : "";
    r.files.push_back(
        {call.arguments[3],
         appes(call) ? fmt::format("<?xml version=\"1.0\" encoding=\"windows-1251\"?>"
                                   "<result outcome = \"{}\"{}>{}</result>\n",
                                   outcome_name(outcome.verdict), points_attribute,
                                   markup_escaped(message))
                     : message + "\n"});
  } else {
    r.standard_error = fmt::format("{} {}\n", verdict_word(outcome.verdict), message);
  }
  r.standard_error += outcome.explanation;
  return r;
}

}  // namespace

const Protocol& protocols::testlib() {
  static const Protocol protocol{
      .executable = "checker",
      .arguments = "input output answer [report [-appes]]",
      .judges = "testlib (Polygon, Codeforces, LemonLime testlib mode, UOJ, Hydro, LOJ)",
      .min_arguments = 3,
      .max_arguments = 4,
      .words = k_words,
      .options = k_options,
      .files = files,
      .reply = reply,
  };
  return protocol;
}

}  // namespace snake::checker
