// The validator's and the checker's own tests as packages ship them (docs/package.md,
// "Validator and checker tests"): the project's command-line cases of tests/cli/validator
// and tests/cli/checker (tests/cli/run_case.sh), each already asserted by ctest, that run
// the program in its plain testlib protocol with no option:
//   - `$BIN/validator input` exiting 3 (FAIL: a rule broken) or 0 (valid);
//   - `$BIN/checker input output answer` exiting 0 (ok), 1 (wrong answer) or 2
//     (presentation error), with a jury answer as the solver writes it (one the answer
//     validator accepts). A FAIL (3) is the jury's fault, not a verdict on an output,
//     and no format has a place for it.
// The expected verdict is the case's expected_exit and its message the first line of its
// expected_stderr, so a package's tests say what ctest checks, nothing else. Every other
// case (options, hostile hosts, other protocols) stays with the project.
// Tested by tests/package/check_program_tests.sh (each exported test judged by the
// package's own programs as the judge would run them).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace snake::package {

struct ValidatorTest {
  std::string name;     // the case's folder name: "invalid_thirty_digit_number"
  std::string input;
  bool valid = false;
  std::string message;  // the rule broken, as the validator says it; empty when valid
};

enum class CheckerVerdict { ok, wrong_answer, presentation_error };

struct CheckerTest {
  std::string name;  // "row_pe_letter_outside_udlr"
  std::string input, output, answer;
  CheckerVerdict verdict = CheckerVerdict::ok;
  std::string message;  // the checker's message
};

struct ProgramTests {
  std::vector<ValidatorTest> validator;  // in name order
  std::vector<CheckerTest> checker;      // in name order
};

/// The cases of root/tests/cli that a package can carry (`root` the repository, whose
/// files the cases' fixtures name). Empty lists when the folder is missing (a source tree
/// without its tests); a PackageError when a case that qualifies cannot be read.
ProgramTests load_program_tests(const std::filesystem::path& root);

}  // namespace snake::package
