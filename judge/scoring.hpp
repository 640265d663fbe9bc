// Scoring and expectations of the judge driver, as pure functions over test results:
// group scores (the package's groups.tsv: "sum", every test earns points / tests times
// its score; "min", the group earns points times its weakest test's score), and
// whether the results meet what was expected of the program (--expect VERDICT on every
// test, or the package's tag for a named solution, like Polygon's: main and accepted
// get AC on every test; wrong-answer and rejected fail at least one; time-limit-exceeded
// and memory-limit-exceeded get that verdict on at least one). A FAIL verdict (the
// jury's fault) never meets an expectation.
// Tested by tests/judge/test_judge_scoring.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/verdict.hpp"
#include "package/manifest.hpp"

namespace snake::judge {

/// One judged test.
struct TestResult {
  std::string name;   // "07"
  std::string group;  // "nm36"
  Judged judged;
  std::int64_t cpu_ms = 0;
  std::int64_t wall_ms = 0;
  std::int64_t memory_kib = 0;
  std::string output_file;   // where the output was kept (--replays), or empty
  std::string replay_error;  // why it could not be kept (nothing of it was)
  bool interrupted = false;  // the judge was interrupted during this test's run
};

/// A group's result.
struct GroupScore {
  std::string name;
  package::Scoring scoring = package::Scoring::sum;
  int points = 0;
  std::size_t tests = 0;     // judged tests of the group
  std::size_t accepted = 0;  // of them AC
  double score = 0;          // 0..points
};

/// The score of every group with at least one result in `results`, in the order of
/// `groups`.
std::vector<GroupScore> score_groups(const std::vector<package::GroupEntry>& groups,
                                     const std::vector<TestResult>& results);

/// What the program is expected to get.
struct Expectations {
  std::optional<Result> verdict;  // --expect: this verdict on every test
  std::string solution;            // --expect-tags: the solution's name ...
  std::string tag;                 // ... and its tag in tags.tsv
};

/// Whether `tag` is one expect-tags knows.
bool known_tag(std::string_view tag);

/// The verdict every test must get, when the expectations say one (--expect V; AC for
/// main and accepted); nothing for the tags that speak of the whole run.
std::optional<Result> verdict_per_test(const Expectations& expectations);

/// Every way `results` fail `expectations`, one line each ("test 04: WA, expected
/// AC"); empty when they are met.
std::vector<std::string> unmet_expectations(const Expectations& expectations,
                                            const std::vector<TestResult>& results);

/// The expectations in words, for reports: "AC on every test", "wa_no_growth (tagged
/// wrong-answer) to fail at least one test", or "none".
std::string describe(const Expectations& expectations);

}  // namespace snake::judge
