// judge/scoring.hpp: group scores by sum and by min, partial points, and every kind of
// expectation, met and unmet, with the exact lines reported.
#include <boost/test/unit_test.hpp>

#include "judge/scoring.hpp"

namespace snake::judge {
namespace {

TestResult result(const std::string& name, const std::string& group, Result verdict,
                  double score = -1) {
  TestResult r;
  r.name = name;
  r.group = group;
  r.judged.verdict = verdict;
  r.judged.message = "why";
  r.judged.score = score >= 0 ? score : (verdict == Result::accepted ? 1 : 0);
  return r;
}

const std::vector<package::GroupEntry> k_groups{
    {"a", 30, package::Scoring::sum, {"01", "02", "03"}},
    {"b", 70, package::Scoring::min, {"04", "05"}},
};

BOOST_AUTO_TEST_CASE(all_accepted_earns_every_point) {
  const auto scores = score_groups(
      k_groups, {result("01", "a", Result::accepted), result("02", "a", Result::accepted),
                 result("03", "a", Result::accepted), result("04", "b", Result::accepted),
                 result("05", "b", Result::accepted)});
  BOOST_REQUIRE(scores.size() == 2u);
  BOOST_TEST(scores[0].score == 30);
  BOOST_TEST(scores[0].tests == 3u);
  BOOST_TEST(scores[0].accepted == 3u);
  BOOST_TEST(scores[1].score == 70);
}

BOOST_AUTO_TEST_CASE(sum_groups_earn_per_test_and_min_groups_all_or_nothing) {
  const auto scores = score_groups(
      k_groups, {result("01", "a", Result::accepted), result("02", "a", Result::wrong_answer),
                 result("03", "a", Result::accepted), result("04", "b", Result::accepted),
                 result("05", "b", Result::time_limit)});
  BOOST_TEST(scores[0].score == 20);
  BOOST_TEST(scores[0].accepted == 2u);
  BOOST_TEST(scores[1].score == 0);
  BOOST_TEST(scores[1].accepted == 1u);
}

BOOST_AUTO_TEST_CASE(partial_points_count_as_fractions_in_both_scorings) {
  const auto scores = score_groups(
      k_groups, {result("01", "a", Result::partial, 0.5), result("02", "a", Result::accepted),
                 result("03", "a", Result::accepted), result("04", "b", Result::partial, 0.25),
                 result("05", "b", Result::accepted)});
  BOOST_TEST(scores[0].score == 25);
  BOOST_TEST(scores[0].accepted == 2u);
  BOOST_TEST(scores[1].score == 17.5);
}

BOOST_AUTO_TEST_CASE(groups_without_results_are_left_out) {
  const auto scores = score_groups(
      k_groups, {result("04", "b", Result::accepted), result("05", "b", Result::accepted)});
  BOOST_REQUIRE(scores.size() == 1u);
  BOOST_TEST(scores[0].name == "b");
  BOOST_TEST(score_groups(k_groups, {}).empty());
}

BOOST_AUTO_TEST_CASE(expect_a_verdict_on_every_test) {
  Expectations e;
  e.verdict = Result::time_limit;
  BOOST_TEST(describe(e) == "TLE on every test");
  BOOST_TEST(unmet_expectations(e, {result("01", "a", Result::time_limit)}).empty());
  BOOST_TEST((unmet_expectations(e, {result("01", "a", Result::time_limit),
                                     result("02", "a", Result::runtime_error)}) ==
              std::vector<std::string>{"test 02: RE, expected TLE"}));
}

BOOST_AUTO_TEST_CASE(main_and_accepted_need_ac_everywhere) {
  for (const char* tag : {"main", "accepted"}) {
    const Expectations e{std::nullopt, "ac_x", tag};
    BOOST_TEST(known_tag(tag));
    BOOST_TEST(describe(e) == "ac_x (tagged " + std::string(tag) + ") to get AC on every test");
    BOOST_TEST(unmet_expectations(e, {result("01", "a", Result::accepted)}).empty());
    BOOST_TEST((unmet_expectations(e, {result("01", "a", Result::wrong_answer)}) ==
                std::vector<std::string>{"test 01: WA, expected AC"}));
  }
}

BOOST_AUTO_TEST_CASE(wrong_answer_needs_one_rejection_of_any_kind) {
  const Expectations e{std::nullopt, "wa_x", "wrong-answer"};
  BOOST_TEST(describe(e) == "wa_x (tagged wrong-answer) to fail at least one test");
  BOOST_TEST(!verdict_per_test(e));
  BOOST_TEST(unmet_expectations(e, {result("01", "a", Result::accepted),
                                    result("02", "a", Result::runtime_error)})
                 .empty());
  BOOST_TEST((unmet_expectations(e, {result("01", "a", Result::accepted)}) ==
              std::vector<std::string>{
                  "no test gave a rejection, but a wrong-answer solution is expected to fail at "
                  "least one test"}));
}

BOOST_AUTO_TEST_CASE(time_and_memory_tags_need_their_verdict_somewhere) {
  const Expectations tle{std::nullopt, "slow", "time-limit-exceeded"};
  BOOST_TEST(unmet_expectations(tle, {result("01", "a", Result::time_limit)}).empty());
  BOOST_TEST((unmet_expectations(tle, {result("01", "a", Result::wrong_answer)}) ==
              std::vector<std::string>{
                  "no test gave TLE, but a time-limit-exceeded solution is expected to get TLE on "
                  "at least one test"}));
  const Expectations mle{std::nullopt, "big", "memory-limit-exceeded"};
  BOOST_TEST(unmet_expectations(mle, {result("01", "a", Result::memory_limit)}).empty());
  BOOST_TEST(!known_tag("fast"));
}

BOOST_AUTO_TEST_CASE(a_fail_verdict_never_meets_an_expectation) {
  const Expectations none;
  BOOST_TEST(describe(none) == "none");
  BOOST_TEST(unmet_expectations(none, {result("01", "a", Result::wrong_answer)}).empty());
  BOOST_TEST((unmet_expectations(none, {result("07", "a", Result::judge_failure)}) ==
              std::vector<std::string>{"test 07: FAIL, the jury's or the judge's fault: why"}));
  const Expectations wa{std::nullopt, "wa_x", "wrong-answer"};
  BOOST_TEST(unmet_expectations(wa, {result("07", "a", Result::judge_failure)}).size() == 1u);
}

}  // namespace
}  // namespace snake::judge
