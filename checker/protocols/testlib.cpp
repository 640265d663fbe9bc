// testlib protocol (Polygon, Codeforces, LemonLime testlib mode, UOJ, Hydro, LOJ):
//   checker input output answer [report [-appes]] [--testset T] [--group G] [options]
// Exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL, 7 points. Without a report
// file the verdict line ("ok ...", "points 0.5 ...") goes to standard error; with one,
// testlib's rules: the message alone in the file, or with -appes the XML
//   <?xml version="1.0" encoding="windows-1251"?><result outcome = "points" points = "0.5">
// Points are written on --points-scale (fraction of 1 for LemonLime/UOJ/Hydro, integer
// percent for LOJ, absolute with --full-score for Polygon).
#include <cstdio>
#include <iostream>

#include <fmt/format.h>

#include "checker/protocol.hpp"
#include "checker/protocols.hpp"

namespace po = boost::program_options;

namespace snake::checker {

namespace {

constexpr std::string_view k_usage =
    "checker input output answer [report [-appes]] [--testset T] [--group G] [options]";

int exit_code(Verdict verdict) {
  switch (verdict) {
    case Verdict::ok: return 0;
    case Verdict::wrong_answer: return 1;
    case Verdict::presentation_error: return 2;
    case Verdict::judge_failure: return 3;
    case Verdict::partial: return 7;
  }
  return 3;
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

std::string xml_escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += static_cast<unsigned char>(c) < 0x20 ? '.' : c;
    }
  }
  return out;
}

bool is_appes(std::string_view arg) { return arg == "-appes" || arg == "-APPES"; }

}  // namespace

int run_testlib(int argc, char** argv) {
  Settings settings;
  po::options_description extra("testlib options");
  extra.add_options()
      ("testset", po::value<std::string>()->value_name("T"), "accepted and ignored")
      ("group", po::value<std::string>()->value_name("G"), "accepted and ignored");
  std::vector<std::string> args;
  bool appes = false;
  for (std::string& arg : arguments(argc, argv)) {
    if (is_appes(arg)) {
      appes = true;
    } else {
      args.push_back(std::move(arg));
    }
  }
  return run_adapter(args, {k_usage, 3, 4}, settings, extra,
                     [&](const CommandLine& command_line) {
    const auto& files = command_line.positional;
    if (appes && files.size() != 4) throw UsageError("-appes needs a report file before it");
    const Outcome outcome = check_files(files[0], files[1], files[2], settings.check);
    // testlib's quitp puts the points in front of the message.
    const std::string message =
        outcome.verdict == Verdict::partial
            ? one_line(fmt::format("{} {}", scaled_points(outcome, settings), outcome.message))
            : one_line(outcome.message);
    if (files.size() == 4) {
      const std::string points =
          outcome.verdict == Verdict::partial
              ? fmt::format(" points = \"{}\"", scaled_points(outcome, settings))
              : "";
      const std::string report =
          appes ? fmt::format("<?xml version=\"1.0\" encoding=\"windows-1251\"?>"
                              "<result outcome = \"{}\"{}>{}</result>\n",
                              outcome_name(outcome.verdict), points, xml_escaped(message))
                : message + "\n";
      try {
        write_file(files[3], report);
      } catch (const std::exception& e) {
        return report_failure(e.what());
      }
    } else {
      fmt::print(stderr, "{} {}\n", verdict_word(outcome.verdict), message);
    }
    fmt::print(stderr, "{}", outcome.explanation);
    return exit_code(outcome.verdict);
  });
}

}  // namespace snake::checker
