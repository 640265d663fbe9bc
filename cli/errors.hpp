// The errors a tool's main reports through the front end (cli/main.hpp), each with the
// exit code of cli/exit_codes.hpp. Messages are one line, without the tool's name.
#pragma once

#include <stdexcept>

namespace snake::cli {

/// A malformed command line: exit 2 (a FAIL for the checkers).
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// --version was asked for: cli::run() prints the build's provenance (cli/version.hpp)
/// and exits 0, whatever else the command line holds.
class VersionRequest : public std::runtime_error {
 public:
  VersionRequest() : std::runtime_error("--version") {}
};

/// A file that cannot be read, or whose content the tool cannot use: exit 1.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A result that could not be written (a full disk, a closed stream): exit 1, and never
/// a success.
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace snake::cli
