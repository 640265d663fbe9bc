// The statement of a package, from ONE source (package/statement/snake.md, a small
// Markdown subset) to every form a judge shows: Markdown (Hydro, LOJ, offline judges),
// LaTeX (the Kattis format's problem.en.tex), HTML (DOMjudge) and plain text lines (the
// PDF that CMS requires, package/pdf.hpp).
// The subset: "# Title" on the first line; "## Section" headings; paragraphs; "- " list
// items (continuation lines indented); ``` code blocks; inline `code` and $math$ spans.
// Math uses only what every form can show: letters, digits, operators, subscripts
// "x_1", and the commands \le, \ge, \times, \cdot, \ldots (other commands are rejected,
// so a LaTeX-only formula cannot slip into the plain forms).
// The exporter adds what the package knows to the parsed source: the sample (as input
// and output blocks at the start of the "Sample" section, for judges that do not show
// data/sample themselves) and the subtasks with their points (from data/groups.tsv).
// Cost: linear in the size of the source.
// Tested by tests/package/test_statement.cpp.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace snake::package {

class StatementError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Block {
  enum class Kind { heading, paragraph, list, code };
  Kind kind = Kind::paragraph;
  std::string text;                // heading, paragraph (one line), code (lines with '\n')
  std::vector<std::string> items;  // list items, each one line
};

struct Statement {
  std::string title;
  std::vector<Block> blocks;
};

/// Parses the Markdown subset; a StatementError names the line of any other construct.
/// `name` names the source in messages.
Statement parse_statement(std::string_view source, std::string_view name);

/// What the exporter adds to the source.
struct StatementData {
  /// The sample input and answer, shown in the "Sample" section; without them that
  /// section keeps only its explanation (Kattis shows data/sample itself).
  std::optional<std::pair<std::string, std::string>> sample;
  /// "Subtasks" section items, e.g. "Group 1 (18 points): `n * m <= 36`."; none: no section.
  std::vector<std::string> subtasks;
};

/// `statement` with `data` added: the blocks every renderer shows.
Statement complete(Statement statement, const StatementData& data);

/// Markdown, with $math$ kept for KaTeX.
std::string to_markdown(const Statement& statement);
/// LaTeX for problemtools' problem2pdf: \problemname, \section*, itemize, verbatim.
std::string to_latex(const Statement& statement);
/// A standalone HTML page.
std::string to_html(const Statement& statement);
/// Plain ASCII lines at most `width` columns wide, math spelt out (<=, x, ...).
std::vector<std::string> to_text_lines(const Statement& statement, std::size_t width);

}  // namespace snake::package
