// The part of {fmt} that the model, the checker's core and the validator use, in standard
// C++17, for the single-source checker and validator that packages carry
// (package/single_source.hpp puts it first in the file instead of <fmt/format.h>).
// fmt::format and fmt::format_to with automatic argument indices; replacement fields
// "{}" and "{:[[fill]align][sign][#][0][width][.precision][type]}" with a width or
// precision given as "{}" (the next argument); "{{" and "}}". Arguments: integers (types
// d x X o b c), char, bool, strings, floating point (f e g, or none: the shortest form
// that reads back, as {fmt} writes it), and any type with a fmt::formatter specialisation
// taking fmt::format_parse_context (snake::Cell). Anything else is a fmt::format_error
// at run time ({fmt} finds those at compile time, so the project's own build does).
// Cost: linear in the output.
// Tested by tests/package/test_portable_format.cpp (every form against the real {fmt}).
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace fmt {

class format_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The format spec of one replacement field (what follows ':', without the '}').
class format_parse_context {
 public:
  explicit constexpr format_parse_context(std::string_view spec) : m_spec(spec) {}
  constexpr const char* begin() const { return m_spec.data(); }
  constexpr const char* end() const { return m_spec.data() + m_spec.size(); }

 private:
  std::string_view m_spec;
};

/// Where a formatter writes.
class format_context {
 public:
  using iterator = std::back_insert_iterator<std::string>;
  explicit format_context(std::string& out) : m_out(&out) {}
  iterator out() { return std::back_inserter(*m_out); }

 private:
  std::string* m_out;
};

/// Specialised for the types with a format of their own (snake::Cell).
template <typename T, typename Enable = void>
struct formatter;

namespace detail {

template <typename T, typename = void>
struct has_formatter : std::false_type {};
template <typename T>
struct has_formatter<T, std::void_t<decltype(sizeof(formatter<T>))>> : std::true_type {};

struct Spec {
  char fill = ' ';
  char align = '\0';  // '<', '>', '^' or none
  char sign = '-';
  bool alternate = false;
  bool zero = false;
  int width = 0;
  int precision = -1;
  char type = '\0';
};

inline void pad(std::string& out, std::string_view text, const Spec& spec, char default_align) {
  const std::size_t width = spec.width > 0 ? static_cast<std::size_t>(spec.width) : 0;
  const std::size_t fill = text.size() < width ? width - text.size() : 0;
  const char align = spec.align ? spec.align : default_align;
  const std::size_t before = align == '>' ? fill : align == '^' ? fill / 2 : 0;
  out.append(before, spec.fill);
  out += text;
  out.append(fill - before, spec.fill);
}

// Digits (and a sign) of an integer, then padded; '0' pads between the sign and digits.
template <typename T>
void write_integer(std::string& out, T value, const Spec& spec) {
  using Unsigned = std::make_unsigned_t<T>;
  const bool negative = value < 0;
  const Unsigned magnitude =
      negative ? static_cast<Unsigned>(Unsigned{0} - static_cast<Unsigned>(value))
               : static_cast<Unsigned>(value);
  int base = 10;
  std::string prefix;
  switch (spec.type) {
    case '\0': case 'd': break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    case 'o': base = 8; prefix = "0"; break;
    case 'b': base = 2; prefix = "0b"; break;
    default: throw format_error("invalid format specifier for an integer");
  }
  std::array<char, 2 + std::numeric_limits<Unsigned>::digits> digits{};
  const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), magnitude, base).ptr;
  std::string number(digits.data(), end);
  if (spec.type == 'X') {
    for (char& c : number) {
      if (c >= 'a' && c <= 'f') c = static_cast<char>(c - 'a' + 'A');
    }
  }
  std::string sign = negative ? "-" : spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "";
  if (spec.alternate && !(base == 8 && number == "0")) sign += prefix;
  if (spec.zero && !spec.align) {
    const std::size_t width = spec.width > 0 ? static_cast<std::size_t>(spec.width) : 0;
    if (sign.size() + number.size() < width) number.insert(0, width - sign.size() - number.size(), '0');
  }
  pad(out, sign + number, spec, '>');
}

// The shortest decimal that reads back as `value`, as {fmt} writes it: fixed notation for
// decimal exponents -4 <= e < 16, else d.ddde+XX.
inline std::string shortest(double value) {
  std::array<char, 40> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                    std::chars_format::scientific);
  const std::string text(buffer.data(), result.ptr);
  const std::size_t e = text.find('e');
  std::string digits = text.substr(0, e);
  const bool negative = !digits.empty() && digits[0] == '-';
  if (negative) digits.erase(0, 1);
  if (digits.size() > 1) digits.erase(1, 1);  // "1.25" -> "125"
  const int exponent = std::stoi(text.substr(e + 1));
  std::string out = negative ? "-" : "";
  const int count = static_cast<int>(digits.size());
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) {
      out += "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
    } else if (exponent + 1 >= count) {
      out += digits + std::string(static_cast<std::size_t>(exponent + 1 - count), '0');
    } else {
      out += digits.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
             digits.substr(static_cast<std::size_t>(exponent + 1));
    }
    return out;
  }
  out += digits.substr(0, 1);
  if (count > 1) out += "." + digits.substr(1);
  const int magnitude = exponent < 0 ? -exponent : exponent;
  out += exponent < 0 ? "e-" : "e+";
  if (magnitude < 10) out += '0';
  return out + std::to_string(magnitude);
}

inline void write_floating(std::string& out, double value, const Spec& spec) {
  std::string text;
  if (value != value) {
    text = "nan";
  } else if (value == std::numeric_limits<double>::infinity() ||
             value == -std::numeric_limits<double>::infinity()) {
    text = value < 0 ? "-inf" : "inf";
  } else if (spec.type == '\0' && spec.precision < 0) {
    text = shortest(value);
  } else {
    std::chars_format format = std::chars_format::general;
    switch (spec.type) {
      case 'f': case 'F': format = std::chars_format::fixed; break;
      case 'e': case 'E': format = std::chars_format::scientific; break;
      case '\0': case 'g': case 'G': format = std::chars_format::general; break;
      default: throw format_error("invalid format specifier for a floating-point number");
    }
    std::array<char, 400> buffer{};
    const int precision = spec.precision < 0 ? 6 : spec.precision;
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, format, precision);
    if (result.ec != std::errc()) throw format_error("number too long to format");
    text.assign(buffer.data(), result.ptr);
  }
  if (spec.sign == '+' && text[0] != '-') text.insert(0, "+");
  if (spec.sign == ' ' && text[0] != '-') text.insert(0, " ");
  if (spec.zero && !spec.align && spec.width > 0 && text.size() < static_cast<std::size_t>(spec.width)) {
    const std::size_t at = (text[0] == '-' || text[0] == '+' || text[0] == ' ') ? 1 : 0;
    text.insert(at, static_cast<std::size_t>(spec.width) - text.size(), '0');
  }
  pad(out, text, spec, '>');
}

inline void write_string(std::string& out, std::string_view text, const Spec& spec) {
  if (spec.type != '\0' && spec.type != 's') throw format_error("invalid format specifier for a string");
  if (spec.precision >= 0 && text.size() > static_cast<std::size_t>(spec.precision)) {
    text = text.substr(0, static_cast<std::size_t>(spec.precision));
  }
  pad(out, text, spec, '<');
}

// One argument, type-erased: how to format it, and its value as a width or precision.
struct Argument {
  const void* value;
  bool custom;  // a fmt::formatter of its own, which reads the spec itself
  void (*write)(std::string& out, const void* value, std::string_view spec_text, const Spec& spec);
  long long (*as_integer)(const void* value);
};

template <typename T>
long long integer_of(const void* value) {
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    return static_cast<long long>(*static_cast<const T*>(value));
  } else {
    throw format_error("width or precision is not an integer");
  }
}

template <typename T>
void write_argument(std::string& out, const void* pointer, std::string_view spec_text, const Spec& spec) {
  const T& value = *static_cast<const T*>(pointer);
  if constexpr (has_formatter<T>::value) {
    formatter<T> f;
    format_parse_context parse(spec_text);
    f.parse(parse);
    format_context context(out);
    f.format(value, context);
  } else if constexpr (std::is_same_v<T, bool>) {
    if (spec.type != '\0' && spec.type != 's') {
      write_integer(out, value ? 1 : 0, spec);
    } else {
      write_string(out, value ? "true" : "false", spec);
    }
  } else if constexpr (std::is_same_v<T, char>) {
    if (spec.type != '\0' && spec.type != 'c') {
      write_integer(out, static_cast<int>(value), spec);
    } else {
      pad(out, std::string_view(&value, 1), spec, '<');
    }
  } else if constexpr (std::is_integral_v<T>) {
    if (spec.type == 'c') {
      const char c = static_cast<char>(value);
      pad(out, std::string_view(&c, 1), spec, '<');
    } else {
      write_integer(out, value, spec);
    }
  } else if constexpr (std::is_floating_point_v<T>) {
    write_floating(out, static_cast<double>(value), spec);
  } else if constexpr (std::is_convertible_v<const T&, std::string_view>) {
    write_string(out, std::string_view(value), spec);
  } else {
    static_assert(has_formatter<T>::value, "no fmt::formatter for this type");
  }
}

template <typename T>
Argument argument(const T& value) {
  return {&value, has_formatter<T>::value, &write_argument<T>, &integer_of<T>};
}

// "{}" or "{N}" naming a width or precision: the next argument's value.
inline int dynamic_value(std::string_view spec, std::size_t& at, const Argument* args,
                         std::size_t count, std::size_t& next) {
  const std::size_t close = spec.find('}', at);
  if (close != at + 1) throw format_error("only automatic argument indices are supported");
  at = close + 1;
  if (next >= count) throw format_error("argument not found");
  const long long value = args[next].as_integer(args[next].value);
  ++next;
  if (value < 0 || value > std::numeric_limits<int>::max()) throw format_error("negative width");
  return static_cast<int>(value);
}

inline int number_at(std::string_view spec, std::size_t& at) {
  int value = 0;
  while (at < spec.size() && spec[at] >= '0' && spec[at] <= '9') {
    value = value * 10 + (spec[at] - '0');
    ++at;
  }
  return value;
}

inline Spec parse_spec(std::string_view spec, const Argument* args, std::size_t count,
                       std::size_t& next) {
  Spec s;
  std::size_t at = 0;
  const auto is_align = [](char c) { return c == '<' || c == '>' || c == '^'; };
  if (spec.size() >= 2 && is_align(spec[1]) && spec[0] != '{') {
    s.fill = spec[0];
    s.align = spec[1];
    at = 2;
  } else if (!spec.empty() && is_align(spec[0])) {
    s.align = spec[0];
    at = 1;
  }
  if (at < spec.size() && (spec[at] == '+' || spec[at] == '-' || spec[at] == ' ')) s.sign = spec[at++];
  if (at < spec.size() && spec[at] == '#') {
    s.alternate = true;
    ++at;
  }
  if (at < spec.size() && spec[at] == '0') {
    s.zero = true;
    ++at;
  }
  if (at < spec.size() && spec[at] == '{') {
    s.width = dynamic_value(spec, at, args, count, next);
  } else {
    s.width = number_at(spec, at);
  }
  if (at < spec.size() && spec[at] == '.') {
    ++at;
    s.precision = at < spec.size() && spec[at] == '{' ? dynamic_value(spec, at, args, count, next)
                                                      : number_at(spec, at);
  }
  if (at < spec.size()) s.type = spec[at++];
  if (at != spec.size()) throw format_error("invalid format specifier");
  return s;
}

inline void vformat(std::string& out, std::string_view text, const Argument* args, std::size_t count) {
  std::size_t next = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '}') {
      if (i + 1 < text.size() && text[i + 1] == '}') {
        out += '}';
        ++i;
        continue;
      }
      throw format_error("unmatched '}' in format string");
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < text.size() && text[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    // The field's end: the '}' that closes it, past any nested "{}" of the spec.
    std::size_t end = i + 1;
    int depth = 1;
    while (end < text.size() && depth > 0) {
      if (text[end] == '{') ++depth;
      if (text[end] == '}') --depth;
      if (depth > 0) ++end;
    }
    if (end >= text.size()) throw format_error("invalid format string");
    const std::string_view field = text.substr(i + 1, end - i - 1);
    if (!field.empty() && field[0] != ':') throw format_error("only automatic argument indices are supported");
    if (next >= count) throw format_error("argument not found");
    const Argument& current = args[next++];
    const std::string_view spec_text = field.empty() ? field : field.substr(1);
    const Spec spec = current.custom ? Spec{} : parse_spec(spec_text, args, count, next);
    current.write(out, current.value, spec_text, spec);
    i = end;
  }
}

}  // namespace detail

template <typename... Args>
std::string format(std::string_view text, const Args&... args) {
  const std::array<detail::Argument, sizeof...(Args) + 1> arguments{detail::argument(args)...,
                                                                    detail::Argument{}};
  std::string out;
  detail::vformat(out, text, arguments.data(), sizeof...(Args));
  return out;
}

template <typename Out, typename... Args>
Out format_to(Out out, std::string_view text, const Args&... args) {
  const std::string formatted = format(text, args...);
  return std::copy(formatted.begin(), formatted.end(), out);
}

}  // namespace fmt
