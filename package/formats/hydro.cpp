// A Hydro problem folder, importable as it is or zipped ("Import problem" or
// `hydrooj cli problem import`). Followed: hydro-dev/Hydro,
// packages/hydrooj/src/model/problem.ts (ProblemModel.import: problem.yaml with title
// and tag, problem.md, testdata/, additional_file/), packages/hydrojudge/src/cases.ts
// (testdata/config.yaml: time, memory, subtasks with score, type and cases of
// input/output), and packages/hydrojudge/src/check.ts and checkers.ts (checker_type
// testlib: the checker source is compiled, its language from the file extension, and
// run as checker input user_out answer; "ok " on standard error accepts).
// Hydro compiles the checker from one source file, so testdata/checker.cc is the
// embedded static checker (detail::embedded_checker_source).
#include <fmt/format.h>

#include "package/formats/common.hpp"
#include "package/formats/formats.hpp"

namespace snake::package::detail {

FileTree hydro_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  FileTree tree;
  tree.add("problem.yaml", generated_note("#") + "pid: snake\ntitle: Snake\ntag:\n  - SDOI2011\n");
  // problem_LANG.md, one a language (Hydro's import reads them when there is no
  // problem.md); the picture and the editorials are additional files.
  const StatementView view{false, true, PointsRule::smaller_first};
  for (const Language language : k_languages) {
    tree.add(fmt::format("problem_{}.md", code(language)),
             to_markdown(statement_document(sources, language, view), {true, "file://board.png"}));
    tree.add(fmt::format("additional_file/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  tree.add("additional_file/board.png", sources.statement.board_png);
  std::string config = generated_note("#") +
                       fmt::format("type: default\n"
                                   "time: {}s\n"
                                   "memory: {}m\n"
                                   "checker_type: testlib\n"
                                   "checker: checker.cc\n"
                                   "subtasks:\n",
                                   decimal_number(options.time_limit), options.memory_limit);
  for (std::size_t g = 0; g < manifest.groups.size(); ++g) {
    const GroupEntry& group = manifest.groups[g];
    config += fmt::format("  - id: {}\n    score: {}\n    type: {}\n    cases:\n", g + 1, group.points,
                          name_of(group.scoring));
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      tree.add("testdata/" + name + ".in", read_file(manifest.input(test)));
      tree.add("testdata/" + name + ".ans", read_file(manifest.answer(test)));
      config += fmt::format("      - input: {}.in\n        output: {}.ans\n", name, name);
    }
  }
  tree.add("testdata/config.yaml", config);
  std::vector<std::string> extra;
  if (options.partial) extra = {"--partial", decimal_number(*options.partial)};
  tree.add("testdata/checker.cc", embedded_checker_source(sources, extra));
  for (const Solution& solution : sources.solutions) {
    if (solution.tag == "accepted") tree.add("std/" + solution.name + ".cc", solution.source);
  }
  return tree;
}

}  // namespace snake::package::detail
