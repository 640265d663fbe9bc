// Pure text helpers of the judge driver's reports: text for a terminal, XML text, valid
// UTF-8, figures (seconds, MiB, points) and signal names. No I/O. (JSON is written with
// nlohmann-json, judge/report.cpp.)
// Invariants: printable() never returns a control byte, so nothing a program name, a
// test name, a path or a message holds can forge a report line or reach the terminal;
// xml_text() always returns valid UTF-8 (an invalid byte becomes U+FFFD).
// Cost: linear in the text.
// Tested by tests/judge/test_judge_text.cpp.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace snake::judge {

/// `text` with every byte that does not start or continue a valid UTF-8 sequence (an
/// overlong form, a surrogate, a code point above U+10FFFF, a cut sequence) replaced by
/// U+FFFD, one per byte.
std::string valid_utf8(std::string_view text);

/// `text` for the text report: as it is when it is printable ASCII, else quoted with
/// every other byte escaped (model/text.hpp's quote(): 'a\nb', '\x1b[2J').
std::string printable(std::string_view text);

/// `text` for XML character data and double-quoted attribute values: valid UTF-8, then
/// the checker's escaping (checker/core/report.hpp: &, <, >, " escaped, control bytes, line
/// ends included, shown as '.').
std::string xml_text(std::string_view text);
/// `text` as characters XML 1.0 allows, not escaped (for an XML library to write):
/// invalid UTF-8 becomes U+FFFD, a control byte other than tab and line end '.'.
std::string xml_chars(std::string_view text);

/// Milliseconds as seconds with two decimals: 1234 -> "1.23".
std::string seconds(std::int64_t milliseconds);

/// KiB as MiB with one decimal: 3900 -> "3.8".
std::string mebibytes(std::int64_t kibibytes);

/// A number of points with at most two decimals, trailing zeros dropped: 18 -> "18",
/// 15.428571 -> "15.43", 2.5 -> "2.5".
std::string points(double value);

/// A limit in seconds as the user gave it, shortest form: 1 -> "1", 0.5 -> "0.5".
std::string limit_seconds(double value);

/// "SIGSEGV (Segmentation fault)" for signal 11; "signal 77" for a number with no name.
std::string signal_name(int signal);

/// The first `max_lines` lines of `text` (each cut to 300 bytes), for compiler
/// messages in reports; a note says how many lines were left out. With `quoted`, each
/// line goes through printable().
std::string first_lines(std::string_view text, std::size_t max_lines, bool quoted = false);

}  // namespace snake::judge
