#include "package/program_tests.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "checker/core/check.hpp"
#include "package/exporter.hpp"
#include "package/formats/common.hpp"
#include "model/text.hpp"

namespace snake::package {

namespace {

// The bytes of a case's file `name`: the case folder's own, or the repository file its
// `fixtures` line names ("input data/sample/sample.in").
class CaseFiles {
 public:
  CaseFiles(std::filesystem::path folder, const std::filesystem::path& root) : folder_(std::move(folder)) {
    const std::filesystem::path list = folder_ / "fixtures";
    if (!std::filesystem::exists(list)) return;
    for (const std::string& line : split(detail::read_file(list), '\n')) {
      const std::vector<std::string> words = tokens(line, " \t\r");
      if (words.size() == 2) fixtures_[words[0]] = root / words[1];
    }
  }

  bool has(const std::string& name) const {
    std::error_code error;
    return fixtures_.count(name) > 0 || std::filesystem::is_regular_file(folder_ / name, error);
  }

  std::string read(const std::string& name) const {
    const auto fixture = fixtures_.find(name);
    return detail::read_file(fixture != fixtures_.end() ? fixture->second : folder_ / name);
  }

  std::string first_line(const std::string& name) const {
    if (!has(name)) return {};
    const std::string text = read(name);
    return text.substr(0, text.find('\n'));
  }

 private:
  std::filesystem::path folder_;
  std::map<std::string, std::filesystem::path> fixtures_;
};

// The case's command line without its line end, and its expected exit code.
std::optional<std::pair<std::string, int>> command_of(const std::filesystem::path& folder) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(folder / "cmd", error) ||
      !std::filesystem::is_regular_file(folder / "expected_exit", error)) {
    return std::nullopt;
  }
  std::string cmd = detail::read_file(folder / "cmd");
  while (!cmd.empty() && cmd.back() == '\n') cmd.pop_back();
  const std::vector<std::string> code = tokens(detail::read_file(folder / "expected_exit"), " \t\n");
  if (code.size() != 1 || code[0].size() != 1 || code[0][0] < '0' || code[0][0] > '9') return std::nullopt;
  return std::pair{cmd, code[0][0] - '0'};
}

std::vector<std::filesystem::path> case_folders(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> folders;
  std::error_code error;
  if (!std::filesystem::is_directory(folder, error)) return folders;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.is_directory()) folders.push_back(entry.path());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

// A jury answer as the solver writes it: the checker accepts it as its own output (the
// answer validator's rule). A case with a time-only or broken answer shows the checker's
// handling of the jury's side, which judges check before any output is judged.
bool whole_answer(const std::string& input, const std::string& answer) {
  std::istringstream board(input), output(answer), jury(answer);
  return checker::check(board, output, jury, checker::CheckOptions{}).verdict == checker::Verdict::ok;
}

}  // namespace

ProgramTests load_program_tests(const std::filesystem::path& root) {
  const std::filesystem::path cases = root / "tests" / "cli";
  ProgramTests tests;
  for (const std::filesystem::path& folder : case_folders(cases / "validator")) {
    const auto command = command_of(folder);
    if (!command || command->first != "$BIN/validator input") continue;
    if (command->second != 0 && command->second != 3) continue;
    const CaseFiles files(folder, root);
    if (!files.has("input")) throw PackageError(fmt::format("{}: the case has no input", folder.string()));
    const bool valid = command->second == 0;
    tests.validator.push_back({folder.filename().string(), files.read("input"), valid,
                               valid ? std::string() : files.first_line("expected_stderr")});
  }
  for (const std::filesystem::path& folder : case_folders(cases / "checker")) {
    const auto command = command_of(folder);
    if (!command || command->first != "$BIN/checker input output answer" || command->second > 2) continue;
    const CaseFiles files(folder, root);
    // A case whose output or answer is not a file (missing, a directory, a FIFO made by
    // its command) shows the host's side, not a verdict a package can replay.
    if (!files.has("input") || !files.has("output") || !files.has("answer")) continue;
    CheckerTest test{folder.filename().string(), files.read("input"), files.read("output"),
                     files.read("answer"), CheckerVerdict::ok, files.first_line("expected_stderr")};
    if (!whole_answer(test.input, test.answer)) continue;
    constexpr CheckerVerdict verdicts[] = {CheckerVerdict::ok, CheckerVerdict::wrong_answer,
                                           CheckerVerdict::presentation_error};
    test.verdict = verdicts[command->second];
    tests.checker.push_back(std::move(test));
  }
  return tests;
}

}  // namespace snake::package
