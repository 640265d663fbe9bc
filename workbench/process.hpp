// Child processes of the workbench: the project's tools (bin/judge, bin/generator) and
// the compiler, each started with posix_spawn from an argument vector (never a shell),
// standard input from a file or /dev/null, standard output and error into files.
// start() and finish() let a caller keep several running at once (mutants two at a
// time); run() is both.
// Cost: one fork and exec a call.
// Tested through the workbench's command-line cases (tests/cli/workbench).
#pragma once
#include <string>
#include <sys/types.h>
#include <vector>

namespace snake::workbench {

struct Redirect {
  std::string in = "/dev/null";   // standard input
  std::string out = "/dev/null";  // standard output (created or truncated)
  std::string err = "/dev/null";  // standard error (created or truncated)
};

/// Starts `argv` (argv[0] a path, or a name looked up in PATH); throws std::runtime_error
/// naming the program when it cannot be started.
pid_t start(const std::vector<std::string>& argv, const Redirect& redirect);
/// Waits for `pid`: its exit code, or 128 + N when signal N killed it.
int finish(pid_t pid);
/// start() then finish().
int run(const std::vector<std::string>& argv, const Redirect& redirect);
/// `argv` as one shell command line, each word quoted where it needs it.
std::string shell_line(const std::vector<std::string>& argv);

}  // namespace snake::workbench
