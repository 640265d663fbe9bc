// A CMS task folder for cmsImportTask with the italy_yaml loader. Followed: cms-dev/cms,
// cmscontrib/loaders/italy_yaml.py (YamlLoader.get_task): task.yaml keys, the statement
// statement/statement.pdf (the import stops without it), input/inputN.txt and
// output/outputN.txt numbered from 0, check/checker as the Batch task's comparator
// ("checker" manager; called with input, correct output, contestant output), and
// gen/GEN, whose "# ST: points" lines make the subtasks (score type GroupMin; each
// following non-comment line or "#COPY:" line is one test).
// GroupMin is all or nothing per subtask, which is what a "min" group of
// data/groups.tsv means. A "sum" group (each test earns an equal share) has no GroupSum
// in italy_yaml, so each of its tests becomes a subtask of its own, with integer points
// adding up to the group's (detail::split_points); the comment lines name the group.
#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "package/formats/common.hpp"
#include "package/templates.hpp"

namespace snake::package::detail {

Package cms_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  const JudgingLimits limit = limits(sources, options);
  Package package;
  FileTree& tree = package.tree;
  std::string gen = generated_note(sources, "#") + std::string(templates::text("cms_gen.txt"));
  std::size_t index = 0;
  std::vector<std::string> public_cases;
  for (const GroupEntry& group : manifest.groups) {
    gen += fmt::format("# group {} ({} points, {})\n", group.name, group.points, name_of(group.scoring));
    const std::vector<int> shares = group.scoring == Scoring::sum
                                        ? split_points(group.points, group.tests.size())
                                        : std::vector<int>{group.points};
    for (std::size_t t = 0; t < group.tests.size(); ++t) {
      if (group.scoring == Scoring::sum || t == 0) gen += fmt::format("# ST: {}\n", shares[t]);
      const TestEntry& test = *manifest.test(group.tests[t]);
      tree.add(fmt::format("input/input{}.txt", index), read_file(manifest.input(test)));
      tree.add(fmt::format("output/output{}.txt", index), read_file(manifest.answer(test)));
      gen += fmt::format("#COPY: input/input{}.txt (test {})\n", index, test.name);
      if (test.source.starts_with("sample ")) public_cases.push_back(fmt::format("{}", index));
      ++index;
    }
  }
  tree.add("gen/GEN", gen);
  std::string public_list;
  for (const std::string& c : public_cases) public_list += (public_list.empty() ? "" : ",") + c;
  YAML::Emitter task;
  task << YAML::Comment(generated_text(sources)) << YAML::BeginMap;
  task << YAML::Key << "name" << YAML::Value << "snake";
  task << YAML::Key << "title" << YAML::Value << "Snake";
  task << YAML::Key << "primary_language" << YAML::Value << "en";
  task << YAML::Key << "time_limit" << YAML::Value << decimal_number(limit.time_seconds);
  task << YAML::Key << "memory_limit" << YAML::Value << limit.memory_mib;
  task << YAML::Key << "n_input" << YAML::Value << index;
  // Standard input and output: empty file names.
  task << YAML::Key << "infile" << YAML::Value << YAML::DoubleQuoted << "";
  task << YAML::Key << "outfile" << YAML::Value << YAML::DoubleQuoted << "";
  // A string the loader splits at commas (a bare 0 would be read as a number).
  task << YAML::Key << "public_testcases" << YAML::Value << YAML::DoubleQuoted << public_list;
  task << YAML::Key << "token_mode" << YAML::Value << "disabled";
  task << YAML::Key << "score_mode" << YAML::Value << "max";
  task << YAML::EndMap;
  tree.add("task.yaml", yaml_document(task));
  tree.add("check/checker", tool(sources, "checker-cms"), true);
  // One PDF a language, named as the loader's LANGUAGE_MAP has it; the editorial beside
  // them, under names the loader does not import.
  const StatementView view{false, true, PointsRule::larger_first, limit.time_seconds};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement/{}.pdf", language == Language::zh ? "chinese" : "english"),
             statement_pdf(sources, language, view));
    tree.add(fmt::format("statement/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  add_judge_page(tree, sources, "att/");  // the task's attachments (italy_yaml: att/)
  for (const Solution& solution : sources.solutions) {
    tree.add("sol/" + solution.name + ".cpp", solution.source);
  }
  return package;
}

}  // namespace snake::package::detail
