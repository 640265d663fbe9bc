#include "judge/cgroup.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/files.hpp"
#include "judge/text.hpp"
#include "model/text.hpp"

namespace snake::judge {

namespace {

namespace fs = std::filesystem;

// mountinfo escapes space, tab, newline and backslash as \ooo.
std::string unescaped(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' &&
        text[i + 2] >= '0' && text[i + 2] <= '7' && text[i + 3] >= '0' && text[i + 3] <= '7') {
      out += static_cast<char>((text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 +
                               (text[i + 3] - '0'));
      i += 3;
    } else {
      out += text[i];
    }
  }
  return out;
}

bool names(std::string_view list, std::string_view controller) {
  for (const auto& name : tokens(list, ",")) {
    if (name == controller) return true;
  }
  return false;
}

std::int64_t read_number(const fs::path& path) {
  const std::string text = cli::read_file_or_empty(path);
  return std::atoll(text.c_str());
}

void write_control(const fs::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text << std::flush;
  if (!out) {
    throw std::runtime_error(
        fmt::format("cannot write '{}' to {}: {}", text, path.string(), std::strerror(errno)));
  }
}

}  // namespace

std::optional<CgroupMount> cgroup_mount(std::string_view mountinfo, std::string_view controller) {
  for (const std::string_view line : tokens(mountinfo, "\n")) {
    const std::size_t separator = line.find(" - ");
    if (separator == std::string_view::npos) continue;
    const auto after = tokens(line.substr(separator + 3), " ");
    const auto before = tokens(line.substr(0, separator), " ");
    if (after.size() < 3 || after[0] != "cgroup" || before.size() < 5) continue;
    if (names(after[2], controller)) return CgroupMount{unescaped(before[4]), unescaped(before[3])};
  }
  return std::nullopt;
}

std::optional<CgroupMount> cgroup2_mount(std::string_view mountinfo) {
  for (const std::string_view line : tokens(mountinfo, "\n")) {
    const std::size_t separator = line.find(" - ");
    if (separator == std::string_view::npos) continue;
    const auto after = tokens(line.substr(separator + 3), " ");
    const auto before = tokens(line.substr(0, separator), " ");
    if (after.empty() || after[0] != "cgroup2" || before.size() < 5) continue;
    return CgroupMount{unescaped(before[4]), unescaped(before[3])};
  }
  return std::nullopt;
}

std::optional<std::string> cgroup2_path(std::string_view proc_cgroup) {
  for (const std::string_view line : tokens(proc_cgroup, "\n")) {
    if (line.substr(0, 3) == "0::") return std::string(line.substr(3));
  }
  return std::nullopt;
}

std::optional<std::string> cgroup_path(std::string_view proc_cgroup, std::string_view controller) {
  for (const std::string_view line : tokens(proc_cgroup, "\n")) {
    const std::size_t first = line.find(':');
    const std::size_t second = line.find(':', first + 1);
    if (first == std::string_view::npos || second == std::string_view::npos) continue;
    if (names(line.substr(first + 1, second - first - 1), controller)) {
      return std::string(line.substr(second + 1));
    }
  }
  return std::nullopt;
}

fs::path cgroup_directory(const CgroupMount& mount, const std::string& path) {
  std::string relative = path;
  if (mount.root != "/" && relative.compare(0, mount.root.size(), mount.root) == 0) {
    relative = relative.substr(mount.root.size());
  }
  while (!relative.empty() && relative.front() == '/') relative.erase(0, 1);
  return relative.empty() ? fs::path(mount.mount_point) : fs::path(mount.mount_point) / relative;
}

std::uint64_t keyed_value(std::string_view text, std::string_view key) {
  for (const std::string_view line : tokens(text, "\n")) {
    const auto fields = tokens(line, " \t");
    if (fields.size() == 2 && fields[0] == key) {
      return std::strtoull(std::string(fields[1]).c_str(), nullptr, 10);
    }
  }
  return 0;
}

std::variant<CgroupSession, std::string> CgroupSession::create() {
  const std::string mountinfo = cli::read_file_or_empty("/proc/self/mountinfo");
  const std::string own = cli::read_file_or_empty("/proc/self/cgroup");
  CgroupSession session;
  for (std::size_t i = 0; i < k_controllers.size(); ++i) {
    const auto mount = cgroup_mount(mountinfo, k_controllers[i]);
    const auto path = cgroup_path(own, k_controllers[i]);
    std::string why;
    const fs::path directory =
        mount && path ? cgroup_directory(*mount, *path) / fmt::format("snake-judge-{}", ::getpid())
                      : fs::path();
    if (!mount || !path) {
      why = fmt::format("no {} controller is mounted (cgroup v1)", k_controllers[i]);
    } else if (::mkdir(directory.c_str(), 0755) != 0) {
      why = fmt::format("cannot create {}: {}", directory.string(), std::strerror(errno));
    }
    if (!why.empty()) {  // v1 cannot be used: the unified hierarchy, if it can
      session.remove();
      auto v2 = create_v2(mountinfo, own);
      if (const auto* also = std::get_if<std::string>(&v2)) return fmt::format("{}; {}", why, *also);
      return v2;
    }
    session.m_directories[i] = directory;
  }
  return session;
}

std::variant<CgroupSession, std::string> CgroupSession::create_v2(const std::string& mountinfo,
                                                                  const std::string& own) {
  const auto mount = cgroup2_mount(mountinfo);
  const auto path = cgroup2_path(own);
  if (!mount || !path) return std::string("no cgroup v2 hierarchy is mounted");
  const fs::path directory =
      cgroup_directory(*mount, *path) / fmt::format("snake-judge-{}", ::getpid());
  if (::mkdir(directory.c_str(), 0755) != 0) {
    return fmt::format("cannot create {} (cgroup v2): {}", directory.string(), std::strerror(errno));
  }
  CgroupSession session;
  session.m_version = 2;
  session.m_directories = {directory, directory, directory};
  for (const char* core : {"cpu.stat", "cgroup.kill", "cgroup.events"}) {
    if (!fs::exists(directory / core)) {
      session.remove();
      return fmt::format("cgroup v2 at {} has no {} (Linux 5.14 or later has it)",
                         mount->mount_point, core);
    }
  }
  // A controller the judge's group offers is enabled for the runs; the session's group
  // has no process of its own, so it may.
  const auto listed = [](const std::string& text, std::string_view controller) {
    const auto words = tokens(text, " \n");
    return std::find(words.begin(), words.end(), controller) != words.end();
  };
  const std::string offered = cli::read_file_or_empty(directory / "cgroup.controllers");
  for (const char* controller : {"memory", "pids"}) {
    if (!listed(offered, controller)) continue;
    try {
      write_control(directory / "cgroup.subtree_control", fmt::format("+{}", controller));
    } catch (const std::runtime_error&) {  // not delegated: held per process instead
    }
  }
  const std::string enabled = cli::read_file_or_empty(directory / "cgroup.subtree_control");
  const auto has = [&](std::string_view controller) { return listed(enabled, controller); };
  session.m_memory = has("memory");
  session.m_pids = has("pids");
  return session;
}

std::string CgroupSession::description() const {
  if (m_version == 1) {
    return fmt::format("cgroup v1: memory, CPU time and processes of a group per run under {}",
                       m_directories[0].string());
  }
  std::vector<std::string> held{"CPU time", "kill"};
  if (m_memory) held.emplace_back("memory");
  if (m_pids) held.emplace_back("processes");
  return fmt::format("cgroup v2: {} of a group per run under {}", fmt::join(held, ", "),
                     m_directories[0].string());
}

void CgroupSession::remove() const noexcept {
  for (const fs::path& directory : m_directories) {
    if (!directory.empty()) ::rmdir(directory.c_str());
  }
}

RunCgroup::RunCgroup(const CgroupSession& session, const std::string& name,
                     std::uint64_t memory_bytes, int processes) {
  // A try in the body, not a function-try-block: its handler uses the members, which a
  // constructor's function-try-block handler may no longer touch.
  m_version = session.version();
  m_memory = session.limits_memory();
  try {
    for (std::size_t i = 0; i < k_controllers.size(); ++i) {
      const fs::path directory = session.directories()[i] / name;
      if (::mkdir(directory.c_str(), 0755) != 0 && errno != EEXIST) {
        throw std::runtime_error(
            fmt::format("cannot create {}: {}", directory.string(), std::strerror(errno)));
      }
      m_directories[i] = directory;
    }
    if (m_version == 1) {
      if (memory_bytes > 0) {
        write_control(m_directories[0] / "memory.limit_in_bytes", std::to_string(memory_bytes));
        if (fs::exists(m_directories[0] / "memory.memsw.limit_in_bytes")) {
          write_control(m_directories[0] / "memory.memsw.limit_in_bytes",
                        std::to_string(memory_bytes));
        }
      }
      write_control(m_directories[2] / "pids.max", std::to_string(processes));
    } else {
      if (m_memory && memory_bytes > 0) {
        write_control(m_directories[0] / "memory.max", std::to_string(memory_bytes));
        if (fs::exists(m_directories[0] / "memory.swap.max")) {
          write_control(m_directories[0] / "memory.swap.max", "0");
        }
      }
      if (session.limits_processes()) {
        write_control(m_directories[2] / "pids.max", std::to_string(processes));
      }
    }
    for (std::size_t i = 0; i < m_procs.size(); ++i) {
      m_procs[i] = ::open((m_directories[i] / "cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
      if (m_procs[i] < 0) {
        throw std::runtime_error(fmt::format("cannot open {}: {}",
                                             (m_directories[i] / "cgroup.procs").string(),
                                             std::strerror(errno)));
      }
    }
  } catch (...) {
    release();
    throw;
  }
}

RunCgroup::~RunCgroup() { release(); }

void RunCgroup::release() noexcept {
  kill_all();
  for (std::size_t i = 0; i < m_procs.size(); ++i) {
    if (m_procs[i] >= 0) ::close(m_procs[i]);
    // A process that has just been killed can hold its group a moment longer.
    for (int attempt = 0; attempt < 1000 && !m_directories[i].empty(); ++attempt) {
      if (::rmdir(m_directories[i].c_str()) == 0 || errno != EBUSY) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
}

void RunCgroup::kill_all() const noexcept {
  if (m_directories[2].empty()) return;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  const fs::path procs = m_directories[2] / "cgroup.procs";
  // A process that forks while the list is read is caught by the next round; pids.max
  // bounds how many there can be.
  const fs::path kill = m_directories[2] / "cgroup.kill";  // v2: every process at once
  for (;;) {
    if (m_version == 2) {
      const int fd = ::open(kill.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd >= 0) {
        [[maybe_unused]] const ssize_t ignored = ::write(fd, "1", 1);
        ::close(fd);
      }
    }
    std::istringstream list(cli::read_file_or_empty(procs));
    bool any = false;
    for (pid_t pid = 0; list >> pid; any = true) ::kill(pid, SIGKILL);
    if (!any || std::chrono::steady_clock::now() > deadline) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

std::int64_t RunCgroup::cpu_ms() const {
  if (m_version == 2) {
    return static_cast<std::int64_t>(
        keyed_value(cli::read_file_or_empty(m_directories[1] / "cpu.stat"), "usage_usec") / 1000);
  }
  return read_number(m_directories[1] / "cpuacct.usage") / 1000000;
}

std::int64_t RunCgroup::peak_kib() const {
  if (m_version == 2) return m_memory ? read_number(m_directories[0] / "memory.peak") / 1024 : 0;
  return read_number(m_directories[0] / "memory.max_usage_in_bytes") / 1024;
}

std::uint64_t RunCgroup::oom_kills() const {
  if (m_version == 2) {
    return m_memory ? keyed_value(cli::read_file_or_empty(m_directories[0] / "memory.events"), "oom_kill") : 0;
  }
  return keyed_value(cli::read_file_or_empty(m_directories[0] / "memory.oom_control"), "oom_kill");
}

}  // namespace snake::judge
