// The verdict table (checker/core/verdict.hpp), as a table test: one row per row of
// docs/judging.md with its exact messages, then every combination of jury answer,
// contestant answer and policy checked against the table's invariants (who may be
// blamed for what, when points are due, what the team may see).
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "checker/core/verdict.hpp"

namespace snake::checker {
namespace {

constexpr std::int64_t k_jury_time = 21;
const JuryAnswer k_jury{true, k_jury_time};
const JuryAnswer k_no_solution{false, 0};

// A contestant claiming `claimed` whose `moves` legal moves eat all 4 items and cost `cost`.
ContestantAnswer route(std::int64_t claimed, std::int64_t cost, std::uint64_t moves = 15) {
  ContestantAnswer c;
  c.solvable = true;
  c.claimed = claimed;
  c.cost = cost;
  c.moves = moves;
  c.food_count = 4;
  return c;
}

ContestantAnswer says_no_solution() {
  ContestantAnswer c;
  c.solvable = false;
  return c;
}

std::string line(const Outcome& o) {
  return std::string(verdict_word(o.verdict)) + " " + o.message;
}

BOOST_AUTO_TEST_CASE(each_row_of_the_table_with_its_message) {
  const Policy plain;
  ContestantAnswer malformed;
  malformed.format_error = "line 1, column 1: expected the time T or 'No solution.', found 'NaN'";
  BOOST_TEST(line(decide(k_jury, malformed, plain)) ==
             "wrong output format line 1, column 1: expected the time T or 'No solution.', "
             "found 'NaN'");

  BOOST_TEST(line(decide(k_no_solution, says_no_solution(), plain)) ==
             "ok No solution., as the jury says");
  const Outcome missed = decide(k_jury, says_no_solution(), plain);
  BOOST_TEST(line(missed) == "wrong answer the contestant says No solution. but the jury time is 21");
  BOOST_TEST(missed.team_message == "the contestant says No solution. but there is a solution");

  ContestantAnswer trailing = says_no_solution();
  trailing.format_error = "line 2, column 1: expected end of file, found 'x'";
  BOOST_TEST(line(decide(k_no_solution, trailing, plain)) ==
             "wrong output format line 2, column 1: expected end of file, found 'x'");

  ContestantAnswer illegal = route(21, 0, 0);
  illegal.rejection = "move 1 'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)";
  BOOST_TEST(line(decide(k_jury, illegal, plain)) ==
             "wrong answer move 1 'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)");

  ContestantAnswer left = route(21, 15, 9);
  left.food_left = "the moves end after move 9 at time 15 with food left: food 2 at (4, 4)";
  BOOST_TEST(line(decide(k_jury, left, plain)) ==
             "wrong answer the moves end after move 9 at time 15 with food left: food 2 at (4, 4)");

  ContestantAnswer long_one = route(21, 21, 22);
  long_one.over_limit = true;
  const Outcome over = decide(k_jury, long_one, plain);
  BOOST_TEST(line(over) == "wrong answer more than 21 moves: every move costs at least 1, so "
                           "they cost more than the jury time 21");
  BOOST_TEST(over.team_message.find("21") == std::string::npos);

  BOOST_TEST(line(decide(k_jury, route(23, 19), plain)) ==
             "FAIL the contestant's 15 moves are legal, eat all 4 food items and cost 19 < jury "
             "time 21: the jury answer is wrong");
  BOOST_TEST(line(decide(k_no_solution, route(21, 21), plain)) ==
             "FAIL the contestant's 15 moves are legal, eat all 4 food items and cost 21, but "
             "the jury says No solution.: the jury answer is wrong");
  BOOST_TEST(line(decide(k_jury, route(20, 21), plain)) ==
             "wrong answer claimed time T = 20 but the 15 moves cost 21");
  const Outcome slow = decide(k_jury, route(25, 25), plain);
  BOOST_TEST(line(slow) == "wrong answer T = 25 is not optimal: the jury time is 21");
  BOOST_TEST(slow.team_message == "T = 25 is not optimal");
  BOOST_TEST(line(decide(k_jury, route(21, 21), plain)) ==
             "ok T = 21: 15 moves eat all 4 food items");
  ContestantAnswer one = route(3, 3, 1);
  one.food_count = 1;
  BOOST_TEST(line(decide(JuryAnswer{true, 3}, one, plain)) == "ok T = 3: 1 move eats the 1 food item");
}

// Each row names itself (Outcome::rule), so that a consumer (the replay) switches on the
// row instead of reading the message.
BOOST_AUTO_TEST_CASE(each_row_names_its_rule) {
  const Policy plain;
  const auto rule_of = [&](const JuryAnswer& jury, const ContestantAnswer& c,
                           const Policy& policy) { return rule_name(decide(jury, c, policy).rule); };
  ContestantAnswer malformed;
  malformed.format_error = "line 1, column 1: bad";
  BOOST_TEST(rule_of(k_jury, malformed, plain) == "format");
  ContestantAnswer trailing = says_no_solution();
  trailing.format_error = "line 2, column 1: junk";
  BOOST_TEST(rule_of(k_no_solution, trailing, plain) == "format");
  ContestantAnswer bad_letter = route(21, 21);
  bad_letter.format_error = "line 2, column 3: bad letter";
  BOOST_TEST(rule_of(k_jury, bad_letter, plain) == "format");
  BOOST_TEST(rule_of(k_no_solution, says_no_solution(), plain) == "no_solution_agreed");
  BOOST_TEST(rule_of(k_jury, says_no_solution(), plain) == "no_solution_wrong");
  ContestantAnswer illegal = route(21, 0, 0);
  illegal.rejection = "move 1 'D' at time 0: illegal";
  BOOST_TEST(rule_of(k_jury, illegal, plain) == "illegal_move");
  ContestantAnswer left = route(21, 15, 9);
  left.food_left = "the moves end with food left";
  BOOST_TEST(rule_of(k_jury, left, plain) == "food_left");
  ContestantAnswer long_one = route(21, 21, 22);
  long_one.over_limit = true;
  BOOST_TEST(rule_of(k_jury, long_one, plain) == "too_many_moves");
  BOOST_TEST(rule_of(k_jury, route(23, 19), plain) == "jury_beaten");
  BOOST_TEST(rule_of(k_no_solution, route(21, 21), plain) == "jury_beaten");
  BOOST_TEST(rule_of(k_jury, route(20, 21), plain) == "claimed_time");
  BOOST_TEST(rule_of(k_jury, route(25, 25), plain) == "not_optimal");
  BOOST_TEST(rule_of(k_jury, route(21, 21), plain) == "accepted");
  const Policy time_only{true, 0};
  BOOST_TEST(rule_of(k_jury, route(21, 0, 0), time_only) == "accepted");
  BOOST_TEST(rule_of(k_jury, route(22, 0, 0), time_only) == "time_differs");
  BOOST_TEST(rule_of(k_no_solution, route(22, 0, 0), time_only) == "time_but_no_solution");
  // A partial outcome keeps the row that rejected its moves.
  const Policy partial{false, 0.3};
  const Outcome points = decide(k_jury, illegal, partial);
  BOOST_TEST((points.verdict == Verdict::partial));
  BOOST_TEST(rule_name(points.rule) == "illegal_move");
  BOOST_TEST(rule_name(decide(k_jury, left, partial).rule) == "food_left");
  // The readers' blame and the judge failures name theirs.
  BOOST_TEST(rule_name(fault_outcome(Source::input, Fault::format, "x").rule) == "input_broken");
  BOOST_TEST(rule_name(fault_outcome(Source::jury, Fault::format, "x").rule) == "jury_broken");
  BOOST_TEST(rule_name(fault_outcome(Source::contestant, Fault::format, "x").rule) == "format");
  BOOST_TEST(rule_name(fault_outcome(Source::contestant, Fault::content, "x").rule) ==
             "output_content");
  BOOST_TEST(rule_name(judge_failure("internal error: x").rule) == "internal_error");
  BOOST_TEST(rule_name(judge_failure("x", "y", Rule::not_judged).rule) == "not_judged");
}

BOOST_AUTO_TEST_CASE(time_only_rows) {
  const Policy time_only{true, 0};
  BOOST_TEST(line(decide(k_jury, route(21, 0, 0), time_only)) == "ok T = 21");
  const Outcome differs = decide(k_jury, route(22, 0, 0), time_only);
  BOOST_TEST(line(differs) == "wrong answer T = 22 differs from the jury time 21");
  BOOST_TEST(differs.team_message == "T = 22 is not the optimal time");
  BOOST_TEST(line(decide(k_no_solution, route(22, 0, 0), time_only)) ==
             "wrong answer T = 22 but the jury says No solution.");
  BOOST_TEST(line(decide(k_no_solution, says_no_solution(), time_only)) ==
             "ok No solution., as the jury says");
}

BOOST_AUTO_TEST_CASE(partial_points_for_the_right_time_with_rejected_moves) {
  const Policy partial{false, 0.3};
  ContestantAnswer illegal = route(21, 0, 0);
  illegal.rejection = "move 1 'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)";
  const Outcome o = decide(k_jury, illegal, partial);
  BOOST_TEST((o.verdict == Verdict::partial));
  BOOST_TEST(o.score == 0.3);
  BOOST_TEST(o.message == "T = 21 is the optimal time, but the moves are not accepted: move 1 "
                          "'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)");
  // A wrong time earns nothing, however good the moves.
  illegal.claimed = 22;
  BOOST_TEST((decide(k_jury, illegal, partial).verdict == Verdict::wrong_answer));
}

BOOST_AUTO_TEST_CASE(blame_follows_the_file) {
  BOOST_TEST((blame(Source::input, Fault::format) == Verdict::judge_failure));
  BOOST_TEST((blame(Source::jury, Fault::content) == Verdict::judge_failure));
  BOOST_TEST((blame(Source::contestant, Fault::format) == Verdict::presentation_error));
  BOOST_TEST((blame(Source::contestant, Fault::content) == Verdict::wrong_answer));
}

// Every combination of the situations the readers can report, against the invariants.
BOOST_AUTO_TEST_CASE(every_combination_keeps_the_tables_invariants) {
  std::vector<ContestantAnswer> answers;
  ContestantAnswer head_broken;
  head_broken.format_error = "line 1, column 1: bad";
  answers.push_back(head_broken);
  answers.push_back(says_no_solution());
  ContestantAnswer no_then_junk = says_no_solution();
  no_then_junk.format_error = "line 2, column 1: junk";
  answers.push_back(no_then_junk);
  for (const std::int64_t claimed : {19, 20, 21, 22, 25}) {
    for (const std::int64_t cost : {19, 20, 21, 22, 25}) {
      for (int flaw = 0; flaw < 5; ++flaw) {
        ContestantAnswer c = route(claimed, cost);
        if (flaw == 1) c.format_error = "line 2, column 3: bad letter";
        if (flaw == 2) c.rejection = "move 3 'L' at time 2: illegal";
        if (flaw == 3) c.food_left = "the moves end with food left";
        if (flaw == 4) c.over_limit = true;
        answers.push_back(c);
      }
    }
  }
  int combinations = 0;
  for (const JuryAnswer& jury : {k_jury, k_no_solution}) {
    for (const Policy& policy : {Policy{}, Policy{false, 0.5}, Policy{true, 0}, Policy{true, 0.5}}) {
      for (const ContestantAnswer& c : answers) {
        ++combinations;
        const Outcome o = decide(jury, c, policy);
        const bool head_ok = c.solvable.has_value();
        const bool says_no = head_ok && !*c.solvable;
        const bool flawless_route = head_ok && *c.solvable && !c.format_error && !c.rejection &&
                                    !c.food_left && !c.over_limit;
        BOOST_TEST_CONTEXT("jury " << jury.solvable << ", time-only " << policy.time_only
                                   << ", partial " << policy.partial << ": " << o.message) {
          // The row agrees with the verdict.
          const bool accepting = o.rule == Rule::accepted || o.rule == Rule::no_solution_agreed;
          BOOST_TEST(accepting == (o.verdict == Verdict::ok));
          BOOST_TEST((o.rule == Rule::jury_beaten) == (o.verdict == Verdict::judge_failure));
          BOOST_TEST((o.rule == Rule::format) == (o.verdict == Verdict::presentation_error ||
                                                   (o.verdict == Verdict::partial &&
                                                    c.format_error.has_value())));
          // Scores follow verdicts.
          BOOST_TEST(o.score == (o.verdict == Verdict::ok        ? 1.0
                                 : o.verdict == Verdict::partial ? policy.partial
                                                                 : 0.0));
          // A malformed first line is always the contestant's format error.
          if (!head_ok) BOOST_TEST((o.verdict == Verdict::presentation_error));
          // OK only for an agreeing "No solution." or an optimal, flawless route.
          if (o.verdict == Verdict::ok) {
            if (says_no) {
              BOOST_TEST(!jury.solvable);
            } else if (policy.time_only) {
              BOOST_TEST((jury.solvable && c.claimed == jury.time));
            } else {
              BOOST_TEST((flawless_route && jury.solvable && c.claimed == jury.time &&
                          c.cost == jury.time));
            }
          }
          // The jury is blamed only when the contestant proves it wrong.
          if (o.verdict == Verdict::judge_failure) {
            BOOST_TEST(!policy.time_only);
            BOOST_TEST(flawless_route);
            BOOST_TEST((!jury.solvable || c.cost < jury.time));
          }
          // Points only for the jury's time with moves not accepted.
          if (o.verdict == Verdict::partial) {
            BOOST_TEST(policy.partial > 0);
            BOOST_TEST(!policy.time_only);
            BOOST_TEST((jury.solvable && c.claimed == jury.time));
          }
          // The team never reads the jury's time unless it is the team's own figure.
          if (jury.solvable && o.verdict != Verdict::judge_failure && c.claimed != jury.time &&
              c.cost != jury.time) {
            BOOST_TEST(o.team_message.find(std::to_string(jury.time)) == std::string::npos);
          }
          BOOST_TEST(o.message.find('\n') == std::string::npos);
        }
      }
    }
  }
  BOOST_TEST(combinations == 2 * 4 * (3 + 5 * 5 * 5));
}

}  // namespace
}  // namespace snake::checker
