// What this host allows the judge driver: cgroup v2 memory limits (judge/cgroup.hpp)
// and the bwrap sandbox (judge/program.hpp), each found out by trying it: the cgroup by
// creating the session's group, bwrap by running /bin/true inside it. --check-host
// prints host_report(); a judging that asks for either gets it or a clear refusal.
// Tested by the cases of tests/judge/ that require bwrap or cgroup (skipped, with this
// report's reason, where the host cannot) and by tests/judge/cases/bwrap_*.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace snake::judge {

/// A bwrap that works here, or why there is none.
struct BwrapCheck {
  std::optional<std::string> path;
  std::string problem;  // "bwrap is not installed (Debian package bubblewrap)", ...
};

/// Looks for bwrap in $PATH and runs /bin/true inside it (in a worker), with `scratch`
/// as its writable folder and `directory` as its working directory.
BwrapCheck check_bwrap(const std::filesystem::path& scratch, const std::string& directory);

/// Two lines: whether cgroup v2 memory limits work here (and if not, why) and whether
/// bwrap does. Uses `scratch` for the bwrap probe.
std::string host_report(const std::filesystem::path& scratch);

}  // namespace snake::judge
