#include "judge/program.hpp"

#include <fmt/format.h>

namespace snake::judge {

namespace {

constexpr std::string_view k_shell_characters = " \t\n|&;<>()$`\\\"'*?[]#~{}!";

}  // namespace

ProgramChoice classify_program(std::string_view text, FileKind file) {
  if (text.empty()) return {ProgramKind::executable, "the program is empty"};
  if (text.find_first_of(" \t\n|&;<>()$`") != std::string_view::npos) {
    return {ProgramKind::shell, {}};
  }
  const bool source = text.ends_with(".cpp") || text.ends_with(".cc") || text.ends_with(".cxx");
  switch (file) {
    case FileKind::missing:
      return {ProgramKind::executable,
              fmt::format("'{}': no such file (a single word must name an executable file or "
                          "a C++ source; a shell command has a space in it)",
                          text)};
    case FileKind::directory:
      return {ProgramKind::executable, fmt::format("'{}' is a directory", text)};
    case FileKind::other:
      if (source) return {ProgramKind::source, {}};
      return {ProgramKind::executable,
              fmt::format("'{}' is not executable (and not a C++ source: .cpp, .cc, .cxx)", text)};
    case FileKind::executable:
      return {source ? ProgramKind::source : ProgramKind::executable, {}};
  }
  return {ProgramKind::executable, "unknown file kind"};
}

std::string_view kind_name(ProgramKind kind) {
  switch (kind) {
    case ProgramKind::executable:
      return "executable";
    case ProgramKind::shell:
      return "shell command";
    case ProgramKind::source:
      return "C++ source";
  }
  return "program";
}

std::vector<std::string> compile_command(const std::string& compiler,
                                         const std::vector<std::string>& flags,
                                         const std::string& source, const std::string& executable) {
  std::vector<std::string> command{compiler};
  command.insert(command.end(), flags.begin(), flags.end());
  command.insert(command.end(), {"-o", executable, source});
  return command;
}

std::string shell_words(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& word : words) {
    if (!out.empty()) out += ' ';
    if (!word.empty() && word.find_first_of(k_shell_characters) == std::string::npos) {
      out += word;
      continue;
    }
    out += '\'';
    for (const char c : word) {
      if (c == '\'') {
        out += "'\\''";
      } else {
        out += c;
      }
    }
    out += '\'';
  }
  return out;
}

}  // namespace snake::judge
