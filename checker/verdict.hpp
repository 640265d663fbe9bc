// Verdict and Outcome: what the checker decides about one contestant output, before any
// judge protocol turns it into exit codes, files and score scales (checker/protocols/).
// Invariants: score is 1 for ok, the configured fraction for partial, 0 otherwise;
// message is one line of printable ASCII (tokens from the files are quoted and escaped);
// explanation is empty or a multi-line board picture (--explain).
#pragma once

#include <string>
#include <string_view>

namespace snake::checker {

enum class Verdict { ok, wrong_answer, presentation_error, judge_failure, partial };

struct Outcome {
  Verdict verdict = Verdict::judge_failure;
  double score = 0;          // fraction of the test's points, 0..1
  std::string message;       // one line, without the verdict word
  std::string explanation;   // the board at the rejected move, when asked for
};

/// The verdict word testlib prints before the message: "ok", "wrong answer",
/// "wrong output format", "FAIL", "points".
std::string_view verdict_word(Verdict verdict);

}  // namespace snake::checker
