// Runs programs under limits, any number at a time, and leaves nothing of them running:
// the judge driver's runner. One process model: a run is one child of the judge, a
// keeper (a forked copy of the judge that is a subreaper): it starts the program, or
// bwrap (judge/sandbox.hpp) running it, waits for it, then kills and reaps whatever the
// program left (every orphan of the run, bwrap's init too, is re-parented to it), so the
// CPU time of every process of the run, alive at the program's end or not, is in the
// keeper's rusage of its children; it absorbs what the program sends its parent. The
// run first joins its own cgroup (judge/cgroup.hpp) when there is one and starts a new
// session; the program gets these limits:
//   RLIMIT_CPU    address-space mechanism: the CPU limit rounded down + 1 s (SIGXCPU),
//                 SIGKILL 1 s later; with a cgroup the judge kills the run instead once
//                 the CPU time of all its processes is over the limit
//   RLIMIT_AS     the memory limit (address-space mechanism only)
//   RLIMIT_NPROC  the process bound (address-space mechanism, when set)
//   RLIMIT_STACK  unlimited: recursion is bounded by the memory limit, and a thread gets
//                 glibc's default stack instead of one as large as the limit
//   RLIMIT_FSIZE  the output limit on every file it writes (SIGXFSZ beyond it)
//   RLIMIT_CORE   0
// The judge keeps SIGCHLD blocked and waits for any child (reap_child), checking the
// wall clock (and the cgroup's CPU time) of every run every 10 ms; a keeper's clean-up
// after the program's end is not the program's time. CPU time and peak memory are the
// cgroup's where there is one, else the keeper's rusage of its children: every process
// of the run, since all are reaped in the run.
// Tested by tests/judge/test_judge_runner.cpp and the fixture cases in tests/judge/.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/types.h>

#include "judge/cgroup.hpp"
#include "judge/verdict.hpp"

namespace snake::judge {

struct RunSpec {
  std::vector<std::string> argv;    // argv[0] is the path to execute (no PATH search)
  std::string input = "/dev/null";  // standard input
  std::string output;               // standard output, created or truncated
  std::string error = "/dev/null";  // standard error, created or truncated
  Limits limits;
  bool limit_file_size = true;             // RLIMIT_FSIZE = the output limit
  bool limit_processes = false;            // RLIMIT_NPROC = limits.processes (no cgroup)
  const CgroupSession* cgroups = nullptr;  // give the run a cgroup of its own
  /// argv is bwrap's: its exit code 128 + N means signal N.
  bool sandboxed = false;
  std::string seccomp;  // given on descriptor 3 (bwrap's --seccomp 3) when not empty
};

/// What reap_child() found: a child of this process that ended, reaped.
struct Reaped {
  pid_t pid = 0;
  int status = 0;
  rusage usage{};
};

struct RunShared;  // what a run's process tells the judge (runner.cpp)

class Run {
 public:
  /// Starts `spec` as a child of this process. Never throws for what the program does;
  /// a run that cannot be set up (a file, the cgroup, fork) has ended at once: done().
  explicit Run(const RunSpec& spec);
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;
  /// Kills what is left of the run.
  ~Run();

  pid_t pid() const { return m_pid; }
  /// True when the run could not start: its facts are ready (finish() with anything).
  bool done() const { return m_pid < 0; }
  /// Kills the run when it is over its wall-clock limit or (with a cgroup) its CPU limit,
  /// or when `stop` (the judge was interrupted).
  void enforce(bool stop);
  /// The run's facts, once its process was reaped (reap_child): kills what it left.
  RunFacts finish(const Reaped& reaped);

 private:
  void kill_now();
  RunSpec m_spec;
  RunFacts m_facts;
  pid_t m_pid = -1;
  int m_output = -1;
  RunShared* m_shared = nullptr;
  std::unique_ptr<RunCgroup> m_cgroup;
  std::chrono::steady_clock::time_point m_started;
  bool m_killed = false;
};

/// Prepares this process to run programs: SIGCHLD blocked (reap_child waits for it)
/// and a child subreaper, so that a run's orphan whose keeper died comes here.
void prepare_runner();

/// Waits up to `timeout` for any child of this process to end and reaps it.
std::optional<Reaped> reap_child(std::chrono::milliseconds timeout);

/// Kills every child of this process but `runs` (the orphans of a run whose keeper
/// died, re-parented here); reap_child() then reaps them.
void kill_strays(const std::vector<pid_t>& runs);

/// Kills and reaps every child of this process but `runs`, generation by generation
/// (a killed orphan's children come here next), until none is left or 60 s passed.
void drain_strays(const std::vector<pid_t>& runs);

/// Runs `spec` to its end, alone, and returns what it did.
RunFacts run_program(const RunSpec& spec);

/// Asks the runs in progress to stop, for a signal handler. Async-signal-safe.
void request_stop() noexcept;
/// Whether request_stop() was called.
bool stop_requested() noexcept;

/// The first executable file named `name` in the directories of $PATH, or `name`
/// itself when it contains a '/'; nothing when there is none.
std::optional<std::string> find_program(const std::string& name);

}  // namespace snake::judge
