// validator [FILE] [options]: decides whether a test input (standard input without FILE)
// is exactly what the statement promises, in the testlib protocol (Polygon, Codeforces,
// UOJ, LOJ, Hydro) or, with --kattis, the Kattis one (Kattis, DOMjudge, BAPCtools).
// The rules live in the model (strict read_instance) and validator/validation.hpp; the
// command line, files and exit codes in the front end (cli/). --help lists both.
#include <array>
#include <string>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "validator/validation.hpp"

namespace {

namespace po = boost::program_options;
using snake::cli::Choice;
using snake::cli::InRange;

// Exit codes of the Kattis protocol (cli/exit_codes.hpp).
constexpr int k_kattis_valid = snake::cli::k_kattis_yes;
constexpr int k_kattis_invalid = snake::cli::k_kattis_no;

constexpr std::array<snake::cli::Named<snake::LineEnd>, 3> k_line_ends{{
    {"lf", snake::LineEnd::lf},
    {"crlf", snake::LineEnd::crlf},
    {"any", snake::LineEnd::any},
}};

using Side = InRange<int, 1, snake::k_max_side>;
using Food = InRange<int, 1, snake::k_max_food>;

std::string help(const po::options_description& visible) {
  std::string text =
      "Usage: validator [FILE] [options]\n"
      "Checks that FILE (standard input without FILE) is exactly a test input of\n"
      "SDOI2011 \"Snake\": format (single spaces, the --eol line ends, one final\n"
      "line end, nothing else), consistency of snake and food, and the limits.\n\n";
  text += snake::cli::describe(visible);
  text += "\nGroups (--group NAME adds the subtask's constraint):\n";
  for (const snake::GroupInfo& group : snake::k_groups) {
    text += fmt::format("  {:<6}{}\n", group.name, group.constraint);
  }
  text +=
      "\nExit codes:\n"
      "  0   valid (testlib protocol), nothing printed\n"
      "  3   invalid (testlib protocol): one line on standard error,\n"
      "      FAIL line L, column C: <message> (stdin, line L)   (FILE instead of stdin)\n"
      "  42  valid (--kattis)\n"
      "  43  invalid (--kattis): one line on standard error,\n"
      "      validator: stdin: line L, column C: <message>\n"
      "  1   FILE cannot be read, or the overview log cannot be written\n"
      "  2   bad command line\n"
      "  4   internal error\n"
      "The overview log (testlib's format) and the constraints file (BAPCtools') are\n"
      "written only for a valid input; for the overview log, the names stdout and\n"
      "stderr write it to those streams.\n";
  return text;
}

// Writes the overview to `name` (testlib's special names stdout and stderr included).
void write_overview(const std::string& name, const std::string& text) {
  if (name == "stdout") {
    snake::cli::write_stdout(text);
  } else if (name == "stderr") {
    snake::cli::write_stderr(text);
  } else {
    snake::cli::write_file(name, text);
  }
}

int validate(int argc, char** argv) {
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help")
      ("max-side", po::value<Side>()->default_value(Side{snake::k_statement_max_side},
                                           std::to_string(snake::k_statement_max_side))
           ->value_name("N"),
       "largest n and m, 1..255 (default: data/constraints.def's)")
      ("max-food", po::value<Food>()->default_value(Food{snake::k_statement_max_food},
                                           std::to_string(snake::k_statement_max_food))
           ->value_name("K"),
       "largest k, 1..8")
      ("group", po::value<Choice<snake::k_groups>>()->value_name("NAME"),
       "check a subtask group's constraint too (below)")
      ("eol", po::value<Choice<k_line_ends>>()->default_value({&k_line_ends[0]}, "lf")
           ->value_name("POLICY"),
       "line ends: lf, crlf, or any (either, per line)")
      ("kattis", po::bool_switch(), "Kattis protocol: exit 42 valid, 43 invalid")
      ("testOverviewLogFileName", po::value<std::string>()->value_name("FILE"),
       "write the bounds and features hit (Polygon)")
      ("constraints_file", po::value<std::string>()->value_name("FILE"),
       "write the bounds checked and the values seen (BAPCtools)")
      ("testset", po::value<std::string>()->value_name("T"), "ignored (testlib judges pass it)")
      ("testMarkupFileName", po::value<std::string>()->value_name("FILE"),
       "ignored (testlib passes it)")
      ("testCase", po::value<std::string>()->value_name("N"), "ignored (testlib passes it)")
      ("testCaseFileName", po::value<std::string>()->value_name("FILE"),
       "ignored (testlib passes it)");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), visible, 0, 1);
  if (command_line.help) {
    snake::cli::write_stdout(help(visible));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  snake::ValidatorOptions options;
  options.max_side = values["max-side"].as<Side>().value;
  options.max_food = values["max-food"].as<Food>().value;
  options.line_end = values["eol"].as<Choice<k_line_ends>>().value();
  if (values.count("group")) options.group = values["group"].as<Choice<snake::k_groups>>().entry->group;
  const bool kattis = values["kattis"].as<bool>();

  snake::cli::InputFile file = snake::cli::open_or_throw(
      command_line.positional.empty() ? "" : command_line.positional[0]);
  const std::string source = command_line.positional.empty() ? "stdin" : file.name();
  try {
    const snake::Instance instance = snake::validate(file.stream(), options);
    if (values.count("testOverviewLogFileName")) {
      write_overview(values["testOverviewLogFileName"].as<std::string>(),
                     snake::overview_log(instance, options));
    }
    if (values.count("constraints_file")) {
      snake::cli::write_file(values["constraints_file"].as<std::string>(),
                             snake::constraints_log(instance, options));
    }
  } catch (const snake::ReadError& e) {
    // A read that failed midway is no verdict on the input.
    if (auto error = file.read_error()) throw snake::cli::InputError(*error);
    if (kattis) {
      snake::cli::message(fmt::format("validator: {}: {}\n", source, e.what()));
      return k_kattis_invalid;
    }
    snake::cli::message(snake::testlib_failure(e, source));
    return snake::cli::k_negative;
  }
  if (auto error = file.read_error()) throw snake::cli::InputError(*error);
  return kattis ? k_kattis_valid : snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("validator", [&] { return validate(argc, argv); });
}
