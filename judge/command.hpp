// bin/judge's command line and what it does with it: the options (cli/options.hpp), the
// set-up (tests, limits from the package's limits.tsv, the sandbox and the cgroups the
// host allows, the compilation of a source), the judging (judge/session.hpp) and the
// reports (judge/report.hpp) on standard output, --json and --junit (cli::write_file).
// Exit codes (cli/exit_codes.hpp): 0 every expectation met, 1 a file or set-up problem
// (tests, manifest, a sandbox or cgroup that cannot be had, a report that cannot be
// written), 2 bad command line, 3 an expectation not met (a FAIL verdict, a compilation
// error), 4 internal error, 130 interrupted. docs/judge.md is the manual.
// Tested by the cases of tests/cli/judge/ and the package tests.
#pragma once

namespace snake::judge {

/// bin/judge's main.
int judge_command(int argc, char** argv);

}  // namespace snake::judge
