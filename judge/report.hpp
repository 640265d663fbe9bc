// The judge driver's reports, as pure functions of what was judged: the text a person
// reads (a header with the program, the limits and how they are enforced, a table per
// test, a table per group, a summary line), the live progress line, JSON for tools
// (docs/judge.md documents every field) and JUnit XML for CI.
// Only verdicts, messages and figures appear; nothing depends on the order in which
// parallel runs finished.
// Tested by tests/judge/test_judge_report.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/scoring.hpp"
#include "judge/verdict.hpp"

namespace snake::judge {

struct Report {
  std::string program;                       // --program as given
  std::string kind;                          // "executable", "shell command", "C++ source"
  std::string compile_command;               // for a source: the compiler's command line
  std::optional<std::string> compile_error;  // the compiler's messages when it failed
  Limits limits;
  std::string memory_mechanism;  // how the memory limit is enforced, and why
  std::string sandbox;           // "none (...)" or "bwrap (...)"
  int jobs = 1;
  std::string tests;           // the tests folder
  std::size_t test_count = 0;  // the tests of the set (judged or not: a compile error)
  std::string scoring_source;  // where groups and points come from
  std::vector<TestResult> results;
  std::vector<GroupScore> groups;
  Expectations expectations;
  std::vector<std::string> unmet;  // unmet_expectations()
  std::string replays;             // --replays folder, or empty
  std::string replay_tool;         // the replay viewer's path, for the hint
  bool interrupted = false;
};

/// The whole text report: header, test table, group table, summary line.
std::string text_report(const Report& report);

/// The summary line: "score 100 / 100: 40 tests, AC 40; expected AC on every test: met".
std::string summary_line(const Report& report);

/// The live progress line (without line end): "[ 7/40] 07 AC".
std::string progress_line(const TestResult& result, std::size_t done, std::size_t total);

/// The JSON document of --json.
std::string json_report(const Report& report);

/// The JUnit XML document of --junit: a suite per group, a case per test (a failure
/// when its verdict is not the one expected of every test, an error on FAIL), and a
/// suite "expectations" when expectations were given.
std::string junit_report(const Report& report);

/// The points of every group in `report`, added up, and their maximum.
double total_score(const Report& report);
int total_points(const Report& report);

}  // namespace snake::judge
