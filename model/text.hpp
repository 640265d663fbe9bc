// Text helpers for messages: quoting untrusted bytes so that a 1 GB token or a binary
// byte can never flood or corrupt a log line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace snake {

/// The caps of every message built from untrusted text, in one place:
/// bytes of a token shown in a quote (quote(), Token::quoted());
inline constexpr std::size_t k_quoted_bytes = 50;
/// bytes of a token read at most for a number or a word ("No", "solution.", the end of
/// file check); longer runs are cut there and never taken for a number;
inline constexpr std::size_t k_token_cap = 64;
/// bytes of a one-line report (a verdict line, a usage error).
inline constexpr std::size_t k_line_bytes = 1000;

/// Quotes `text` as 'text', escaping every byte outside printable ASCII (\n, \t, \xNN,
/// \\ and \') and cutting it after `max_bytes` input bytes with "..." appended.
/// `truncated` says the text was already cut before it got here, so "..." is due too.
std::string quote(std::string_view text, std::size_t max_bytes = k_quoted_bytes,
                  bool truncated = false);

/// `text` made safe for a one-line log: control bytes become spaces, and it is cut to
/// `max_bytes` with "..." appended.
std::string one_line(std::string_view text, std::size_t max_bytes = k_line_bytes);

/// `text` for XML or HTML character data and attribute values: &, <, >, " escaped, and
/// control bytes other than line feeds and tabs as '.' (they are not allowed there).
std::string markup_escaped(std::string_view text);

/// `bytes` in MiB for messages, with at most two decimals and no trailing zeros:
/// "256", "0.5", "14.42".
std::string mib(std::uint64_t bytes);

/// Names one byte (or end of file, c < 0) for "found ..." messages: "end of file",
/// "end of line", "a space", "a tab", "a carriage return", "'x'", "byte 0x80".
std::string describe_byte(int c);

/// The fields of `text` between the separators: n separators give n + 1 fields (a
/// trailing separator a last empty one), and an empty text none. The project's one split
/// of fields (the suffix test is std::string_view::ends_with); tokens() is the one split
/// of words.
std::vector<std::string> split(std::string_view text, char separator);

/// The runs of `text` between bytes of `separators`, empty runs dropped: "  -O2\t-pipe "
/// gives "-O2", "-pipe" (words of a command line, fields of the kernel's /proc files).
std::vector<std::string> tokens(std::string_view text, std::string_view separators = " \t");

}  // namespace snake
