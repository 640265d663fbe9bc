// The statement's documents (package/statement.hpp) and their completion per format
// (package/statement_files.hpp): every form of one small source, exactly; the sample,
// the subtask table, the limits and the solutions the exporter adds; the constructs the
// subset refuses, with their line; each format's split of a group's points; and the
// package's own sources, which must parse in both languages.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "package/exporter.hpp"
#include "package/formats/common.hpp"
#include "package/statement.hpp"
#include "package/statement_files.hpp"

namespace snake::package {
namespace {

const char* const k_source =
    "# Tiny\n"
    "\n"
    "A board of $n \\times m$ cells, `U` goes up.\n"
    "Second line of the paragraph.\n"
    "\n"
    "## Rules {#rules}\n"
    "\n"
    "- $1 \\le n$ and 50% of $b_1$, $2^{k}$\n"
    "  continued\n"
    "- costs <w> & more, {{time_limit}} s, {{memory_limit}} MiB\n"
    "\n"
    "## Scoring\n"
    "\n"
    "{{subtasks}}\n"
    "\n"
    "## Sample\n"
    "\n"
    "{{sample}}\n"
    "\n"
    "![The board](board)\n"
    "\n"
    "The answer is 3.\n";

std::string error_of(std::string_view source) {
  try {
    parse_document(source, "s.md", Language::en);
  } catch (const StatementError& e) {
    return e.what();
  }
  return "no error";
}

DocumentData tiny_data() {
  DocumentData data;
  data.sample.emplace("1 2\n", "3\n");
  data.subtasks = {{"k1", "k \\le 1", 5, false, {2.5, 2.5}}, {"full", "", 3, true, {0, 0, 0}}};
  data.time_limit_seconds = 1.5;
  data.memory_limit_mib = 64;
  return data;
}

Document tiny(const DocumentData& data = tiny_data()) {
  return complete(parse_document(k_source, "s.md", Language::en), data);
}

BOOST_AUTO_TEST_CASE(markdown_keeps_the_source_and_adds_the_sample_the_table_and_the_picture) {
  BOOST_TEST(to_markdown(tiny(), {false, "board.png"}) ==
             "# Tiny\n\n"
             "A board of $n \\times m$ cells, `U` goes up. Second line of the paragraph.\n\n"
             "## Rules\n\n"
             "- $1 \\le n$ and 50% of $b_1$, $2^{k}$ continued\n"
             "- costs <w> & more, 1.5 s, 64 MiB\n\n"
             "## Scoring\n\n"
             "| Subtask | Constraints | Tests | Points per test | Points |\n"
             "| --- | --- | --- | --- | --- |\n"
             "| 1 (`k1`) | $k \\le 1$ | 2 | 2.5 each | 5 |\n"
             "| 2 (`full`) | none | 3 | all or nothing | 3 |\n\n"
             "## Sample\n\n"
             "Sample input:\n\n```\n1 2\n```\n\nSample output:\n\n```\n3\n```\n\n"
             "![The board](board.png)\n\n*The board*\n\n"
             "The answer is 3.\n");
}

BOOST_AUTO_TEST_CASE(hydro_markdown_uses_its_sample_blocks) {
  const std::string markdown = to_markdown(tiny(), {true, "file://board.png"});
  BOOST_TEST(markdown.find("```input1\n1 2\n```\n\n```output1\n3\n```\n") != std::string::npos);
  BOOST_TEST(markdown.find("![The board](file://board.png)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_pass_fail_problem_drops_the_subtask_section) {
  DocumentData data = tiny_data();
  data.subtasks.clear();
  const std::string markdown = to_markdown(tiny(data), {});
  BOOST_TEST(markdown.find("Scoring") == std::string::npos);
  BOOST_TEST(markdown.find("## Rules") != std::string::npos);
  BOOST_TEST(markdown.find("## Sample") != std::string::npos);
  BOOST_TEST(markdown.find("![") == std::string::npos);  // no picture address: no picture
}

BOOST_AUTO_TEST_CASE(latex_for_kattis_names_the_problem_and_lets_the_judge_place_its_sample) {
  DocumentData data = tiny_data();
  data.sample.reset();
  Document document = tiny(data);
  for (Block& block : document.blocks) {
    if (block.kind == Block::Kind::sample) block.text = "01";
  }
  const std::string latex = latex_body(document, LatexTarget::kattis);
  BOOST_TEST(latex.starts_with("\\problemname{Tiny}\n\nA board of $n \\times m$ cells, \\texttt{U} goes up."));
  BOOST_TEST(latex.find("\\item costs \\textless{}w\\textgreater{} \\& more, 1.5 s, 64 MiB\n") !=
             std::string::npos);
  BOOST_TEST(latex.find("\\item $1 \\le n$ and 50\\% of $b_1$, $2^{k}$ continued\n") != std::string::npos);
  BOOST_TEST(latex.find("\\providecommand{\\nextsample}{\\includesample{01}\\renewcommand{\\includesample}[1]{}}\n"
                        "\\nextsample\n") != std::string::npos);
  BOOST_TEST(latex.find("1 (\\texttt{k1}) & $k \\le 1$ & 2 & 2.5 each & 5 \\\\\n") != std::string::npos);
  BOOST_TEST(latex.find("\\includegraphics[width=0.4\\textwidth]{board}\n\\caption{The board}") != std::string::npos);
  // The sample comes before the explanation that follows it in the source.
  BOOST_TEST(latex.find("\\nextsample") < latex.find("The answer is 3."));
}

BOOST_AUTO_TEST_CASE(the_standalone_document_has_both_titles_and_the_sample_in_verbatim) {
  const std::string latex = latex_document(tiny(), "小");
  BOOST_TEST(latex.find("\\documentclass[UTF8,a4paper,11pt,fontset=none,scheme=plain]{ctexart}") !=
             std::string::npos);
  BOOST_TEST(latex.find("\\setCJKmainfont{Noto Serif CJK SC}") != std::string::npos);
  BOOST_TEST(latex.find("{\\LARGE\\bfseries Tiny}\\\\[1ex]\n{\\large 小}") != std::string::npos);
  BOOST_TEST(latex.find("\\textbf{Sample input}\n\\begin{verbatim}\n1 2\n\\end{verbatim}\n") != std::string::npos);
  BOOST_TEST(latex.find("\\problemname") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(html_spells_math_with_subscripts_and_inlines_the_picture) {
  const std::string html = to_html(tiny(), "<svg id=\"b\"></svg>\n");
  BOOST_TEST(html.find("<p>A board of <span class=\"math\"><i>n</i>&times;<i>m</i></span> cells, "
                       "<code>U</code> goes up. Second line of the paragraph.</p>") != std::string::npos);
  BOOST_TEST(html.find("<span class=\"math\"><i>b</i><sub>1</sub></span>") != std::string::npos);
  BOOST_TEST(html.find("<span class=\"math\">2<sup><i>k</i></sup></span>") != std::string::npos);
  BOOST_TEST(html.find("<li>costs &lt;w&gt; &amp; more, 1.5 s, 64 MiB</li>") != std::string::npos);
  BOOST_TEST(html.find("<h2 id=\"rules\">Rules</h2>") != std::string::npos);
  BOOST_TEST(html.find("<pre class=\"sample-input\">1 2\n</pre>") != std::string::npos);
  BOOST_TEST(html.find("<figure id=\"board\">\n<svg id=\"b\"></svg>\n<figcaption>The board</figcaption>") !=
             std::string::npos);
  BOOST_TEST(html.find("<td>2.5 each</td>") != std::string::npos);
  BOOST_TEST(html.find("<style>") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(chinese_lines_join_without_a_space_and_get_chinese_words) {
  const Document document = complete(
      parse_document("# 题\n\n第一行，\n第二行的$n$\n和 `x`。\n\n{{subtasks}}\n\n{{sample}}\n", "z.md", Language::zh),
      tiny_data());
  BOOST_TEST(document.blocks[0].text == "第一行，第二行的$n$ 和 `x`。");
  const std::string markdown = to_markdown(document, {});
  BOOST_TEST(markdown.find("| 子任务 | 约束 | 测试点数 | 每个测试点的分值 | 分值 |") != std::string::npos);
  BOOST_TEST(markdown.find("| 1 (`k1`) | $k \\le 1$ | 2 | 每个 2.5 分 | 5 |") != std::string::npos);
  BOOST_TEST(markdown.find("| 2 (`full`) | 无 | 3 | 全部通过才得分 | 3 |") != std::string::npos);
  BOOST_TEST(markdown.find("样例输入:") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(editorial_solutions_are_listed_from_the_tags_and_slides_have_a_frame_a_section) {
  DocumentData data;
  data.solutions["wrong-answer"] = {{"wa_x", "forgets the +1"}, {"wa_y", "no growth"}};
  const Document document = complete(
      parse_document("# E\n\nIntro.\n\n## Wrong\n\n{{solutions wrong-answer}}\n", "e.md", Language::en), data);
  BOOST_TEST(to_markdown(document, {}) ==
             "# E\n\nIntro.\n\n## Wrong\n\n- `wa_x`: forgets the +1\n- `wa_y`: no growth\n");
  const std::string slides = latex_slides(document);
  BOOST_TEST(slides.find("\\begin{frame}[allowframebreaks,fragile]\n\\frametitle{Wrong}\n") != std::string::npos);
  BOOST_TEST(slides.find("\\item \\texttt{wa\\_x}: forgets the +1") != std::string::npos);
  BOOST_CHECK_THROW(complete(parse_document("# E\n\n{{solutions slow}}\n", "e.md", Language::en), data),
                    StatementError);
}

BOOST_AUTO_TEST_CASE(constructs_outside_the_subset_are_refused_with_their_line) {
  BOOST_TEST(error_of("Tiny\n") == "s.md:1: the first line must be '# Title'");
  BOOST_TEST(error_of("# T\n\n### Deep\n") == "s.md:3: not in the statement's Markdown subset: '### Deep'");
  BOOST_TEST(error_of("# T\n\nan `open span\n") == "s.md:3: unmatched ` in 'an `open span'");
  BOOST_TEST(error_of("# T\n\nmath $\\frac{1}{2}$ here\n") ==
             "s.md:3: math command in '\\frac{1}{2}' that not every form can show");
  BOOST_TEST(error_of("# T\n\nmath $\\left( x$\n") ==
             "s.md:3: math command in '\\left( x' that not every form can show");
  BOOST_TEST(error_of("# T\n\n```\nnever closed\n") == "s.md:3: code block never closed");
  BOOST_TEST(error_of("# T\n\n![a cat](cat.png)\n") ==
             "s.md:3: the only picture is the board: '![caption](board)', not '![a cat](cat.png)'");
  BOOST_TEST(error_of("# T\n\n{{samples}}\n") ==
             "s.md:3: unknown directive '{{samples}}' (known: {{sample}}, {{subtasks}}, {{solutions TAG}})");
  BOOST_TEST(error_of("# T\n\nLimit {{time}}.\n") ==
             "s.md:3: unknown placeholder in 'Limit {{time}}.' (known: {{time_limit}}, {{memory_limit}})");
  BOOST_TEST(error_of("# T\n\n$x_$\n") == "s.md:3: _ without a script in 'x_'");
}

BOOST_AUTO_TEST_CASE(each_format_splits_a_groups_points_as_its_judge_does) {
  const GroupEntry sum{"nm36", 18, Scoring::sum, {"1", "2", "3", "4", "5", "6", "7"}};
  const std::vector<double> larger{3, 3, 3, 3, 2, 2, 2};    // CMS, LemonLime, Arbiter
  const std::vector<double> smaller{2, 2, 2, 3, 3, 3, 3};   // Hydro
  BOOST_TEST(test_points(PointsRule::larger_first, sum) == larger, boost::test_tools::per_element());
  BOOST_TEST(test_points(PointsRule::smaller_first, sum) == smaller, boost::test_tools::per_element());
  for (const double share : test_points(PointsRule::share, sum)) BOOST_TEST(share == 18.0 / 7);
  const GroupEntry min{"full", 32, Scoring::min, {"1", "2"}};
  BOOST_TEST(test_points(PointsRule::share, min) == std::vector<double>{32}, boost::test_tools::per_element());
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return std::move(bytes).str();
}

BOOST_AUTO_TEST_CASE(the_package_sources_parse_in_both_languages_with_the_same_sections) {
  const std::filesystem::path folder = SNAKE_SOURCE_DIR "/package/statement";
  for (const std::string_view kind : {"statement", "editorial"}) {
    std::vector<std::string> ids[2];
    for (const Language language : k_languages) {
      const std::filesystem::path path = folder / (std::string(kind) + "." + std::string(code(language)) + ".md");
      const Document document = parse_document(read(path), path.string(), language);
      for (const Block& block : document.blocks) {
        if (block.kind == Block::Kind::heading) ids[language == Language::zh].push_back(block.id);
      }
    }
    // The same sections in the same order, each with an id.
    BOOST_TEST(ids[0] == ids[1], boost::test_tools::per_element());
    BOOST_TEST(std::count(ids[0].begin(), ids[0].end(), "") == 0);
  }
}

BOOST_AUTO_TEST_CASE(polygon_gets_its_statement_sections_from_the_same_sources) {
  const Manifest manifest = read_manifest(SNAKE_SOURCE_DIR "/data");
  const Sources sources{manifest, {}, {}, load_statement_sources(SNAKE_SOURCE_DIR "/package/statement", manifest), {}, {}, {}, {}};
  const auto sections = polygon_sections(sources, Language::en, {false, true, PointsRule::share});
  std::vector<std::string> names;
  for (const auto& [name, text] : sections) names.push_back(name);
  const std::vector<std::string> expected{"input.tex", "legend.tex", "name.tex", "notes.tex",
                                          "output.tex", "scoring.tex", "tutorial.tex"};
  BOOST_TEST(names == expected, boost::test_tools::per_element());
  BOOST_TEST(sections.at("name.tex") == "Snake\n");
  BOOST_TEST(sections.at("input.tex").starts_with("\nThe first line holds $n$ and $m$."));
  // A section's own heading is Polygon's; the legend keeps the heading of its second part.
  BOOST_TEST(sections.at("input.tex").find("\\section*") == std::string::npos);
  BOOST_TEST(sections.at("legend.tex").find("\\section*{Moves}") != std::string::npos);
  BOOST_TEST(sections.at("scoring.tex").find("\\section*{Subtasks}") != std::string::npos);
  BOOST_TEST(sections.at("scoring.tex").find("Memory limit: " + std::to_string(manifest.limits.memory_mib) + " MiB") != std::string::npos);
  BOOST_TEST(sections.at("notes.tex").find("\\includegraphics") != std::string::npos);
  BOOST_TEST(sections.at("notes.tex").find("11411") == std::string::npos);  // the example is Polygon's
  BOOST_TEST(sections.at("tutorial.tex").find("Dial") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_manifest_without_a_sample_is_refused_by_name) {
  Manifest manifest = read_manifest(SNAKE_SOURCE_DIR "/data");
  BOOST_TEST(detail::sample_test(manifest).source.starts_with("sample "));
  std::erase_if(manifest.tests, [](const TestEntry& t) { return t.source.starts_with("sample "); });
  BOOST_CHECK_EXCEPTION(load_statement_sources(SNAKE_SOURCE_DIR "/package/statement", manifest), PackageError,
                        [](const PackageError& e) {
                          return std::string(e.what()).find("the manifest has no sample test") != std::string::npos;
                        });
}

}  // namespace
}  // namespace snake::package
