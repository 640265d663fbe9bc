#include "judge/runner.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "judge/cgroup.hpp"

extern char** environ;

namespace snake::judge {

namespace {

volatile std::sig_atomic_t g_stop = 0;

using Clock = std::chrono::steady_clock;

std::int64_t milliseconds(Clock::duration d) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
}

std::int64_t milliseconds(const timeval& t) {
  return static_cast<std::int64_t>(t.tv_sec) * 1000 + t.tv_usec / 1000;
}

// A file descriptor closed when it goes out of scope.
class Descriptor {
 public:
  explicit Descriptor(int fd = -1) : m_fd(fd) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() { reset(); }
  int get() const { return m_fd; }
  void reset() {
    if (m_fd >= 0) ::close(m_fd);
    m_fd = -1;
  }

 private:
  int m_fd;
};

// Why the child could not execute the program: the step and errno, written to a pipe
// that exec closes.
struct ChildFailure {
  int step;  // index into k_steps
  int error;
};
constexpr const char* k_steps[] = {"join the cgroup", "redirect the standard streams",
                                   "set the limits", "execute"};

struct PreparedLimit {
  int resource;
  rlimit value;
};

// The child's side, between fork and exec: only async-signal-safe calls.
[[noreturn]] void start_child(char* const* argv, int input, int output, int error, int cgroup_procs,
                              const PreparedLimit* limits, std::size_t limit_count, int report,
                              pid_t parent) {
  const auto fail = [&](int step) {
    const ChildFailure failure{step, errno};
    [[maybe_unused]] const auto ignored = ::write(report, &failure, sizeof failure);
    ::_exit(127);
  };
  ::setpgid(0, 0);
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) ::_exit(127);
  if (cgroup_procs >= 0 && ::write(cgroup_procs, "0", 1) != 1) fail(0);
  if (::dup2(input, 0) < 0 || ::dup2(output, 1) < 0 || ::dup2(error, 2) < 0) fail(1);
  for (std::size_t i = 0; i < limit_count; ++i) {
    if (::setrlimit(limits[i].resource, &limits[i].value) != 0) fail(2);
  }
  // The judge ignores SIGPIPE and handles SIGINT; the program starts with defaults.
  struct sigaction action {};
  action.sa_handler = SIG_DFL;
  for (int s = 1; s < NSIG; ++s) {
    if (s != SIGKILL && s != SIGSTOP) ::sigaction(s, &action, nullptr);
  }
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  // Nothing of the judge's but the three streams reaches the program. (The judge holds
  // a handful of descriptors, all below 1024.)
  for (int fd = 3; fd < 1024; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  ::execve(argv[0], argv, environ);
  fail(3);
  ::_exit(127);
}

// The parent process id of `pid` from /proc/PID/stat, or -1.
pid_t parent_of(const char* pid) {
  std::ifstream in(fmt::format("/proc/{}/stat", pid));
  std::string stat;
  std::getline(in, stat);
  // "pid (command) state ppid ...": the command may hold spaces and parentheses.
  const std::size_t close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream rest(stat.substr(close + 1));
  std::string state;
  pid_t ppid = -1;
  rest >> state >> ppid;
  return ppid;
}

// Sends SIGKILL to every child of this process.
void kill_children() {
  const pid_t self = ::getpid();
  const std::unique_ptr<DIR, int (*)(DIR*)> proc(::opendir("/proc"), ::closedir);
  if (!proc) return;
  while (const dirent* entry = ::readdir(proc.get())) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
    if (parent_of(entry->d_name) == self) ::kill(std::atoi(entry->d_name), SIGKILL);
  }
}

// Kills and reaps every remaining child of this process: what the run left behind,
// re-parented here because this process is a subreaper. Gives up after 10 s (a
// process stuck in the kernel cannot be reaped).
void reap_everything(const RunCgroup* cgroup) {
  const auto deadline = Clock::now() + std::chrono::seconds(10);
  for (;;) {
    if (cgroup) cgroup->kill_all();
    kill_children();
    pid_t reaped = 0;
    while ((reaped = ::waitpid(-1, nullptr, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return;
    if (Clock::now() > deadline) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

std::vector<PreparedLimit> prepared_limits(const RunSpec& spec) {
  const Limits& limits = spec.limits;
  std::vector<PreparedLimit> out;
  const auto cpu = static_cast<rlim_t>(std::floor(limits.cpu_seconds)) + 1;
  out.push_back({RLIMIT_CPU, {cpu, cpu + 1}});
  if (limits.memory_bytes > 0) {
    const auto memory = static_cast<rlim_t>(limits.memory_bytes);
    if (limits.memory == MemoryMechanism::address_space) {
      out.push_back({RLIMIT_AS, {memory, memory}});
    }
    out.push_back({RLIMIT_STACK, {memory, memory}});
  }
  if (spec.limit_file_size) {
    const auto size = static_cast<rlim_t>(limits.output_bytes);
    out.push_back({RLIMIT_FSIZE, {size, size}});
  }
  out.push_back({RLIMIT_CORE, {0, 0}});
  return out;
}

RunFacts start_failure(std::string why) {
  RunFacts facts;
  facts.start_error = std::move(why);
  return facts;
}

int open_or(const std::string& path, int flags, std::string& error) {
  const int fd = ::open(path.c_str(), flags | O_CLOEXEC, 0644);
  if (fd < 0) error = fmt::format("cannot open '{}': {}", path, std::strerror(errno));
  return fd;
}

}  // namespace

void become_subreaper() { ::prctl(PR_SET_CHILD_SUBREAPER, 1); }

void request_stop() noexcept { g_stop = 1; }

bool stop_requested() noexcept { return g_stop != 0; }

std::optional<std::string> find_program(const std::string& name) {
  const auto executable = [](const std::string& path) {
    struct stat status {};
    return ::stat(path.c_str(), &status) == 0 && S_ISREG(status.st_mode) &&
           ::access(path.c_str(), X_OK) == 0;
  };
  if (name.find('/') != std::string::npos) {
    if (executable(name)) return name;
    return std::nullopt;
  }
  const char* path = std::getenv("PATH");
  std::istringstream directories(path ? path : "/usr/local/bin:/usr/bin:/bin");
  for (std::string directory; std::getline(directories, directory, ':');) {
    const std::string candidate = (directory.empty() ? std::string(".") : directory) + "/" + name;
    if (executable(candidate)) return candidate;
  }
  return std::nullopt;
}

RunFacts run_program(const RunSpec& spec) {
  std::string error;
  const Descriptor input(open_or(spec.input, O_RDONLY, error));
  if (input.get() < 0) return start_failure(error);
  const Descriptor output(open_or(spec.output, O_WRONLY | O_CREAT | O_TRUNC, error));
  if (output.get() < 0) return start_failure(error);
  const Descriptor errors(open_or(spec.error, O_WRONLY | O_CREAT | O_TRUNC, error));
  if (errors.get() < 0) return start_failure(error);

  std::optional<RunCgroup> cgroup;
  if (spec.cgroup_session) {
    try {
      cgroup.emplace(*spec.cgroup_session, fmt::format("run-{}", ::getpid()),
                     spec.limits.memory_bytes);
    } catch (const std::exception& e) {
      return start_failure(e.what());
    }
  }

  std::vector<std::string> arguments = spec.argv;
  std::vector<char*> argv;
  for (std::string& a : arguments) argv.push_back(a.data());
  argv.push_back(nullptr);
  const std::vector<PreparedLimit> limits = prepared_limits(spec);

  int report_pipe[2];
  if (::pipe2(report_pipe, O_CLOEXEC) != 0) {
    return start_failure(fmt::format("cannot create a pipe: {}", std::strerror(errno)));
  }
  Descriptor report_read(report_pipe[0]);
  Descriptor report_write(report_pipe[1]);

  // SIGCHLD stays blocked during the run, to be waited for; the child unblocks all.
  sigset_t child_signal, old_mask;
  ::sigemptyset(&child_signal);
  ::sigaddset(&child_signal, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &child_signal, &old_mask);
  struct MaskRestorer {
    const sigset_t& mask;
    ~MaskRestorer() { ::sigprocmask(SIG_SETMASK, &mask, nullptr); }
  } restore_mask{old_mask};
  const pid_t parent = ::getpid();
  const auto started = Clock::now();
  const pid_t pid = ::fork();
  if (pid < 0) return start_failure(fmt::format("cannot fork: {}", std::strerror(errno)));
  if (pid == 0) {
    start_child(argv.data(), input.get(), output.get(), errors.get(),
                cgroup ? cgroup->procs_fd() : -1, limits.data(), limits.size(), report_write.get(),
                parent);
  }
  ::setpgid(pid, pid);  // also here, so the group exists whichever runs first
  report_write.reset();

  RunFacts facts;
  ChildFailure failure{};
  ssize_t got = 0;
  do {
    got = ::read(report_read.get(), &failure, sizeof failure);
  } while (got < 0 && errno == EINTR);
  if (got == static_cast<ssize_t>(sizeof failure)) {
    facts.start_error = fmt::format("cannot {} '{}': {}", k_steps[failure.step], spec.argv[0],
                                    std::strerror(failure.error));
  }

  // Wait for the end without reaping (WNOWAIT): while the program is a zombie its
  // process id, which is also its group's id, cannot be reused, so killing the group
  // can never hit another process. SIGCHLD is blocked and waited for (sigtimedwait),
  // so the end is seen at once; a signal that asks the judge to stop interrupts it.
  const auto wall_limit = std::chrono::duration<double>(spec.limits.wall_seconds);
  for (;;) {
    siginfo_t info{};
    const int waited = ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOWAIT | WNOHANG);
    if (waited == 0 && info.si_pid == pid) break;
    if (waited < 0 && errno != EINTR) break;
    const auto elapsed = Clock::now() - started;
    if ((elapsed > wall_limit || g_stop) && !facts.wall_killed && !facts.interrupted) {
      ::kill(-pid, SIGKILL);
      if (cgroup) cgroup->kill_all();
      (g_stop ? facts.interrupted : facts.wall_killed) = true;
    }
    // Until the wall-clock limit, and then in short steps until the killed program ends.
    const auto left = std::chrono::duration_cast<std::chrono::nanoseconds>(wall_limit - elapsed);
    const auto step =
        std::clamp(left, std::chrono::nanoseconds(1000000), std::chrono::nanoseconds(1000000000));
    const timespec timeout{static_cast<time_t>(step.count() / 1000000000),
                           static_cast<long>(step.count() % 1000000000)};
    ::sigtimedwait(&child_signal, nullptr, &timeout);
  }
  facts.wall_ms = milliseconds(Clock::now() - started);
  ::kill(-pid, SIGKILL);  // whatever the program left in its group

  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  facts.cpu_ms = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
  facts.peak_kib = usage.ru_maxrss;
  if (WIFEXITED(status)) {
    facts.exited = true;
    facts.exit_code = WEXITSTATUS(status);
    if (spec.signals_as_exit_codes && facts.exit_code > 128 && facts.exit_code < 128 + NSIG) {
      facts.exited = false;
      facts.signal = facts.exit_code - 128;
      facts.exit_code = 0;
    }
  } else if (WIFSIGNALED(status)) {
    facts.signal = WTERMSIG(status);
  }
  if (cgroup) {
    facts.oom_kills = cgroup->oom_kills();
    facts.peak_kib = std::max(facts.peak_kib, cgroup->peak_kib());
  }
  reap_everything(cgroup ? &*cgroup : nullptr);
  struct stat written {};
  if (::fstat(output.get(), &written) == 0) {
    facts.output_bytes = static_cast<std::uint64_t>(written.st_size);
  }
  return facts;
}

}  // namespace snake::judge
