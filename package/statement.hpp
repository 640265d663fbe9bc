// The statement and the editorial as documents: ONE source per language and kind
// (package/statement/statement.en.md, statement.zh.md, editorial.en.md, editorial.zh.md,
// a small Markdown subset, docs/statement.md) parsed into blocks, completed with what
// the package knows (the sample, the subtask table with a format's real points, the
// limits, the tagged solutions), and rendered in each form a judge shows: Markdown
// (Hydro's or LibreOJ's conventions, KaTeX math), a LaTeX body (problemtools' and
// BAPCtools' templates, or our own XeLaTeX document for the PDFs) and an HTML page with
// a small stylesheet.
// The subset: "# Title" first; "## Heading" (optionally "{#id}" after it); paragraphs;
// "- " items (continuation lines indented); ``` code; inline `code` and $math$; the
// figure line "![caption](board)"; the block directives {{sample}}, {{subtasks}} and
// {{solutions TAG}}; the inline {{time_limit}} and {{memory_limit}}. Math uses letters,
// digits, operators, "_" and "^" (one character or a {group}), and the commands of
// k_math_commands, which every form can show (anything else is refused with its line).
// Cost: linear in the size of the source. Tested by tests/package/test_statement.cpp.
#pragma once

#include <cstddef>
#include <map>
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

enum class Language { en, zh };
/// "en", "zh": the code of file names and of judges' language fields.
std::string_view code(Language language);

struct Block {
  enum class Kind {
    heading,    // text; id
    paragraph,  // text (one line)
    list,       // items, each one line
    code,       // text: lines ending in '\n'
    figure,     // the board picture; text: its caption
    sample,     // {{sample}}; after complete(): items = {input, output}, or none when
                // the judge shows data/sample itself
    table,      // after complete(): items = header cells, rows = body cells
    subtasks,   // {{subtasks}} before complete()
    solutions,  // {{solutions TAG}} before complete(); text: the tag
  };
  Kind kind = Kind::paragraph;
  std::string text;
  std::string id;
  std::vector<std::string> items;
  std::vector<std::vector<std::string>> rows;  // table cells: inline text (code, $math$)
};

struct Document {
  Language language = Language::en;
  std::string title;
  std::vector<Block> blocks;
};

/// Parses a source; a StatementError names `name`, the line and the construct refused.
Document parse_document(std::string_view source, std::string_view name, Language language);

/// One subtask as a format scores it.
struct SubtaskRow {
  std::string group;       // "nm36"
  std::string constraint;  // as math ("n \times m \le 36"), empty for none
  int points = 0;          // the group's points
  bool all_or_nothing = false;
  std::vector<double> test_points;  // each test's points (sum groups)
};

/// One tagged solution of data/solutions/tags.tsv, for the editorial.
struct SolutionRow {
  std::string name;
  std::string summary;  // in the document's language
};

/// What complete() adds to a document.
struct DocumentData {
  /// The sample input and answer; none: the judge shows data/sample itself (the
  /// {{sample}} block then stays empty, for LaTeX's \nextsample).
  std::optional<std::pair<std::string, std::string>> sample;
  /// The subtasks; none: the {{subtasks}} block and the section it opens are dropped
  /// (a pass-fail problem).
  std::vector<SubtaskRow> subtasks;
  double time_limit_seconds = 0;
  int memory_limit_mib = 0;
  std::map<std::string, std::vector<SolutionRow>> solutions;  // by tag
};

/// `document` with its directives and placeholders replaced by `data`. A StatementError
/// when a {{solutions TAG}} names no tagged solution.
Document complete(Document document, const DocumentData& data);

/// How a Markdown form shows the sample and the picture.
struct MarkdownStyle {
  bool hydro_samples = false;  // ```input1 / ```output1 blocks (Hydro shows them side by side)
  std::string board_url;       // the figure's image address; empty: no figure
};
/// Markdown with $math$ for KaTeX, GFM tables, the figure as an image.
std::string to_markdown(const Document& document, const MarkdownStyle& style);

/// Who typesets a LaTeX body.
enum class LatexTarget {
  kattis,      // problemtools' problemset.cls (LuaLaTeX, plasTeX) and BAPCtools' bapc.cls
  standalone,  // our XeLaTeX document (latex_document)
};
/// The body: \problemname (Kattis), sections, itemize, tabular, verbatim, the figure
/// as \includegraphics{board} (board.pdf beside it). Kattis: the sample block is
/// \nextsample where BAPCtools defines it, else problemtools' own sample in place.
std::string latex_body(const Document& document, LatexTarget target);
/// A whole XeLaTeX document (ctex, Noto CJK fonts) around latex_body(): the title, with
/// `other_title` (the other language's) under it.
std::string latex_document(const Document& document, std::string_view other_title);
/// BAPCtools' solution slides (beamer frames, one a section) of an editorial.
std::string latex_slides(const Document& document);

/// A standalone HTML page with a small stylesheet; `board_svg` is inlined as the figure.
std::string to_html(const Document& document, std::string_view board_svg);

}  // namespace snake::package
