// judge/report.hpp: the text report, the progress line, JSON and JUnit XML of a small
// made-up judging, compared whole, so any change of format shows here.
#include <boost/test/unit_test.hpp>

#include <fmt/format.h>
#include <pugixml.hpp>

#include <nlohmann/json.hpp>

#include "judge/report.hpp"

namespace snake::judge {
namespace {

TestResult result(const std::string& name, const std::string& group, Result verdict,
                  const std::string& message, std::int64_t cpu_ms) {
  TestResult r;
  r.name = name;
  r.group = group;
  r.judged = Judged{verdict, message, verdict == Result::accepted ? 1.0 : 0.0};
  r.cpu_ms = cpu_ms;
  r.wall_ms = cpu_ms + 5;
  r.memory_kib = 4096;
  return r;
}

Report sample() {
  Report report;
  report.program = "wa \"x\"";
  report.kind = "shell command";
  report.limits.cpu_seconds = 2;
  report.limits.wall_seconds = 7;
  report.limits.memory_bytes = std::uint64_t{256} << 20;
  report.limits.output_bytes = std::uint64_t{64} << 20;
  report.memory_mechanism = "address space (RLIMIT_AS), as asked";
  report.sandbox = "none";
  report.jobs = 2;
  report.tests = "data/tests";
  report.test_count = 3;
  report.scoring_source = "data/groups.tsv";
  report.results = {result("01", "a", Result::accepted, "T = 21: fine", 10),
                    result("02", "a", Result::wrong_answer, "T = 25 is not optimal <&>", 1234),
                    result("03", "bb", Result::judge_failure, "jury answer: bad", 0)};
  report.groups = {{"a", package::Scoring::sum, 40, 2, 1, 20},
                   {"bb", package::Scoring::min, 60, 1, 0, 0}};
  report.expectations.verdict = Result::accepted;
  report.unmet = {"test 02: WA, expected AC",
                  "test 03: FAIL, the jury's or the judge's fault: jury answer: bad"};
  return report;
}

BOOST_AUTO_TEST_CASE(the_text_report_has_header_tables_and_summary) {
  BOOST_TEST(text_report(sample()) ==
             "program  wa \"x\" (shell command)\n"
             "tests    data/tests: 3 tests, scoring: data/groups.tsv\n"
             "limits   CPU 2 s, wall clock 7 s, memory 256 MiB, stack as memory, output 64 MiB, "
             "128 processes\n"
             "memory   address space (RLIMIT_AS), as asked\n"
             "sandbox  none\n"
             "runs     2 at a time\n"
             "\n"
             "test  group  verdict   cpu s  wall s      MiB  message\n"
             "01    a      AC         0.01    0.01      4.0  T = 21: fine\n"
             "02    a      WA         1.23    1.24      4.0  T = 25 is not optimal <&>\n"
             "03    bb     FAIL       0.00    0.01      4.0  jury answer: bad\n"
             "\n"
             "group  scoring  tests     AC  points   score\n"
             "a      sum          2      1      40      20\n"
             "bb     min          1      0      60       0\n"
             "total               3      1     100      20\n"
             "\n"
             "score 20 / 100: 3 tests, AC 1, WA 1, FAIL 1; expected AC on every test: NOT met\n"
             "  test 02: WA, expected AC\n"
             "  test 03: FAIL, the jury's or the judge's fault: jury answer: bad\n");
}

BOOST_AUTO_TEST_CASE(kept_outputs_come_with_the_replay_command) {
  Report r = sample();
  r.replays = "kept";
  r.replay_tool = "build/bin/replay";
  r.results[1].output_file = "kept/02.out";
  r.results[2].output_file = "kept/03.out";
  BOOST_TEST(text_report(r).find(
                 "\noutputs of the 2 rejected tests kept in kept (NN.out, NN.err); a replay page "
                 "of one: build/bin/replay data/tests/NN.in kept/NN.out --answer "
                 "data/tests/NN.ans -o kept/NN.html\nscore 20 / 100") != std::string::npos);
  const auto json = nlohmann::ordered_json::parse(json_report(r));
  BOOST_TEST(json["tests"][1]["output_file"] == "kept/02.out");
  BOOST_TEST(!json["tests"][0].contains("output_file"));
}

BOOST_AUTO_TEST_CASE(the_progress_line_counts_up_to_the_total) {
  const Report r = sample();
  BOOST_TEST(progress_line(r.results[1], 2, 3) == "[2/3] 02 WA");
  BOOST_TEST(progress_line(r.results[0], 7, 40) == "[ 7/40] 01 AC");
}

BOOST_AUTO_TEST_CASE(a_compilation_error_shows_the_compiler_and_no_tables) {
  Report r = sample();
  r.results.clear();
  r.groups.clear();
  r.compile_command = "/usr/bin/g++ -O2 -o p x.cpp";
  r.compile_error = "x.cpp:1:1: error: 'x' does not name a type\n";
  r.unmet = {"the compilation failed"};
  BOOST_TEST(summary_line(r) ==
             "compilation failed: nothing judged; expected AC on every test: NOT met");
  const std::string text = text_report(r);
  BOOST_TEST(text.find("compile  /usr/bin/g++ -O2 -o p x.cpp\n") != std::string::npos);
  BOOST_TEST(text.find("The compiler failed:\nx.cpp:1:1: error: 'x' does not name a type\n") !=
             std::string::npos);
  BOOST_TEST(text.find("group  scoring") == std::string::npos);
  // The header counts the tests of the set, judged or not.
  BOOST_TEST(text.find("tests    data/tests: 3 tests, scoring: data/groups.tsv\n") != std::string::npos);
  // Every report keeps the compiler's first 30 lines, however much it printed.
  for (int i = 0; i < 100000; ++i) r.compile_error->append("x.cpp:2:1: error: more\n");
  const auto json = nlohmann::json::parse(json_report(r));
  const std::string messages = json["compile"]["messages"];
  BOOST_TEST(messages.size() < 30u * 301 + 100);
  BOOST_TEST(messages.find("(99971 more lines)") != std::string::npos, messages.substr(messages.size() - 60));
  BOOST_TEST(junit_report(r).size() < 30u * 301 + 2000);
}

BOOST_AUTO_TEST_CASE(json_holds_every_test_group_and_the_score_in_a_fixed_order) {
  const auto expected = nlohmann::ordered_json::parse(R"({
    "program": "wa \"x\"",
    "kind": "shell command",
    "limits": {"cpu_s": 2, "wall_s": 7, "memory_mib": 256, "stack_mib": 256, "output_mib": 64,
               "processes": 128},
    "memory_mechanism": "address space (RLIMIT_AS), as asked",
    "sandbox": "none",
    "jobs": 2,
    "tests_folder": "data/tests",
    "scoring": "data/groups.tsv",
    "tests": [
      {"name": "01", "group": "a", "verdict": "AC", "score": 1, "cpu_ms": 10, "wall_ms": 15,
       "memory_kib": 4096, "message": "T = 21: fine"},
      {"name": "02", "group": "a", "verdict": "WA", "score": 0, "cpu_ms": 1234, "wall_ms": 1239,
       "memory_kib": 4096, "message": "T = 25 is not optimal <&>"},
      {"name": "03", "group": "bb", "verdict": "FAIL", "score": 0, "cpu_ms": 0, "wall_ms": 5,
       "memory_kib": 4096, "message": "jury answer: bad"}
    ],
    "groups": [
      {"name": "a", "scoring": "sum", "points": 40, "tests": 2, "accepted": 1, "score": 20},
      {"name": "bb", "scoring": "min", "points": 60, "tests": 1, "accepted": 0, "score": 0}
    ],
    "score": 20,
    "max_score": 100,
    "expectations": {"expected": "AC on every test", "met": false,
                     "unmet": ["test 02: WA, expected AC",
                               "test 03: FAIL, the jury's or the judge's fault: jury answer: bad"]},
    "interrupted": false,
    "summary": "score 20 / 100: 3 tests, AC 1, WA 1, FAIL 1; expected AC on every test: NOT met"
  })");
  // Compared as text, so the key order is part of the comparison.
  BOOST_TEST(nlohmann::ordered_json::parse(json_report(sample())).dump(1) == expected.dump(1));
}

BOOST_AUTO_TEST_CASE(json_rounds_scores_and_survives_any_bytes) {
  Report r = sample();
  r.results[0].judged.score = 2.0 / 3;
  r.results[0].interrupted = true;
  r.results[1].judged.message = std::string("bad \xFF byte, \x1b escape, \0 nul", 28);
  r.limits.cpu_seconds = 0.5;
  const std::string text = json_report(r);
  const auto json = nlohmann::ordered_json::parse(text);
  BOOST_TEST(json["tests"][0]["score"].get<double>() == 0.67);
  BOOST_TEST(json["tests"][0]["interrupted"] == true);
  BOOST_TEST(json["limits"]["cpu_s"].get<double>() == 0.5);
  BOOST_TEST(json["tests"][1]["message"] ==
             std::string("bad \xEF\xBF\xBD byte, \x1b escape, \0 nul", 30));
  BOOST_TEST(text.find("\\u001b escape, \\u0000 nul") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_text_report_quotes_control_bytes_in_every_field) {
  Report r = sample();
  r.program = "evil\x1b[2J";
  r.results[0].name = "0\n1";
  r.results[0].group = "a\tb";
  r.results[1].judged.message = "fake\n02    a      AC";
  r.unmet = {"test 0\n1: \x07"};
  const std::string text = text_report(r);
  BOOST_TEST(text.find('\x1b') == std::string::npos);
  BOOST_TEST(text.find('\x07') == std::string::npos);
  BOOST_TEST(text.find('\t') == std::string::npos);
  BOOST_TEST(text.find("program  'evil\\x1B[2J' (shell command)\n") != std::string::npos);
  BOOST_TEST(text.find("\n'0\\n1'  'a\\tb'  AC  ") != std::string::npos);
  BOOST_TEST(text.find("'fake\\n02    a      AC'\n") != std::string::npos);
  BOOST_TEST(text.find("\n  'test 0\\n1: \\x07'\n") != std::string::npos);
  BOOST_TEST(progress_line(r.results[0], 1, 3) == "[1/3] '0\\n1' AC");
  r.results.clear();
  r.compile_command = "g++ x.cpp";
  r.compile_error = "x.cpp:1:2: error: #error \x1b]0;owned\x07\nplain line\n";
  const std::string compiled = text_report(r);
  BOOST_TEST(compiled.find("The compiler failed:\n'x.cpp:1:2: error: #error \\x1B]0;owned\\x07'\n"
                           "plain line\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(json_of_an_empty_judging_is_still_complete) {
  Report r;
  r.program = "p";
  r.kind = "executable";
  const auto json = nlohmann::ordered_json::parse(json_report(r));
  BOOST_TEST(json["tests"].is_array());
  BOOST_TEST(json["tests"].empty());
  BOOST_TEST(json["groups"].empty());
  BOOST_TEST(json["score"] == 0);
  BOOST_TEST(json["max_score"] == 0);
  BOOST_TEST(json["expectations"].dump() == R"({"expected":"none","met":true,"unmet":[]})");
}

// The report parsed back (pugixml): each suite as "name tests failures errors time", each
// case as "name classname time element type message-or-text".
std::vector<std::string> junit_lines(const std::string& xml) {
  pugi::xml_document document;
  const pugi::xml_parse_result parsed = document.load_string(xml.c_str());
  BOOST_TEST_REQUIRE(static_cast<bool>(parsed), parsed.description());
  std::vector<std::string> lines;
  const pugi::xml_node root = document.child("testsuites");
  const auto counts = [](pugi::xml_node n) {
    return fmt::format("{} {} {} {} {}", n.attribute("name").value(), n.attribute("tests").value(),
                       n.attribute("failures").value(), n.attribute("errors").value(),
                       n.attribute("time").value());
  };
  lines.push_back(counts(root));
  for (const pugi::xml_node suite : root.children("testsuite")) {
    lines.push_back("  " + counts(suite));
    for (const pugi::xml_node test : suite.children("testcase")) {
      const pugi::xml_node verdict = test.first_child();
      lines.push_back(fmt::format(
          "    {} {} {}{}{}", test.attribute("name").value(), test.attribute("classname").value(),
          test.attribute("time").value(), verdict ? fmt::format(" {}", verdict.name()) : "",
          !verdict                 ? ""
          : verdict.attribute("type") ? fmt::format(" {}: {}", verdict.attribute("type").value(),
                                                    verdict.attribute("message").value())
                                      : fmt::format(": {}", verdict.text().get())));
    }
  }
  return lines;
}

BOOST_AUTO_TEST_CASE(junit_has_a_suite_per_group_failures_errors_and_expectations) {
  const std::string xml = junit_report(sample());
  BOOST_TEST(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 0) == 0u);
  const std::vector<std::string> expected{
      "judge wa \"x\" 4 2 1 1.26",
      "  a 2 1 0 1.25",
      "    01 a 0.01 system-out: AC: T = 21: fine",
      "    02 a 1.24 failure WA: WA: T = 25 is not optimal <&>",
      "  bb 1 0 1 0.01",
      "    03 bb 0.01 error FAIL: FAIL: jury answer: bad",
      "  expectations 1 1 0 0.00",
      "    AC on every test expectations 0 failure expectations: test 02: WA, expected AC; test 03: "
      "FAIL, the jury's or the judge's fault: jury answer: bad"};
  const std::vector<std::string> lines = junit_lines(xml);
  BOOST_TEST(lines == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(junit_keeps_only_characters_xml_allows) {
  Report r = sample();
  r.program = "p\x01\xff";
  r.results[0].judged.message = "bell \x07, <tag> & \"quote\"";
  const std::vector<std::string> lines = junit_lines(junit_report(r));
  BOOST_TEST(lines[0] == "judge p.\xEF\xBF\xBD 4 2 1 1.26");
  BOOST_TEST(lines[2] == "    01 a 0.01 system-out: AC: bell ., <tag> & \"quote\"");
}

BOOST_AUTO_TEST_CASE(junit_for_a_set_level_tag_fails_no_single_test) {
  Report r = sample();
  r.expectations = Expectations{std::nullopt, "wa_x", "wrong-answer"};
  r.results.pop_back();
  r.unmet.clear();
  const std::vector<std::string> lines = junit_lines(junit_report(r));
  BOOST_TEST(lines[0] == "judge wa \"x\" 3 0 0 1.25");
  BOOST_TEST(lines.back() ==
             "    wa_x (tagged wrong-answer) to fail at least one test expectations 0");
}

}  // namespace
}  // namespace snake::judge
