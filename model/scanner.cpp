#include "model/scanner.hpp"

#include <limits>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake {

ReadError::ReadError(Position where, std::string message)
    : std::runtime_error(
          fmt::format("line {}, column {}: {}", where.line, where.column, message)),
      m_where(where),
      m_message(std::move(message)) {}

std::string Token::quoted() const { return quote(text, k_quoted_bytes, truncated); }

std::string Integer::shown() const {
  return token.truncated || token.text.size() > k_quoted_bytes
             ? token.text.substr(0, k_quoted_bytes) + "..."
             : token.text;
}

std::string Token::described() const {
  // A byte order mark is invisible in editors, so the escaped bytes alone would puzzle.
  if (text.compare(0, k_utf8_bom.size(), k_utf8_bom) == 0) {  // C++17: no starts_with
    return "a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF; save the file without it)";
  }
  return quoted();
}

Scanner::Scanner(std::istream& in, Strictness strictness, LineEnd line_end)
    : m_in(in.rdbuf()), m_strictness(strictness), m_line_end(line_end) {}

int Scanner::peek() const {
  const auto c = m_in->sgetc();
  return c == std::char_traits<char>::eof() ? -1 : c;
}

int Scanner::get() {
  const auto c = m_in->sbumpc();
  if (c == std::char_traits<char>::eof()) return -1;
  if (c == '\n') {
    ++m_position.line;
    m_position.column = 1;
  } else {
    ++m_position.column;
  }
  return c;
}

bool Scanner::is_whitespace(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

void Scanner::skip_whitespace() {
  while (is_whitespace(peek())) get();
}

void Scanner::fail(Position where, std::string message) {
  throw ReadError(where, std::move(message));
}

void Scanner::fail_here(std::string_view expected, std::string_view hint) const {
  std::string message = fmt::format("expected {}, found {}", expected, describe_byte(peek()));
  if (!hint.empty()) message += fmt::format(" ({})", hint);
  fail(m_position, std::move(message));
}

void Scanner::read_space() {
  if (m_strictness == Strictness::lenient) {
    skip_whitespace();
    return;
  }
  if (peek() != ' ') fail_here("a space");
  get();
}

void Scanner::read_eoln() {
  if (m_strictness == Strictness::lenient) {
    skip_whitespace();
    return;
  }
  const int c = peek();
  switch (m_line_end) {
    case LineEnd::lf:
      if (c == '\r') {
        fail_here("end of line (LF)", "CRLF line ends are accepted with --eol crlf");
      }
      break;
    case LineEnd::crlf:
      if (c == '\n') {
        fail(m_position, "expected end of line (CRLF), found a line feed without a carriage "
                         "return (LF line ends are accepted with --eol lf)");
      }
      if (c != '\r') fail_here("end of line (CRLF)");
      get();
      if (peek() != '\n') fail_here("a line feed after the carriage return");
      break;
    case LineEnd::any:
      if (c == '\r') {
        get();
        if (peek() != '\n') fail_here("a line feed after the carriage return");
      }
      break;
  }
  if (peek() != '\n') fail_here("end of line");
  get();
}

void Scanner::read_eof() {
  if (m_strictness == Strictness::lenient) skip_whitespace();
  if (peek() >= 0) {
    const Position where = m_position;
    if (is_whitespace(peek())) fail_here("end of file");
    fail(where, fmt::format("expected end of file, found {}", read_token("", k_token_cap).described()));
  }
}

bool Scanner::skip_utf8_bom() {
  const Position start = m_position;
  std::size_t matched = 0;
  while (matched < k_utf8_bom.size() &&
         peek() == static_cast<unsigned char>(k_utf8_bom[matched])) {
    get();
    ++matched;
  }
  if (matched == 0 || matched == k_utf8_bom.size()) return matched != 0;
  fail(start, fmt::format("expected a whole UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF) or none, "
                          "found its first {} byte{} then {}",
                          matched, matched == 1 ? "" : "s", describe_byte(peek())));
}

Token Scanner::read_token(std::string_view what, std::size_t cap) {
  if (m_strictness == Strictness::lenient) skip_whitespace();
  const int first = peek();
  if (first < 0 || is_whitespace(first)) fail_here(what);
  Token token;
  token.start = m_position;
  m_last_token_start = m_position;
  while (peek() >= 0 && !is_whitespace(peek())) {
    if (token.text.size() == cap) {
      token.truncated = true;
      break;
    }
    token.text += static_cast<char>(get());
  }
  return token;
}

IntegerSyntax integer_syntax(std::string_view text) {
  const bool negative = !text.empty() && text[0] == '-';
  const std::string_view digits = text.substr(negative ? 1 : 0);
  if (!is_decimal(digits)) return IntegerSyntax::not_integer;
  if ((digits.size() > 1 && digits[0] == '0') || (negative && digits == "0")) {
    return IntegerSyntax::leading_zero;
  }
  return IntegerSyntax::ok;
}

std::optional<std::int64_t> parse_integer(std::string_view text) {
  if (integer_syntax(text) != IntegerSyntax::ok) return std::nullopt;
  const bool negative = text[0] == '-';
  const auto magnitude = parse_decimal(text.substr(negative ? 1 : 0));
  if (!magnitude) return std::nullopt;
  return negative ? -*magnitude : *magnitude;
}

Integer Scanner::read_integer(std::string_view name) {
  Integer result{std::nullopt, read_token(fmt::format("integer {}", name), k_token_cap)};
  const std::string& text = result.token.text;
  switch (integer_syntax(text)) {
    case IntegerSyntax::not_integer:
      fail(result.token.start, fmt::format("expected integer {}, found {}", name,
                                           result.token.described()));
    case IntegerSyntax::leading_zero:
      fail(result.token.start,
           fmt::format("expected integer {} without leading zeros or sign, found {}", name,
                       result.token.quoted()));
    case IntegerSyntax::ok: break;
  }
  if (!result.token.truncated) result.value = parse_integer(text);
  return result;
}

bool is_decimal(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

std::optional<std::int64_t> parse_decimal(std::string_view digits) {
  constexpr auto k_max = std::numeric_limits<std::int64_t>::max();
  std::int64_t value = 0;
  for (const char c : digits) {
    const int digit = c - '0';
    if (value > (k_max - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

std::int64_t Scanner::read_int(std::string_view name, std::int64_t lo, std::int64_t hi) {
  const Integer n = read_integer(name);
  if (!n.value || *n.value < lo || *n.value > hi) {
    fail(n.token.start, range_violation(name, n.shown(), lo, hi));
  }
  return *n.value;
}

std::string range_violation(std::string_view name, std::string_view value, std::int64_t lo,
                            std::int64_t hi) {
  return fmt::format("{} = {} violates {} <= {} <= {}", name, value, lo, name, hi);
}

}  // namespace snake
