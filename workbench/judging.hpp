// The workbench's one way to a verdict: an input is validated (the validator's library,
// validator/validation.hpp, so a refusal is the validator's own message), answered by
// the model's search (the jury answer, as bin/solver gives it), and a batch of such cases
// is judged by bin/judge through its documented command line and JSON report
// (docs/judge.md): the program runs in judge's sandbox, under its limits, and every
// output is judged by the checker's core. Sources are compiled once, into a cache keyed
// by the hash of the source and the compiler's command, so that stress, shrink and
// mutate do not recompile a program for every batch.
// Cost: one bin/judge process a batch (its sandbox costs about 8 ms a test, docs/judge.md).
// Tested through tests/cli/workbench.
#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

#include "model/instance.hpp"
#include "validator/validation.hpp"

namespace snake::workbench {

/// An input with the jury's answer, or the validator's refusal.
struct Answered {
  std::optional<std::string> refusal;  // "line L, column C: ..." as the validator says it
  std::string input;
  std::string answer;                  // the solver's output (with moves)
  std::optional<Instance> instance;
};

/// Validates `input` under `options` and answers it with the model's search.
Answered answer_input(const std::string& input, const ValidatorOptions& options);

/// One judged test: bin/judge's verdict (AC, WA, PE, TLE, MLE, RE, OLE, FAIL, PARTIAL).
struct Outcome {
  std::string name;
  std::string verdict;
  std::string message;
  std::int64_t cpu_ms = 0;
};

/// What a program run needs besides its tests: bin/judge and its options.
struct JudgeSetup {
  std::string judge;                     // path of bin/judge
  std::string program;                   // --program: an executable or a command
  std::vector<std::string> options;      // more options (--time-limit, --share, --sandbox)
  int jobs = 2;                          // judge's -j
};

/// A batch of tests being judged by one bin/judge process.
struct JudgeRun {
  pid_t pid = 0;
  std::filesystem::path folder;  // holds tests/, replays/, report.json, judge.err
  std::vector<std::string> names;
};

/// The verdicts of a batch, in the order of its cases; `folder` keeps the run's files.
struct Batch {
  std::vector<Outcome> outcomes;
  std::filesystem::path folder;
  bool compile_failed = false;
  std::string compile_messages;

  /// The first outcome that is not AC, if any.
  const Outcome* first_failure() const;
};

/// Writes the cases (name, input, answer) into `folder`/tests and starts bin/judge on
/// them. `folder` is made afresh.
JudgeRun start_judge(const JudgeSetup& setup,
                     const std::vector<std::pair<std::string, Answered>>& cases,
                     const std::filesystem::path& folder);
/// Starts bin/judge on an existing tests folder (NN.in / NN.ans, a package's or not).
JudgeRun start_judge_on(const JudgeSetup& setup, const std::filesystem::path& tests,
                        const std::filesystem::path& folder);
/// Waits for the run and reads its JSON report; throws std::runtime_error with judge's
/// own message when it judged nothing (exit code 1 or 2, no report).
Batch finish_judge(const JudgeRun& run);
/// start_judge() then finish_judge().
Batch judge_batch(const JudgeSetup& setup,
                  const std::vector<std::pair<std::string, Answered>>& cases,
                  const std::filesystem::path& folder);

/// The command that opens the replay page of the failed test `name` of `batch`.
std::string replay_command(const std::string& bin, const Batch& batch, const std::string& name);

/// Compiled C++ sources, one executable per hash of (compiler command, source text).
class CompileCache {
 public:
  CompileCache(std::filesystem::path folder, std::string compiler, std::string flags);
  /// A started compilation (pid 0 when the cache already held its result).
  struct Job {
    pid_t pid = 0;
    std::string key;
  };
  /// Starts compiling `source` (its text); `include_dir` is where its quoted includes
  /// are (the original file's folder).
  Job start(const std::string& source, const std::filesystem::path& include_dir);
  /// Waits for `job`: the executable, or nothing when it did not compile.
  std::optional<std::filesystem::path> finish(const Job& job);
  /// The compiler's messages of `key`.
  std::string messages(const std::string& key) const;
  /// Compiles the file at `path` (start then finish).
  std::optional<std::filesystem::path> compile_file(const std::filesystem::path& path);
  int hits() const { return m_hits; }
  int compiled() const { return m_compiled; }

 private:
  std::filesystem::path m_folder;
  std::string m_compiler;
  std::vector<std::string> m_flags;
  std::string m_command;
  int m_hits = 0;
  int m_compiled = 0;
};

/// FNV-1a 64 of `text`, as 16 hex digits.
std::string hash_text(const std::string& text);

/// True when `program` names a C++ source (one word ending in .cpp, .cc or .cxx), as
/// judge/program.hpp reads it.
bool is_cpp_source(const std::string& program);

}  // namespace snake::workbench
