// libFuzzer harness: the special judge (checker/core/check.hpp check()) on arbitrary
// contestant outputs, against fixed inputs and jury answers (the sample with its full
// answer, the sample with a time-only jury answer, data/tests/09.in whose answer is
// "No solution."), in every mode: plain, --time-only and --partial 0.5 (with
// --explain). The first byte chooses the fixture (byte % 3) and the mode (byte / 3 % 3);
// the rest is the contestant's output. Properties: check() never throws and never
// blames the (valid) jury files; its message and team message are one line of printable
// ASCII; the score matches the verdict; and the verdict is `ok` exactly when an
// independent reading of the output says it is right: after a UTF-8 byte order mark,
// which testlib skips before a contestant's output, its whitespace-separated tokens
// are the jury time and a move string that the model's replay_moves() plays to the end at
// exactly that time (or "No solution." when the jury has none), with nothing else;
// under --time-only, the first token(s) alone. `partial` only under --partial and only
// for the jury time.
// Cost: one judging of the output, O(bytes).
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "checker/core/check.hpp"
#include "fuzz/fuzz_support.hpp"
#include "model/game.hpp"

namespace {

using snake::checker::Verdict;
using snake::fuzzing::repository_file;
using snake::fuzzing::require;

struct Fixture {
  std::string input;
  std::string answer;
  snake::Instance instance;
  bool solvable = false;
  std::int64_t time = 0;
};

Fixture fixture(const std::string& input, const std::string& answer, bool solvable,
                std::int64_t time) {
  return Fixture{input, answer, snake::parse_instance(input), solvable, time};
}

const std::vector<Fixture>& fixtures() {
  static const std::vector<Fixture> all = [] {
    const std::string sample = repository_file("data/sample/sample.in");
    std::vector<Fixture> list;
    list.push_back(fixture(sample, repository_file("data/sample/sample.ans"), true, 21));
    list.push_back(fixture(sample, "21\n", true, 21));
    list.push_back(fixture(repository_file("data/tests/09.in"),
                           repository_file("data/tests/09.ans"), false, 0));
    return list;
  }();
  return all;
}

std::vector<std::string> tokens_of(const std::string& text) {
  std::vector<std::string> tokens;
  std::string token;
  for (const char c : text) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {  // testlib's blanks
      if (!token.empty()) tokens.push_back(std::move(token));
      token.clear();
    } else {
      token += c;
    }
  }
  if (!token.empty()) tokens.push_back(std::move(token));
  return tokens;
}

bool says_no_solution(const std::vector<std::string>& tokens) {
  return tokens.size() >= 2 && tokens[0] == "No" && tokens[1] == "solution.";
}

// Whether the output is a right answer, read independently of the checker.
bool is_right(const Fixture& f, const std::vector<std::string>& tokens, bool time_only) {
  if (!f.solvable) return says_no_solution(tokens) && (time_only || tokens.size() == 2);
  if (tokens.empty() || tokens[0] != std::to_string(f.time)) return false;
  if (time_only) return true;
  if (tokens.size() != 2) return false;
  if (tokens[1].find_first_not_of("UDLR") != std::string::npos) return false;
  const snake::Replay r = snake::replay_moves(f.instance, tokens[1]);
  return !r.illegal && !r.moves_after_end && r.finished && r.time == f.time;
}

bool is_printable_line(const std::string& text) {
  for (const char c : text) {
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Fixture& f = fixtures()[data[0] % 3];
  const int mode = data[0] / 3 % 3;
  const std::string output(reinterpret_cast<const char*>(data) + 1, size - 1);
  constexpr std::string_view k_bom = "\xEF\xBB\xBF";
  const std::vector<std::string> tokens =
      tokens_of(output.starts_with(k_bom) ? output.substr(k_bom.size()) : output);
  snake::checker::CheckOptions options;
  options.policy.time_only = mode == 1;
  options.policy.partial = mode == 2 ? 0.5 : 0;
  options.explain = mode == 2;
  std::istringstream input(f.input), answer(f.answer), contestant(output);
  const snake::checker::Outcome outcome = snake::checker::check(input, contestant, answer, options);
  require(outcome.verdict != Verdict::judge_failure, "a valid jury answer is blamed");
  require(is_printable_line(outcome.message), "the message is not one printable line");
  require(is_printable_line(outcome.team_message), "the team message is not one line");
  const bool right = is_right(f, tokens, options.policy.time_only);
  require((outcome.verdict == Verdict::ok) == right,
          right ? "a right answer is not accepted" : "a wrong answer is accepted");
  if (outcome.verdict == Verdict::partial) {
    require(mode == 2 && f.solvable && !tokens.empty() && tokens[0] == std::to_string(f.time),
            "partial points without --partial or without the jury time");
  }
  const double score = outcome.verdict == Verdict::ok        ? 1
                       : outcome.verdict == Verdict::partial ? 0.5
                                                             : 0;
  require(outcome.score == score, "the score does not match the verdict");
  return 0;
}
