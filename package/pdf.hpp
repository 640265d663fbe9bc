// A minimal PDF 1.4 document of plain text lines in Courier 10 pt on A4 pages, 60 lines a
// page: enough for the statement CMS insists on (statement/statement.pdf), without a
// LaTeX installation. Deterministic: no dates, no document ID.
// Invariant: lines are printable ASCII (a StatementError otherwise: the built-in fonts'
// encoding is not UTF-8).
// Cost: linear in the text.
// Tested by tests/package/test_statement.cpp (structure, offsets of the cross-reference
// table) and tests/package/check_exports.sh (pdftotext, when installed, reads it back).
#pragma once

#include <string>
#include <vector>

namespace snake::package {

/// The bytes of a PDF showing `lines`, titled `title` in its metadata.
std::string text_pdf(const std::vector<std::string>& lines, const std::string& title);

}  // namespace snake::package
