// The well-kept tools that turn the statement's sources into the files judges show:
// XeLaTeX through latexmk (Debian's TeX Live) for the PDFs, and rsvg-convert (librsvg)
// for the board picture as PDF (for LaTeX) or PNG (for Markdown and plasTeX). Each runs
// in a fresh temporary folder, with SOURCE_DATE_EPOCH at the package time (1980-01-01)
// so that the same sources give the same bytes, with no shell escape, and with its
// standard input closed. A tool that is missing, fails or writes nothing is a
// PackageError naming the Debian packages to install or quoting the log's first error:
// a package is never written with a broken or missing PDF.
// Cost: a XeLaTeX run is about a second of CPU (the CJK fonts are the bulk).
// Tested by tests/package/check_statement_pdfs.sh (pdffonts, pdftotext of every export)
// and tests/cli/exporter/statement_without_tex_names_the_packages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace snake::package {

/// The Debian packages the statement's tools come from, for messages and
/// scripts/common.sh (snake_tex_packages).
inline constexpr std::string_view k_tex_packages =
    "texlive-xetex texlive-lang-chinese latexmk fonts-noto-cjk librsvg2-bin";

struct AuxiliaryFile {
  std::string name;  // a plain file name, beside the document
  std::string content;
};

/// The PDF of the XeLaTeX `document`, typeset with `files` beside it.
std::string typeset_pdf(std::string_view document, const std::vector<AuxiliaryFile>& files);

enum class ImageFormat { pdf, png };
/// `svg` converted by rsvg-convert; a PNG at `zoom` times the SVG's size.
std::string convert_svg(std::string_view svg, ImageFormat format, double zoom = 2);

}  // namespace snake::package
