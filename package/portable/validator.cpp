// The single-source validator that packages carry (Polygon's files/val.cpp, Hydro's
// testdata/validator.cc): package/single_source.hpp writes this file and every project
// source it includes (the model's strict reader, validator/validation.hpp) as one C++17
// file that needs nothing but the standard library. The testlib protocol, as bin/validator
// speaks it (validator/main.cpp):
//   val [FILE] [--group G] [--testset T] [--testOverviewLogFileName F] [--max-side N]
//       [--max-food K] [--eol lf|crlf|any] < input
// exit 0 when valid; exit 3 and "FAIL <message> (stdin, line L)" on standard error when
// not; 2 for a bad command line, 1 for a file that cannot be read or written. testlib's
// --testMarkupFileName, --testCase and --testCaseFileName are accepted and ignored.
// The package's limits (the largest --max-side and --max-food its tests need) are
// compiled in as the defaults: package_validator_options(), written at the end of the
// file by bin/package; Polygon passes only --testset and --group. Standard input is read
// in binary mode everywhere (on Windows too), so the line-end policy is --eol's.
// Tested by tests/package/check_single_source.sh (g++ and clang++ -std=c++17; the
// validator cases of tests/cli/validator against bin/validator).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include "model/scanner.hpp"
#include "model/text.hpp"
#include "package/portable/io.hpp"
#include "validator/validation.hpp"

namespace snake::portable {

/// The validator limits of the package (defined at the end of the file by bin/package).
ValidatorOptions package_validator_options();

namespace {

constexpr int k_valid = 0;
constexpr int k_file_problem = 1;
constexpr int k_usage = 2;
constexpr int k_invalid = 3;

struct Usage : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Call {
  ValidatorOptions options;
  std::optional<std::string> file;
  std::optional<std::string> overview;
};

int side_or_food(const std::string& name, const std::string& value, int high) {
  const std::optional<std::int64_t> number = parse_integer(value);
  if (!number || *number < 1 || *number > high) {
    throw Usage(fmt::format("--{} must be an integer in 1..{}, not {}", name, high, quote(value)));
  }
  return static_cast<int>(*number);
}

Call parse(int argc, char** argv) {
  Call call;
  call.options = package_validator_options();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.size() < 2 || arg.compare(0, 2, "--") != 0) {
      if (call.file) throw Usage(fmt::format("one input file at most, not also {}", quote(arg)));
      call.file = arg;
      continue;
    }
    const std::size_t equals = arg.find('=');
    const std::string name = arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    std::string value;
    if (equals != std::string::npos) {
      value = arg.substr(equals + 1);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      throw Usage(fmt::format("the option '--{}' needs a value", name));
    }
    if (name == "max-side") {
      call.options.max_side = side_or_food(name, value, k_max_side);
    } else if (name == "max-food") {
      call.options.max_food = side_or_food(name, value, k_max_food);
    } else if (name == "group") {
      const GroupInfo* found = nullptr;
      for (const GroupInfo& group : k_groups) {
        if (group.name == value) found = &group;
      }
      if (!found) throw Usage(fmt::format("no group {}", quote(value)));
      call.options.group = found->group;
    } else if (name == "eol") {
      if (value == "lf") {
        call.options.line_end = LineEnd::lf;
      } else if (value == "crlf") {
        call.options.line_end = LineEnd::crlf;
      } else if (value == "any") {
        call.options.line_end = LineEnd::any;
      } else {
        throw Usage(fmt::format("--eol must be lf, crlf or any, not {}", quote(value)));
      }
    } else if (name == "testOverviewLogFileName") {
      call.overview = value;
    } else if (name != "testset" && name != "testMarkupFileName" && name != "testCase" &&
               name != "testCaseFileName") {
      throw Usage(fmt::format("unrecognised option {}", quote(arg)));
    }
  }
  return call;
}

// Writes the overview log to `name` (testlib's names stdout and stderr included).
std::optional<std::string> write_overview(const std::string& name, const std::string& text) {
  if (name == "stdout") return write_stream(stdout, text);
  if (name == "stderr") return write_stream(stderr, text);
  return write_file(name, text);
}

// A file problem: exit 1, as bin/validator.
int file_problem(const std::string& message) {
  write_stream(stderr, fmt::format("validator: {}\n", message));
  return k_file_problem;
}

}  // namespace

/// The validator's main.
int run_validator(int argc, char** argv) {
  try {
    const Call call = parse(argc, argv);
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    std::ifstream file;
    if (call.file) {
      bool missing = false;
      if (auto problem = open_problem(*call.file, missing)) return file_problem(*problem);
      file.open(*call.file, std::ios::binary);
      if (!file) return file_problem(fmt::format("cannot open {}: it cannot be read", quote(*call.file)));
    }
    std::istream& in = call.file ? static_cast<std::istream&>(file) : std::cin;
    const std::string source = call.file ? *call.file : "stdin";
    const std::string shown = call.file ? quote(*call.file) : "standard input";
    // A read that failed midway is no verdict on the input: libstdc++'s file buffer throws
    // it, standard input (stdio) marks it with ferror().
    const auto read_failed = [&] { return in.bad() || (!call.file && std::ferror(stdin)); };
    try {
      const Instance instance = validate(in, call.options);
      if (read_failed()) return file_problem(fmt::format("cannot read {}", shown));
      if (call.overview) {
        if (auto error = write_overview(*call.overview, overview_log(instance, call.options))) {
          return file_problem(*error);
        }
      }
    } catch (const ReadError& e) {
      if (read_failed()) return file_problem(fmt::format("cannot read {}", shown));
      write_stream(stderr, testlib_failure(e, source));
      return k_invalid;
    } catch (const std::ios_base::failure&) {
      return file_problem(fmt::format("cannot read {}", shown));
    }
    return k_valid;
  } catch (const Usage& e) {
    write_stream(stderr, fmt::format("validator: {}\n", e.what()));
    return k_usage;
  } catch (const std::exception& e) {
    write_stream(stderr, fmt::format("validator: internal error: {}\n", one_line(e.what())));
    return 4;
  }
}

}  // namespace snake::portable

int main(int argc, char** argv) { return snake::portable::run_validator(argc, argv); }
