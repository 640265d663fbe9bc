// The Kattis problem package format, legacy and 2023-07 (the version problemtools calls
// "2023-07-draft"), and DOMjudge's zip of the legacy layout. Followed: problemtools'
// problemtools/verifyproblem.py, metadata.py, formatversion.py, config/testdata.yaml
// and run/buildrun.py (Kattis/problemtools, snapshot a185fe9), BAPCtools'
// bapctools/upgrade.py and validator_tests.py (snapshot b6e8c80), and DOMjudge's
// webapp/src/Service/ImportProblemService.php (importZippedProblem,
// searchAndAddValidator: only files named build and run keep an exec bit).
//
// Layout (legacy; 2023-07 differs in the names noted):
//   problem.yaml
//   problem_statement/problem.en.tex          (2023-07: statement/problem.en.tex)
//   data/sample/01.in, 01.ans                 the statement's sample
//   data/secret/<i>-<group>/NN.in, NN.ans     one folder per manifest group, in order;
//                                             the sample is a link to data/sample
//   data/**/NN.desc                           each test's description (test_description)
//   data/**/testdata.yaml                     validator flags, scoring
//   data/invalid_input/, invalid_output/,     2023-07 only: the validator's and checker's
//     valid_output/                           tests (package/program_tests.hpp)
//   domjudge-problem.ini                      legacy: the time limit (DOMjudge, BAPCtools)
//   input_validators/snake/{build,run,validator}
//   output_validators/snake/{build,run,checker-kattis}   (2023-07: output_validator/snake/)
//   answer_validators/snake/{build,run,checker-kattis}   the jury answers replayed
//   submissions/{accepted,wrong_answer,time_limit_exceeded}/*.cpp   by data/solutions/tags.tsv
//   submissions/partially_accepted/*.cpp      with --partial (2023-07: and submissions.yaml)
#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "package/formats/common.hpp"
#include "package/templates.hpp"

namespace snake::package::detail {

namespace {

// Time limit over the slowest accepted submission (the limit problemtools computes in the
// legacy format, and what the 2023-07 format checks its fixed limit against), and the
// margin over the limit beyond which a run is too slow. The accepted submissions need
// 0.16 to 0.25 s on their slowest test under verifyproblem (7 Dec 2026; data/README.md,
// "Limits"): problemtools' own legacy limit is then max(1, ceil(1.5 x 0.25)) = 1 s, and
// the 2023-07 format's fixed limit (data/limits.tsv's 0.4 s rounded up to whole seconds)
// is the same. Whole seconds make the limit 2.5 x the declared one, so the too-slow
// solutions are over it by less than the declared 2 x: that day tle_spfa took 1.37 to
// 1.52 s on its slowest test (tle_dijkstra_map_bodies 1.61 to 1.66 s), so a margin of 2
// would call both "sensitive to time limit" and AC at 2 s. 1.2 is the margin the tests
// hold, each too-slow solution on the test where it is slowest (docs/package.md).
constexpr double k_ac_to_time_limit = 1.5;
constexpr double k_time_limit_to_tle = 1.2;
constexpr std::string_view k_program = "snake";
constexpr std::string_view k_uuid = "6c1f0b52-2011-4b5e-9a7d-736e616b6531";
constexpr std::string_view k_source = "SDOI2011 (Shandong provincial team selection, 2011)";

std::string group_folder(std::size_t index, std::size_t count, std::string_view name) {
  const int width = static_cast<int>(fmt::format("{}", count).size());
  return fmt::format("{:0{}}-{}", index + 1, width, name);
}

// One testdata.yaml: the generated note, then `keys` in order (values already as text;
// flags double-quoted, as the format's examples write them).
struct Entry {
  std::string key;
  std::string value;
  bool quoted = false;
};

std::string yaml_map(const Sources& sources, const std::vector<Entry>& entries) {
  YAML::Emitter out;
  out << YAML::Comment(generated_text(sources)) << YAML::BeginMap;
  for (const Entry& entry : entries) {
    out << YAML::Key << entry.key << YAML::Value;
    if (entry.quoted) out << YAML::DoubleQuoted;
    out << entry.value;
  }
  out << YAML::EndMap;
  return yaml_document(out);
}

// Which of the three layouts one export writes.
struct Layout {
  bool version_2023;
  bool domjudge;
  bool scoring;
  bool custom_score;  // --partial: the checker writes score.txt
  JudgingLimits limit;
};

std::string problem_yaml(const Sources& sources, const ExportOptions& options, const Layout& layout) {
  YAML::Emitter out;
  out << YAML::Comment(generated_text(sources)) << YAML::BeginMap;
  if (layout.version_2023) {
    out << YAML::Key << "problem_format_version" << YAML::Value << "2023-07-draft";
    out << YAML::Key << "type" << YAML::Value << (layout.scoring ? "scoring" : "pass-fail");
    out << YAML::Key << "name" << YAML::Value << YAML::BeginMap << YAML::Key << "en"
        << YAML::Value << "Snake" << YAML::EndMap;
  } else {
    out << YAML::Key << "name" << YAML::Value << "Snake";
  }
  out << YAML::Key << "uuid" << YAML::Value << std::string(k_uuid);
  out << YAML::Key << "source" << YAML::Value << YAML::DoubleQuoted << std::string(k_source);
  out << YAML::Key << "license" << YAML::Value << "permission";
  if (!layout.version_2023) {
    if (layout.scoring) {
      out << YAML::Key << "type" << YAML::Value << "scoring";
      out << YAML::Key << "grading" << YAML::Value << YAML::BeginMap << YAML::Key
          << "show_test_data_groups" << YAML::Value << true << YAML::EndMap;
    }
    out << YAML::Key << "validation" << YAML::Value << (layout.custom_score ? "custom score" : "custom");
    out << YAML::Key << "validator_flags" << YAML::Value << YAML::DoubleQuoted
        << fmt::format("case_sensitive{}{}", layout.custom_score ? " " : "", checker_options(options));
  }
  out << YAML::Key << "limits" << YAML::Value << YAML::BeginMap;
  if (layout.version_2023) {
    out << YAML::Key << "time_limit" << YAML::Value << decimal_number(layout.limit.time_seconds);
  }
  out << YAML::Key << "memory" << YAML::Value << layout.limit.memory_mib;
  if (layout.version_2023) {
    out << YAML::Key << "time_multipliers" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "ac_to_time_limit" << YAML::Value << decimal_number(k_ac_to_time_limit);
    out << YAML::Key << "time_limit_to_tle" << YAML::Value << decimal_number(k_time_limit_to_tle);
    out << YAML::EndMap;
  } else {
    out << YAML::Key << "time_multiplier" << YAML::Value << decimal_number(k_ac_to_time_limit);
    out << YAML::Key << "time_safety_margin" << YAML::Value << decimal_number(k_time_limit_to_tle);
  }
  out << YAML::EndMap << YAML::EndMap;
  return yaml_document(out);
}

// The statement and the editorial (docs/statement.md): English only, since BAPCtools
// typesets with pdflatex and has no Chinese strings. The judge shows data/sample.
void add_statement(FileTree& tree, const Sources& sources, const Layout& layout) {
  const std::string statement_folder = layout.version_2023 ? "statement/" : "problem_statement/";
  const StatementView view{true, layout.scoring, PointsRule::share, layout.limit.time_seconds};
  tree.add(statement_folder + "problem.en.tex",
           latex_body(statement_document(sources, Language::en, view), LatexTarget::kattis));
  tree.add(statement_folder + "board.pdf", sources.statement.board_pdf);
  tree.add(statement_folder + "board.png", sources.statement.board_png);
  add_judge_page(tree, sources, "attachments/");  // what contestants may download
  // BAPCtools' solution slides (bt upgrade moves problem_statement/solution* to solution/).
  tree.add((layout.version_2023 ? "solution/" : statement_folder) + "solution.en.tex",
           latex_slides(editorial_document(sources, Language::en)));
  if (!layout.domjudge) return;
  const StatementView shown{false, layout.scoring, PointsRule::share, layout.limit.time_seconds};
  tree.add("problem_statement/problem.html",
           to_html(statement_document(sources, Language::en, shown), sources.statement.board_svg));
  // DOMjudge's import shows the first of problem_statement/problem.{pdf,html,txt}
  // (webapp/src/Service/ImportProblemService.php): the typeset PDF, with the HTML
  // page beside it for whoever removes the PDF.
  tree.add("problem_statement/problem.pdf", statement_pdf(sources, Language::en, shown));
  for (const Language language : k_languages) {
    tree.add(fmt::format("editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
}

// The testdata.yaml files and the tests' folders.
class TestData {
 public:
  TestData(FileTree& tree, const Sources& sources, const ExportOptions& options, const Layout& layout)
      : tree_(tree), sources_(sources), options_(options), layout_(layout) {}

  void add() {
    add_sample();
    if (layout_.scoring) {
      tree_.add("data/testdata.yaml", testdata({{"on_reject", "continue"},
                                                {"range", "0 100"},
                                                {"grader_flags", "ignore_sample"}},
                                               ""));
      std::vector<Entry> secret{{"on_reject", "continue"}, {"range", "0 100"}};
      secret.insert(secret.end(), first_error().begin(), first_error().end());
      tree_.add("data/secret/testdata.yaml", testdata(secret, ""));
    }
    const Manifest& manifest = sources_.manifest;
    for (std::size_t g = 0; g < manifest.groups.size(); ++g) add_group(g);
  }

 private:
  // Output validator flags of a group in the 2023-07 format (problem.yaml has none).
  std::string output_flags(std::string_view scale) const {
    std::string flags = layout_.version_2023 ? "case_sensitive" : "";
    if (layout_.version_2023 && layout_.custom_score) flags += " " + checker_options(options_);
    if (!scale.empty()) flags += (flags.empty() ? "" : " ") + std::string(scale);
    return flags;
  }

  std::string testdata(std::vector<Entry> entries, std::string_view scale) const {
    if (const std::string flags = output_flags(scale); !flags.empty()) {
      entries.push_back({"output_validator_flags", flags, true});
    }
    return yaml_map(sources_, entries);
  }

  // problemtools' default grader gives the worst verdict of a group; first_error makes a
  // wrong submission WA by its first wrong test even when a later one takes too long.
  // DOMjudge always takes the first error and warns about a flag it does not know.
  const std::vector<Entry>& first_error() const {
    static const std::vector<Entry> none;
    static const std::vector<Entry> flags{{"grader_flags", "first_error"}};
    return layout_.domjudge ? none : flags;
  }

  // A test's description (the 2023-07 format's and the legacy format's .desc files, which
  // DOMjudge shows and `bt upgrade` moves into the test's .yaml).
  void add_description(const std::string& base, const TestEntry& test) {
    tree_.add(base + ".desc", test_description(test) + "\n");
  }

  void add_sample() {
    const Manifest& manifest = sources_.manifest;
    for (const TestEntry* test : sample_tests(manifest)) {
      tree_.add("data/sample/" + test->name + ".in", read_file(manifest.input(*test)));
      tree_.add("data/sample/" + test->name + ".ans", read_file(manifest.answer(*test)));
      add_description("data/sample/" + test->name, *test);
      sample_names_.push_back(test->name);
    }
    std::vector<Entry> config{{"input_validator_flags", validator_flags(manifest, sample_names_), true}};
    if (layout_.scoring) {
      // The sample is judged but scores nothing (grader_flags ignore_sample at the top).
      config.push_back({"on_reject", "continue"});
      if (!layout_.custom_score) config.push_back({"accept_score", "0"});
      config.push_back({"range", layout_.custom_score ? "0 1" : "0 0"});
      config.insert(config.end(), first_error().begin(), first_error().end());
    }
    tree_.add("data/sample/testdata.yaml", testdata(config, ""));
  }

  // data/secret/<i>-<group>/
  void add_group(std::size_t g) {
    const Manifest& manifest = sources_.manifest;
    const GroupEntry& group = manifest.groups[g];
    const std::string folder = "data/secret/" + group_folder(g, manifest.groups.size(), group.name) + "/";
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      const bool sample = std::find(sample_names_.begin(), sample_names_.end(), name) != sample_names_.end();
      for (const std::string_view extension : {".in", ".ans", ".desc"}) {
        const std::string path = folder + name + std::string(extension);
        if (sample && !layout_.domjudge) {
          // One file for both: verifyproblem warns about identical inputs unless linked.
          tree_.add_link(path, "../../sample/" + name + std::string(extension));
        } else if (extension == ".desc") {
          add_description(folder + name, test);
        } else {
          tree_.add(path, read_file(extension == ".in" ? manifest.input(test) : manifest.answer(test)));
        }
      }
    }
    std::vector<Entry> config{{"input_validator_flags", validator_flags(manifest, group.tests), true}};
    std::string scale;
    if (layout_.scoring) {
      const bool sum = group.scoring == Scoring::sum;
      const double share = sum ? static_cast<double>(group.points) / static_cast<double>(group.tests.size())
                               : group.points;
      config.push_back({"on_reject", sum ? "continue" : "break"});
      config.push_back({"accept_score", decimal_number(sum ? share : group.points)});
      config.push_back({"range", fmt::format("0 {}", group.points)});
      config.push_back({"grader_flags", sum ? "sum" : "min"});
      // With partial credit the checker writes the test's score itself.
      if (layout_.custom_score) scale = fmt::format("--points-scale absolute --full-score {}", decimal_number(share));
    }
    tree_.add(folder + "testdata.yaml", testdata(config, scale));
  }

  FileTree& tree_;
  const Sources& sources_;
  const ExportOptions& options_;
  const Layout& layout_;
  std::vector<std::string> sample_names_;
};

// The validator and the checker: static executables behind build/run scripts
// (package/templates/build.sh, input_validator_run.sh, output_validator_run.sh). build
// is the one file besides run whose exec bit every importer keeps.
void add_programs(FileTree& tree, const Sources& sources, const Layout& layout) {
  const auto build_script = [](std::string_view binary) {
    return templates::fill("build.sh", {{"binary", binary}});
  };
  const std::string input_folder = fmt::format("input_validators/{}/", k_program);
  tree.add(input_folder + "build", build_script("validator"), true);
  tree.add(input_folder + "run", std::string(templates::text("input_validator_run.sh")), true);
  // The answer validator (answer_validators/, BAPCtools and the 2023-07 format;
  // package/templates/answer_validator.sh): a jury answer must be a legal route that
  // costs its time, or "No solution.". checker-kattis judges the answer against itself:
  // a broken answer is its FAIL (exit 3), here 43.
  const std::string answer_folder = fmt::format("answer_validators/{}/", k_program);
  tree.add(answer_folder + "build", build_script("checker-kattis"), true);
  tree.add(answer_folder + "run", std::string(templates::text("answer_validator.sh")), true);
  tree.add(answer_folder + "checker-kattis", tool(sources, "checker-kattis"), true);
  tree.add(input_folder + "validator", tool(sources, "validator"), true);
  const std::string output_folder = layout.version_2023 ? fmt::format("output_validator/{}/", k_program)
                                                        : fmt::format("output_validators/{}/", k_program);
  tree.add(output_folder + "build", build_script("checker-kattis"), true);
  tree.add(output_folder + "run", std::string(templates::text("output_validator_run.sh")), true);
  tree.add(output_folder + "checker-kattis", tool(sources, "checker-kattis"), true);
}

// The 2023-07 format's validator tests (package/program_tests.hpp): data/invalid_input/
// (the input validator must reject each, .desc the rule it breaks), data/invalid_output/
// and data/valid_output/ (the output validator must reject or accept each .out for its
// .in and .ans), run by `bt validate`. Not with --partial: the recorded verdicts are those
// of the checker without it, under which a right time with rejected moves earns points.
void add_program_tests(FileTree& tree, const Sources& sources, const ExportOptions& options,
                       std::vector<std::string>& notes) {
  if (options.partial) {
    notes.push_back("kattis-2023: no data/invalid_output/ and valid_output/ with --partial (the "
                    "checker tests' verdicts are those of the checker without it)");
  }
  for (const ValidatorTest& test : sources.program_tests.validator) {
    if (test.valid) continue;  // every test of data/secret is a valid input already
    tree.add("data/invalid_input/" + test.name + ".in", test.input);
    tree.add("data/invalid_input/" + test.name + ".desc", test.message + "\n");
  }
  if (options.partial) return;
  for (const CheckerTest& test : sources.program_tests.checker) {
    const std::string base = std::string(test.verdict == CheckerVerdict::ok ? "data/valid_output/"
                                                                             : "data/invalid_output/") +
                             test.name;
    tree.add(base + ".in", test.input);
    tree.add(base + ".ans", test.answer);
    tree.add(base + ".out", test.output);
    tree.add(base + ".desc", test.message + "\n");
  }
}

// Submissions, by tag. With partial credit, a wrong answer that always prints the jury's
// time earns points on every test it fails: its verdict is AC with less than the full
// score, what partially_accepted/ asks (legacy: a standard folder; 2023-07: a folder
// submissions.yaml defines, the spec's "Default directories").
void add_submissions(FileTree& tree, const Sources& sources, const ExportOptions& options,
                     const Layout& layout) {
  bool partially_accepted = false;
  for (const Solution& solution : sources.solutions) {
    std::string folder = solution.tag;  // accepted, wrong_answer, time_limit_exceeded
    std::replace(folder.begin(), folder.end(), '-', '_');
    if (options.partial && solution.partially_accepted) {
      folder = "partially_accepted";
      partially_accepted = true;
    }
    tree.add("submissions/" + folder + "/" + solution.name + ".cpp", solution.source);
  }
  if (!layout.version_2023 || !partially_accepted) return;
  YAML::Emitter out;
  out << YAML::Comment("Every test AC, with a partial score on some (the moves are wrong, the time right)")
      << YAML::BeginMap << YAML::Key << "partially_accepted" << YAML::Value << YAML::BeginMap
      << YAML::Key << "permitted" << YAML::Value << YAML::Flow << YAML::BeginSeq << "AC" << YAML::EndSeq
      << YAML::EndMap << YAML::EndMap;
  tree.add("submissions/submissions.yaml", std::string(out.c_str()) + "\n");
}

// The Kattis problem format, legacy or 2023-07; DOMjudge's adds to the legacy layout
// what DOMjudge reads besides (problem_statement/problem.pdf and .html).
enum class KattisFlavour { legacy, v2023, domjudge };

Package kattis_flavour_package(const Sources& sources, const ExportOptions& options,
                               KattisFlavour flavour) {
  // Kattis, problemtools and BAPCtools take whole seconds (time_resolution 1: BAPCtools
  // refuses a limit that is not a multiple of it, problemtools warns that Kattis does
  // not support one), so a fractional limit is rounded up for every Kattis-format
  // export, DOMjudge's included, and the statements say the limit the package applies.
  Layout layout{flavour == KattisFlavour::v2023, flavour == KattisFlavour::domjudge, options.scoring,
                options.partial.has_value(), limits(sources, options)};
  layout.limit.time_seconds = std::ceil(layout.limit.time_seconds);
  Package package;
  FileTree& tree = package.tree;
  tree.add("problem.yaml", problem_yaml(sources, options, layout));
  if (!layout.version_2023) {
    // The legacy format has no time-limit field: DOMjudge reads this file, and BAPCtools'
    // `bt upgrade` turns it into limits.time_limit. problemtools computes its own
    // (time_multiplier times the slowest accepted submission).
    tree.add("domjudge-problem.ini", generated_note(sources, ";") +
                                         fmt::format("timelimit = {}\n", decimal_number(layout.limit.time_seconds)));
  }
  add_statement(tree, sources, layout);
  TestData(tree, sources, options, layout).add();
  add_programs(tree, sources, layout);
  if (layout.version_2023) add_program_tests(tree, sources, options, package.notes);
  add_submissions(tree, sources, options, layout);
  return package;
}

}  // namespace

Package kattis_package(const Sources& sources, const ExportOptions& options) {
  return kattis_flavour_package(sources, options, KattisFlavour::legacy);
}

Package kattis_2023_package(const Sources& sources, const ExportOptions& options) {
  return kattis_flavour_package(sources, options, KattisFlavour::v2023);
}

Package domjudge_package(const Sources& sources, const ExportOptions& options) {
  return kattis_flavour_package(sources, options, KattisFlavour::domjudge);
}

}  // namespace snake::package::detail
