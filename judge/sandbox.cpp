#include "judge/sandbox.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

#include <cerrno>
#include <cstdio>
#include <stdexcept>

#include <fcntl.h>
#include <seccomp.h>
#include <unistd.h>

#include <fmt/format.h>

#include "judge/session.hpp"
#include "judge/text.hpp"

namespace snake::judge {

namespace {

namespace fs = std::filesystem;

constexpr const char* k_system[] = {"/usr",
                                    "/bin",
                                    "/sbin",
                                    "/lib",
                                    "/lib32",
                                    "/lib64",
                                    "/libx32",
                                    "/etc/alternatives",
                                    "/etc/ld.so.cache",
                                    "/etc/ld.so.conf",
                                    "/etc/ld.so.conf.d",
                                    "/etc/localtime",
                                    "/etc/nsswitch.conf"};

// True when `path` is `top` or inside it.
bool within(const std::string& path, const std::string& top) {
  return path == top || (path.size() > top.size() && path.compare(0, top.size(), top) == 0 &&
                         path[top.size()] == '/');
}

}  // namespace

std::vector<SystemPath> system_paths() {
  std::vector<SystemPath> out;
  for (const char* path : k_system) {
    std::error_code error;
    const fs::file_status status = fs::symlink_status(path, error);
    if (error || !fs::exists(status)) continue;
    out.push_back({path, fs::is_symlink(status) ? fs::read_symlink(path, error).string() : ""});
  }
  // The JDKs' configuration (/etc/java-17-openjdk: jvm.cfg, security): java reads it.
  std::error_code error;
  std::vector<std::string> java;
  for (const auto& entry : fs::directory_iterator("/etc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("java", 0) == 0 && entry.is_directory(error)) java.push_back(entry.path());
  }
  std::sort(java.begin(), java.end());
  for (const std::string& path : java) out.push_back({path, ""});
  return out;
}

std::string seccomp_filter() {
  scmp_filter_ctx filter = ::seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) throw std::runtime_error("cannot build the seccomp filter (libseccomp)");
  bool ok = true;
  for (const int call : {SCMP_SYS(keyctl), SCMP_SYS(add_key), SCMP_SYS(request_key),
                         SCMP_SYS(flock)}) {
    ok = ok && ::seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), call, 0) == 0;
  }
  for (const int command : {F_SETLK, F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW}) {
    for (const int call : {SCMP_SYS(fcntl), SCMP_SYS(fcntl64)}) {
      const int added = ::seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), call, 1,
                                           SCMP_A1(SCMP_CMP_EQ, static_cast<scmp_datum_t>(command)));
      ok = ok && (added == 0 || added == -EDOM);  // -EDOM: fcntl64 is not here
    }
  }
  std::string program;
  if (std::FILE* out = ok ? std::tmpfile() : nullptr) {
    if (::seccomp_export_bpf(filter, ::fileno(out)) == 0 && std::fseek(out, 0, SEEK_SET) == 0) {
      char buffer[4096];
      for (std::size_t got = 0; (got = std::fread(buffer, 1, sizeof buffer, out)) > 0;) {
        program.append(buffer, got);
      }
    }
    std::fclose(out);
  }
  ::seccomp_release(filter);
  if (program.empty()) throw std::runtime_error("cannot build the seccomp filter (libseccomp)");
  return program;
}

std::vector<std::string> bwrap_command(const SandboxProfile& profile,
                                       const std::vector<std::string>& command) {
  std::vector<std::string> out{profile.bwrap,   "--unshare-ipc", "--unshare-pid",
                               "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"};
  if (!profile.user) out.insert(out.end(), {"--unshare-user", "--disable-userns"});
  out.insert(out.end(), {"--new-session"});
  if (!profile.seccomp.empty()) out.insert(out.end(), {"--seccomp", "3"});
  const auto in_system = [&](const std::string& path) {
    return std::any_of(profile.system.begin(), profile.system.end(),
                       [&](const SystemPath& s) { return within(path, s.path); });
  };
  // /etc itself, readable by the program's user (bwrap would make it 0700 for root).
  out.insert(out.end(), {"--perms", "0755", "--dir", "/etc"});
  for (const SystemPath& s : profile.system) {
    if (s.link.empty()) {
      out.insert(out.end(), {"--ro-bind", s.path, s.path});
    } else {
      out.insert(out.end(), {"--symlink", s.link, s.path});
    }
  }
  // /tmp and /dev/shm: private, of a bounded size each.
  out.insert(out.end(), {"--proc", "/proc", "--dev", "/dev", "--perms", "01777", "--size",
                         std::to_string(profile.tmp_bytes), "--tmpfs", "/tmp", "--perms", "01777",
                         "--size", std::to_string(profile.tmp_bytes), "--tmpfs", "/dev/shm"});
  // The folders on the way to what is shown, and the working directory, readable by
  // the program's user.
  std::vector<std::string> shown = profile.visible;
  if (!profile.writable.empty()) shown.push_back(profile.writable);
  std::set<std::string> folders;
  const auto add_parents = [&](const fs::path& path) {
    for (fs::path up = path.parent_path(); up != up.root_path(); up = up.parent_path()) {
      folders.insert(up.string());
    }
  };
  for (const std::string& path : shown) add_parents(path);
  if (std::find(shown.begin(), shown.end(), profile.directory) == shown.end()) {
    folders.insert(profile.directory);
    add_parents(profile.directory);
  }
  for (const std::string& folder : folders) {  // sorted: parents first
    if (folder != "/" && folder != "/tmp" && !in_system(folder)) {
      out.insert(out.end(), {"--perms", "0755", "--dir", folder});
    }
  }
  for (const std::string& path : profile.visible) {
    if (!in_system(path)) out.insert(out.end(), {"--ro-bind", path, path});
  }
  if (!profile.writable.empty()) {
    out.insert(out.end(), {"--bind", profile.writable, profile.writable});
  }
  out.insert(out.end(), {"--chdir", profile.directory, "--remount-ro", "/", "--clearenv",
                         "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin", "--setenv", "HOME",
                         "/tmp", "--setenv", "TMPDIR", "/tmp"});
  if (profile.user) {
    const std::string id = std::to_string(*profile.user);
    out.insert(out.end(), {"--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--",
                           profile.setpriv, "--reuid=" + id, "--regid=" + id, "--clear-groups",
                           "--inh-caps=-all", "--bounding-set=-all"});
  }
  out.push_back("--");
  if (!profile.user && profile.processes > 0 && !profile.prlimit.empty()) {
    const std::string bound = std::to_string(profile.processes);
    out.insert(out.end(), {profile.prlimit, "--nproc=" + bound + ":" + bound, "--"});
  }
  out.insert(out.end(), command.begin(), command.end());
  return out;
}

BwrapCheck check_bwrap(const std::string& scratch) {
  SandboxProfile profile;
  const auto bwrap = find_program("bwrap");
  if (!bwrap) return {std::nullopt, "bwrap is not installed (Debian package bubblewrap)"};
  profile.bwrap = *bwrap;
  profile.user = sandbox_user(0);
  if (profile.user) {
    const auto setpriv = find_program("setpriv");
    if (!setpriv) return {std::nullopt, "setpriv is not installed (Debian package util-linux)"};
    profile.setpriv = *setpriv;
  } else if (const auto prlimit = find_program("prlimit")) {
    profile.prlimit = *prlimit;  // without it, the ordinary user's runs have no process bound
  }
  profile.system = system_paths();
  profile.directory.assign(1, '/');
  profile.tmp_bytes = 1 << 20;
  profile.seccomp = seccomp_filter();
  RunSpec spec;
  spec.argv = bwrap_command(profile, {"/bin/true"});
  spec.seccomp = profile.seccomp;
  spec.sandboxed = true;
  spec.limits.cpu_seconds = 10;
  spec.limits.wall_seconds = default_wall_seconds(spec.limits.cpu_seconds);
  const Helper run = run_helper(spec, scratch);
  if (!run.failure) return {profile, {}};
  std::string why = first_lines(run.messages, 1);
  while (!why.empty() && why.back() == '\n') why.pop_back();
  return {std::nullopt, fmt::format("{} cannot run here (are namespaces allowed?): {}", *bwrap,
                                    why.empty() ? run.failure->message : why)};
}

std::optional<unsigned> sandbox_user(int slot) {
  if (::geteuid() != 0) return std::nullopt;
  // 2^28 + (pid << 6) + slot: pids are below 2^22, so every (judge, slot) has its own.
  return (1u << 28) + ((static_cast<unsigned>(::getpid()) & 0x3fffffu) << 6) +
         static_cast<unsigned>(slot & 63);
}

}  // namespace snake::judge
