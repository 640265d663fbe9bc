#include "judge/report.hpp"

#include <algorithm>
#include <array>
#include <map>

#include <fmt/format.h>

#include "judge/text.hpp"

namespace snake::judge {

namespace {

constexpr std::array<Verdict, 9> k_order{
    Verdict::accepted,           Verdict::partial,      Verdict::wrong_answer,
    Verdict::presentation_error, Verdict::time_limit,   Verdict::memory_limit,
    Verdict::runtime_error,      Verdict::output_limit, Verdict::judge_failure};

// "AC 38, WA 2", verdicts in a fixed order.
std::string verdict_counts(const std::vector<TestResult>& results) {
  std::string out;
  for (const Verdict verdict : k_order) {
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
  return fmt::format("CPU {} s, wall clock {} s, memory {}, stack {}, output {} MiB",
                     limit_seconds(limits.cpu_seconds), limit_seconds(limits.wall_seconds), memory,
                     limits.memory_bytes > 0 ? "as memory" : "unchanged", mib(limits.output_bytes));
}

std::string pad(const std::string& text, std::size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

std::string test_table(const std::vector<TestResult>& results) {
  std::size_t name = 4, group = 5, verdict = 7;
  for (const TestResult& r : results) {
    name = std::max(name, r.name.size());
    group = std::max(group, r.group.size());
    verdict = std::max(verdict, word(r.judged.verdict).size());
  }
  std::string out =
      fmt::format("{}  {}  {}  {:>6}  {:>6}  {:>7}  message\n", pad("test", name),
                  pad("group", group), pad("verdict", verdict), "cpu s", "wall s", "MiB");
  for (const TestResult& r : results) {
    out +=
        fmt::format("{}  {}  {}  {:>6}  {:>6}  {:>7}  {}\n", pad(r.name, name), pad(r.group, group),
                    pad(std::string(word(r.judged.verdict)), verdict), seconds(r.cpu_ms),
                    seconds(r.wall_ms), mebibytes(r.memory_kib), valid_utf8(r.judged.message));
  }
  return out;
}

std::string group_table(const Report& report) {
  std::size_t name = 5;
  for (const GroupScore& g : report.groups) name = std::max(name, g.name.size());
  std::string out = fmt::format("{}  scoring  {:>5}  {:>5}  {:>6}  {:>6}\n", pad("group", name),
                                "tests", "AC", "points", "score");
  std::size_t tests = 0, accepted = 0;
  for (const GroupScore& g : report.groups) {
    out += fmt::format("{}  {:<7}  {:>5}  {:>5}  {:>6}  {:>6}\n", pad(g.name, name),
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
  return fmt::format("[{:>{}}/{}] {} {}", done, width, total, result.name,
                     word(result.judged.verdict));
}

std::string text_report(const Report& report) {
  std::string out;
  out += fmt::format("program  {} ({})\n", valid_utf8(report.program), report.kind);
  if (!report.compile_command.empty()) {
    out += fmt::format("compile  {}\n", valid_utf8(report.compile_command));
  }
  out += fmt::format("tests    {}: {} test{}, scoring: {}\n", valid_utf8(report.tests),
                     report.results.size(), report.results.size() == 1 ? "" : "s",
                     valid_utf8(report.scoring_source));
  out += fmt::format("limits   {}\n", limits_line(report.limits));
  out += fmt::format("memory   {}\n", report.memory_mechanism);
  out += fmt::format("sandbox  {}\n", report.sandbox);
  out += fmt::format("runs     {} at a time\n", report.jobs);
  out += '\n';
  if (report.compile_error) {
    out += "The compiler failed:\n" + valid_utf8(first_lines(*report.compile_error, 30)) + '\n';
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
          rejected, rejected == 1 ? "" : "s", valid_utf8(report.replays),
          valid_utf8(report.replay_tool), valid_utf8(report.tests), valid_utf8(report.replays),
          valid_utf8(report.tests), valid_utf8(report.replays));
    }
  }
  out += summary_line(report) + '\n';
  for (const std::string& line : report.unmet) out += "  " + valid_utf8(line) + '\n';
  return out;
}

std::string json_report(const Report& report) {
  const Limits& l = report.limits;
  std::string out = "{\n";
  out += fmt::format("  \"program\": {},\n  \"kind\": {},\n", json_string(report.program),
                     json_string(report.kind));
  if (!report.compile_command.empty()) {
    out += fmt::format("  \"compile\": {{\"command\": {}, \"ok\": {}, \"messages\": {}}},\n",
                       json_string(report.compile_command), report.compile_error ? "false" : "true",
                       json_string(report.compile_error.value_or("")));
  }
  out += fmt::format(
      "  \"limits\": {{\"cpu_s\": {}, \"wall_s\": {}, \"memory_mib\": {}, \"stack_mib\": {}, "
      "\"output_mib\": {}}},\n",
      limit_seconds(l.cpu_seconds), limit_seconds(l.wall_seconds), mib(l.memory_bytes),
      mib(l.memory_bytes), mib(l.output_bytes));
  out +=
      fmt::format("  \"memory_mechanism\": {},\n  \"sandbox\": {},\n  \"jobs\": {},\n",
                  json_string(report.memory_mechanism), json_string(report.sandbox), report.jobs);
  out += fmt::format("  \"tests_folder\": {},\n  \"scoring\": {},\n", json_string(report.tests),
                     json_string(report.scoring_source));
  out += "  \"tests\": [";
  for (std::size_t i = 0; i < report.results.size(); ++i) {
    const TestResult& r = report.results[i];
    out += fmt::format(
        "{}\n    {{\"name\": {}, \"group\": {}, \"verdict\": \"{}\", \"score\": {}, "
        "\"cpu_ms\": {}, \"wall_ms\": {}, \"memory_kib\": {}, \"message\": {}",
        i == 0 ? "" : ",", json_string(r.name), json_string(r.group), word(r.judged.verdict),
        points(r.judged.score), r.cpu_ms, r.wall_ms, r.memory_kib, json_string(r.judged.message));
    if (!r.output_file.empty())
      out += fmt::format(", \"output_file\": {}", json_string(r.output_file));
    out += "}";
  }
  out += report.results.empty() ? "],\n" : "\n  ],\n";
  out += "  \"groups\": [";
  for (std::size_t i = 0; i < report.groups.size(); ++i) {
    const GroupScore& g = report.groups[i];
    out += fmt::format(
        "{}\n    {{\"name\": {}, \"scoring\": \"{}\", \"points\": {}, \"tests\": {}, "
        "\"accepted\": {}, \"score\": {}}}",
        i == 0 ? "" : ",", json_string(g.name), package::name_of(g.scoring), g.points, g.tests,
        g.accepted, points(g.score));
  }
  out += report.groups.empty() ? "],\n" : "\n  ],\n";
  out += fmt::format("  \"score\": {},\n  \"max_score\": {},\n", points(total_score(report)),
                     total_points(report));
  out += fmt::format("  \"expectations\": {{\"expected\": {}, \"met\": {}, \"unmet\": [",
                     json_string(describe(report.expectations)),
                     report.unmet.empty() ? "true" : "false");
  for (std::size_t i = 0; i < report.unmet.size(); ++i) {
    out += (i == 0 ? "" : ", ") + json_string(report.unmet[i]);
  }
  out += "]},\n";
  out += fmt::format("  \"interrupted\": {},\n  \"summary\": {}\n}}\n",
                     report.interrupted ? "true" : "false", json_string(summary_line(report)));
  return out;
}

std::string junit_report(const Report& report) {
  const std::optional<Verdict> expected = describe(report.expectations) == "none"
                                              ? std::optional<Verdict>(Verdict::accepted)
                                              : verdict_per_test(report.expectations);
  struct Suite {
    std::string cases;
    std::size_t tests = 0, failures = 0, errors = 0;
    std::int64_t wall_ms = 0;
  };
  std::vector<std::pair<std::string, Suite>> suites;
  const auto suite = [&](const std::string& name) -> Suite& {
    for (auto& [n, s] : suites) {
      if (n == name) return s;
    }
    suites.emplace_back(name, Suite{});
    return suites.back().second;
  };
  for (const TestResult& r : report.results) {
    Suite& s = suite(r.group);
    ++s.tests;
    s.wall_ms += r.wall_ms;
    const Verdict v = r.judged.verdict;
    const std::string message = xml_text(fmt::format("{}: {}", word(v), r.judged.message));
    std::string body;
    if (v == Verdict::judge_failure) {
      ++s.errors;
      body = fmt::format("<error type=\"FAIL\" message=\"{}\"/>", message);
    } else if (expected && v != *expected) {
      ++s.failures;
      body = fmt::format("<failure type=\"{}\" message=\"{}\"/>", word(v), message);
    } else {
      body = fmt::format("<system-out>{}</system-out>", message);
    }
    s.cases += fmt::format("    <testcase name=\"{}\" classname=\"{}\" time=\"{}\">{}</testcase>\n",
                           xml_text(r.name), xml_text(r.group), seconds(r.wall_ms), body);
  }
  if (report.compile_error) {
    Suite& s = suite("compile");
    ++s.tests;
    ++s.failures;
    s.cases += fmt::format(
        "    <testcase name=\"compile\" classname=\"compile\" time=\"0\"><failure "
        "type=\"compile\" message=\"{}\"/></testcase>\n",
        xml_text(first_lines(*report.compile_error, 30)));
  }
  if (describe(report.expectations) != "none") {
    Suite& s = suite("expectations");
    ++s.tests;
    std::string body;
    if (!report.unmet.empty()) {
      ++s.failures;
      std::string all;
      for (const std::string& line : report.unmet) all += (all.empty() ? "" : "; ") + line;
      body = fmt::format("<failure type=\"expectations\" message=\"{}\"/>", xml_text(all));
    }
    s.cases += fmt::format(
        "    <testcase name=\"{}\" classname=\"expectations\" time=\"0\">{}</testcase>\n",
        xml_text(describe(report.expectations)), body);
  }
  std::size_t tests = 0, failures = 0, errors = 0;
  std::int64_t wall_ms = 0;
  std::string body;
  for (const auto& [name, s] : suites) {
    tests += s.tests;
    failures += s.failures;
    errors += s.errors;
    wall_ms += s.wall_ms;
    body += fmt::format(
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{}\">\n{}"
        "  </testsuite>\n",
        xml_text(name), s.tests, s.failures, s.errors, seconds(s.wall_ms), s.cases);
  }
  return fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"{}\" tests=\"{}\" "
      "failures=\"{}\" errors=\"{}\" time=\"{}\">\n{}</testsuites>\n",
      xml_text("judge " + report.program), tests, failures, errors, seconds(wall_ms), body);
}

}  // namespace snake::judge
