// One judging session: every test run (judge/runner.hpp) in the sandbox or under a
// keeper, up to -j at a time, a failed run under an address-space limit rerun once with
// twice the limit to tell MLE from RE (judge/verdict.hpp), and the output judged
// in-process by the checker's core (checker/core/check.hpp, the same code as bin/checker).
// Outputs of rejected tests are kept for replays when asked. The compiler runs through
// the same runner, under limits of its own.
// Tested by the fixture cases in tests/judge/ and by the package tests, which judge
// every tagged solution through bin/judge.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "checker/core/check.hpp"
#include "judge/runner.hpp"
#include "judge/sandbox.hpp"
#include "judge/scoring.hpp"
#include "judge/test_set.hpp"

namespace snake::judge {

struct Session {
  std::vector<std::string> command;       // the program's argv (argv[0] a path)
  std::optional<SandboxProfile> sandbox;  // run in bwrap (the user is set per job slot)
  Limits limits;
  const CgroupSession* cgroups = nullptr;  // a cgroup per run (cgroup mechanism)
  checker::CheckOptions check;
  std::filesystem::path scratch;                 // the judge's own files (outputs)
  std::optional<std::filesystem::path> replays;  // keep rejected outputs here
};

/// The run of `command` (a program's argv) in `session`'s way (sandbox or keeper,
/// cgroup, process bound) at job slot `slot`.
RunSpec run_spec(const Session& session, const std::vector<std::string>& command, int slot);

/// Judges `tests`, up to `jobs` at a time, calling `progress` after each with the
/// number done; the results in the order of `tests`. Stops starting tests once
/// stop_requested(); the results then hold only the tests that ran.
std::vector<TestResult> judge_tests(
    const Session& session, const std::vector<TestCase>& tests, int jobs,
    const std::function<void(const TestResult&, std::size_t)>& progress);

/// The limits of a compilation: `cpu_seconds` of CPU time (3 x that + 1 of wall
/// clock), 1024 MiB of memory, 64 MiB a file it writes.
Limits compile_limits(double cpu_seconds);

/// What a run of a helper (the compiler, the sandbox probe) did: the run's facts, its
/// messages (standard error, then standard output), and the verdict of a failed run: a
/// limit it went over (MLE "over the memory limit of 1024 MiB: ...") or how it ended
/// (RE "exit code 1").
struct Helper {
  RunFacts facts;
  std::string messages;
  std::optional<Judged> failure;
};

/// Runs `spec` (its output and error files in `scratch`) to its end.
Helper run_helper(RunSpec spec, const std::filesystem::path& scratch);

}  // namespace snake::judge
