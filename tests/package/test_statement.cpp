// The statement renderer (package/statement.hpp) and the PDF writer (package/pdf.hpp):
// every form of one small source, exactly; the sample and subtasks the exporter adds;
// the constructs the Markdown subset refuses, with their line; and the PDF's
// cross-reference table pointing at its objects.
#define BOOST_TEST_MODULE statement
#include <boost/test/unit_test.hpp>

#include <string>

#include "package/pdf.hpp"
#include "package/statement.hpp"

namespace snake::package {
namespace {

const char* const k_source =
    "# Tiny\n"
    "\n"
    "A board of $n \\times m$ cells, `U` goes up.\n"
    "Second line of the paragraph.\n"
    "\n"
    "## Rules\n"
    "\n"
    "- $1 \\le n$ and 50% of $b_1$\n"
    "  continued\n"
    "- costs <w> & more\n"
    "\n"
    "## Sample\n"
    "\n"
    "The answer is 3.\n";

std::string error_of(std::string_view source) {
  try {
    parse_statement(source, "s.md");
  } catch (const StatementError& e) {
    return e.what();
  }
  return "no error";
}

BOOST_AUTO_TEST_CASE(markdown_keeps_the_source_with_the_sample_and_subtasks_added) {
  const Statement statement = complete(parse_statement(k_source, "s.md"),
                                       {std::make_pair("1 2\n", "3\n"), {"Group `a`, 5 points."}});
  BOOST_TEST(to_markdown(statement) ==
             "# Tiny\n\n"
             "A board of $n \\times m$ cells, `U` goes up. Second line of the paragraph.\n\n"
             "## Rules\n\n"
             "- $1 \\le n$ and 50% of $b_1$ continued\n"
             "- costs <w> & more\n\n"
             "## Subtasks\n\n"
             "- Group `a`, 5 points.\n\n"
             "## Sample\n\n"
             "Input:\n\n"
             "```\n1 2\n```\n\n"
             "Output:\n\n"
             "```\n3\n```\n\n"
             "The answer is 3.\n");
}

BOOST_AUTO_TEST_CASE(latex_escapes_text_keeps_math_and_names_the_problem) {
  const Statement statement = complete(parse_statement(k_source, "s.md"), {});
  BOOST_TEST(to_latex(statement) ==
             "\\problemname{Tiny}\n\n"
             "A board of $n \\times m$ cells, \\texttt{U} goes up. Second line of the paragraph.\n\n"
             "\\section*{Rules}\n\n"
             "\\begin{itemize}\n"
             "\\item $1 \\le n$ and 50\\% of $b_1$ continued\n"
             "\\item costs \\textless{}w\\textgreater{} \\& more\n"
             "\\end{itemize}\n\n"
             "\\section*{Explanation of the sample}\n\n"
             "The answer is 3.\n");
}

BOOST_AUTO_TEST_CASE(html_and_text_spell_the_math_out) {
  const Statement statement = parse_statement(k_source, "s.md");
  const std::string html = to_html(statement);
  BOOST_TEST(html.find("<p>A board of <i>n &times; m</i> cells, <code>U</code> goes up. Second "
                       "line of the paragraph.</p>") != std::string::npos);
  BOOST_TEST(html.find("<li>costs &lt;w&gt; &amp; more</li>") != std::string::npos);
  const std::vector<std::string> lines = to_text_lines(statement, 30);
  const std::vector<std::string> expected{"Tiny", "====", "", "A board of n x m cells, U goes",
                                          "up. Second line of the", "paragraph.", "", "Rules",
                                          "-----", "", "  - 1 <= n and 50% of b1",
                                          "    continued", "  - costs <w> & more", "", "Sample",
                                          "------", "", "The answer is 3."};
  BOOST_TEST(lines == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(constructs_outside_the_subset_are_refused_with_their_line) {
  BOOST_TEST(error_of("Tiny\n") == "s.md:1: the first line must be '# Title'");
  BOOST_TEST(error_of("# T\n\n### Deep\n") ==
             "s.md:3: not in the statement's Markdown subset: '### Deep'");
  BOOST_TEST(error_of("# T\n\nan `open span\n") == "s.md:3: unmatched ` in 'an `open span'");
  BOOST_TEST(error_of("# T\n\nmath $\\frac{1}{2}$ here\n") ==
             "s.md:3: math command in '\\frac{1}{2}' that only LaTeX can show");
  BOOST_TEST(error_of("# T\n\n```\nnever closed\n") == "s.md:3: code block never closed");
}

BOOST_AUTO_TEST_CASE(the_package_statement_source_parses) {
  const Statement statement = parse_statement(
      "# Snake\n\n## Input\n\nText $1 \\le n, m \\le 12$.\n", "snake.md");
  BOOST_TEST(statement.title == "Snake");
  BOOST_TEST(statement.blocks.size() == 2u);
}

BOOST_AUTO_TEST_CASE(pdf_cross_references_point_at_their_objects) {
  std::vector<std::string> lines;
  for (int i = 0; i < 130; ++i) lines.push_back("line (" + std::to_string(i) + ") \\ done");
  const std::string pdf = text_pdf(lines, "Tiny");
  BOOST_TEST(pdf.starts_with("%PDF-1.4\n"));
  BOOST_TEST(pdf.ends_with("%%EOF\n"));
  BOOST_TEST(pdf.find("/Count 3") != std::string::npos);  // 130 lines: 3 pages of 60
  BOOST_TEST(pdf.find("(line \\(129\\) \\\\ done) '") != std::string::npos);
  const std::size_t xref = std::stoul(pdf.substr(pdf.rfind("startxref\n") + 10));
  BOOST_TEST(pdf.compare(xref, 5, "xref\n") == 0);
  // "0 11" entries: the free entry, then objects 1..10 at their offsets.
  std::size_t entry = pdf.find('\n', pdf.find('\n', pdf.find('\n', xref) + 1) + 1) + 1;
  for (int object = 1; object <= 10; ++object, entry += 20) {
    const std::size_t offset = std::stoul(pdf.substr(entry, 10));
    BOOST_TEST(pdf.compare(offset, std::to_string(object).size() + 6,
                           std::to_string(object) + " 0 obj") == 0);
  }
  BOOST_CHECK_THROW(text_pdf({"caf\xC3\xA9"}, "x"), StatementError);
}

}  // namespace
}  // namespace snake::package
