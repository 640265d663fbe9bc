// Pure text helpers of the judge driver's reports: JSON strings, XML text, valid UTF-8,
// figures (seconds, MiB, points) and signal names. No I/O.
// Invariants: json_string() and xml_text() always return valid UTF-8 (any invalid byte
// of the input becomes U+FFFD), so a report stays well-formed whatever bytes a program
// name, a path or a message holds.
// Cost: linear in the text.
// Tested by tests/judge/test_judge_text.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace snake::judge {

/// `text` with every byte that does not start or continue a valid UTF-8 sequence (an
/// overlong form, a surrogate, a code point above U+10FFFF, a cut sequence) replaced by
/// U+FFFD, one per byte.
std::string valid_utf8(std::string_view text);

/// `text` as a JSON string literal, quotes included: ", \ and control bytes escaped
/// (\n, \t, \u001b, ...), invalid UTF-8 replaced (valid_utf8).
std::string json_string(std::string_view text);

/// `text` for XML character data and double-quoted attribute values: valid UTF-8, then
/// the checker's escaping (checker/core/report.hpp: &, <, >, " escaped, control bytes, line
/// ends included, shown as '.').
std::string xml_text(std::string_view text);

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
/// messages in reports; a note says how many lines were left out.
std::string first_lines(std::string_view text, std::size_t max_lines);

}  // namespace snake::judge
