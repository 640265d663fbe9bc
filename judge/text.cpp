#include "judge/text.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstring>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake::judge {

namespace {

// The length of the valid UTF-8 sequence at the start of `text`, or 0 when its first
// byte does not start one (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF).
std::size_t utf8_sequence(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong
    if (lead == 0xED) high = 0x9F;  // surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (text.size() < length) return 0;
  if (byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  }
  return length;
}

}  // namespace

std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  while (!text.empty()) {
    const std::size_t length = utf8_sequence(text);
    if (length == 0) {
      out += "\xEF\xBF\xBD";
      text.remove_prefix(1);
    } else {
      out.append(text.substr(0, length));
      text.remove_prefix(length);
    }
  }
  return out;
}

std::string printable(std::string_view text) {
  const bool plain =
      std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
  return plain ? std::string(text) : quote(text, k_line_bytes);
}

std::string xml_text(std::string_view text) { return markup_escaped(valid_utf8(text)); }

std::string xml_chars(std::string_view text) {
  std::string out = valid_utf8(text);
  for (char& c : out) {
    if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') c = '.';
  }
  return out;
}

std::string seconds(std::int64_t milliseconds) {
  return fmt::format("{:.2f}", static_cast<double>(milliseconds) / 1000);
}

std::string mebibytes(std::int64_t kibibytes) {
  return fmt::format("{:.1f}", static_cast<double>(kibibytes) / 1024);
}

namespace {

// `value` with at most `decimals` decimals and no trailing zeros.
std::string trimmed(double value, int decimals) {
  std::string text = fmt::format("{:.{}f}", value, decimals);
  if (text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  if (text == "-0") text = "0";
  return text;
}

}  // namespace

std::string points(double value) { return trimmed(value, 2); }

std::string limit_seconds(double value) { return trimmed(value, 3); }

std::string signal_name(int signal) {
  const char* abbreviation = signal > 0 && signal < NSIG ? sigabbrev_np(signal) : nullptr;
  if (!abbreviation) return fmt::format("signal {}", signal);
  return fmt::format("SIG{} ({})", abbreviation, strsignal(signal));
}

std::string first_lines(std::string_view text, std::size_t max_lines, bool quoted) {
  std::string out;
  std::size_t lines = 0;
  std::size_t left_out = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (lines == max_lines) {
      ++left_out;
      continue;
    }
    if (line.size() > 300) line = line.substr(0, 300);
    out += quoted ? printable(line) : std::string(line);
    out += '\n';
    ++lines;
  }
  if (left_out > 0) {
    out += fmt::format("({} more line{})\n", left_out, left_out == 1 ? "" : "s");
  }
  return out;
}

}  // namespace snake::judge
