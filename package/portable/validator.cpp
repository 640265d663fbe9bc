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
#include <cerrno>
#include <cstdio>
#include <cstring>
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
bool write_overview(const std::string& name, const std::string& text) {
  std::FILE* file = name == "stdout" ? stdout : name == "stderr" ? stderr : std::fopen(name.c_str(), "wb");
  const bool written = file && std::fwrite(text.data(), 1, text.size(), file) == text.size();
  const bool closed = file && (file == stdout || file == stderr ? std::fflush(file) == 0 : std::fclose(file) == 0);
  return written && closed;
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
      file.open(*call.file, std::ios::binary);
      if (!file) {
        std::fputs(fmt::format("validator: cannot open {}\n", quote(*call.file)).c_str(), stderr);
        return k_file_problem;
      }
    }
    std::istream& in = call.file ? static_cast<std::istream&>(file) : std::cin;
    const std::string source = call.file ? *call.file : "stdin";
    try {
      const Instance instance = validate(in, call.options);
      if (call.overview && !write_overview(*call.overview, overview_log(instance, call.options))) {
        std::fputs(fmt::format("validator: cannot write {}: {}\n", quote(*call.overview),
                               std::strerror(errno)).c_str(), stderr);
        return k_file_problem;
      }
    } catch (const ReadError& e) {
      std::fputs(testlib_failure(e, source).c_str(), stderr);
      return k_invalid;
    }
    return k_valid;
  } catch (const Usage& e) {
    std::fputs(fmt::format("validator: {}\n", e.what()).c_str(), stderr);
    return k_usage;
  } catch (const std::exception& e) {
    std::fputs(fmt::format("validator: internal error: {}\n", one_line(e.what())).c_str(), stderr);
    return 4;
  }
}

}  // namespace snake::portable

int main(int argc, char** argv) { return snake::portable::run_validator(argc, argv); }
