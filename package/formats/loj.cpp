// A LibreOJ (lyrio) problem: the judge information to paste into the problem's judge
// settings (YAML), its testdata files, and the statement. Followed: lyrio-dev/lyrio
// f477a3d, src/problem-type/types/traditional/problem-judge-info-traditional.interface.ts
// and src/problem-type/common/meta-and-subtasks.ts (timeLimit in ms, memoryLimit in MiB,
// runSamples, subtasks with scoringType Sum or GroupMin, points and testcases of
// inputFile/outputFile), src/problem-type/common/checker.ts (checker type custom:
// interface testlib, language, compileAndRunOptions, filename of a testdata file),
// src/code-language/compile-and-run-options/cpp.ts (compiler, std, O, m), and the caps
// a user without the ManageProblem privilege meets (config-example.yaml resourceLimit:
// 40 testdata files, 20 test cases, 2000 ms, 512 MiB; problem.service.ts
// checkAddProblemFileLimit and problem-type.service.ts validateAndFilterJudgeInfo).
// lyrio-dev/judge's src/checkers/index.ts (parseTestlibMessage) reads "points N" as an
// integer percent. The checker is the single-source program (LibreOJ compiles it).
#include <cmath>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "package/formats/common.hpp"

namespace snake::package::detail {

namespace {

// What a setter without the ManageProblem privilege may upload (resourceLimit).
constexpr std::size_t k_user_testdata_files = 40;
constexpr std::size_t k_user_testcases = 20;
constexpr long long k_user_time_ms = 2000;
constexpr int k_user_memory_mib = 512;

// judge-info.yaml (what the setter pastes into the judge settings), the tests' files
// in testdata/ as it names them.
std::string judge_info(const Sources& sources, long long time_ms, int memory_mib, FileTree& tree) {
  const Manifest& manifest = sources.manifest;
  YAML::Emitter info;
  info << YAML::Comment(generated_text(sources)) << YAML::Newline;
  info << YAML::Comment("Paste into the problem's judge settings (YAML); upload testdata/ as its "
                        "testdata files.");
  info << YAML::BeginMap;
  info << YAML::Key << "timeLimit" << YAML::Value << time_ms;
  info << YAML::Key << "memoryLimit" << YAML::Value << memory_mib;
  // runSamples would judge the samples of LibreOJ's sample fields first and zero a
  // submission that fails one: the sample is test 01 of the data already, judged and
  // scored as the others are.
  info << YAML::Key << "runSamples" << YAML::Value << false;
  info << YAML::Key << "subtasks" << YAML::Value << YAML::BeginSeq;
  for (const GroupEntry& group : manifest.groups) {
    info << YAML::BeginMap;
    info << YAML::Key << "scoringType" << YAML::Value << (group.scoring == Scoring::sum ? "Sum" : "GroupMin");
    info << YAML::Key << "points" << YAML::Value << group.points;
    info << YAML::Key << "testcases" << YAML::Value << YAML::BeginSeq;
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      tree.add("testdata/" + name + ".in", read_file(manifest.input(test)));
      tree.add("testdata/" + name + ".ans", read_file(manifest.answer(test)));
      info << YAML::BeginMap << YAML::Key << "inputFile" << YAML::Value << name + ".in" << YAML::Key
           << "outputFile" << YAML::Value << name + ".ans" << YAML::EndMap;
    }
    info << YAML::EndSeq << YAML::EndMap;
  }
  info << YAML::EndSeq;
  info << YAML::Key << "checker" << YAML::Value << YAML::BeginMap;
  info << YAML::Key << "type" << YAML::Value << "custom";
  info << YAML::Key << "interface" << YAML::Value << "testlib";
  info << YAML::Key << "language" << YAML::Value << "cpp";
  info << YAML::Key << "compileAndRunOptions" << YAML::Value << YAML::BeginMap;
  info << YAML::Key << "compiler" << YAML::Value << "g++";
  info << YAML::Key << "std" << YAML::Value << "c++17";
  info << YAML::Key << "O" << YAML::Value << YAML::DoubleQuoted << "2";
  info << YAML::Key << "m" << YAML::Value << YAML::DoubleQuoted << "64";
  info << YAML::EndMap;
  info << YAML::Key << "filename" << YAML::Value << "checker.cpp";
  info << YAML::EndMap << YAML::EndMap;
  return yaml_document(info);
}

// The caps of a setter who is not an administrator: an error with --tests small (the
// selection is meant to fit), otherwise a note.
void check_caps(const Manifest& manifest, long long time_ms, int memory_mib, const ExportOptions& options,
                std::vector<std::string>& notes) {
  const std::size_t files = manifest.tests.size() * 2 + 1;
  std::vector<std::string> over;
  if (files > k_user_testdata_files) {
    over.push_back(fmt::format("{} testdata files (the cap is {})", files, k_user_testdata_files));
  }
  if (manifest.tests.size() > k_user_testcases) {
    over.push_back(fmt::format("{} test cases (the cap is {})", manifest.tests.size(), k_user_testcases));
  }
  if (time_ms > k_user_time_ms) over.push_back(fmt::format("{} ms (the cap is {})", time_ms, k_user_time_ms));
  if (memory_mib > k_user_memory_mib) {
    over.push_back(fmt::format("{} MiB (the cap is {})", memory_mib, k_user_memory_mib));
  }
  if (over.empty()) return;
  std::string list;
  for (const std::string& item : over) list += (list.empty() ? "" : ", ") + item;
  if (options.tests == TestSelection::small) {
    throw PackageError(fmt::format("LibreOJ: the selection of data/small_set.tsv still has {}: a "
                                   "setter who is not an administrator cannot upload it (with "
                                   "the checker, which is a testdata file, at most {} tests)",
                                   list, (k_user_testdata_files - 1) / 2));
  }
  notes.push_back(fmt::format("LibreOJ: {}: only an administrator (ManageProblem) can "
                              "upload this; --tests small exports the selection of "
                              "data/small_set.tsv, which any setter can",
                              list));
}

}  // namespace

Package loj_package(const Sources& sources, const ExportOptions& options) {
  const JudgingLimits limit = limits(sources, options);
  Package package;
  FileTree& tree = package.tree;
  const long long time_ms = std::llround(limit.time_seconds * 1000);
  tree.add("judge-info.yaml", judge_info(sources, time_ms, limit.memory_mib, tree));
  tree.add("testdata/checker.cpp", single_source_checker(sources, options, PartialScale::percent));
  // One statement a language; LibreOJ has no file to link the picture to, so it is
  // inline (a PNG data address, which markdown-it allows for images).
  const StatementView view{false, true, PointsRule::share, limit.time_seconds};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement.{}.md", code(language)),
             to_markdown(statement_document(sources, language, view),
                         {false, board_png_data_address(sources)}));
    tree.add(fmt::format("editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  add_judge_page(tree, sources, "");  // with the statement: a problem's additional files
  check_caps(sources.manifest, time_ms, limit.memory_mib, options, package.notes);
  return package;
}

}  // namespace snake::package::detail
