// Pure report formatting (checker/core/report.hpp) and every protocol's report() on every
// verdict (checker/front_end/protocols/): exit codes, streams and files, as the judges read them.
#include <boost/test/unit_test.hpp>
#include <pugixml.hpp>

#include <string>

#include "checker/front_end/protocol.hpp"
#include "checker/core/report.hpp"

namespace snake::checker {
namespace {

Outcome outcome(Verdict v, double score = 0, std::string message = "why",
                std::string team = "why (team)") {
  return Outcome{v, v == Verdict::ok ? 1.0 : score, std::move(message), std::move(team), {},
                 v == Verdict::ok ? Rule::accepted : Rule::not_optimal};
}

const Outcome k_ok = outcome(Verdict::ok, 1, "T = 21", "T = 21");
const Outcome k_wa = outcome(Verdict::wrong_answer, 0, "T = 25 is not optimal: the jury time is 21",
                             "T = 25 is not optimal");
const Outcome k_pe = outcome(Verdict::presentation_error, 0, "line 1: <bad> & \"x\"",
                             "line 1: <bad> & \"x\"");
const Outcome k_fail = outcome(Verdict::judge_failure, 0, "jury answer: broken");
const Outcome k_partial = outcome(Verdict::partial, 0.35, "T = 21 ... not accepted: m",
                                  "T = 21 ... not accepted: m");

BOOST_AUTO_TEST_CASE(numbers_in_testlibs_format) {
  BOOST_TEST(decimal(0.5) == "0.5");
  BOOST_TEST(decimal(1) == "1.0");
  BOOST_TEST(decimal(1, false) == "1");
  BOOST_TEST(decimal(40) == "40.0");
  BOOST_TEST(decimal(0) == "0.0");
  BOOST_TEST(decimal(-0.0) == "0.0");
  BOOST_TEST(decimal(1.0 / 3) == "0.3333333333");
}

BOOST_AUTO_TEST_CASE(points_on_each_scale) {
  BOOST_TEST(scaled_points(0.35, PointsScale::fraction) == "0.35");
  BOOST_TEST(scaled_points(0.35, PointsScale::percent) == "35");  // 0.35 * 100 = 34.99..
  BOOST_TEST(scaled_points(0.999, PointsScale::percent) == "99");
  BOOST_TEST(scaled_points(0.5, PointsScale::absolute, 7) == "3.5");
  BOOST_TEST(integer_points(0.35, 10) == 3);
  BOOST_TEST(integer_points(1, 100) == 100);
  BOOST_TEST(integer_points(0, 100) == 0);
}

BOOST_AUTO_TEST_CASE(verdict_lines) {
  BOOST_TEST(verdict_line(k_ok) == "ok T = 21");
  BOOST_TEST(verdict_line(k_partial) == "points 0.35 T = 21 ... not accepted: m");
  BOOST_TEST(team_line(k_wa) == "wrong answer T = 25 is not optimal");
  BOOST_TEST(verdict_line(outcome(Verdict::wrong_answer, 0, "a\nb")) == "wrong answer a b");
}

BOOST_AUTO_TEST_CASE(a_fail_shows_its_reason_after_the_team_message) {
  BOOST_TEST(shown_message(k_wa) == "T = 25 is not optimal");
  BOOST_TEST(shown_message(k_fail) == "why (team); judges' message: jury answer: broken");
  BOOST_TEST(shown_line(k_fail) == "FAIL why (team); judges' message: jury answer: broken");
  const Outcome same = outcome(Verdict::judge_failure, 0, "broken", "broken");
  BOOST_TEST(shown_message(same) == "broken");
}

Invocation call(std::vector<std::string> args, std::vector<std::string> words = {},
                double partial = 0) {
  Invocation c;
  c.arguments = std::move(args);
  c.words = std::move(words);
  c.settings.check.policy.partial = partial;
  return c;
}

BOOST_AUTO_TEST_CASE(testlib_exit_codes_streams_and_report_files) {
  const Protocol& p = protocols::testlib();
  const Invocation plain = call({"in", "out", "ans"});
  BOOST_TEST(p.reply(k_ok, plain).exit_code == 0);
  BOOST_TEST(p.reply(k_wa, plain).exit_code == 1);
  BOOST_TEST(p.reply(k_pe, plain).exit_code == 2);
  BOOST_TEST(p.reply(k_fail, plain).exit_code == 3);
  BOOST_TEST(p.reply(k_partial, plain).exit_code == 7);
  // Every judge of the protocol may show its message to the contestant: the team message.
  BOOST_TEST(p.reply(k_wa, plain).standard_error == "wrong answer T = 25 is not optimal\n");
  BOOST_TEST(p.reply(k_partial, plain).standard_error == "points 0.35 T = 21 ... not accepted: m\n");
  const Reply file = p.reply(k_wa, call({"in", "out", "ans", "rep"}));
  BOOST_REQUIRE(file.files.size() == 1u);
  BOOST_TEST(file.files[0].path == "rep");
  BOOST_TEST(file.files[0].content == "T = 25 is not optimal\n");
  BOOST_TEST(file.standard_error.empty());
  const Reply xml = p.reply(k_partial, call({"in", "out", "ans", "rep"}, {"-appes"}));
  BOOST_TEST(xml.files[0].content ==
             "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"points\" "
             "points = \"0.35\">0.35 T = 21 ... not accepted: m</result>\n");
  BOOST_TEST(p.reply(k_pe, call({"in", "out", "ans", "rep"}, {"-appes"})).files[0].content ==
             "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = "
             "\"presentation-error\">line 1: &lt;bad&gt; &amp; &quot;x&quot;</result>\n");
  BOOST_TEST(p.files(plain).output.value_or("") == "out");
}

// The -appes report read back by an XML parser, as a judge reads it: one element
// <result> with testlib's outcome (and points), its text the message, on every verdict,
// with markup, quotes and the escapes of a contestant's control bytes in the message.
BOOST_AUTO_TEST_CASE(testlibs_xml_report_parses_back_on_every_verdict) {
  const Protocol& p = protocols::testlib();
  const Outcome hostile = outcome(Verdict::presentation_error, 0, "",
                                  "found '\\x01</result><x a=\"1\">&amp;'");
  const std::pair<const Outcome*, const char*> cases[] = {
      {&k_ok, "accepted"},       {&k_wa, "wrong-answer"},       {&k_pe, "presentation-error"},
      {&k_fail, "fail"},         {&k_partial, "points"},       {&hostile, "presentation-error"}};
  for (const auto& [o, name] : cases) {
    const Reply r = p.reply(*o, call({"in", "out", "ans", "rep"}, {"-appes"}));
    BOOST_REQUIRE(r.files.size() == 1u);
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_string(r.files[0].content.c_str());
    BOOST_TEST_INFO("outcome " << name << ": " << r.files[0].content);
    BOOST_TEST(static_cast<bool>(parsed));
    BOOST_TEST(std::distance(doc.children().begin(), doc.children().end()) == 1);
    const pugi::xml_node result = doc.child("result");
    BOOST_TEST(std::string(result.attribute("outcome").value()) == name);
    BOOST_TEST(result.attribute("points").empty() == (o != &k_partial));
    const std::string text = result.text().get();
    BOOST_TEST(text.find(o->team_message.empty() ? o->message : o->team_message) != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(kattis_exit_codes_feedback_files_and_scores) {
  const Protocol& p = protocols::kattis();
  const Invocation pass_fail = call({"in", "ans", "fb/"});
  const Reply ok = p.reply(k_ok, pass_fail);
  BOOST_TEST(ok.exit_code == 42);
  BOOST_REQUIRE(ok.files.size() == 2u);  // no score.txt without --partial
  BOOST_TEST(ok.files[0].path == "fb/judgemessage.txt");
  BOOST_TEST(ok.files[1].path == "fb/teammessage.txt");
  const Reply wa = p.reply(k_wa, pass_fail);
  BOOST_TEST(wa.exit_code == 43);
  BOOST_TEST(wa.files[0].content == "wrong answer T = 25 is not optimal: the jury time is 21\n");
  BOOST_TEST(wa.files[1].content == "wrong answer T = 25 is not optimal\n");  // no jury time
  BOOST_TEST(p.reply(k_pe, pass_fail).exit_code == 43);
  const Reply fail = p.reply(k_fail, pass_fail);
  BOOST_TEST(fail.exit_code == 3);
  BOOST_TEST(fail.files.size() == 1u);  // judgemessage only
  const Invocation scoring = call({"in", "ans", "fb"}, {}, 0.35);
  const Reply partial = p.reply(k_partial, scoring);
  BOOST_TEST(partial.exit_code == 42);
  BOOST_REQUIRE(partial.files.size() == 3u);
  BOOST_TEST(partial.files[2].path == "fb/score.txt");
  BOOST_TEST(partial.files[2].content == "0.35\n");
  BOOST_TEST(p.reply(k_ok, scoring).files[2].content == "1.0\n");
  BOOST_TEST(p.reply(k_wa, scoring).files.size() == 2u);  // a 43 has no score.txt
  BOOST_TEST(!p.files(pass_fail).output.has_value());     // the output is standard input
}

BOOST_AUTO_TEST_CASE(cms_scores_on_stdout_and_fails_without_one) {
  const Protocol& p = protocols::cms();
  const Invocation c = call({"in", "correct", "contestant"});
  BOOST_TEST(p.files(c).output.value_or("") == "contestant");
  BOOST_TEST(p.files(c).answer == "correct");
  const Reply ok = p.reply(k_ok, c);
  BOOST_TEST(ok.standard_output == "1.0\n");
  BOOST_TEST(ok.standard_error == "translate:success\n");
  BOOST_TEST(p.reply(k_wa, c).standard_output == "0.0\n");
  BOOST_TEST(p.reply(k_wa, c).standard_error == "wrong answer T = 25 is not optimal\n");
  BOOST_TEST(p.reply(k_partial, c).standard_output == "0.35\n");
  const Reply fail = p.reply(k_fail, c);
  BOOST_TEST(fail.exit_code == 3);
  BOOST_TEST(fail.standard_output.empty());
}

BOOST_AUTO_TEST_CASE(lemon_writes_integer_scores_and_messages) {
  const Protocol& p = protocols::lemon();
  const Invocation c = call({"in", "out", "ans", "10", "score", "message"});
  const Reply partial = p.reply(k_partial, c);
  BOOST_REQUIRE(partial.files.size() == 2u);
  BOOST_TEST(partial.files[0].content == "3\n");
  BOOST_TEST(partial.files[1].content == "points 0.35 T = 21 ... not accepted: m\n");
  BOOST_TEST(p.reply(k_ok, c).files[0].content == "10\n");
  BOOST_TEST(p.reply(k_ok, c).exit_code == 0);
  BOOST_TEST(p.reply(k_fail, c).exit_code == 3);
  BOOST_TEST(p.reply(k_fail, c).files[0].content == "0\n");
  // The message file is shown to the contestant: the team message.
  BOOST_TEST(p.reply(k_wa, c).files[1].content == "wrong answer T = 25 is not optimal\n");
}

BOOST_AUTO_TEST_CASE(arbiter_writes_one_message_line_and_an_integer_out_of_ten) {
  const Protocol& p = protocols::arbiter();
  Invocation c = call({"in", "out", "ans"});
  BOOST_TEST(p.reply(k_ok, c).files[0].path == "/tmp/_eval.score");
  BOOST_TEST(p.reply(k_partial, c).files[0].content ==
             "points 0.35 T = 21 ... not accepted: m\n3\n");
  c.environment["SNAKE_ARBITER_SCORE_FILE"] = "env.score";
  BOOST_TEST(p.reply(k_ok, c).files[0].path == "env.score");
  c.options["score-file"] = "option.score";
  BOOST_TEST(p.reply(k_ok, c).files[0].path == "option.score");
  BOOST_TEST(p.reply(k_fail, c).exit_code == 3);
  BOOST_TEST(p.reply(k_wa, c).files[0].content == "wrong answer T = 25 is not optimal\n0\n");
}

BOOST_AUTO_TEST_CASE(syzoj_scores_out_of_a_hundred) {
  const Protocol& p = protocols::syzoj();
  const Invocation c = call({});
  BOOST_TEST(p.files(c).output.value_or("") == "user_out");
  BOOST_TEST(p.reply(k_ok, c).standard_output == "100\n");
  BOOST_TEST(p.reply(k_partial, c).standard_output == "35\n");
  BOOST_TEST(p.reply(k_wa, c).standard_output == "0\n");
  BOOST_TEST(p.reply(k_fail, c).standard_output.empty());
  BOOST_TEST(p.reply(k_fail, c).exit_code == 3);
  BOOST_TEST(p.reply(k_wa, c).standard_error == "wrong answer T = 25 is not optimal\n");
  BOOST_TEST(p.reply(k_fail, c).standard_error == "FAIL why (team)\n");
}

}  // namespace
}  // namespace snake::checker
