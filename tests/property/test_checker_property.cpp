// Property tests of the checker (checker/core/check.hpp), called in-process:
//   - over 2,000 seeded random instances (boards up to 6 x 6, k up to 4): the solver's
//     output is accepted, and a one-letter change, deletion and insertion in its move
//     string is accepted exactly when the model's own replay_moves() says the changed moves are
//     legal, eat everything, end with the last food and cost the optimal time;
//   - over 2,000 seeded byte-level corruptions of valid outputs: the verdict is ok exactly
//     when an independent whitespace-split parser plus replay_moves() says the output is valid,
//     and it is never a judge failure (the jury answers here are the solver's, correct);
//   - the sanity outputs of docs/judging.md in every mode: never ok, never a judge failure.
// The expectation never goes through the checker's reading or verdict code. A failing
// case prints its seed; rerun it alone by narrowing the seed range below.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "checker/core/check.hpp"
#include "checker/core/report.hpp"
#include "generator/random.hpp"
#include "generator/random_field.hpp"
#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"
#include "model/search.hpp"
#include "model/text.hpp"
#include "tests/support/instances.hpp"

namespace {

using snake::checker::CheckOptions;
using snake::checker::Outcome;
using snake::checker::Verdict;

constexpr std::uint64_t k_instances = 2000;
constexpr std::string_view k_letters = "UDLR";

// With SNAKE_PROPERTY_CORPUS=FILE, every judged output is appended to FILE with its
// verdict line, for the WebAssembly build to judge again (tests/web/corpus.js): a header
// "<input bytes> <output bytes> <answer bytes> <time_only 0|1> <partial> <line bytes>\n"
// then those four byte strings.
void record(const std::string& input, std::string_view output, std::string_view answer,
            const CheckOptions& options, const Outcome& outcome) {
  static const char* const path = std::getenv("SNAKE_PROPERTY_CORPUS");
  if (!path) return;
  static std::ofstream corpus(path, std::ios::binary | std::ios::app);
  const std::string line = snake::checker::verdict_line(outcome);
  corpus << fmt::format("{} {} {} {} {} {}\n", input.size(), output.size(), answer.size(),
                        options.policy.time_only ? 1 : 0, options.policy.partial, line.size())
         << input << output << answer << line;
  BOOST_REQUIRE_MESSAGE(corpus.good(), "cannot write " << path);
}

Outcome judge(const snake::Instance& instance, std::string_view output, std::string_view answer,
              const CheckOptions& options = {}) {
  const std::string text = snake::format_instance(instance);
  std::istringstream input(text);
  std::istringstream out{std::string(output)};
  std::istringstream ans{std::string(answer)};
  Outcome outcome = snake::checker::check(input, out, ans, options);
  record(text, output, answer, options, outcome);
  return outcome;
}

// A consistent instance of at most 6 x 6 cells and 1..4 food items.
snake::Instance random_instance(snake::Random& random) {
  for (;;) {
    snake::FieldParams params;
    params.rows = static_cast<int>(random.uniform(1, 6));
    params.cols = static_cast<int>(random.uniform(1, 6));
    params.food = static_cast<int>(random.uniform(1, 4));
    params.wall_percent = static_cast<int>(random.uniform(0, 35));
    params.max_weight = static_cast<int>(random.uniform(1, 8));
    if (params.rows * params.cols < 4 + params.food) continue;
    try {
      return snake::random_field(random, params);
    } catch (const snake::GenerationError&) {
      // Parameters with no room for a snake: draw again.
    }
  }
}

// The model's verdict on a move string, through replay_moves() alone.
bool optimal_route(const snake::Instance& instance, std::string_view moves, std::int64_t optimal) {
  if (moves.empty()) return false;
  const snake::Replay replayed = snake::replay_moves(instance, moves);
  return !replayed.illegal && !replayed.moves_after_end && replayed.finished &&
         replayed.time == optimal;
}

char random_letter(snake::Random& random) {
  return k_letters[static_cast<std::size_t>(random.uniform(0, 3))];
}

std::size_t random_index(snake::Random& random, std::size_t size) {
  return static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(size) - 1));
}

// The three one-letter mutations of `moves` at random positions.
std::vector<std::string> mutations(snake::Random& random, const std::string& moves) {
  std::string changed = moves;
  changed[random_index(random, moves.size())] = random_letter(random);
  std::string deleted = moves;
  deleted.erase(random_index(random, moves.size()), 1);
  std::string inserted = moves;
  inserted.insert(random_index(random, moves.size() + 1), 1, random_letter(random));
  return {changed, deleted, inserted};
}

bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t';  // testlib's blanks
}

std::vector<std::string> split(std::string_view text) {
  std::vector<std::string> tokens;
  std::string token;
  for (const char c : text) {
    if (is_space(c)) {
      if (!token.empty()) tokens.push_back(token);
      token.clear();
    } else {
      token += c;
    }
  }
  if (!token.empty()) tokens.push_back(token);
  return tokens;
}

// An independent reading of the output format: whitespace-separated tokens, either
// "No" "solution." (right when there is no solution) or T and a move string, right when
// T is the optimal time, written without leading zeros (testlib's integer syntax), and
// replay_moves() accepts the moves; a UTF-8 byte order mark before it all is skipped, as
// testlib skips it.
bool valid_output(const snake::Instance& instance, const snake::Solution& solution,
                  std::string_view output) {
  if (output.starts_with("\xEF\xBB\xBF")) output.remove_prefix(3);  // testlib skips a BOM
  const std::vector<std::string> tokens = split(output);
  if (!solution.solvable) return tokens == std::vector<std::string>{"No", "solution."};
  if (tokens.size() != 2) return false;
  const std::string& time = tokens[0];
  if (time != std::to_string(solution.time)) return false;
  if (tokens[1].find_first_not_of(k_letters) != std::string::npos) return false;
  return optimal_route(instance, tokens[1], solution.time);
}

}  // namespace

BOOST_AUTO_TEST_CASE(solver_output_is_accepted_and_one_letter_mutations_exactly_when_optimal) {
  std::uint64_t accepted_mutations = 0;
  std::uint64_t unsolvable = 0;
  for (std::uint64_t seed = 1; seed <= k_instances; ++seed) {
    BOOST_TEST_CONTEXT("seed " << seed) {
      snake::Random random(seed);
      const snake::Instance instance = random_instance(random);
      const snake::Solution solution = snake::solve(instance);
      const std::string answer =
          snake::format_answer(solution, snake::AnswerFormat::with_moves);
      const Outcome own = judge(instance, answer, answer);
      BOOST_TEST((own.verdict == Verdict::ok), "solver output: " << own.message);
      if (!solution.solvable) {
        ++unsolvable;
        // Any route claimed for an unsolvable instance is wrong; a judge failure here
        // would mean a legal complete route exists, so the solver is wrong.
        std::string moves;
        for (auto n = random.uniform(1, 12); n > 0; --n) moves += random_letter(random);
        const Outcome claimed = judge(instance, fmt::format("7\n{}\n", moves), answer);
        BOOST_TEST((claimed.verdict == Verdict::wrong_answer),
                   "moves " << moves << ": " << claimed.message);
        continue;
      }
      for (const std::string& moves : mutations(random, solution.moves)) {
        const bool expected = optimal_route(instance, moves, solution.time);
        const Outcome outcome =
            judge(instance, fmt::format("{}\n{}\n", solution.time, moves), answer);
        accepted_mutations += expected ? 1 : 0;
        BOOST_TEST(((outcome.verdict == Verdict::ok) == expected),
                   "moves " << moves << " (optimal " << solution.moves << "): expected "
                            << (expected ? "ok" : "a rejection") << ", got "
                            << outcome.message);
        if (!expected) {
          const bool rejected = outcome.verdict == Verdict::wrong_answer ||
                                (moves.empty() && outcome.verdict ==
                                                      Verdict::presentation_error);
          BOOST_TEST(rejected, "moves " << moves << ": " << outcome.message);
        }
      }
    }
  }
  BOOST_TEST_MESSAGE(unsolvable << " unsolvable instances, " << accepted_mutations
                                  << " accepted mutations");
  // Both kinds of instances and both outcomes of mutations must actually occur, or the
  // property above was tested on too narrow a sample.
  BOOST_TEST(unsolvable > 0u);
  BOOST_TEST(unsolvable < k_instances / 2);
  BOOST_TEST(accepted_mutations > 0u);
}

BOOST_AUTO_TEST_CASE(corrupted_bytes_are_ok_exactly_when_still_a_valid_optimal_output) {
  constexpr std::string_view k_bytes = "0123456789UDLRudlrNo solution.\n\r\t\v\f -+\x80";
  for (std::uint64_t seed = 1; seed <= k_instances; ++seed) {
    BOOST_TEST_CONTEXT("seed " << seed) {
      snake::Random random(seed * 7919);
      const snake::Instance instance = random_instance(random);
      const snake::Solution solution = snake::solve(instance);
      const std::string answer =
          snake::format_answer(solution, snake::AnswerFormat::with_moves);
      std::string output = answer;
      for (auto edits = random.uniform(1, 3); edits > 0; --edits) {
        const auto where = static_cast<std::size_t>(
            random.uniform(0, static_cast<std::int64_t>(output.size())));
        const int kind = static_cast<int>(random.uniform(0, 2));
        const char byte = random.chance(10)
                              ? static_cast<char>(random.uniform(0, 255))
                              : k_bytes[random_index(random, k_bytes.size())];
        if (kind == 0 || where == output.size()) {
          output.insert(where, 1, byte);
        } else if (kind == 1) {
          output[where] = byte;
        } else {
          output.erase(where, 1);
        }
      }
      const bool expected = valid_output(instance, solution, output);
      const Outcome outcome = judge(instance, output, answer);
      BOOST_TEST(((outcome.verdict == Verdict::ok) == expected),
                 "output " << snake::quote(output, 200) << ": " << outcome.message);
      BOOST_TEST((outcome.verdict != Verdict::judge_failure), outcome.message);
    }
  }
}

BOOST_AUTO_TEST_CASE(sanity_outputs_are_never_ok_in_any_mode) {
  using namespace std::string_literals;
  // docs/judging.md's sanity list, near misses of "No solution." and of the time line, and
  // random bytes: wrong in every mode.
  std::vector<std::string> garbage = {
      "-1\n", "2147483648\n", "9223372036854775808\n", "NaN\n", "inf\n", "\0"s, "\x80",
      "", "-0\nR\n", "+21\nRDDDDRRRULURULU\n", "18446744073709551617\nRDDDDRRRULURULU\n",
      "No\n", "No solution\n", "no solution.\n", "21.0\nRDDDDRRRULURULU\n"};
  snake::Random random(2011);
  for (int i = 0; i < 200; ++i) {
    std::string bytes;
    for (auto n = random.uniform(0, 64); n > 0; --n) {
      bytes += static_cast<char>(random.uniform(0, 255));
    }
    garbage.push_back(bytes);
  }
  const snake::Instance sample = snake::parse_instance(snake::testing::k_sample);
  const std::string& answer = snake::testing::k_sample_answer;
  const std::vector<CheckOptions> modes = {{}, {{true, 0}, false}, {{false, 0.5}, true}};
  for (std::size_t i = 0; i < garbage.size(); ++i) {
    for (const CheckOptions& mode : modes) {
      BOOST_TEST_CONTEXT("garbage " << i << ", time-only " << mode.policy.time_only) {
        const Outcome outcome = judge(sample, garbage[i], answer, mode);
        BOOST_TEST((outcome.verdict != Verdict::ok), outcome.message);
        BOOST_TEST((outcome.verdict != Verdict::judge_failure), outcome.message);
        BOOST_TEST(outcome.message.find('\n') == std::string::npos);
        BOOST_TEST(outcome.message.size() < 400u);
      }
    }
  }
  // Right time lines with broken moves: wrong with moves, right in the time-only mode.
  const std::vector<std::string> broken_moves = {
      "21\n-1\n", "21\nNaN\n", "21\nRDDDDRRRULURULU\0\n"s, "21\nRDDD\0DRRRULURULU\n"s,
      "21\nRDDDDRRRULURULU\x80\n", "21\nrDDDDRRRULURULU\n", "21\n\n\n"};
  for (const std::string& output : broken_moves) {
    BOOST_TEST_CONTEXT("output " << snake::quote(output)) {
      const Outcome with_moves = judge(sample, output, answer);
      BOOST_TEST((with_moves.verdict == Verdict::presentation_error), with_moves.message);
      const Outcome time_only = judge(sample, output, answer, {{true, 0}, false});
      BOOST_TEST((time_only.verdict == Verdict::ok), time_only.message);
    }
  }
}
