#include "model/text.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace snake {

namespace {

void append_escaped(std::string& out, unsigned char c) {
  switch (c) {
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    case '\\': out += "\\\\"; return;
    case '\'': out += "\\'"; return;
    default: break;
  }
  if (c >= 0x20 && c < 0x7F) {
    out += static_cast<char>(c);
  } else {
    out += fmt::format("\\x{:02X}", c);
  }
}

}  // namespace

std::string quote(std::string_view text, std::size_t max_bytes, bool truncated) {
  std::string out = "'";
  const std::size_t shown = text.size() < max_bytes ? text.size() : max_bytes;
  for (std::size_t i = 0; i < shown; ++i) {
    append_escaped(out, static_cast<unsigned char>(text[i]));
  }
  if (truncated || shown < text.size()) out += "...";
  out += "'";
  return out;
}

std::string one_line(std::string_view text, std::size_t max_bytes) {
  std::string out;
  const std::size_t shown = std::min(text.size(), max_bytes);
  out.reserve(shown + 3);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    out += c < 0x20 || c == 0x7F ? ' ' : static_cast<char>(c);
  }
  if (shown < text.size()) out += "...";
  return out;
}

std::string markup_escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\n':
      case '\t': out += c; break;
      default: out += static_cast<unsigned char>(c) < 0x20 ? '.' : c;
    }
  }
  return out;
}

std::string mib(std::uint64_t bytes) {
  std::string text = fmt::format("{:.2f}", static_cast<double>(bytes) / (1 << 20));
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

std::string describe_byte(int c) {
  switch (c) {
    case '\n': return "end of line";
    case ' ': return "a space";
    case '\t': return "a tab";
    case '\r': return "a carriage return";
    default: break;
  }
  if (c < 0) return "end of file";
  if (c >= 0x21 && c < 0x7F) return fmt::format("'{}'", static_cast<char>(c));
  return fmt::format("byte 0x{:02X}", c);
}

std::vector<std::string> split(std::string_view text, char separator) {
  std::vector<std::string> fields;
  if (text.empty()) return fields;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    fields.emplace_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

std::vector<std::string> tokens(std::string_view text, std::string_view separators) {
  std::vector<std::string> out;
  for (std::size_t i = text.find_first_not_of(separators); i != std::string_view::npos;) {
    const std::size_t end = std::min(text.find_first_of(separators, i), text.size());
    out.emplace_back(text.substr(i, end - i));
    i = text.find_first_not_of(separators, end);
  }
  return out;
}

}  // namespace snake
