// The statement and the editorial of a package, per format: the parsed sources of
// package/statement/ (statement and editorial, English and Chinese), the board picture
// of the sample with an optimal path (drawn by the replay's own SVG code from the
// sample's jury answer, converted by rsvg-convert), and the documents completed with a
// format's view: whether the judge shows data/sample itself, whether it scores
// subtasks, and how it splits a group's points over its tests (the rule its format
// writer uses, so the statement cannot disagree with the judge). The limits come from
// data/limits.tsv (Manifest::limits), the solutions from data/solutions/tags.tsv.
// docs/statement.md says which file each format gets.
// Cost: parsing is linear; each PDF is one XeLaTeX run (package/statement_typeset.hpp).
// Tested by tests/package/test_statement.cpp, tests/package/check_statement_pdfs.sh and
// the browser test tests/package/check_statement_browser.sh.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "package/manifest.hpp"
#include "package/statement.hpp"

namespace snake::package {

struct Sources;

/// package/statement/ as read, and the board picture of the sample.
struct StatementSources {
  std::map<Language, Document> statements;
  std::map<Language, Document> editorials;
  /// Chinese summaries of the tagged solutions (solutions.zh.tsv), by name.
  std::map<std::string, std::string> zh_summaries;
  std::string board_svg;  // the sample at the start, with the jury answer's path
  std::string board_pdf;  // for LaTeX
  std::string board_png;  // for Markdown and plasTeX
};

/// Reads `folder` (statement.LANG.md, editorial.LANG.md, solutions.zh.tsv) and draws the
/// board of `manifest`'s sample; a StatementError or PackageError says what is wrong.
StatementSources load_statement_sources(const std::filesystem::path& folder, const Manifest& manifest);

/// How a format splits a "sum" group's points over its tests.
enum class PointsRule {
  share,         // points / tests each, as a fraction (Kattis accept_score, LibreOJ Sum)
  larger_first,  // integers, the larger shares first (split_points: CMS, LemonLime, Arbiter)
  smaller_first, // integers, the smaller shares first (Hydro's own split, hydrojudge
                 // packages/common/subtask.ts getScore)
};

/// Each test's points of `group` under `rule` (a "min" group: its points once).
std::vector<double> test_points(PointsRule rule, const GroupEntry& group);

/// What a format's statement shows.
struct StatementView {
  bool judge_shows_sample = false;  // Kattis: data/sample is shown by the judge's template
  bool subtasks = true;             // false: a pass-fail problem (no subtask table)
  PointsRule points = PointsRule::share;
  double time_limit_seconds = 0;    // the limit the format applies; 0: data/limits.tsv's
};

/// The statement in `language`, completed for `view`.
Document statement_document(const Sources& sources, Language language, const StatementView& view);
/// The editorial in `language`, with the tagged solutions of data/solutions/tags.tsv (a
/// tag no {{solutions TAG}} names is listed at the end).
Document editorial_document(const Sources& sources, Language language);

/// The statement's PDF (XeLaTeX), the title in both scripts.
std::string statement_pdf(const Sources& sources, Language language, const StatementView& view);
/// The editorial's PDF.
std::string editorial_pdf(const Sources& sources, Language language);

/// Polygon's statement sections in `language` (statement-sections/LANG/), as LaTeX
/// bodies by file name: name.tex, legend.tex (the story and the moves), input.tex,
/// output.tex, scoring.tex (constraints and subtasks), notes.tex (the sample's
/// picture and explanation; Polygon shows the example itself) and tutorial.tex (the
/// editorial). For the Polygon format's writer (issue 17).
std::map<std::string, std::string> polygon_sections(const Sources& sources, Language language,
                                                    const StatementView& view);

/// The board's PNG as a data: address, for Markdown that cannot link a file (LibreOJ).
std::string board_png_data_address(const Sources& sources);

/// The languages of the sources, Chinese (the problem's own) first.
inline constexpr Language k_languages[] = {Language::zh, Language::en};

}  // namespace snake::package
