#include "package/pdf.hpp"

#include <fmt/format.h>

#include "package/statement.hpp"

namespace snake::package {

namespace {

constexpr std::size_t k_lines_per_page = 60;
constexpr int k_page_width = 595;   // A4 in points
constexpr int k_page_height = 842;
constexpr int k_margin = 56;
constexpr int k_leading = 12;

// `text` as a PDF literal string.
std::string literal(const std::string& text) {
  std::string out = "(";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte > 0x7E) {
      throw StatementError(fmt::format("the PDF statement can show ASCII only, not byte 0x{:02X} in '{}'",
                                       byte, text));
    }
    if (c == '(' || c == ')' || c == '\\') out += '\\';
    out += c;
  }
  return out + ")";
}

}  // namespace

std::string text_pdf(const std::vector<std::string>& lines, const std::string& title) {
  const std::size_t pages = std::max<std::size_t>(1, (lines.size() + k_lines_per_page - 1) / k_lines_per_page);
  // Objects: 1 catalog, 2 page tree, 3 font, 4 info, then a page and its content each.
  std::vector<std::string> objects;
  std::string kids;
  for (std::size_t p = 0; p < pages; ++p) kids += fmt::format("{} 0 R ", 5 + 2 * p);
  objects.push_back("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push_back(fmt::format("<< /Type /Pages /Kids [ {}] /Count {} >>", kids, pages));
  objects.push_back("<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>");
  objects.push_back(fmt::format("<< /Title {} /Producer (bin/package) >>", literal(title)));
  for (std::size_t p = 0; p < pages; ++p) {
    std::string stream = fmt::format("BT /F1 10 Tf {} TL {} {} Td\n", k_leading, k_margin,
                                     k_page_height - k_margin);
    for (std::size_t i = p * k_lines_per_page; i < std::min(lines.size(), (p + 1) * k_lines_per_page); ++i) {
      stream += literal(lines[i]) + " '\n";
    }
    stream += "ET\n";
    objects.push_back(fmt::format(
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] /Resources << /Font << /F1 3 0 R >> >> "
        "/Contents {} 0 R >>",
        k_page_width, k_page_height, 6 + 2 * p));
    objects.push_back(fmt::format("<< /Length {} >>\nstream\n{}endstream", stream.size(), stream));
  }
  std::string pdf = "%PDF-1.4\n";
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    offsets.push_back(pdf.size());
    pdf += fmt::format("{} 0 obj\n{}\nendobj\n", i + 1, objects[i]);
  }
  const std::size_t xref = pdf.size();
  pdf += fmt::format("xref\n0 {}\n0000000000 65535 f \n", objects.size() + 1);
  for (const std::size_t offset : offsets) pdf += fmt::format("{:010} 00000 n \n", offset);
  pdf += fmt::format("trailer\n<< /Size {} /Root 1 0 R /Info 4 0 R >>\nstartxref\n{}\n%%EOF\n",
                     objects.size() + 1, xref);
  return pdf;
}

}  // namespace snake::package
