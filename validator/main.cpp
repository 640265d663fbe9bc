// validator [FILE] [options]: decides whether a test input (standard input without FILE)
// is exactly what the statement promises, in the testlib protocol (Polygon, Codeforces,
// UOJ, LOJ, Hydro) or, with --kattis, the Kattis one (Kattis, DOMjudge, BAPCtools).
// The rules live in the model (strict read_instance) and validator/validation.hpp;
// this file is the command line: options, protocol, exit codes. --help lists both.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "validator/validation.hpp"

namespace po = boost::program_options;

namespace {

// Exit codes. Invalid input and a broken command line or file never share a code, so a
// judge cannot mistake "I could not run" for "the test is bad".
enum Exit {
  k_valid = 0,            // testlib
  k_io_error = 1,         // FILE cannot be opened, or the overview log cannot be written
  k_usage = 2,            // bad command line
  k_invalid = 3,          // testlib's FAIL
  k_kattis_valid = 42,
  k_kattis_invalid = 43,
};

struct UsageError {
  std::string message;
};

void print_help(const po::options_description& visible) {
  std::cout << "Usage: validator [FILE] [options]\n"
               "Checks that FILE (standard input without FILE) is exactly a test input of\n"
               "SDOI2011 \"Snake\": format (single spaces, the --eol line ends, one final\n"
               "line end, nothing else), consistency of snake and food, and the limits.\n\n"
            << visible
            << "\nGroups (--group NAME adds the subtask's constraint):\n";
  for (const snake::GroupInfo& group : snake::groups()) {
    std::cout << fmt::format("  {:<6}{}\n", group.name, group.constraint);
  }
  std::cout << "\nExit codes:\n"
               "  0   valid (testlib protocol), nothing printed\n"
               "  3   invalid (testlib protocol): one line on standard error,\n"
               "      FAIL line L, column C: <message> (stdin, line L)   (FILE instead of stdin)\n"
               "  42  valid (--kattis)\n"
               "  43  invalid (--kattis): one line on standard error,\n"
               "      validator: stdin: line L, column C: <message>\n"
               "  1   FILE cannot be read, or the overview log cannot be written\n"
               "  2   bad command line\n"
               "The overview log (testlib's format) is written only for a valid input;\n"
               "the names stdout and stderr write it to those streams.\n";
}

snake::LineEnd line_end_named(const std::string& name) {
  if (name == "lf") return snake::LineEnd::lf;
  if (name == "crlf") return snake::LineEnd::crlf;
  if (name == "any") return snake::LineEnd::any;
  throw UsageError{fmt::format("--eol must be lf, crlf or any, not '{}'", name)};
}

void check_range(const char* option, int value, int lo, int hi) {
  if (value < lo || value > hi) {
    throw UsageError{fmt::format("--{} must be in {}..{}, not {}", option, lo, hi, value)};
  }
}

// Writes the overview to `name` (testlib's special names stdout and stderr included).
bool write_overview(const std::string& name, const std::string& text) {
  if (name == "stdout" || name == "stderr") {
    std::FILE* stream = name == "stdout" ? stdout : stderr;
    return std::fputs(text.c_str(), stream) >= 0 && std::fflush(stream) == 0;
  }
  std::ofstream out(name, std::ios::binary);
  out << text;
  out.close();
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // a buffered std::cin: the scanner reads byte by byte

  std::string file;
  std::string group_name;
  std::string eol = "lf";
  std::string overview_file;
  snake::ValidatorOptions options;
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help")
      ("max-side", po::value<int>(&options.max_side)->default_value(options.max_side)
           ->value_name("N"),
       "largest n and m, 1..255 (original tests: 15)")
      ("max-food", po::value<int>(&options.max_food)->default_value(options.max_food)
           ->value_name("K"),
       "largest k, 1..8")
      ("group", po::value<std::string>(&group_name)->value_name("NAME"),
       "check a subtask group's constraint too (below)")
      ("testset", po::value<std::string>()->value_name("T"),
       "ignored (testlib judges pass it)")
      ("eol", po::value<std::string>(&eol)->default_value(eol)->value_name("POLICY"),
       "line ends: lf, crlf, or any (either, per line)")
      ("kattis", "Kattis protocol: exit 42 valid, 43 invalid")
      ("testOverviewLogFileName", po::value<std::string>(&overview_file)->value_name("FILE"),
       "write the bounds and features hit (Polygon)");
  po::options_description all;
  all.add(visible).add_options()("file", po::value<std::string>(&file));
  po::positional_options_description positional;
  positional.add("file", 1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(),
              vm);
    po::notify(vm);
    if (vm.count("help")) {
      print_help(visible);
      return k_valid;
    }
    check_range("max-side", options.max_side, 1, snake::k_max_side);
    check_range("max-food", options.max_food, 1, snake::k_max_food);
    options.line_end = line_end_named(eol);
    if (vm.count("group")) {
      options.group = snake::group_by_name(group_name);
      if (!options.group) {
        std::string names;
        for (const snake::GroupInfo& group : snake::groups()) {
          names += fmt::format("{}{}", names.empty() ? "" : ", ", group.name);
        }
        throw UsageError{fmt::format("unknown group '{}' (groups: {})", group_name, names)};
      }
    }
  } catch (const po::error& e) {
    fmt::print(stderr, "validator: {} (see validator --help)\n", e.what());
    return k_usage;
  } catch (const UsageError& e) {
    fmt::print(stderr, "validator: {} (see validator --help)\n", e.message);
    return k_usage;
  }
  const bool kattis = vm.count("kattis") > 0;

  std::ifstream stream;
  if (!file.empty()) {
    // A directory opens fine on POSIX and then reads as an empty, hence invalid, file.
    std::error_code error;
    if (std::filesystem::is_directory(file, error)) {
      fmt::print(stderr, "validator: cannot read '{}': it is a directory\n", file);
      return k_io_error;
    }
    stream.open(file, std::ios::binary);
    if (!stream) {
      fmt::print(stderr, "validator: cannot open '{}'\n", file);
      return k_io_error;
    }
  }
  const std::string source = file.empty() ? "stdin" : file;
  try {
    const snake::Instance instance = snake::validate(file.empty() ? std::cin : stream, options);
    if (!overview_file.empty() &&
        !write_overview(overview_file, snake::overview_log(instance, options))) {
      fmt::print(stderr, "validator: cannot write the overview log '{}'\n", overview_file);
      return k_io_error;
    }
  } catch (const snake::ReadError& e) {
    if (kattis) {
      fmt::print(stderr, "validator: {}: {}\n", source, e.what());
      return k_kattis_invalid;
    }
    fmt::print(stderr, "FAIL {} ({}, line {})\n", e.what(), source, e.where().line);
    return k_invalid;
  }
  return kattis ? k_kattis_valid : k_valid;
}
