// A Hydro problem folder, importable as it is or zipped ("Import problem" or
// `hydrooj cli problem import`). Followed: hydro-dev/Hydro 409af92,
// packages/hydrooj/src/model/problem.ts (ProblemModel.import: problem.yaml with pid,
// title, tag and hidden, problem_LANG.md, additional_file/, testdata/; std/ would be
// submitted as standard solutions in the language of their extension, so none is
// shipped),
// packages/hydrojudge/src/cases.ts (readCases and isValidConfig: at most 100 cases, the
// cases' time limits adding up to at most 60 s and memory at most 512 MiB unless the
// domain is trusted), packages/common/subtask.ts (normalizeSubtasks: a case without a
// score gets an integer share, the larger shares last), packages/common/cases.ts
// (checker, validator), packages/hydrooj/src/lib/testdataConfig.ts (hackable: a
// validator and a checker) and packages/hydrojudge/src/checkers.ts and testlib.ts (the
// testlib checker: "points F" earns floor(points x F) of a case; any other first word
// but "ok", "wrong answer" and "wrong output format" is a wrong answer, FAIL included).
// The checker and the validator are the single-source programs (Hydro compiles them).
#include <cmath>
#include <limits>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "package/formats/common.hpp"

namespace snake::package::detail {

namespace {

// hydrojudge's defaults for a domain that is not trusted (cases.ts, config.ts).
constexpr int k_max_cases = 100;
constexpr std::int64_t k_total_time_ms = 60'000;
constexpr int k_max_memory_mib = 512;
// Hydro's "C++17(O2)" (packages/hydrooj/setting.yaml: g++ -std=c++17 -O2), the language
// of the single-source checker and validator.
constexpr std::string_view k_hydro_language = "cc.cc17o2";

// How the statement and the configuration split a "sum" group's points: Hydro's own
// rule (the smaller shares first), written out per case so that what the statement says
// is what the configuration holds, whatever Hydro's split does.
constexpr PointsRule k_points_rule = PointsRule::smaller_first;

// What each case of `group` is worth: a "sum" group's integer shares; a "min" group's
// cases each carry the group's points, Hydro's minimum over them.
std::vector<int> case_points(const GroupEntry& group) {
  if (group.scoring != Scoring::sum) return std::vector<int>(group.tests.size(), group.points);
  std::vector<int> points;
  for (const double share : test_points(k_points_rule, group)) points.push_back(static_cast<int>(share));
  return points;
}

// A case's time and memory limits within hydrojudge's caps for a domain that is not
// trusted, each cut limit a note: at most 100 cases, at most 60 s in all (a longer limit
// is cut to the largest whole number of milliseconds that fits), at most 512 MiB.
struct CaseLimits {
  std::int64_t time_ms;
  int memory_mib;
};
CaseLimits case_limits(const Manifest& manifest, const JudgingLimits& limit,
                       std::vector<std::string>& notes) {
  if (manifest.tests.size() > static_cast<std::size_t>(k_max_cases)) {
    throw PackageError(fmt::format("Hydro judges at most {} cases, the package has {}", k_max_cases,
                                   manifest.tests.size()));
  }
  const auto cases = static_cast<std::int64_t>(manifest.tests.size());
  CaseLimits fitted{std::llround(limit.time_seconds * 1000), limit.memory_mib};
  if (fitted.time_ms * cases > k_total_time_ms) {
    fitted.time_ms = k_total_time_ms / cases;
    notes.push_back(fmt::format(
        "Hydro: {} tests x {} s would exceed hydrojudge's 60 s total for a domain that is not "
        "trusted, so each test gets {} ms (--time-limit sets another, --tests small fewer tests)",
        cases, decimal_number(limit.time_seconds), fitted.time_ms));
  }
  if (fitted.memory_mib > k_max_memory_mib) {
    notes.push_back(fmt::format("Hydro: memory {} MiB is over hydrojudge's memoryMax, "
                                "so each test gets {} MiB",
                                fitted.memory_mib, k_max_memory_mib));
    fitted.memory_mib = k_max_memory_mib;
  }
  return fitted;
}

// Hydro gives a partial output floor(points x F) of its case: every case must earn
// something, or --partial would mean nothing there.
void check_partial(const Manifest& manifest, const ExportOptions& options) {
  if (!options.partial) return;
  int fewest = std::numeric_limits<int>::max();  // the fewest points of a case
  const GroupEntry* where = nullptr;
  for (const GroupEntry& group : manifest.groups) {
    for (const int points : case_points(group)) {
      if (points < fewest) {
        fewest = points;
        where = &group;
      }
    }
  }
  if (where && std::floor(fewest * *options.partial + 1e-9) < 1) {
    throw PackageError(fmt::format(
        "--partial {} earns nothing on Hydro, which gives a partial output floor(points x F) of "
        "its test: 0 of a {}-point test of group {} (F >= {} earns at least 1 point on every test)",
        decimal_number(*options.partial), fewest, where->name, decimal_number(1.0 / fewest)));
  }
}

std::string problem_yaml(const Sources& sources) {
  YAML::Emitter out;
  out << YAML::Comment(generated_text(sources)) << YAML::BeginMap;
  out << YAML::Key << "pid" << YAML::Value << "snake";
  out << YAML::Key << "title" << YAML::Value << "Snake";
  out << YAML::Key << "tag" << YAML::Value << YAML::BeginSeq << "SDOI2011" << YAML::EndSeq;
  // Imported hidden, so that the problem is not public before its contest: the setter
  // unticks "hidden" in the problem's settings when it may be.
  out << YAML::Key << "hidden" << YAML::Value << true;
  out << YAML::EndMap;
  return yaml_document(out);
}

// problem_LANG.md, one a language (Hydro's import reads them when there is no
// problem.md); the picture and the editorials are additional files.
void add_statements(FileTree& tree, const Sources& sources, std::int64_t time_ms) {
  const StatementView view{false, true, k_points_rule, static_cast<double>(time_ms) / 1000};
  for (const Language language : k_languages) {
    tree.add(fmt::format("problem_{}.md", code(language)),
             to_markdown(statement_document(sources, language, view), {true, "file://board.png"}));
    tree.add(fmt::format("additional_file/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  tree.add("additional_file/board.png", sources.statement.board_png);
  add_judge_page(tree, sources, "additional_file/");
}

// testdata/config.yaml's subtasks, a group each, and the cases' files in testdata/.
void add_subtasks(YAML::Emitter& config, FileTree& tree, const Manifest& manifest) {
  config << YAML::Key << "subtasks" << YAML::Value << YAML::BeginSeq;
  for (std::size_t g = 0; g < manifest.groups.size(); ++g) {
    const GroupEntry& group = manifest.groups[g];
    const std::vector<int> points = case_points(group);
    config << YAML::BeginMap;
    config << YAML::Key << "id" << YAML::Value << g + 1;
    config << YAML::Key << "score" << YAML::Value << group.points;
    config << YAML::Key << "type" << YAML::Value << std::string(name_of(group.scoring));
    config << YAML::Key << "cases" << YAML::Value << YAML::BeginSeq;
    for (std::size_t t = 0; t < group.tests.size(); ++t) {
      const TestEntry& test = *manifest.test(group.tests[t]);
      tree.add("testdata/" + test.name + ".in", read_file(manifest.input(test)));
      tree.add("testdata/" + test.name + ".ans", read_file(manifest.answer(test)));
      config << YAML::BeginMap;
      config << YAML::Key << "input" << YAML::Value << test.name + ".in";
      config << YAML::Key << "output" << YAML::Value << test.name + ".ans";
      if (group.scoring == Scoring::sum) config << YAML::Key << "score" << YAML::Value << points[t];
      config << YAML::EndMap;
    }
    config << YAML::EndSeq << YAML::EndMap;
  }
  config << YAML::EndSeq;
}

// testdata/config.yaml: the limits, the checker and validator, the subtasks.
std::string config_yaml(const Sources& sources, const CaseLimits& limit, FileTree& tree) {
  YAML::Emitter config;
  config << YAML::Comment(generated_text(sources)) << YAML::Newline;
  config << YAML::Comment(
      "Hydro shows a checker's FAIL (a broken jury answer) to the submitter as a Wrong Answer "
      "whose message starts with FAIL: rejudge after fixing the test.");
  config << YAML::BeginMap;
  config << YAML::Key << "type" << YAML::Value << "default";
  config << YAML::Key << "time" << YAML::Value << fmt::format("{}ms", limit.time_ms);
  config << YAML::Key << "memory" << YAML::Value << fmt::format("{}m", limit.memory_mib);
  config << YAML::Key << "checker_type" << YAML::Value << "testlib";
  // Each program with its language, in the object form readCases normalises a name to
  // ({file, lang}): a bare "checker.cc" is compiled as Hydro's "cc", g++ -std=c++14,
  // which the single-source programs (C++17) are not.
  const auto program = [&](const char* key, const char* file) {
    config << YAML::Key << key << YAML::Value << YAML::BeginMap;
    config << YAML::Key << "file" << YAML::Value << file;
    config << YAML::Key << "lang" << YAML::Value << std::string(k_hydro_language);
    config << YAML::EndMap;
  };
  program("checker", "checker.cc");
  // With a validator (and a checker) Hydro lets contestants hack; without one it does not.
  // A hack is judged against an empty answer, which the checker judges against the
  // optimum it finds itself (checker/core/check.hpp).
  program("validator", "validator.cc");
  add_subtasks(config, tree, sources.manifest);
  config << YAML::EndMap;
  return yaml_document(config);
}

}  // namespace

Package hydro_package(const Sources& sources, const ExportOptions& options) {
  Package package;
  FileTree& tree = package.tree;
  const CaseLimits limit = case_limits(sources.manifest, limits(sources, options), package.notes);
  check_partial(sources.manifest, options);
  tree.add("problem.yaml", problem_yaml(sources));
  add_statements(tree, sources, limit.time_ms);
  tree.add("testdata/config.yaml", config_yaml(sources, limit, tree));
  // Hydro reads "points F" as a fraction of the case's score.
  tree.add("testdata/checker.cc", single_source_checker(sources, options, PartialScale::fraction));
  tree.add("testdata/validator.cc", single_source_validator(sources));
  // No std/: Hydro's import submits each std/ file in the language its extension names,
  // "cc" (C++14 without -O2), which the C++17 solutions are not; the setter submits
  // them as C++17(O2) (docs/package.md).
  return package;
}

}  // namespace snake::package::detail
