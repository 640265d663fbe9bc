// One judging session: every test run in a worker process (judge/worker.hpp), up to -j
// at a time, each run held to the limits (judge/runner.hpp), a failed run under an
// address-space limit rerun once with twice the limit to tell MLE from RE
// (judge/verdict.hpp), and the output judged in-process by the checker's core
// (checker/core/check.hpp, the same code as bin/checker). Outputs of rejected tests are
// kept for replays when asked.
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
#include "judge/scoring.hpp"
#include "judge/test_set.hpp"

namespace snake::judge {

struct Session {
  std::vector<std::string> command;  // the program's argv (argv[0] a path)
  std::optional<std::string> bwrap;  // run each test inside bwrap at this path
  std::string directory;             // the working directory of the runs
  Limits limits;
  std::optional<std::filesystem::path> cgroup_session;
  checker::CheckOptions check;
  std::filesystem::path scratch;                 // the session's scratch folder
  std::optional<std::filesystem::path> replays;  // keep rejected outputs here
};

/// Runs and judges one test; to be called in a worker (a subreaper).
TestResult judge_test(const Session& session, const TestCase& test);

/// Judges `tests`, up to `jobs` at a time, calling `progress` after each with the
/// number done; the results in the order of `tests`. Stops starting tests once
/// stop_requested(); the results then hold only the tests that ran.
std::vector<TestResult> judge_tests(
    const Session& session, const std::vector<TestCase>& tests, int jobs,
    const std::function<void(const TestResult&, std::size_t)>& progress);

/// What a compilation did: the run's facts and its messages (standard error, then
/// standard output).
struct Compilation {
  RunFacts facts;
  std::string messages;
};

/// Runs `command` (a compiler) in a worker with generous limits (10 min of CPU, no
/// memory limit), in `scratch`.
Compilation compile(const std::vector<std::string>& command, const std::filesystem::path& scratch);

/// Runs `command` once in a worker with a 10 s limit and no input, to see whether it
/// works here (the bwrap probe): the facts and its standard error.
Compilation probe(const std::vector<std::string>& command, const std::filesystem::path& scratch);

}  // namespace snake::judge
