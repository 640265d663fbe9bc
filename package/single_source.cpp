#include "package/single_source.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <string_view>

#include <fmt/format.h>

#include "package/files.hpp"

namespace snake::package {

namespace {

// The sources every single file starts with: what stands for C++20 and {fmt}.
constexpr std::string_view k_span = "package/portable/span.hpp";
constexpr std::string_view k_format = "package/portable/format.hpp";
constexpr std::string_view k_bit = "package/portable/bit.hpp";

// Implementations that use more than the C++ standard library, and what stands for them.
std::string portable_source(const std::string& source) {
  if (source == "model/zeroed_region.cpp") return "package/portable/zeroed_region.cpp";
  return source;
}

// `line` without its leading blanks.
std::string_view trimmed(std::string_view line) {
  const std::size_t start = line.find_first_not_of(" \t");
  return start == std::string_view::npos ? std::string_view{} : line.substr(start);
}

// The directive of a preprocessor line ("include", "ifdef", ...) and what follows it.
bool directive(std::string_view line, std::string_view& name, std::string_view& rest) {
  line = trimmed(line);
  if (line.empty() || line[0] != '#') return false;
  line = trimmed(line.substr(1));
  const std::size_t end = line.find_first_of(" \t<\"");
  name = line.substr(0, end);
  rest = end == std::string_view::npos ? std::string_view{} : trimmed(line.substr(end));
  return true;
}

// What the include directive names, between its quotes or angle brackets.
std::string included_name(std::string_view rest) {
  const char close = rest.empty() ? '\0' : rest[0] == '<' ? '>' : '"';
  const std::size_t end = rest.find(close, 1);
  if (close == '\0' || end == std::string_view::npos) return {};
  return std::string(rest.substr(1, end - 1));
}

std::string replaced_all(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

class Writer {
 public:
  explicit Writer(const SingleSourceSpec& spec) : m_spec(spec) {}

  SingleSource write() {
    add(std::string(k_span), false, "the prelude");
    add(std::string(k_format), false, "the prelude");
    add(std::string(k_bit), false, "the prelude");
    add(m_spec.entry, false, "the command line");
    // Each header's implementation beside it, and what those pull in.
    for (std::size_t i = 0; i < m_files.size(); ++i) {
      const std::string& file = m_files[i];
      if (file.size() < 4 || file.compare(file.size() - 4, 4, ".hpp") != 0) continue;
      const std::string source = portable_source(file.substr(0, file.size() - 4) + ".cpp");
      std::error_code error;
      if (!m_seen.count(source) && std::filesystem::is_regular_file(m_spec.root / source, error)) {
        add(source, false, file);
      }
    }
    std::string text = m_spec.header;
    text += "\n// ======== the standard library ========\n";
    for (const std::string& line : m_system) text += line + "\n";
    text += m_body;
    if (!m_spec.definitions.empty()) {
      text += "\n// ======== the package's settings (bin/package) ========\n" + m_spec.definitions;
    }
    return {std::move(text), m_files};
  }

 private:
  // Writes `path` (relative to the root) and, in place, what it includes.
  void add(const std::string& path, bool conditional, const std::string& from) {
    m_seen.insert(path);
    m_files.push_back(path);
    std::ifstream in(m_spec.root / path, std::ios::binary);
    if (!in) {
      throw PackageError(fmt::format("single source {}: cannot read {} (included by {})",
                                     m_spec.entry, path, from));
    }
    m_body += fmt::format("\n// ======== {} ========\n", path);
    const bool entry = path == m_spec.entry;
    int depth = 0;
    std::string line;
    while (std::getline(in, line)) {
      std::string_view name;
      std::string_view rest;
      if (!directive(line, name, rest)) {
        std::string text = replaced_all(line, "std::span", "snake::portable::span");
        for (const char* function : {"popcount", "countr_zero", "bit_width"}) {
          text = replaced_all(text, fmt::format("std::{}(", function),
                              fmt::format("snake::portable::{}(", function));
        }
        m_body += text + "\n";
        continue;
      }
      if (name == "pragma" && trimmed(rest) == "once") continue;
      if (name == "if" || name == "ifdef" || name == "ifndef") ++depth;
      if (name == "endif") --depth;
      if (name != "include") {
        m_body += line + "\n";
        continue;
      }
      const std::string file = included_name(rest);
      if (file.empty()) {
        throw PackageError(fmt::format("single source {}: {}: cannot read '{}'", m_spec.entry, path, line));
      }
      if (rest[0] == '<') {
        if (file.rfind("fmt/", 0) == 0 || file == "span" || file == "bit") continue;  // the prelude's
        if (depth > 0 || conditional) {
          m_body += line + "\n";
        } else if (m_system_seen.insert(file).second) {
          m_system.push_back(fmt::format("#include <{}>", file));
        }
        continue;
      }
      if (m_seen.count(file)) continue;
      const bool inside = conditional || depth > 0;
      const bool chosen_protocol = entry && file.size() > 4 && file.compare(file.size() - 4, 4, ".cpp") == 0;
      if (inside && !chosen_protocol) {
        throw PackageError(fmt::format(
            "single source {}: {} is first included inside a conditional block of {}: include "
            "it before the block",
            m_spec.entry, file, path));
      }
      add(file, inside, path);
    }
  }

  const SingleSourceSpec& m_spec;
  std::string m_body;
  std::vector<std::string> m_files;
  std::set<std::string> m_seen;
  std::vector<std::string> m_system;
  std::set<std::string> m_system_seen;
};

}  // namespace

SingleSource single_source(const SingleSourceSpec& spec) { return Writer(spec).write(); }

}  // namespace snake::package
