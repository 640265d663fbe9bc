// Control groups for the judge driver's runs (cgroup v1), where the host gives the judge
// the memory, cpuacct and pids controllers. A session creates snake-judge-<pid> under the
// judge's own group of each; every run gets a group of its own under it, joined by its
// first process before it executes, so every process it starts stays in: the kernel
// holds the whole tree to memory.limit_in_bytes (and memory.memsw.limit_in_bytes, so
// swap is no way out) and pids.max, counts the OOM kills (memory.oom_control), keeps the
// peak (memory.max_usage_in_bytes) and the CPU time of every process, waited for or not
// (cpuacct.usage); cgroup.procs lists whom to kill. cgroup v2 is not used: no host of
// this project can test it (docs/judge.md).
// Cost: a few small file reads and writes a run, and one a CPU check.
// Tested by tests/judge/test_judge_cgroup.cpp (parsers, real groups) and the judge cases.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace snake::judge {

/// The controllers a run's groups use, in this order.
inline constexpr std::array<std::string_view, 3> k_controllers{"memory", "cpuacct", "pids"};

/// Where the v1 hierarchy of `controller` is mounted (the mount point and the root of
/// the mount), from /proc/self/mountinfo's `text` (octal escapes such as \040 decoded).
struct CgroupMount {
  std::string mount_point;
  std::string root;  // "/" unless the mount shows a subtree
};
std::optional<CgroupMount> cgroup_mount(std::string_view mountinfo, std::string_view controller);

/// The process' group in the v1 hierarchy of `controller` ("4:memory:/a/b" gives
/// "/a/b"), from /proc/self/cgroup's `text`.
std::optional<std::string> cgroup_path(std::string_view proc_cgroup, std::string_view controller);

/// The directory of group `path` under `mount` (a path relative to the mount's root).
std::filesystem::path cgroup_directory(const CgroupMount& mount, const std::string& path);

/// The count after `key` in a flat-keyed file such as memory.oom_control ("oom_kill 2").
std::uint64_t keyed_value(std::string_view text, std::string_view key);

/// The session's groups: created by create(), removed by remove().
class CgroupSession {
 public:
  /// Creates the session's group of every controller, or says why it cannot ("no pids
  /// controller is mounted (cgroup v1)", "cannot create ...: Permission denied").
  static std::variant<CgroupSession, std::string> create();
  /// The session's group of each controller of k_controllers.
  const std::array<std::filesystem::path, 3>& directories() const { return m_directories; }
  /// Removes the session's groups (their run groups are gone by then). Never throws.
  void remove() const noexcept;

 private:
  std::array<std::filesystem::path, 3> m_directories;
};

/// One run's groups under a session, limits set, their cgroup.procs open for the run's
/// first process to join.
class RunCgroup {
 public:
  /// Creates group `name` of every controller with `memory_bytes` (0: none) and at most
  /// `processes` processes and threads. Throws std::runtime_error naming the file.
  RunCgroup(const CgroupSession& session, const std::string& name, std::uint64_t memory_bytes,
            int processes);
  RunCgroup(const RunCgroup&) = delete;
  RunCgroup& operator=(const RunCgroup&) = delete;
  /// Kills what is left and removes the groups.
  ~RunCgroup();

  /// The descriptors of each group's cgroup.procs, written "0" by the run's first
  /// process before it executes (async-signal-safe).
  const std::array<int, 3>& procs_fds() const { return m_procs; }
  /// Kills every process of the run and waits (up to 10 s) until none is left.
  void kill_all() const noexcept;
  /// CPU time of every process of the run so far (cpuacct.usage), in ms.
  std::int64_t cpu_ms() const;
  /// The peak memory of the run (memory.max_usage_in_bytes), in KiB.
  std::int64_t peak_kib() const;
  /// OOM kills in the run so far.
  std::uint64_t oom_kills() const;

 private:
  void release() noexcept;
  std::array<std::filesystem::path, 3> m_directories;
  std::array<int, 3> m_procs{-1, -1, -1};
};

}  // namespace snake::judge
