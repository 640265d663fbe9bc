// A LibreOJ (lyrio) problem: the judge information to paste into the problem's judge
// settings (YAML), its testdata files, and the statement. Followed: lyrio-dev/lyrio,
// src/problem-type/types/traditional/problem-judge-info-traditional.interface.ts
// (timeLimit in ms, memoryLimit in MiB, runSamples, subtasks with scoringType Sum or
// GroupMin, points and testcases of inputFile/outputFile, checker),
// src/problem-type/common/checker.ts (checker type custom: interface testlib, language,
// compileAndRunOptions, filename of a testdata file) and
// src/code-language/compile-and-run-options/cpp.ts (compiler, std, O, m).
// LibreOJ compiles the checker from one source file, so testdata/checker.cpp is the
// embedded static checker (detail::embedded_checker_source).
#include <fmt/format.h>

#include "package/formats/common.hpp"
#include "package/formats/formats.hpp"

namespace snake::package::detail {

FileTree loj_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  FileTree tree;
  std::string info = generated_note("#") +
                     "# Paste into the problem's judge settings (YAML); upload testdata/ as its\n"
                     "# testdata files.\n" +
                     fmt::format("timeLimit: {}\nmemoryLimit: {}\nrunSamples: true\nsubtasks:\n",
                                 static_cast<long long>(options.time_limit * 1000), options.memory_limit);
  for (const GroupEntry& group : manifest.groups) {
    info += fmt::format("  - scoringType: {}\n    points: {}\n    testcases:\n",
                        group.scoring == Scoring::sum ? "Sum" : "GroupMin", group.points);
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      tree.add("testdata/" + name + ".in", read_file(manifest.input(test)));
      tree.add("testdata/" + name + ".ans", read_file(manifest.answer(test)));
      info += fmt::format("      - inputFile: {}.in\n        outputFile: {}.ans\n", name, name);
    }
  }
  info +=
      "checker:\n"
      "  type: custom\n"
      "  interface: testlib\n"
      "  language: cpp\n"
      "  compileAndRunOptions:\n"
      "    compiler: g++\n"
      "    std: c++17\n"
      "    O: \"2\"\n"
      "    m: \"64\"\n"
      "  filename: checker.cpp\n";
  tree.add("judge-info.yaml", info);
  std::vector<std::string> extra;
  if (options.partial) {
    extra = {"--partial", decimal_number(*options.partial), "--points-scale", "percent"};
  }
  tree.add("testdata/checker.cpp", embedded_checker_source(sources, extra));
  // One statement a language; LibreOJ has no file to link the picture to, so it is
  // inline (a PNG data address, which markdown-it allows for images).
  const StatementView view{false, true, PointsRule::share};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement.{}.md", code(language)),
             to_markdown(statement_document(sources, language, view),
                         {false, board_png_data_address(sources)}));
    tree.add(fmt::format("editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  return tree;
}

}  // namespace snake::package::detail
