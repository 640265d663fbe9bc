// A LemonLime contest folder. Followed: Project-LemonLime/Project_LemonLime,
// src/lemon.cpp (loadContest: a .cdf starting with '{' is read as JSON),
// src/core/contest.cpp (Contest::readFromJson: version "1.0", contestTitle, tasks,
// contestants), src/core/task.cpp and task.h (Task::readFromJson; TaskType Traditional
// = 0, ComparisonMode SpecialJudgeMode = 4, the special judge's path relative to data/)
// and src/core/testcase.cpp (TestCase::readFromJson: fullScore, timeLimit in ms,
// memoryLimit in MiB, inputFiles and outputFiles relative to data/). A test case with
// several input files scores its lowest ratio, which is what a "min" group means; a
// "sum" group is one test case a test with integer points (detail::split_points).
// The special judge is checker-lemon (Lemon's argv: input output answer full_score
// score_file message_file). Contestants are the folders of source/; the package's
// solutions are there, so "Refresh" and "Judge all" judge them at once.
#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "package/formats/common.hpp"

namespace snake::package::detail {

Package lemon_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  const JudgingLimits limit = limits(sources, options);
  Package package;
  FileTree& tree = package.tree;
  const long long time_ms = std::llround(limit.time_seconds * 1000);
  nlohmann::ordered_json cases = nlohmann::ordered_json::array();
  const auto add_case = [&](int points, const std::vector<std::string>& names) {
    nlohmann::ordered_json inputs = nlohmann::ordered_json::array();
    nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
    for (const std::string& name : names) {
      inputs.push_back("snake/snake" + name + ".in");
      outputs.push_back("snake/snake" + name + ".ans");
    }
    cases.push_back({{"fullScore", points},
                     {"timeLimit", time_ms},
                     {"memoryLimit", limit.memory_mib},
                     {"inputFiles", inputs},
                     {"outputFiles", outputs}});
  };
  for (const GroupEntry& group : manifest.groups) {
    if (group.scoring == Scoring::min) {
      add_case(group.points, group.tests);
    } else {
      const std::vector<int> shares = split_points(group.points, group.tests.size());
      for (std::size_t t = 0; t < group.tests.size(); ++t) add_case(shares[t], {group.tests[t]});
    }
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      tree.add("data/snake/snake" + name + ".in", read_file(manifest.input(test)));
      tree.add("data/snake/snake" + name + ".ans", read_file(manifest.answer(test)));
    }
  }
  tree.add("data/snake/checker-lemon", tool(sources, "checker-lemon"), true);
  const nlohmann::ordered_json task{
      {"problemTitle", "snake"},
      {"sourceFileName", "snake"},
      {"inputFileName", "snake.in"},
      {"outputFileName", "snake.out"},
      {"standardInputCheck", true},
      {"standardOutputCheck", true},
      {"taskType", 0},
      {"subFolderCheck", false},
      {"comparisonMode", 4},
      {"diffArguments", ""},
      {"realPrecision", 3},
      {"specialJudge", "snake/checker-lemon"},
      {"compilerConfiguration", nlohmann::ordered_json::object()},
      {"answerFileExtension", "out"},
      {"testCases", cases}};
  // JSON has no comments: the note is a key LemonLime does not read.
  const nlohmann::ordered_json contest{
      {"version", "1.0"},
      {"contestTitle", "SDOI2011 Snake"},
      {"writtenBy", generated_text(sources)},
      {"tasks", nlohmann::ordered_json::array({task})},
      {"contestants", nlohmann::ordered_json::array()}};
  tree.add("snake.cdf", contest.dump(2) + "\n");
  const StatementView view{false, true, PointsRule::larger_first, limit.time_seconds};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement/snake.{}.pdf", code(language)), statement_pdf(sources, language, view));
    tree.add(fmt::format("statement/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  for (const Solution& solution : sources.solutions) {
    tree.add("source/" + solution.name + "/snake.cpp", solution.source);
  }
  return package;
}

}  // namespace snake::package::detail
