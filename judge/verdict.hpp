// What one run of a contestant program amounts to: the judge driver's verdicts (AC, WA,
// PE, TLE, MLE, RE, OLE, FAIL, and PARTIAL for partial points), the limits a run is held
// to, the facts the runner observes, and the one pure function that turns those facts
// into a verdict before the output is read (run_verdict). The output itself is judged by
// the checker's core (checker/core/check.hpp); checker_verdict() maps its outcome.
// The order of the rules, first match wins: the program could not start (FAIL), the
// run was interrupted (FAIL), output over its limit (OLE), CPU time of all its processes
// over its limit (TLE), killed at the wall-clock limit (TLE), memory over its limit
// (MLE: an OOM kill in the run's cgroup, or an abnormal end under the address-space
// limit that a rerun with twice that limit shows to need more than the limit), killed
// by a signal or a non-zero exit code (RE); otherwise the checker decides.
// Tested by tests/judge/test_judge_verdict.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "checker/core/verdict.hpp"
#include "model/text.hpp"  // mib()

namespace snake::judge {

/// A test's result in the judge driver: the verdict a judge system reports (its word in
/// reports and JSON is "verdict"). Named Result, not Verdict, so that checker::Verdict
/// (testlib's ok, wrong answer, ..., what the checker says of one output) is the only
/// Verdict type.
enum class Result {
  accepted,            // AC
  wrong_answer,        // WA
  presentation_error,  // PE
  time_limit,          // TLE
  memory_limit,        // MLE
  runtime_error,       // RE
  output_limit,        // OLE
  judge_failure,       // FAIL: the jury's (or the judge's) fault, never the program's
  partial,             // PARTIAL: the checker's partial points (--partial)
};

/// A verdict and its word in reports.
struct ResultWord {
  std::string_view name;
  Result value;
};
/// Every verdict's word, the one table of them (also --expect's choices).
inline constexpr std::array<ResultWord, 9> k_result_words{{
    {"AC", Result::accepted},
    {"WA", Result::wrong_answer},
    {"PE", Result::presentation_error},
    {"TLE", Result::time_limit},
    {"MLE", Result::memory_limit},
    {"RE", Result::runtime_error},
    {"OLE", Result::output_limit},
    {"FAIL", Result::judge_failure},
    {"PARTIAL", Result::partial},
}};

/// The verdict's word in reports: "AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "FAIL",
/// "PARTIAL".
std::string_view word(Result verdict);
/// The verdict named by `word`, if any.
std::optional<Result> result_named(std::string_view word);

/// How memory, processes and CPU time are held to their limits.
enum class MemoryMechanism {
  address_space,  // per process: RLIMIT_AS, RLIMIT_CPU, RLIMIT_NPROC; CPU time by rusage
  cgroup,         // the run's cgroup: its memory, its process count, its CPU time
};

/// The limits of one run. 0 memory_bytes means no memory limit.
struct Limits {
  double cpu_seconds = 1;
  double wall_seconds = 4;
  std::uint64_t memory_bytes = std::uint64_t{256} << 20;
  std::uint64_t output_bytes = std::uint64_t{64} << 20;
  int processes = 128;  // processes and threads at once (pids.max, or RLIMIT_NPROC)
  MemoryMechanism memory = MemoryMechanism::address_space;
};

/// The wall-clock limit for a CPU limit, when none is given: 3 x CPU + 1 s, room for a
/// loaded machine (the one place this default is set).
double default_wall_seconds(double cpu_seconds);

/// What the runner observed of one run.
struct RunFacts {
  std::optional<std::string> start_error;  // the program could not be started: why
  bool exited = false;                     // ended by exit(); else by signal
  int exit_code = 0;
  int signal = 0;
  std::int64_t cpu_ms = 0;         // user + system time of every process of the run
  std::int64_t wall_ms = 0;        // from start to its end
  std::int64_t peak_kib = 0;       // peak memory (the cgroup's; else the largest process')
  std::uint64_t output_bytes = 0;  // size of its standard output
  bool wall_killed = false;        // killed by the runner at the wall-clock limit
  bool cpu_killed = false;         // killed by the runner at the CPU limit (cgroup)
  bool interrupted = false;        // killed because the judge itself was interrupted
  std::uint64_t oom_kills = 0;     // OOM kills in the run's cgroup (cgroup mechanism)
};

/// The verdict of a test and the one-line message that explains it.
struct Judged {
  Result verdict = Result::judge_failure;
  std::string message;
  double score = 0;  // fraction of the test's points, 0..1
};

/// True when the run ended abnormally (a signal, a non-zero exit) with no verdict of
/// time or output, under an address-space memory limit: only a rerun with a larger
/// limit can tell whether memory was the cause.
bool needs_memory_rerun(const RunFacts& run, const Limits& limits);

/// The verdict of a run that did not end normally, or nothing when it exited with code
/// 0 within every limit (then the checker judges its output). `rerun` is the same
/// program's run with twice the address-space limit, when needs_memory_rerun() asked
/// for one.
std::optional<Judged> run_verdict(const RunFacts& run, const Limits& limits,
                                  const std::optional<RunFacts>& rerun = std::nullopt);

/// The checker's outcome as a verdict: ok AC, wrong answer WA, wrong output format PE,
/// FAIL FAIL, points PARTIAL (with its score).
Judged checker_verdict(const checker::Outcome& outcome);

}  // namespace snake::judge
