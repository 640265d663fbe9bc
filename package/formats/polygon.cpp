// A Polygon problem package (Codeforces' Polygon; what Codeforces Gym and CMS's Polygon
// loader import). Followed: Polygon's package layout (problem.xml: names, statements,
// judging with one testset "tests" of time-limit in ms, memory-limit in bytes,
// test-count, input and answer path patterns, tests with method, sample, group and
// points, groups with points-policy "each-test" or "complete-group"; assets with the
// checker, validators and tagged solutions), checked against CMS c3659b8
// cmscontrib/loaders/polygon.py (PolygonTaskLoader.get_task: names/name, judging's
// input-file and output-file, tests/NN and NN.a, files/check.cpp compiled with g++ -O2
// -static -DCMS, statements/.pdf/<language>/problem.pdf, and files/cms_conf.py, whose
// `datasets` replace the loader's default score type, Sum over every test).
// Layout:
//   problem.xml
//   tests/01, 01.a, ...                  every test and its jury answer
//   files/check.cpp, check.cpp           the single-source checker (testlib protocol;
//                                        CMS's protocol when compiled with -DCMS)
//   files/val.cpp                        the single-source validator
//   files/tests/validator-tests/NN       the validator's tests, checker-tests/NN, .o, .a
//                                        the checker's (package/program_tests.hpp)
//   files/cms_conf.py                    the groups as CMS subtasks (CMS's Polygon loader)
//   solutions/*.cpp                      tagged main, accepted, wrong-answer, time-limit-exceeded
//   statement-sections/LANG/*.tex        Polygon's statement sections (english, chinese):
//                                        name, legend, input, output, scoring, notes,
//                                        tutorial; board.pdf and .png; example.01, .01.a
//   statements/.pdf/LANG/problem.pdf     the typeset statement (CMS's loader takes it)
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include "model/text.hpp"
#include "package/formats/common.hpp"
#include "package/templates.hpp"

namespace snake::package::detail {

namespace {

// The solution Polygon builds answers with: the accepted plain Dijkstra (bin/solver, the
// project's main, is not a contestant program and is not shipped).
constexpr std::string_view k_main_solution = "ac_dijkstra_hashmap";

std::string points_text(int points) { return fmt::format("{}.0", points); }

// Polygon's (and CMS's LANGUAGE_MAP's) name of a language.
std::string polygon_language(Language language) { return language == Language::zh ? "chinese" : "english"; }

// Polygon's validator and checker tests (package/program_tests.hpp) as its package
// holds them: files/tests/validator-tests/NN (verdict valid or invalid) and
// files/tests/checker-tests/NN, NN.o (the output), NN.a (the answer), with verdict ok,
// wrong-answer or presentation-error, in a <testset> of the validator and the checker.
void add_program_tests(pugi::xml_node validator, pugi::xml_node checker, const Sources& sources,
                       FileTree& tree) {
  const auto testset = [](pugi::xml_node program, std::size_t count, const char* folder, bool outputs) {
    pugi::xml_node set = program.append_child("testset");
    set.append_child("test-count").text() = static_cast<unsigned long long>(count);
    set.append_child("input-path-pattern").text() = fmt::format("files/tests/{}/%02d", folder).c_str();
    if (outputs) {
      set.append_child("output-path-pattern").text() = fmt::format("files/tests/{}/%02d.o", folder).c_str();
      set.append_child("answer-path-pattern").text() = fmt::format("files/tests/{}/%02d.a", folder).c_str();
    }
    return set.append_child("tests");
  };
  const ProgramTests& tests = sources.program_tests;
  pugi::xml_node validator_tests = testset(validator, tests.validator.size(), "validator-tests", false);
  for (std::size_t i = 0; i < tests.validator.size(); ++i) {
    tree.add(fmt::format("files/tests/validator-tests/{:02}", i + 1), tests.validator[i].input);
    validator_tests.append_child("test").append_attribute("verdict") = tests.validator[i].valid ? "valid" : "invalid";
  }
  pugi::xml_node checker_tests = testset(checker, tests.checker.size(), "checker-tests", true);
  for (std::size_t i = 0; i < tests.checker.size(); ++i) {
    const CheckerTest& test = tests.checker[i];
    const std::string base = fmt::format("files/tests/checker-tests/{:02}", i + 1);
    tree.add(base, test.input);
    tree.add(base + ".o", test.output);
    tree.add(base + ".a", test.answer);
    constexpr const char* verdicts[] = {"ok", "wrong-answer", "presentation-error"};
    checker_tests.append_child("test").append_attribute("verdict") = verdicts[static_cast<int>(test.verdict)];
  }
}

// A child `name` of `parent` with `attributes`, in order.
pugi::xml_node append(pugi::xml_node parent, const char* name,
                      std::initializer_list<std::pair<const char*, std::string>> attributes) {
  pugi::xml_node node = parent.append_child(name);
  for (const auto& [key, value] : attributes) node.append_attribute(key) = value.c_str();
  return node;
}

// problem.xml's <names> and <statements>: a name and a typeset statement a language.
void add_names(pugi::xml_node problem, const Sources& sources) {
  pugi::xml_node names = problem.append_child("names");
  append(names, "name", {{"language", "english"}, {"value", "Snake"}});
  append(names, "name", {{"language", "chinese"},
                         {"value", sources.statement.statements.at(Language::zh).title}});
  pugi::xml_node statements = problem.append_child("statements");
  for (const char* language : {"english", "chinese"}) {
    append(statements, "statement",
           {{"language", language},
            {"path", fmt::format("statements/.pdf/{}/problem.pdf", language)},
            {"type", "application/pdf"}});
  }
}

// problem.xml's <judging> and tests/: one testset "tests" of every test in the order of
// the groups, each group with its points policy; the groups as CMS subtasks of
// [points, tests] (files/cms_conf.py), which it returns.
nlohmann::ordered_json add_judging(pugi::xml_node problem, const Sources& sources,
                                   const JudgingLimits& limit, FileTree& tree) {
  const Manifest& manifest = sources.manifest;
  pugi::xml_node testset = append(append(problem, "judging", {{"input-file", ""}, {"output-file", ""}}),
                                  "testset", {{"name", "tests"}});
  testset.append_child("time-limit").text() = std::llround(limit.time_seconds * 1000);
  testset.append_child("memory-limit").text() =
      static_cast<long long>(limit.memory_mib) * 1024 * 1024;
  pugi::xml_node test_count = testset.append_child("test-count");
  testset.append_child("input-path-pattern").text() = "tests/%02d";
  testset.append_child("answer-path-pattern").text() = "tests/%02d.a";
  pugi::xml_node tests = testset.append_child("tests");
  pugi::xml_node groups = testset.append_child("groups");

  nlohmann::ordered_json subtasks = nlohmann::ordered_json::array();
  std::size_t number = 0;
  for (const GroupEntry& group : manifest.groups) {
    const bool each = group.scoring == Scoring::sum;
    const std::vector<int> shares = each ? split_points(group.points, group.tests.size())
                                         : std::vector<int>(group.tests.size(), 0);
    append(groups, "group",
           {{"feedback-policy", "complete"},
            {"name", group.name},
            {"points", points_text(group.points)},
            {"points-policy", each ? "each-test" : "complete-group"}});
    if (each) {
      for (const int share : shares) subtasks.push_back({share, 1});
    } else {
      subtasks.push_back({group.points, group.tests.size()});
    }
    for (std::size_t t = 0; t < group.tests.size(); ++t) {
      const TestEntry& test = *manifest.test(group.tests[t]);
      ++number;
      tree.add(fmt::format("tests/{:02}", number), read_file(manifest.input(test)));
      tree.add(fmt::format("tests/{:02}.a", number), read_file(manifest.answer(test)));
      pugi::xml_node entry = append(tests, "test", {{"description", test_description(test)},
                                                    {"group", group.name},
                                                    {"method", "manual"},
                                                    {"points", points_text(each ? shares[t] : 0)}});
      if (test.source.rfind("sample ", 0) == 0) entry.append_attribute("sample") = "true";
    }
  }
  test_count.text() = static_cast<unsigned long long>(number);
  if (number > 99) throw PackageError("Polygon's test names tests/%02d hold at most 99 tests");
  return subtasks;
}

// problem.xml's <assets>: the checker, the validator (each with its tests) and the
// tagged solutions, whose sources go to solutions/.
void add_assets(pugi::xml_node problem, const Sources& sources, FileTree& tree) {
  pugi::xml_node assets = problem.append_child("assets");
  pugi::xml_node checker_node = append(assets, "checker", {{"type", "testlib"}});
  append(checker_node, "source", {{"path", "files/check.cpp"}, {"type", "cpp.g++17"}});
  append(checker_node, "copy", {{"path", "check.cpp"}});
  pugi::xml_node validator_node = append(assets.append_child("validators"), "validator", {});
  append(validator_node, "source", {{"path", "files/val.cpp"}, {"type", "cpp.g++17"}});
  add_program_tests(validator_node, checker_node, sources, tree);
  pugi::xml_node solutions = assets.append_child("solutions");
  for (const Solution& solution : sources.solutions) {
    const std::string tag = solution.name == k_main_solution ? "main" : solution.tag;
    const std::string path = "solutions/" + solution.name + ".cpp";
    tree.add(path, solution.source);
    append(append(solutions, "solution", {{"tag", tag}}), "source",
           {{"path", path}, {"type", "cpp.g++17"}});
  }
}

// problem.xml, written by pugixml: Polygon's layout, as CMS's loader reads it. The files
// it names go into `tree` as it is written; the groups as CMS subtasks into `subtasks`.
std::string problem_xml(const Sources& sources, const JudgingLimits& limit, FileTree& tree,
                        nlohmann::ordered_json& subtasks) {
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "utf-8";
  declaration.append_attribute("standalone") = "no";
  std::string note = generated_text(sources);
  for (std::size_t at; (at = note.find("--")) != std::string::npos;) note.replace(at, 2, "- -");
  document.append_child(pugi::node_comment).set_value((" " + note + " ").c_str());  // no "--"
  pugi::xml_node problem = document.append_child("problem");
  problem.append_attribute("revision") = "1";
  problem.append_attribute("short-name") = "snake";
  add_names(problem, sources);
  subtasks = add_judging(problem, sources, limit, tree);
  add_assets(problem, sources, tree);
  append(problem.append_child("properties"), "property",
         {{"name", "tests-wellformed"}, {"value", "true"}});
  std::ostringstream xml;
  document.save(xml, "    ", pugi::format_indent, pugi::encoding_utf8);
  return xml.str();
}

// The statement in Polygon's sections, a folder a language, with the board picture
// its notes include and the sample as Polygon's example; the typeset PDF a language
// (what CMS's Polygon loader takes). Points per test as split_points gives them.
void add_statements(FileTree& tree, const Sources& sources, const StatementView& view) {
  const Manifest& manifest = sources.manifest;
  for (const Language language : k_languages) {
    const std::string folder = polygon_language(language);
    for (const auto& [name, text] : polygon_sections(sources, language, view)) {
      tree.add(fmt::format("statement-sections/{}/{}", folder, name), text);
    }
    tree.add(fmt::format("statement-sections/{}/board.pdf", folder), sources.statement.board_pdf);
    tree.add(fmt::format("statement-sections/{}/board.png", folder), sources.statement.board_png);
    if (const std::vector<const TestEntry*> samples = sample_tests(manifest); !samples.empty()) {
      tree.add(fmt::format("statement-sections/{}/example.01", folder), read_file(manifest.input(*samples.front())));
      tree.add(fmt::format("statement-sections/{}/example.01.a", folder),
               read_file(manifest.answer(*samples.front())));
    }
    tree.add(fmt::format("statements/.pdf/{}/problem.pdf", folder), statement_pdf(sources, language, view));
  }
}

}  // namespace

Package polygon_package(const Sources& sources, const ExportOptions& options) {
  const JudgingLimits limit = limits(sources, options);
  // What the statement shows: the subtasks, with a "sum" group's points as the tests
  // carry them (split_points), the sample (Polygon's sections take it as example.01) and
  // the limit the package applies.
  const StatementView view{false, true, PointsRule::larger_first, limit.time_seconds};
  Package package;
  FileTree& tree = package.tree;
  nlohmann::ordered_json subtasks;
  tree.add("problem.xml", problem_xml(sources, limit, tree, subtasks));
  // No partial points (check_options: Polygon takes a checker's points as the test's, which
  // one checker cannot know); the file speaks CMS's protocol when compiled with -DCMS.
  const std::string checker = single_source_checker(sources, options, PartialScale::fraction);
  tree.add("files/check.cpp", checker);
  tree.add("check.cpp", checker);
  tree.add("files/val.cpp", single_source_validator(sources));
  tree.add("files/cms_conf.py", templates::fill("cms_conf.py", {{"note", generated_text(sources)},
                                                                {"subtasks", subtasks.dump()}}));
  add_statements(tree, sources, view);
  return package;
}

}  // namespace snake::package::detail
