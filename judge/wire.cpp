#include "judge/wire.hpp"

#include <charconv>
#include <cstdint>

#include <fmt/format.h>

namespace snake::judge {

namespace {

template <typename T>
T number(const std::string& text, const char* what) {
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) {
    throw WireError(fmt::format("{}: '{}' is not a number", what, text));
  }
  return value;
}

void expect_fields(const std::vector<std::string>& fields, std::size_t count, const char* what) {
  if (fields.size() != count) {
    throw WireError(fmt::format("{}: {} fields, expected {}", what, fields.size(), count));
  }
}

}  // namespace

std::string pack(const std::vector<std::string>& fields) {
  std::string out;
  for (const std::string& field : fields) {
    out += std::to_string(field.size());
    out += ':';
    out += field;
  }
  return out;
}

std::vector<std::string> unpack(std::string_view text) {
  std::vector<std::string> fields;
  while (!text.empty()) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0) {
      throw WireError("a field without its length");
    }
    std::size_t length = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + colon, length);
    if (error != std::errc() || end != text.data() + colon) {
      throw WireError("a field length that is not a number");
    }
    text.remove_prefix(colon + 1);
    if (length > text.size()) throw WireError("a field cut short");
    fields.emplace_back(text.substr(0, length));
    text.remove_prefix(length);
  }
  return fields;
}

std::string pack_result(const TestResult& r) {
  return pack({r.name, r.group, std::string(word(r.judged.verdict)),
               fmt::format("{}", r.judged.score), r.judged.message, std::to_string(r.cpu_ms),
               std::to_string(r.wall_ms), std::to_string(r.memory_kib), r.output_file});
}

TestResult unpack_result(std::string_view text) {
  const std::vector<std::string> f = unpack(text);
  expect_fields(f, 9, "test result");
  TestResult r;
  r.name = f[0];
  r.group = f[1];
  const auto verdict = verdict_named(f[2]);
  if (!verdict) throw WireError(fmt::format("test result: unknown verdict '{}'", f[2]));
  r.judged.verdict = *verdict;
  r.judged.score = number<double>(f[3], "score");
  r.judged.message = f[4];
  r.cpu_ms = number<std::int64_t>(f[5], "cpu_ms");
  r.wall_ms = number<std::int64_t>(f[6], "wall_ms");
  r.memory_kib = number<std::int64_t>(f[7], "memory_kib");
  r.output_file = f[8];
  return r;
}

std::string pack_facts(const RunFacts& x) {
  return pack({x.start_error ? "1" : "0", x.start_error.value_or(""), x.exited ? "1" : "0",
               std::to_string(x.exit_code), std::to_string(x.signal), std::to_string(x.cpu_ms),
               std::to_string(x.wall_ms), std::to_string(x.peak_kib),
               std::to_string(x.output_bytes), x.wall_killed ? "1" : "0", x.interrupted ? "1" : "0",
               std::to_string(x.oom_kills)});
}

RunFacts unpack_facts(std::string_view text) {
  const std::vector<std::string> f = unpack(text);
  expect_fields(f, 12, "run facts");
  RunFacts x;
  if (f[0] == "1") x.start_error = f[1];
  x.exited = f[2] == "1";
  x.exit_code = number<int>(f[3], "exit code");
  x.signal = number<int>(f[4], "signal");
  x.cpu_ms = number<std::int64_t>(f[5], "cpu_ms");
  x.wall_ms = number<std::int64_t>(f[6], "wall_ms");
  x.peak_kib = number<std::int64_t>(f[7], "peak_kib");
  x.output_bytes = number<std::uint64_t>(f[8], "output_bytes");
  x.wall_killed = f[9] == "1";
  x.interrupted = f[10] == "1";
  x.oom_kills = number<std::uint64_t>(f[11], "oom_kills");
  return x;
}

}  // namespace snake::judge
