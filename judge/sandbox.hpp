// The bubblewrap sandbox every run of a program (and of the compiler) happens in, by
// default: bwrap's own namespaces for process ids (the program cannot see or signal the
// judge, and every process it starts dies with the run), network (loopback only), IPC,
// host name and cgroups; a new session (no terminal); killed with the judge. Visible,
// all read-only: the system directories (/usr and the host's links or folders /bin,
// /sbin, /lib*, /etc/alternatives, /etc/ld.so.cache), the program (or source) and what
// --share names, at their own paths; writable: a private /tmp of a bounded size (also
// $HOME and $TMPDIR) and, for the compiler only, the folder of its output. Nothing else:
// no tests folder, no answers, no home, no /etc. The test's input comes on standard input
// from the judge. A judge run as root runs the program as an unprivileged user of its
// own per job (setpriv inside bwrap), so the host's root-only files stay closed and
// RLIMIT_NPROC counts that run's processes only. A judge run as an ordinary user runs it
// in a user namespace of its own (--unshare-user), where the kernel (Linux 5.14 and
// later) counts a namespace's processes apart from the operator's: RLIMIT_NPROC set
// inside it (prlimit, the program's first command) bounds that run's processes.
// Cost: bwrap's start, about 5 ms of CPU time a run, counted in the run's time.
// Tested by tests/judge/test_judge_sandbox.cpp (the command line) and the judge cases
// (what a program inside can reach: tests/cli/judge/sandbox_*, the_jury_answers_*;
// a host without bwrap: no_sandbox_here_*).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace snake::judge {

/// A system directory as the host has it: a folder (`link` empty) or a link to one.
struct SystemPath {
  std::string path;  // "/usr", "/lib64"
  std::string link;  // "usr/lib64" for a link
};

/// The system paths of this host that exist.
std::vector<SystemPath> system_paths();

/// Everything a sandbox is made of but the command.
struct SandboxProfile {
  std::string bwrap;                 // bwrap's path
  std::string setpriv;               // setpriv's path (used with `user`)
  std::vector<SystemPath> system;    // system_paths()
  std::vector<std::string> visible;  // absolute paths shown read-only, at the same path
  std::string writable;              // an absolute folder shown writable, or empty
  std::string directory;             // the working directory, absolute
  std::uint64_t tmp_bytes = 0;       // the size of the private /tmp
  std::optional<unsigned> user;      // run as this uid and gid (the judge is root)
  std::string prlimit;               // prlimit's path (used with `processes`, no `user`)
  int processes = 0;                 // with no `user`: RLIMIT_NPROC inside the sandbox (0: none)
  std::string seccomp;               // bwrap's --seccomp program (seccomp_filter())
};

/// The seccomp filter (a BPF program, built with libseccomp) every sandboxed run gets:
/// it refuses with EPERM the calls that reach state the kernel shares between
/// sandboxes, as isolate's filter does: keyctl, add_key and request_key (the keyrings
/// of the operator's session and of the run's user, which outlive a run) and the file
/// locks (flock, fcntl's F_SETLK, F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW), through which two
/// runs at once could talk over a file both see. Throws std::runtime_error when
/// libseccomp fails.
std::string seccomp_filter();

/// The bwrap command line that runs `command` in `profile`.
std::vector<std::string> bwrap_command(const SandboxProfile& profile,
                                       const std::vector<std::string>& command);

/// A sandbox that works here (its profile without any path to show), or why there is
/// none ("bwrap is not installed (Debian package bubblewrap)").
struct BwrapCheck {
  std::optional<SandboxProfile> profile;
  std::string problem;
};

/// Looks for bwrap (and setpriv, when the judge is root) in $PATH and runs /bin/true in
/// the sandbox as a program would run, with `scratch` for its files: the judge's way
/// of finding out whether the host allows the sandbox (--check-host says it).
BwrapCheck check_bwrap(const std::string& scratch);

/// The unprivileged uid (and gid) of job slot `slot` (0..63) of this judge process when
/// it runs as root: one of its own for each concurrent run, unused by any other judge
/// process; nothing when the judge is not root (the program runs as the judge's user).
std::optional<unsigned> sandbox_user(int slot);

}  // namespace snake::judge
