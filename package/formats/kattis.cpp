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
//   data/**/testdata.yaml                     validator flags, scoring
//   input_validators/snake/{build,run,validator}
//   output_validators/snake/{build,run,checker-kattis}   (2023-07: output_validator/snake/)
//   submissions/accepted/*.cpp, submissions/wrong_answer/*.cpp
#include <algorithm>

#include <fmt/format.h>

#include "package/formats/common.hpp"
#include "package/formats/formats.hpp"

namespace snake::package::detail {

namespace {

// The time limit as a multiple of the slowest accepted solution, and the margin over it
// that verification uses to call a run too slow. The wrong solutions explore many more
// states than the accepted one (up to about 7 times its time on the package's tests): at
// 10 times they fail by their wrong answer, not by the clock, which is what the package
// shows. docs/package.md explains the choice.
constexpr int k_ac_to_time_limit = 10;
constexpr int k_time_limit_to_tle = 2;
constexpr std::string_view k_program = "snake";
constexpr std::string_view k_uuid = "6c1f0b52-2011-4b5e-9a7d-736e616b6531";
constexpr std::string_view k_source = "SDOI2011 (Shandong provincial team selection, 2011)";

// build: the one file besides run whose exec bit every importer keeps.
std::string build_script(std::string_view binary) {
  return fmt::format(
      "#!/bin/sh\n"
      "# DOMjudge's zip import keeps the exec bit of the files named build and run only:\n"
      "# the judge runs this script before the program's first use.\n"
      "chmod +x {}\n",
      binary);
}

std::string run_script(std::string_view binary, std::string_view fixed_arguments,
                       std::string_view why) {
  return fmt::format(
      "#!/bin/sh\n"
      "# {}\n"
      "case $0 in */*) here=${{0%/*}} ;; *) here=. ;; esac\n"
      "exec \"$here/{}\"{}{} \"$@\"\n",
      why, binary, fixed_arguments.empty() ? "" : " ", fixed_arguments);
}

std::string group_folder(std::size_t index, std::size_t count, std::string_view name) {
  const int width = static_cast<int>(fmt::format("{}", count).size());
  return fmt::format("{:0{}}-{}", index + 1, width, name);
}

}  // namespace

FileTree kattis_package(const Sources& sources, const ExportOptions& options, bool version_2023,
                        bool domjudge) {
  const Manifest& manifest = sources.manifest;
  FileTree tree;
  const bool scoring = options.scoring;
  const bool custom_score = options.partial.has_value();

  // problem.yaml
  std::string problem = generated_note("#");
  if (version_2023) {
    problem += fmt::format(
        "problem_format_version: 2023-07-draft\n"
        "type: {}\n"
        "name:\n  en: Snake\n"
        "uuid: {}\n"
        "source: {}\n"
        "license: permission\n"
        "limits:\n"
        "  memory: {}\n"
        "  time_multipliers:\n"
        "    ac_to_time_limit: {}\n"
        "    time_limit_to_tle: {}\n",
        scoring ? "scoring" : "pass-fail", k_uuid, yaml_string(k_source), options.memory_limit,
        k_ac_to_time_limit, k_time_limit_to_tle);
  } else {
    problem += fmt::format(
        "name: Snake\n"
        "uuid: {}\n"
        "source: {}\n"
        "license: permission\n"
        "{}"
        "validation: {}\n"
        "validator_flags: {}\n"
        "limits:\n"
        "  memory: {}\n"
        "  time_multiplier: {}\n"
        "  time_safety_margin: {}\n",
        k_uuid, yaml_string(k_source),
        scoring ? "type: scoring\ngrading:\n  show_test_data_groups: true\n" : "",
        custom_score ? "custom score" : "custom",
        yaml_string(fmt::format("case_sensitive{}{}", custom_score ? " " : "",
                                checker_options(options))),
        options.memory_limit, k_ac_to_time_limit, k_time_limit_to_tle);
  }
  tree.add("problem.yaml", problem);

  // The statement and the editorial (docs/statement.md): English only, since BAPCtools
  // typesets with pdflatex and has no Chinese strings. The judge shows data/sample.
  const std::string statement_folder = version_2023 ? "statement/" : "problem_statement/";
  const StatementView view{true, scoring, PointsRule::share};
  tree.add(statement_folder + "problem.en.tex",
           latex_body(statement_document(sources, Language::en, view), LatexTarget::kattis));
  tree.add(statement_folder + "board.pdf", sources.statement.board_pdf);
  tree.add(statement_folder + "board.png", sources.statement.board_png);
  // BAPCtools' solution slides (bt upgrade moves problem_statement/solution* to solution/).
  tree.add((version_2023 ? "solution/" : statement_folder) + "solution.en.tex",
           latex_slides(editorial_document(sources, Language::en)));
  if (domjudge) {
    const StatementView shown{false, scoring, PointsRule::share};
    tree.add("problem_statement/problem.html",
             to_html(statement_document(sources, Language::en, shown), sources.statement.board_svg));
    tree.add("problem.pdf", statement_pdf(sources, Language::en, shown));
    for (const Language language : k_languages) {
      tree.add(fmt::format("editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
    }
    tree.add("domjudge-problem.ini",
             fmt::format("; Written by bin/package; DOMjudge reads the time limit here.\n"
                         "timelimit = {}\n",
                         decimal_number(options.time_limit)));
  }

  // Output validator flags of a group in the 2023-07 format (problem.yaml has none).
  const auto output_flags = [&](std::string_view scale) {
    std::string flags = version_2023 ? "case_sensitive" : "";
    if (version_2023 && custom_score) flags += " " + checker_options(options);
    if (!scale.empty()) flags += (flags.empty() ? "" : " ") + std::string(scale);
    return flags;
  };
  const auto testdata = [&](std::string body, std::string_view scale) {
    if (const std::string flags = output_flags(scale); !flags.empty()) {
      body += fmt::format("output_validator_flags: {}\n", yaml_string(flags));
    }
    return generated_note("#") + body;
  };

  // data/sample
  std::vector<std::string> sample_names;
  for (const TestEntry* test : sample_tests(manifest)) {
    tree.add("data/sample/" + test->name + ".in", read_file(manifest.input(*test)));
    tree.add("data/sample/" + test->name + ".ans", read_file(manifest.answer(*test)));
    sample_names.push_back(test->name);
  }
  std::string sample_config =
      fmt::format("input_validator_flags: {}\n", yaml_string(validator_flags(manifest, sample_names)));
  if (scoring) {
    // The sample is judged but scores nothing (grader_flags ignore_sample at the top).
    sample_config += custom_score ? "on_reject: continue\nrange: 0 1\ngrader_flags: first_error\n"
                                  : "on_reject: continue\naccept_score: 0\nrange: 0 0\n"
                                    "grader_flags: first_error\n";
  }
  tree.add("data/sample/testdata.yaml", testdata(sample_config, ""));
  if (scoring) {
    tree.add("data/testdata.yaml",
             testdata("on_reject: continue\nrange: 0 100\ngrader_flags: ignore_sample\n", ""));
    tree.add("data/secret/testdata.yaml",
             testdata("on_reject: continue\nrange: 0 100\ngrader_flags: first_error\n", ""));
  }

  // data/secret/<i>-<group>/
  for (std::size_t g = 0; g < manifest.groups.size(); ++g) {
    const GroupEntry& group = manifest.groups[g];
    const std::string folder =
        "data/secret/" + group_folder(g, manifest.groups.size(), group.name) + "/";
    for (const std::string& name : group.tests) {
      const TestEntry& test = *manifest.test(name);
      const bool sample = std::find(sample_names.begin(), sample_names.end(), name) != sample_names.end();
      for (const std::string_view extension : {".in", ".ans"}) {
        const std::string path = folder + name + std::string(extension);
        if (sample && !domjudge) {
          // One file for both: verifyproblem warns about identical inputs unless linked.
          tree.add_link(path, "../../sample/" + name + std::string(extension));
        } else {
          tree.add(path, read_file(extension == ".in" ? manifest.input(test) : manifest.answer(test)));
        }
      }
    }
    std::string config =
        fmt::format("input_validator_flags: {}\n", yaml_string(validator_flags(manifest, group.tests)));
    std::string scale;
    if (scoring) {
      const double share = group.scoring == Scoring::sum
                               ? static_cast<double>(group.points) / static_cast<double>(group.tests.size())
                               : group.points;
      config += group.scoring == Scoring::sum
                    ? fmt::format("on_reject: continue\naccept_score: {}\nrange: 0 {}\ngrader_flags: sum\n",
                                  decimal_number(share), group.points)
                    : fmt::format("on_reject: break\naccept_score: {}\nrange: 0 {}\ngrader_flags: min\n",
                                  group.points, group.points);
      // With partial credit the checker writes the test's score itself.
      if (custom_score) scale = fmt::format("--points-scale absolute --full-score {}", decimal_number(share));
    }
    tree.add(folder + "testdata.yaml", testdata(config, scale));
  }

  // The validator and the checker: static executables behind build/run scripts.
  const std::string input_folder = fmt::format("input_validators/{}/", k_program);
  tree.add(input_folder + "build", build_script("validator"), true);
  tree.add(input_folder + "run",
           run_script("validator", "--kattis",
                      "The input validator speaks the Kattis protocol (exit 42 valid, 43 invalid) "
                      "whatever flags a tool passes or omits."),
           true);
  tree.add(input_folder + "validator", tool(sources, "validator"), true);
  const std::string output_folder = version_2023 ? fmt::format("output_validator/{}/", k_program)
                                                 : fmt::format("output_validators/{}/", k_program);
  tree.add(output_folder + "build", build_script("checker-kattis"), true);
  tree.add(output_folder + "run",
           run_script("checker-kattis", "",
                      "The output validator: input answer feedback_dir [flags] < output."),
           true);
  tree.add(output_folder + "checker-kattis", tool(sources, "checker-kattis"), true);

  // Submissions, by tag.
  for (const Solution& solution : sources.solutions) {
    const std::string folder = solution.tag == "accepted" ? "accepted" : "wrong_answer";
    tree.add("submissions/" + folder + "/" + solution.name + ".cpp", solution.source);
  }
  return tree;
}

}  // namespace snake::package::detail
