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
//   files/cms_conf.py                    the groups as CMS subtasks (CMS's Polygon loader)
//   solutions/*.cpp                      tagged main, accepted, wrong-answer
//   statement-sections/LANG/*.tex        Polygon's statement sections (english, chinese):
//                                        name, legend, input, output, scoring, notes,
//                                        tutorial; board.pdf and .png; example.01, .01.a
//   statements/.pdf/LANG/problem.pdf     the typeset statement (CMS's loader takes it)
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/text.hpp"
#include "package/formats/common.hpp"
#include "package/formats/formats.hpp"

namespace snake::package::detail {

namespace {

// The solution Polygon builds answers with: the accepted plain Dijkstra (bin/solver, the
// project's main, is not a contestant program and is not shipped).
constexpr std::string_view k_main_solution = "ac_dijkstra_hashmap";

// An XML attribute value.
std::string attribute(std::string_view text) { return markup_escaped(text); }

std::string points_text(int points) { return fmt::format("{}.0", points); }

// Polygon's (and CMS's LANGUAGE_MAP's) name of a language.
std::string polygon_language(Language language) { return language == Language::zh ? "chinese" : "english"; }

}  // namespace

Package polygon_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  const JudgingLimits limit = limits(sources, options);
  // What the statement shows: the subtasks, with a "sum" group's points as the tests
  // carry them (split_points), the sample (Polygon's sections take it as example.01) and
  // the limit the package applies.
  const StatementView view{false, true, PointsRule::larger_first, limit.time_seconds};
  Package package;
  FileTree& tree = package.tree;

  std::string tests;
  std::string groups;
  nlohmann::ordered_json subtasks = nlohmann::ordered_json::array();
  std::size_t number = 0;
  for (const GroupEntry& group : manifest.groups) {
    const bool each = group.scoring == Scoring::sum;
    const std::vector<int> shares = each ? split_points(group.points, group.tests.size())
                                         : std::vector<int>(group.tests.size(), 0);
    groups += fmt::format(
        "                <group feedback-policy=\"complete\" name=\"{}\" points=\"{}\" points-policy=\"{}\"/>\n",
        attribute(group.name), points_text(group.points), each ? "each-test" : "complete-group");
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
      const bool sample = test.source.rfind("sample ", 0) == 0;
      tests += fmt::format("                <test group=\"{}\" method=\"manual\" points=\"{}\"{}/>\n",
                           attribute(group.name), points_text(each ? shares[t] : 0),
                           sample ? " sample=\"true\"" : "");
    }
  }
  if (number > 99) throw PackageError("Polygon's test names tests/%02d hold at most 99 tests");

  std::string solutions;
  for (const Solution& solution : sources.solutions) {
    const std::string tag = solution.name == k_main_solution ? "main" : solution.tag;
    const std::string path = "solutions/" + solution.name + ".cpp";
    tree.add(path, solution.source);
    solutions += fmt::format(
        "            <solution tag=\"{}\">\n"
        "                <source path=\"{}\" type=\"cpp.g++17\"/>\n"
        "            </solution>\n",
        attribute(tag), attribute(path));
  }

  const std::string xml = fmt::format(
      "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n"
      "<!-- {} -->\n"
      "<problem revision=\"1\" short-name=\"snake\">\n"
      "    <names>\n"
      "        <name language=\"english\" value=\"Snake\"/>\n"
      "        <name language=\"chinese\" value=\"{}\"/>\n"
      "    </names>\n"
      "    <statements>\n"
      "        <statement language=\"english\" path=\"statements/.pdf/english/problem.pdf\" "
      "type=\"application/pdf\"/>\n"
      "        <statement language=\"chinese\" path=\"statements/.pdf/chinese/problem.pdf\" "
      "type=\"application/pdf\"/>\n"
      "    </statements>\n"
      "    <judging input-file=\"\" output-file=\"\">\n"
      "        <testset name=\"tests\">\n"
      "            <time-limit>{}</time-limit>\n"
      "            <memory-limit>{}</memory-limit>\n"
      "            <test-count>{}</test-count>\n"
      "            <input-path-pattern>tests/%02d</input-path-pattern>\n"
      "            <answer-path-pattern>tests/%02d.a</answer-path-pattern>\n"
      "            <tests>\n{}"
      "            </tests>\n"
      "            <groups>\n{}"
      "            </groups>\n"
      "        </testset>\n"
      "    </judging>\n"
      "    <assets>\n"
      "        <checker type=\"testlib\">\n"
      "            <source path=\"files/check.cpp\" type=\"cpp.g++17\"/>\n"
      "            <copy path=\"check.cpp\"/>\n"
      "        </checker>\n"
      "        <validators>\n"
      "            <validator>\n"
      "                <source path=\"files/val.cpp\" type=\"cpp.g++17\"/>\n"
      "            </validator>\n"
      "        </validators>\n"
      "        <solutions>\n{}"
      "        </solutions>\n"
      "    </assets>\n"
      "    <properties>\n"
      "        <property name=\"tests-wellformed\" value=\"true\"/>\n"
      "    </properties>\n"
      "</problem>\n",
      markup_escaped(generated_text(sources)),
      attribute(sources.statement.statements.at(Language::zh).title), std::llround(limit.time_seconds * 1000),
      static_cast<long long>(limit.memory_mib) * 1024 * 1024, number, tests, groups, solutions);
  tree.add("problem.xml", xml);

  // No partial points (check_options: Polygon takes a checker's points as the test's, which
  // one checker cannot know); the file speaks CMS's protocol when compiled with -DCMS.
  const std::string checker = single_source_checker(sources, options, PartialScale::fraction);
  tree.add("files/check.cpp", checker);
  tree.add("check.cpp", checker);
  tree.add("files/val.cpp", single_source_validator(sources));
  tree.add("files/cms_conf.py",
           fmt::format("# {}\n"
                       "# CMS's Polygon loader (cmscontrib/loaders/polygon.py) reads this file: the\n"
                       "# groups of data/groups.tsv as GroupMin subtasks of [points, tests] (a \"sum\"\n"
                       "# group's tests each a subtask of its own), as the italy_yaml export has them;\n"
                       "# `general` goes into the task: a contestant's best submission counts (the\n"
                       "# column's default, max_tokened_last, would score the last one).\n"
                       "general = {{\"score_mode\": \"max\"}}\n"
                       "datasets = {{\"tests\": {{\"score_type\": \"GroupMin\", \"score_type_parameters\": {}}}}}\n",
                       generated_text(sources), subtasks.dump()));

  // The statement in Polygon's sections, a folder a language, with the board picture
  // its notes include and the sample as Polygon's example; the typeset PDF a language
  // (what CMS's Polygon loader takes). Points per test as split_points gives them.
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
  return package;
}

}  // namespace snake::package::detail
