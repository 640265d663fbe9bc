// Control groups for the judge driver's runs. A session creates snake-judge-<pid> under
// the judge's own group; every run gets a group of its own under it, joined by its first
// process before it executes, so every process it starts stays in, waited for or not.
//   cgroup v1 (first, where the memory, cpuacct and pids controllers are mounted): the
//     kernel holds the whole tree to memory.limit_in_bytes (and memory.memsw.limit_in_
//     bytes, so swap is no way out) and pids.max, counts the OOM kills (memory.oom_
//     control), keeps the peak (memory.max_usage_in_bytes) and the CPU time of every
//     process (cpuacct.usage); cgroup.procs lists whom to kill.
//   cgroup v2 (else: the unified hierarchy, the default of current distributions; as
//     root, or as an ordinary user in the subtree delegated to it): the tree's CPU time
//     from cpu.stat (usage_usec), the kill from cgroup.kill, the end from cgroup.events
//     (populated 0), all of them core files that need no controller; memory.max,
//     memory.swap.max 0, memory.peak and memory.events' oom_kill where the memory
//     controller is offered, pids.max where the pids controller is: each enabled in the
//     session's cgroup.subtree_control when the judge's group offers it. What no
//     controller holds, the runner bounds per process (RLIMIT_AS, RLIMIT_NPROC), and the
//     report says so.
// Cost: a few small file reads and writes a run, and one a CPU check.
// Tested by tests/judge/test_judge_cgroup.cpp (parsers, real groups), the judge cases,
// and the judge cases under a private cgroup2 mount (the `cgroup2` file of a case in
// tests/cli/judge/: as root and as an ordinary user in a delegated subtree).
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

/// Where the unified (v2) hierarchy is mounted (fstype cgroup2), from mountinfo's `text`.
std::optional<CgroupMount> cgroup2_mount(std::string_view mountinfo);

/// The process' group in the v2 hierarchy ("0::/a/b" gives "/a/b"), from
/// /proc/self/cgroup's `text`.
std::optional<std::string> cgroup2_path(std::string_view proc_cgroup);

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
  /// The session's group of each controller of k_controllers (v2: one group, three
  /// times).
  const std::array<std::filesystem::path, 3>& directories() const { return m_directories; }
  /// 1 or 2.
  int version() const { return m_version; }
  /// Whether a run's group holds its memory (v1 always; v2 with the memory controller).
  bool limits_memory() const { return m_memory; }
  /// Whether a run's group bounds its processes (v1 always; v2 with the pids controller).
  bool limits_processes() const { return m_pids; }
  /// What the session's groups hold, for --check-host and the report: "cgroup v2: CPU
  /// time, kill of a group per run under DIR".
  std::string description() const;
  /// Removes the session's groups (their run groups are gone by then). Never throws.
  void remove() const noexcept;

 private:
  static std::variant<CgroupSession, std::string> create_v2(const std::string& mountinfo,
                                                            const std::string& own);
  std::array<std::filesystem::path, 3> m_directories;
  int m_version = 1;
  bool m_memory = true;
  bool m_pids = true;
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
  /// CPU time of every process of the run so far (cpuacct.usage; v2 cpu.stat), in ms.
  std::int64_t cpu_ms() const;
  /// The peak memory of the run (memory.max_usage_in_bytes; v2 memory.peak), in KiB; 0
  /// when the group does not hold the memory.
  std::int64_t peak_kib() const;
  /// OOM kills in the run so far.
  std::uint64_t oom_kills() const;

 private:
  void release() noexcept;
  std::array<std::filesystem::path, 3> m_directories;
  std::array<int, 3> m_procs{-1, -1, -1};
  int m_version = 1;
  bool m_memory = true;
};

}  // namespace snake::judge
