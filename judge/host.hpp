// What this host offers the judge driver, each found out by trying it: the bwrap sandbox
// (judge/sandbox.hpp) by running /bin/true inside it as a program would run, cgroup v1
// limits on a run's whole process tree (judge/cgroup.hpp) by creating the session's
// groups. --check-host prints host_report(); the default judging needs the sandbox and
// refuses, with this reason, where it cannot be had (unless --sandbox none).
// Tested by the judge cases (tests/judge/cases/*host*, *sandbox*, and the cases that
// require cgroup, skipped with this report's reason where the host cannot).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "judge/sandbox.hpp"

namespace snake::judge {

/// A sandbox that works here (its profile without any path to show), or why there is
/// none ("bwrap is not installed (Debian package bubblewrap)").
struct BwrapCheck {
  std::optional<SandboxProfile> profile;
  std::string problem;
};

/// Looks for bwrap (and setpriv, when the judge is root) in $PATH and runs /bin/true in
/// the sandbox, with `scratch` for its files.
BwrapCheck check_bwrap(const std::filesystem::path& scratch);

/// Two lines: whether cgroup v1 limits work here (and if not, why) and whether the
/// sandbox does.
std::string host_report(const std::filesystem::path& scratch);

}  // namespace snake::judge
