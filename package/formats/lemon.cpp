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
#include <fmt/format.h>

#include "package/formats/common.hpp"
#include "package/formats/formats.hpp"

namespace snake::package::detail {

FileTree lemon_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  FileTree tree;
  const long long time_ms = static_cast<long long>(options.time_limit * 1000);
  std::string cases;
  const auto add_case = [&](int points, const std::vector<std::string>& names) {
    std::string inputs;
    std::string outputs;
    for (const std::string& name : names) {
      inputs += fmt::format("{}\"snake/snake{}.in\"", inputs.empty() ? "" : ", ", name);
      outputs += fmt::format("{}\"snake/snake{}.ans\"", outputs.empty() ? "" : ", ", name);
    }
    cases += fmt::format(
        "{}\n        {{\"fullScore\": {}, \"timeLimit\": {}, \"memoryLimit\": {}, "
        "\"inputFiles\": [{}], \"outputFiles\": [{}]}}",
        cases.empty() ? "" : ",", points, time_ms, options.memory_limit, inputs, outputs);
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
  tree.add("snake.cdf",
           fmt::format("{{\n"
                       "  \"version\": \"1.0\",\n"
                       "  \"contestTitle\": \"SDOI2011 Snake\",\n"
                       "  \"tasks\": [\n"
                       "    {{\n"
                       "      \"problemTitle\": \"snake\",\n"
                       "      \"sourceFileName\": \"snake\",\n"
                       "      \"inputFileName\": \"snake.in\",\n"
                       "      \"outputFileName\": \"snake.out\",\n"
                       "      \"standardInputCheck\": true,\n"
                       "      \"standardOutputCheck\": true,\n"
                       "      \"taskType\": 0,\n"
                       "      \"subFolderCheck\": false,\n"
                       "      \"comparisonMode\": 4,\n"
                       "      \"diffArguments\": \"\",\n"
                       "      \"realPrecision\": 3,\n"
                       "      \"specialJudge\": \"snake/checker-lemon\",\n"
                       "      \"compilerConfiguration\": {{}},\n"
                       "      \"answerFileExtension\": \"out\",\n"
                       "      \"testCases\": [{}\n"
                       "      ]\n"
                       "    }}\n"
                       "  ],\n"
                       "  \"contestants\": []\n"
                       "}}\n",
                       cases));
  const StatementView view{false, true, PointsRule::larger_first};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement/snake.{}.pdf", code(language)), statement_pdf(sources, language, view));
    tree.add(fmt::format("statement/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  for (const Solution& solution : sources.solutions) {
    tree.add("source/" + solution.name + "/snake.cpp", solution.source);
  }
  return tree;
}

}  // namespace snake::package::detail
