// What every subcommand of the workbench shares: where the project's tools are (the
// workbench's own folder, build/bin), a scratch folder, the program under test resolved
// for bin/judge (a C++ source compiled once through the cache), the validator's limits,
// and a progress line on a terminal (done, left, rate).
// Tested through tests/cli/workbench.
#pragma once
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "validator/validation.hpp"
#include "workbench/judging.hpp"

namespace snake::workbench {

struct Context {
  std::filesystem::path bin;    // the tools: judge, replay, generator
  std::filesystem::path work;   // scratch: batches, the compile cache
  std::string program;          // as given on the command line
  JudgeSetup setup;             // what bin/judge runs (the compiled source's executable)
  ValidatorOptions validator;
  bool progress = false;        // draw the progress line (standard error is a terminal)
};

/// Makes the context: the work folder (made when missing, readable by the sandbox's
/// user), the program compiled when it is a source. Throws std::runtime_error with the
/// compiler's messages when it does not compile.
Context make_context(const std::filesystem::path& bin, const std::filesystem::path& work,
                     const std::string& program, std::vector<std::string> judge_options,
                     const ValidatorOptions& validator, int jobs);

/// A line on standard error, redrawn in place: "LABEL: D done, L left, R/s".
class Progress {
 public:
  Progress(std::string label, std::size_t total, bool enabled);
  void update(std::size_t done);
  /// Clears the line.
  void close();

 private:
  std::string m_label;
  std::size_t m_total;
  bool m_enabled;
  std::chrono::steady_clock::time_point m_start;
};

}  // namespace snake::workbench
