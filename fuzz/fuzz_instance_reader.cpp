// libFuzzer harness: the instance reader (model/instance.hpp read_instance) on arbitrary
// bytes, lenient and strict under every line-end policy. Properties: the only exception
// is a ReadError (anything else escapes and libFuzzer reports it); whatever the strict
// reader accepts the lenient one accepts too, as the same instance; an accepted instance
// passes the in-memory validate() with the same limits, and its format_instance() text
// is read back strictly to the same instance (a round trip).
// Cost: a few reads of the input, O(bytes) each.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>

#include "fuzz/fuzz_support.hpp"
#include "model/instance.hpp"

namespace {

using snake::fuzzing::require;

std::optional<snake::Instance> try_read(const std::string& text, snake::Strictness strictness,
                                        snake::LineEnd line_end) {
  std::istringstream stream(text);
  snake::Scanner in(stream, strictness, line_end);
  try {
    return snake::read_instance(in);
  } catch (const snake::ReadError&) {
    return std::nullopt;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto lenient = try_read(text, snake::Strictness::lenient, snake::LineEnd::lf);
  for (const auto line_end : {snake::LineEnd::lf, snake::LineEnd::crlf, snake::LineEnd::any}) {
    const auto strict = try_read(text, snake::Strictness::strict, line_end);
    if (!strict) continue;
    require(lenient.has_value(), "the strict reader accepts what the lenient one refuses");
    require(snake::format_instance(*strict) == snake::format_instance(*lenient),
            "the strict and lenient readers read different instances");
  }
  if (!lenient) return 0;
  snake::validate(*lenient);  // throws InvalidInstance (a crash here) if it disagrees
  const std::string formatted = snake::format_instance(*lenient);
  const auto again = try_read(formatted, snake::Strictness::strict, snake::LineEnd::lf);
  require(again.has_value(), "format_instance() writes what the strict reader refuses");
  require(snake::format_instance(*again) == formatted, "the round trip changes the instance");
  return 0;
}
