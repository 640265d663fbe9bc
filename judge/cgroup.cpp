#include "judge/cgroup.hpp"

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

namespace snake::judge {

namespace {

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n' && text[j] != '\t') ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

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

std::vector<std::string_view> lines(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    out.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

std::optional<std::string> read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Writes `text` to the control file `path`; the error message on failure.
std::optional<std::string> write_control(const std::filesystem::path& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return fmt::format("cannot open {}: {}", path.string(), std::strerror(errno));
  const ssize_t written = ::write(fd, text.data(), text.size());
  const int error = errno;
  ::close(fd);
  if (written != static_cast<ssize_t>(text.size())) {
    return fmt::format("cannot write '{}' to {}: {}", text, path.string(),
                       std::strerror(written < 0 ? error : EIO));
  }
  return std::nullopt;
}

std::string quoted_list(const std::optional<std::string>& text) {
  if (!text) return "unreadable";
  const auto list = words(*text);
  std::string out;
  for (const auto w : list) out += (out.empty() ? "" : " ") + std::string(w);
  return fmt::format("'{}'", out);
}

}  // namespace

std::optional<CgroupMount> cgroup2_mount(std::string_view mountinfo) {
  for (const std::string_view line : lines(mountinfo)) {
    const std::size_t separator = line.find(" - ");
    if (separator == std::string_view::npos) continue;
    const auto after = words(line.substr(separator + 3));
    if (after.empty() || after[0] != "cgroup2") continue;
    const auto before = words(line.substr(0, separator));
    if (before.size() < 5) continue;
    return CgroupMount{unescaped(before[4]), unescaped(before[3])};
  }
  return std::nullopt;
}

std::optional<std::string> cgroup2_path(std::string_view proc_cgroup) {
  for (const std::string_view line : lines(proc_cgroup)) {
    if (line.substr(0, 3) == "0::") return std::string(line.substr(3));
  }
  return std::nullopt;
}

std::filesystem::path cgroup_directory(const CgroupMount& mount, const std::string& path) {
  std::string relative = path;
  if (mount.root != "/" && relative.compare(0, mount.root.size(), mount.root) == 0) {
    relative = relative.substr(mount.root.size());
  }
  while (!relative.empty() && relative.front() == '/') relative.erase(0, 1);
  std::filesystem::path directory = mount.mount_point;
  if (!relative.empty()) directory /= relative;
  return directory;
}

bool has_controller(std::string_view controllers, std::string_view name) {
  for (const auto w : words(controllers)) {
    if (w == name) return true;
  }
  return false;
}

std::uint64_t keyed_value(std::string_view text, std::string_view key) {
  for (const std::string_view line : lines(text)) {
    const auto fields = words(line);
    if (fields.size() == 2 && fields[0] == key) {
      std::uint64_t value = 0;
      for (const char c : fields[1]) {
        if (c < '0' || c > '9') return 0;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
      }
      return value;
    }
  }
  return 0;
}

std::variant<CgroupSession, std::string> CgroupSession::create() {
  const auto mountinfo = read_text("/proc/self/mountinfo");
  const auto mount = mountinfo ? cgroup2_mount(*mountinfo) : std::nullopt;
  if (!mount) return std::string("no cgroup v2 file system is mounted");
  const auto own_text = read_text("/proc/self/cgroup");
  const auto own = own_text ? cgroup2_path(*own_text) : std::nullopt;
  if (!own) return std::string("this process is in no cgroup v2 group (/proc/self/cgroup)");
  const std::filesystem::path parent = cgroup_directory(*mount, *own);
  const auto controllers = read_text(parent / "cgroup.controllers");
  if (!controllers || !has_controller(*controllers, "memory")) {
    return fmt::format(
        "the memory controller is not available in {} (its "
        "cgroup.controllers: {})",
        parent.string(), quoted_list(controllers));
  }
  const auto subtree = read_text(parent / "cgroup.subtree_control");
  if (!subtree || !has_controller(*subtree, "memory")) {
    if (auto error = write_control(parent / "cgroup.subtree_control", "+memory")) {
      return fmt::format(
          "the memory controller is not enabled for the children of {} and "
          "enabling it failed ({}): the group holds processes or is not "
          "delegated to this user",
          parent.string(), *error);
    }
  }
  CgroupSession session;
  session.m_directory = parent / fmt::format("snake-judge-{}", ::getpid());
  if (::mkdir(session.m_directory.c_str(), 0755) != 0) {
    return fmt::format("cannot create {}: {}", session.m_directory.string(), std::strerror(errno));
  }
  if (auto error = write_control(session.m_directory / "cgroup.subtree_control", "+memory")) {
    session.remove();
    return *error;
  }
  return session;
}

void CgroupSession::remove() const noexcept { ::rmdir(m_directory.c_str()); }

RunCgroup::RunCgroup(const std::filesystem::path& session, const std::string& name,
                     std::uint64_t memory_bytes)
    : m_directory(session / name) {
  if (::mkdir(m_directory.c_str(), 0755) != 0) {
    throw std::runtime_error(
        fmt::format("cannot create {}: {}", m_directory.string(), std::strerror(errno)));
  }
  const auto fail = [&](const std::string& error) {
    ::rmdir(m_directory.c_str());
    throw std::runtime_error(error);
  };
  if (auto error = write_control(m_directory / "memory.max", std::to_string(memory_bytes))) {
    fail(*error);
  }
  // Swap would let a run exceed its limit unnoticed; the file is missing without swap
  // accounting, which is as good.
  write_control(m_directory / "memory.swap.max", "0");
  if (auto error = write_control(m_directory / "memory.oom.group", "1")) fail(*error);
  m_procs = ::open((m_directory / "cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
  if (m_procs < 0) {
    fail(fmt::format("cannot open {}: {}", (m_directory / "cgroup.procs").string(),
                     std::strerror(errno)));
  }
}

RunCgroup::~RunCgroup() {
  ::close(m_procs);
  kill_all();
  // The group can be removed once its last process is gone; the kill takes a moment.
  for (int attempt = 0; attempt < 2000; ++attempt) {
    if (::rmdir(m_directory.c_str()) == 0 || errno != EBUSY) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

void RunCgroup::kill_all() const noexcept {
  if (!write_control(m_directory / "cgroup.kill", "1")) return;
  for (int round = 0; round < 100; ++round) {
    const auto procs = read_text(m_directory / "cgroup.procs");
    if (!procs || words(*procs).empty()) return;
    for (const auto word : words(*procs)) {
      pid_t pid = 0;
      for (const char c : word) pid = pid * 10 + (c - '0');
      if (pid > 0) ::kill(pid, SIGKILL);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

std::uint64_t RunCgroup::oom_kills() const {
  const auto events = read_text(m_directory / "memory.events");
  return events ? keyed_value(*events, "oom_kill") : 0;
}

std::int64_t RunCgroup::peak_kib() const {
  const auto peak = read_text(m_directory / "memory.peak");
  if (!peak) return 0;
  std::int64_t bytes = 0;
  for (const char c : *peak) {
    if (c < '0' || c > '9') break;
    bytes = bytes * 10 + (c - '0');
  }
  return bytes / 1024;
}

}  // namespace snake::judge
