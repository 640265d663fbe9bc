// What one run of a contestant program amounts to: the judge driver's verdicts (AC, WA,
// PE, TLE, MLE, RE, OLE, FAIL, and PARTIAL for partial points), the limits a run is held
// to, the facts the runner observes, and the one pure function that turns those facts
// into a verdict before the output is read (run_verdict). The output itself is judged by
// the checker's core (checker/core/check.hpp); checker_verdict() maps its outcome.
// The order of the rules, first match wins: the program could not start (FAIL), the
// run was interrupted (FAIL), output over its limit (OLE), CPU time over its limit
// (TLE), killed at the wall-clock limit (TLE), memory over its limit (MLE: the cgroup's
// OOM kill, or an abnormal end under the address-space limit that a rerun with twice
// that limit shows to need more than the limit), killed by a signal or a non-zero exit
// code (RE); otherwise the checker decides.
// Tested by tests/judge/test_judge_verdict.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "checker/core/verdict.hpp"
#include "model/text.hpp"  // mib()

namespace snake::judge {

enum class Verdict {
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

/// The verdict's word in reports: "AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "FAIL",
/// "PARTIAL".
std::string_view word(Verdict verdict);
/// The verdict named by `word`, if any.
std::optional<Verdict> verdict_named(std::string_view word);

/// How the memory limit is enforced.
enum class MemoryMechanism {
  address_space,  // RLIMIT_AS on every process of the run
  cgroup,         // cgroup v2 memory.max on the run's own cgroup
};

/// The limits of one run. 0 memory_bytes means no memory limit.
struct Limits {
  double cpu_seconds = 10;
  double wall_seconds = 31;
  std::uint64_t memory_bytes = std::uint64_t{512} << 20;
  std::uint64_t output_bytes = std::uint64_t{64} << 20;
  MemoryMechanism memory = MemoryMechanism::address_space;
};

/// What the runner observed of one run.
struct RunFacts {
  std::optional<std::string> start_error;  // the program could not be started: why
  bool exited = false;                     // ended by exit(); else by signal
  int exit_code = 0;
  int signal = 0;
  std::int64_t cpu_ms = 0;         // user + system time of the program and what it waited for
  std::int64_t wall_ms = 0;        // from start to its end
  std::int64_t peak_kib = 0;       // peak resident memory (rusage; cgroup memory.peak)
  std::uint64_t output_bytes = 0;  // size of its standard output
  bool wall_killed = false;        // killed by the runner at the wall-clock limit
  bool interrupted = false;        // killed because the judge itself was interrupted
  std::uint64_t oom_kills = 0;     // OOM kills in the run's cgroup (cgroup mechanism)
};

/// The verdict of a test and the one-line message that explains it.
struct Judged {
  Verdict verdict = Verdict::judge_failure;
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
