// Runs one program under limits and leaves nothing of it running: the runner of the
// judge driver. The program starts in a process group of its own (and, with the cgroup
// mechanism, a cgroup of its own) with these limits, as judges set them:
//   RLIMIT_CPU      the CPU limit rounded down, plus 1 s (SIGXCPU), and 1 s more (SIGKILL);
//                   the verdict compares rusage CPU time with the exact limit
//   RLIMIT_AS       the memory limit (address-space mechanism only)
//   RLIMIT_STACK    the memory limit, so deep recursion is judged as on judges that
//                   give the stack all the memory
//   RLIMIT_FSIZE    the output limit (SIGXFSZ beyond it), so 1 GiB of output stops at
//                   the limit instead of filling the disk
//   RLIMIT_CORE     0
// The runner polls for the end, and at the wall-clock limit kills the whole group. CPU
// time and peak memory come from wait4's rusage (the program and the children it
// waited for), never from the wall clock. When the program has ended, the runner kills
// its group (and cgroup), then every process that is still its child: the calling
// process must be a child subreaper (become_subreaper()), so orphans of the run,
// daemons that called setsid() included, are re-parented to it, killed and reaped.
// This is resource control, not a security sandbox: the program runs as the judge's
// user, sees its files and the network (see judge/program.hpp for bwrap).
// Cost: one fork and exec; polling every 0.1 to 10 ms (backing off) while it runs.
// Tested by tests/judge/test_judge_runner.cpp and the fixture cases in tests/judge/.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/verdict.hpp"

namespace snake::judge {

struct RunSpec {
  std::vector<std::string> argv;    // argv[0] is the path to execute (no PATH search)
  std::string input = "/dev/null";  // standard input
  std::string output;               // standard output, created or truncated
  std::string error = "/dev/null";  // standard error, created or truncated
  Limits limits;
  bool limit_file_size = true;  // RLIMIT_FSIZE = output limit (off for a compiler)
  /// Give the run a cgroup of its own under this session group (cgroup mechanism).
  std::optional<std::filesystem::path> cgroup_session;
  /// The program is bwrap, which reports its child's death by signal N as exit code
  /// 128 + N: read such codes back as signals.
  bool signals_as_exit_codes = false;
};

/// Runs `spec` to its end and returns what it did. Never throws for anything the
/// program does; a run that cannot be set up (a file that cannot be opened, fork
/// failing) is a start_error. Preconditions: become_subreaper() was called in this
/// process, which has no other children.
RunFacts run_program(const RunSpec& spec);

/// Makes the calling process a child subreaper (PR_SET_CHILD_SUBREAPER).
void become_subreaper();

/// Asks the run in progress to stop, for a signal handler: the runner kills the
/// program and reports the run as interrupted. Async-signal-safe.
void request_stop() noexcept;

/// Whether request_stop() was called.
bool stop_requested() noexcept;

/// The first executable file named `name` in the directories of $PATH, or `name`
/// itself when it contains a '/'; nothing when there is none.
std::optional<std::string> find_program(const std::string& name);

}  // namespace snake::judge
