// Scanner: reads text token by token from a stream, tracking the 1-based line and column
// of every byte, in one of two modes:
//   - strict (validators): separators are exactly one space, one line end of the chosen
//     policy (LineEnd), and end of file;
//   - lenient (parsers of trusted or contestant files): any run of whitespace separates
//     tokens. Whitespace is testlib's blanks (isBlanks): space, tab, CR and LF. A vertical
//     tab or a form feed is a byte of a token, as in testlib, so an output that puts one
//     between tokens is malformed (tests/cli/compare_testlib_blanks.sh).
// The modes differ in whitespace only: a token is judged the same in both. An integer is
// what testlib's readLong accepts: an optional '-', then "0" or digits that do not start
// with '0' ("-0", "05" and "+5" are not integers), with a value that fits in 64 bits.
// It never holds more than one token, and a token never more than its cap, so arbitrary
// bytes (gigabytes, binary, NUL) are read in bounded memory, and a strict reader stops
// at the first byte that breaks the format. Errors are ReadError exceptions carrying the
// position; the caller decides whom to blame. Messages name what was expected and what
// was found; tokens in them are escaped and cut (Token::described, text.hpp quote).
// Cost: O(1) per byte read; memory O(largest token cap).
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace snake {

enum class Strictness : std::uint8_t { lenient, strict };
/// Line-end policy of strict mode (lenient mode accepts any whitespace).
enum class LineEnd : std::uint8_t { lf, crlf, any };

struct Position {
  std::uint64_t line = 1;
  std::uint64_t column = 1;
};

/// A reading error at a position; what() is "line L, column C: message".
class ReadError : public std::runtime_error {
 public:
  ReadError(Position where, std::string message);
  Position where() const { return m_where; }
  const std::string& message() const { return m_message; }

 private:
  Position m_where;
  std::string m_message;
};

/// A maximal run of non-whitespace bytes; `text` holds at most the cap it was read with.
struct Token {
  std::string text;
  Position start;
  bool truncated = false;  // the run went on past the cap and was not read to its end

  /// The token quoted for a message, escaped and cut to about 50 bytes.
  std::string quoted() const;
  /// quoted(), except that a token starting with a UTF-8 byte order mark is named as one.
  std::string described() const;
};

/// The three bytes some editors put at the start of a UTF-8 file; never valid input.
inline constexpr std::string_view k_utf8_bom = "\xEF\xBB\xBF";

/// An integer token: `value` is empty when it does not fit in 64 bits.
struct Integer {
  std::optional<std::int64_t> value;
  Token token;
  /// The token's text for a range message, cut to k_quoted_bytes with "...".
  std::string shown() const;
};

/// How a token fails testlib's integer syntax, if it does.
enum class IntegerSyntax : std::uint8_t {
  ok,             // an integer (it may still be out of 64-bit range)
  not_integer,    // empty, or a byte other than a leading '-' and digits
  leading_zero,   // "05", "00", "-05" or "-0"
};

/// The syntax verdict on `text` (see the file comment).
IntegerSyntax integer_syntax(std::string_view text);

/// The value of `text` when it is an integer in this syntax that fits in 64 bits.
std::optional<std::int64_t> parse_integer(std::string_view text);

class Scanner {
 public:
  Scanner(std::istream& in, Strictness strictness, LineEnd line_end = LineEnd::lf);

  Strictness strictness() const { return m_strictness; }
  Position position() const { return m_position; }
  /// Where the most recently read token began.
  Position last_token_start() const { return m_last_token_start; }

  /// The next byte (0..255) without consuming it, or -1 at end of file.
  int peek() const;
  /// Consumes and returns the next byte, or -1 at end of file.
  int get();
  /// Space, tab, CR or LF: testlib's blanks.
  static bool is_whitespace(int c);
  void skip_whitespace();

  /// Separator between two tokens on a line.
  void read_space();
  /// End of a line (strict: exactly one line end of the policy).
  void read_eoln();
  /// End of the data (strict: nothing at all may follow; lenient: only whitespace).
  void read_eof();
  /// Consumes a UTF-8 byte order mark at the current position and says whether there was
  /// one, as testlib does before a contestant's output (never before a test input or a
  /// jury answer, so validators keep rejecting it). The first one or two bytes of a mark
  /// followed by anything else cannot be read back: that is a ReadError naming them.
  bool skip_utf8_bom();

  /// The next token; `what` names it in the error when there is none. Lenient mode skips
  /// whitespace first; strict mode expects the token right here.
  Token read_token(std::string_view what, std::size_t cap);
  /// An integer token (see the file comment); any other token is a ReadError.
  Integer read_integer(std::string_view name);
  /// An integer named `name` in [lo, hi]; out of range reports
  /// "name = v violates lo <= name <= hi" at the token.
  std::int64_t read_int(std::string_view name, std::int64_t lo, std::int64_t hi);

  [[noreturn]] static void fail(Position where, std::string message);

 private:
  /// "expected <expected>, found <next byte> (<hint>)" at the current position.
  [[noreturn]] void fail_here(std::string_view expected, std::string_view hint = {}) const;

  std::streambuf* m_in;
  Strictness m_strictness;
  LineEnd m_line_end;
  Position m_position;
  Position m_last_token_start;
};

/// Whether `text` is a non-empty run of decimal digits.
bool is_decimal(std::string_view text);

/// The value of a run of decimal digits (leading zeros allowed), or nothing when it
/// exceeds INT64_MAX. Precondition: is_decimal(digits).
std::optional<std::int64_t> parse_decimal(std::string_view digits);

/// "name = text violates lo <= name <= hi": one wording for every range rule.
std::string range_violation(std::string_view name, std::string_view value, std::int64_t lo,
                            std::int64_t hi);

}  // namespace snake
