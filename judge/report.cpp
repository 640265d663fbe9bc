#include "judge/report.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <sstream>

#include <fmt/format.h>
#include <pugixml.hpp>
#include <nlohmann/json.hpp>

#include "judge/text.hpp"

namespace snake::judge {

namespace {

// Compiler messages kept in every report (each line cut to 300 bytes by first_lines()).
constexpr std::size_t k_compiler_lines = 30;

constexpr std::array<Result, 9> k_order{
    Result::accepted,           Result::partial,      Result::wrong_answer,
    Result::presentation_error, Result::time_limit,   Result::memory_limit,
    Result::runtime_error,      Result::output_limit, Result::judge_failure};

// "AC 38, WA 2", verdicts in a fixed order.
std::string verdict_counts(const std::vector<TestResult>& results) {
  std::string out;
  for (const Result verdict : k_order) {
    const auto count = std::count_if(results.begin(), results.end(), [&](const TestResult& r) {
      return r.judged.verdict == verdict;
    });
    if (count > 0) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", word(verdict), count);
  }
  return out;
}

std::string limits_line(const Limits& limits) {
  const std::string memory =
      limits.memory_bytes > 0 ? fmt::format("{} MiB", mib(limits.memory_bytes)) : "none";
  return fmt::format("CPU {} s, wall clock {} s, memory {}, stack {}, output {} MiB, {} processes",
                     limit_seconds(limits.cpu_seconds), limit_seconds(limits.wall_seconds), memory,
                     limits.memory_bytes > 0 ? "as memory" : "unlimited", mib(limits.output_bytes),
                     limits.processes);
}

std::string pad(const std::string& text, std::size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

std::string test_table(const std::vector<TestResult>& results) {
  std::size_t name = 4, group = 5, verdict = 7;
  for (const TestResult& r : results) {
    name = std::max(name, printable(r.name).size());
    group = std::max(group, printable(r.group).size());
    verdict = std::max(verdict, word(r.judged.verdict).size());
  }
  std::string out =
      fmt::format("{}  {}  {}  {:>6}  {:>6}  {:>7}  message\n", pad("test", name),
                  pad("group", group), pad("verdict", verdict), "cpu s", "wall s", "MiB");
  for (const TestResult& r : results) {
    out += fmt::format("{}  {}  {}  {:>6}  {:>6}  {:>7}  {}\n", pad(printable(r.name), name),
                       pad(printable(r.group), group),
                       pad(std::string(word(r.judged.verdict)), verdict), seconds(r.cpu_ms),
                       seconds(r.wall_ms), mebibytes(r.memory_kib), printable(r.judged.message));
  }
  return out;
}

std::string group_table(const Report& report) {
  std::size_t name = 5;
  for (const GroupScore& g : report.groups) name = std::max(name, printable(g.name).size());
  std::string out = fmt::format("{}  scoring  {:>5}  {:>5}  {:>6}  {:>6}\n", pad("group", name),
                                "tests", "AC", "points", "score");
  std::size_t tests = 0, accepted = 0;
  for (const GroupScore& g : report.groups) {
    out += fmt::format("{}  {:<7}  {:>5}  {:>5}  {:>6}  {:>6}\n", pad(printable(g.name), name),
                       package::name_of(g.scoring), g.tests, g.accepted, g.points, points(g.score));
    tests += g.tests;
    accepted += g.accepted;
  }
  out += fmt::format("{}  {:<7}  {:>5}  {:>5}  {:>6}  {:>6}\n", pad("total", name), "", tests,
                     accepted, total_points(report), points(total_score(report)));
  return out;
}

std::string expectation_text(const Report& report) {
  const std::string expected = describe(report.expectations);
  if (expected == "none") return "";
  return fmt::format("; expected {}: {}", expected, report.unmet.empty() ? "met" : "NOT met");
}

}  // namespace

double total_score(const Report& report) {
  double total = 0;
  for (const GroupScore& g : report.groups) total += g.score;
  return total;
}

int total_points(const Report& report) {
  int total = 0;
  for (const GroupScore& g : report.groups) total += g.points;
  return total;
}

std::string summary_line(const Report& report) {
  if (report.compile_error) {
    return fmt::format("compilation failed: nothing judged{}", expectation_text(report));
  }
  std::string line = fmt::format(
      "score {} / {}: {} test{}, {}", points(total_score(report)), total_points(report),
      report.results.size(), report.results.size() == 1 ? "" : "s", verdict_counts(report.results));
  if (report.interrupted) line += " (interrupted: not every test ran)";
  return line + expectation_text(report);
}

std::string progress_line(const TestResult& result, std::size_t done, std::size_t total) {
  const std::size_t width = std::to_string(total).size();
  return fmt::format("[{:>{}}/{}] {} {}", done, width, total, printable(result.name),
                     word(result.judged.verdict));
}

std::string text_report(const Report& report) {
  std::string out;
  out += fmt::format("program  {} ({})\n", printable(report.program), report.kind);
  if (!report.compile_command.empty()) {
    out += fmt::format("compile  {}\n", printable(report.compile_command));
  }
  out += fmt::format("tests    {}: {} test{}, scoring: {}\n", printable(report.tests),
                     report.test_count, report.test_count == 1 ? "" : "s",
                     printable(report.scoring_source));
  out += fmt::format("limits   {}\n", limits_line(report.limits));
  out += fmt::format("memory   {}\n", printable(report.memory_mechanism));
  out += fmt::format("sandbox  {}\n", printable(report.sandbox));
  out += fmt::format("runs     {} at a time\n", report.jobs);
  out += '\n';
  if (report.compile_error) {
    out += "The compiler failed:\n" + first_lines(*report.compile_error, k_compiler_lines, true) + '\n';
  } else {
    out += test_table(report.results) + '\n' + group_table(report) + '\n';
  }
  if (!report.replays.empty()) {
    const auto rejected = std::count_if(report.results.begin(), report.results.end(),
                                        [](const TestResult& r) { return !r.output_file.empty(); });
    if (rejected > 0) {
      out += fmt::format(
          "outputs of the {} rejected test{} kept in {} (NN.out, NN.err); a "
          "replay page of one: {} {}/NN.in {}/NN.out --answer {}/NN.ans -o {}/NN.html\n",
          rejected, rejected == 1 ? "" : "s", printable(report.replays),
          printable(report.replay_tool), printable(report.tests), printable(report.replays),
          printable(report.tests), printable(report.replays));
    }
  }
  out += printable(summary_line(report)) + '\n';
  for (const std::string& line : report.unmet) out += "  " + printable(line) + '\n';
  return out;
}

std::string json_report(const Report& report) {
  using json = nlohmann::ordered_json;
  const Limits& l = report.limits;
  // Figures as the text report rounds them (2 decimals for points, 3 for seconds), and
  // a whole number without a fraction (256, not 256.0).
  const auto rounded = [](double value, double scale) -> json {
    const double r = std::round(value * scale) / scale;
    if (r == std::floor(r) && std::abs(r) < 1e15) return static_cast<std::int64_t>(r);
    return r;
  };
  const auto megabytes = [&](std::uint64_t bytes) {
    return rounded(static_cast<double>(bytes) / (1 << 20), 1 << 20);
  };
  json out;
  out["program"] = report.program;
  out["kind"] = report.kind;
  if (!report.compile_command.empty()) {
    out["compile"] = {{"command", report.compile_command},
                      {"ok", !report.compile_error},
                      // capped as in the text report: a compiler may print megabytes
                      {"messages", first_lines(report.compile_error.value_or(""), k_compiler_lines)}};
  }
  out["limits"] = {
      {"cpu_s", rounded(l.cpu_seconds, 1000)},   {"wall_s", rounded(l.wall_seconds, 1000)},
      {"memory_mib", megabytes(l.memory_bytes)}, {"stack_mib", megabytes(l.memory_bytes)},
      {"output_mib", megabytes(l.output_bytes)}, {"processes", l.processes}};
  out["memory_mechanism"] = report.memory_mechanism;
  out["sandbox"] = report.sandbox;
  out["jobs"] = report.jobs;
  out["tests_folder"] = report.tests;
  out["scoring"] = report.scoring_source;
  out["tests"] = json::array();
  for (const TestResult& r : report.results) {
    json test = {{"name", r.name},
                 {"group", r.group},
                 {"verdict", word(r.judged.verdict)},
                 {"score", rounded(r.judged.score, 100)},
                 {"cpu_ms", r.cpu_ms},
                 {"wall_ms", r.wall_ms},
                 {"memory_kib", r.memory_kib},
                 {"message", r.judged.message}};
    if (!r.output_file.empty()) test["output_file"] = r.output_file;
    if (!r.replay_error.empty()) test["replay_error"] = r.replay_error;
    if (r.interrupted) test["interrupted"] = true;
    out["tests"].push_back(std::move(test));
  }
  out["groups"] = json::array();
  for (const GroupScore& g : report.groups) {
    out["groups"].push_back({{"name", g.name},
                             {"scoring", package::name_of(g.scoring)},
                             {"points", g.points},
                             {"tests", g.tests},
                             {"accepted", g.accepted},
                             {"score", rounded(g.score, 100)}});
  }
  out["score"] = rounded(total_score(report), 100);
  out["max_score"] = total_points(report);
  out["expectations"] = {{"expected", describe(report.expectations)},
                         {"met", report.unmet.empty()},
                         {"unmet", report.unmet}};
  out["interrupted"] = report.interrupted;
  out["summary"] = summary_line(report);
  // Bytes that are not UTF-8 (a program name, a message quoting output) become U+FFFD.
  return out.dump(2, ' ', false, json::error_handler_t::replace) + '\n';
}

std::string junit_report(const Report& report) {
  const std::optional<Result> expected = describe(report.expectations) == "none"
                                              ? std::optional<Result>(Result::accepted)
                                              : verdict_per_test(report.expectations);
  // pugixml escapes; xml_chars() leaves it only characters XML 1.0 allows.
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "UTF-8";
  pugi::xml_node root = document.append_child("testsuites");
  root.append_attribute("name") = xml_chars("judge " + report.program).c_str();
  struct Suite {
    pugi::xml_node node;
    std::size_t tests = 0, failures = 0, errors = 0;
    std::int64_t wall_ms = 0;
  };
  std::vector<std::pair<std::string, Suite>> suites;
  const auto suite = [&](const std::string& name) -> Suite& {
    for (auto& [n, s] : suites) {
      if (n == name) return s;
    }
    suites.emplace_back(name, Suite{root.append_child("testsuite")});
    suites.back().second.node.append_attribute("name") = xml_chars(name).c_str();
    return suites.back().second;
  };
  // A test case of `s` with its verdict element ("failure", "error" or "system-out").
  const auto add_case = [](Suite& s, const std::string& name, const std::string& classname,
                           const std::string& time) {
    ++s.tests;
    pugi::xml_node test = s.node.append_child("testcase");
    test.append_attribute("name") = xml_chars(name).c_str();
    test.append_attribute("classname") = xml_chars(classname).c_str();
    test.append_attribute("time") = time.c_str();
    return test;
  };
  const auto fault = [](pugi::xml_node test, const char* element, const std::string& type,
                        const std::string& message) {
    pugi::xml_node node = test.append_child(element);
    node.append_attribute("type") = type.c_str();
    node.append_attribute("message") = xml_chars(message).c_str();
  };
  for (const TestResult& r : report.results) {
    Suite& s = suite(r.group);
    s.wall_ms += r.wall_ms;
    pugi::xml_node test = add_case(s, r.name, r.group, seconds(r.wall_ms));
    const Result v = r.judged.verdict;
    const std::string message = fmt::format("{}: {}", word(v), r.judged.message);
    if (v == Result::judge_failure) {
      ++s.errors;
      fault(test, "error", "FAIL", message);
    } else if (expected && v != *expected) {
      ++s.failures;
      fault(test, "failure", std::string(word(v)), message);
    } else {
      test.append_child("system-out").text() = xml_chars(message).c_str();
    }
  }
  if (report.compile_error) {
    Suite& s = suite("compile");
    ++s.failures;
    fault(add_case(s, "compile", "compile", "0"), "failure", "compile",
          first_lines(*report.compile_error, k_compiler_lines));
  }
  if (describe(report.expectations) != "none") {
    Suite& s = suite("expectations");
    pugi::xml_node test = add_case(s, describe(report.expectations), "expectations", "0");
    if (!report.unmet.empty()) {
      ++s.failures;
      std::string all;
      for (const std::string& line : report.unmet) all += (all.empty() ? "" : "; ") + line;
      fault(test, "failure", "expectations", all);
    }
  }
  std::size_t tests = 0, failures = 0, errors = 0;
  std::int64_t wall_ms = 0;
  const auto counts = [](pugi::xml_node node, std::size_t t, std::size_t f, std::size_t e,
                         std::int64_t ms) {
    node.append_attribute("tests") = static_cast<unsigned long long>(t);
    node.append_attribute("failures") = static_cast<unsigned long long>(f);
    node.append_attribute("errors") = static_cast<unsigned long long>(e);
    node.append_attribute("time") = seconds(ms).c_str();
  };
  for (const auto& [name, s] : suites) {
    tests += s.tests;
    failures += s.failures;
    errors += s.errors;
    wall_ms += s.wall_ms;
    counts(s.node, s.tests, s.failures, s.errors, s.wall_ms);
  }
  counts(root, tests, failures, errors, wall_ms);
  std::ostringstream out;
  document.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace snake::judge
