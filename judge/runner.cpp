#include "judge/runner.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <linux/keyctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

extern char** environ;

namespace snake::judge {

namespace {

volatile std::sig_atomic_t g_stop = 0;

// The children reap_child() reaped lately, and when, for reap_stray().
std::vector<std::pair<Reaped, std::chrono::steady_clock::time_point>> g_reaped;

using Clock = std::chrono::steady_clock;

std::int64_t milliseconds(const timeval& t) {
  return static_cast<std::int64_t>(t.tv_sec) * 1000 + t.tv_usec / 1000;
}

constexpr const char* k_steps[] = {"join the cgroup", "redirect the standard streams",
                                   "set the limits", "execute", "fork"};

struct PreparedLimit {
  int resource;
  rlimit value;
};

// What the child prepares before it executes, ready in the parent before the fork so
// that the child only makes system calls.
struct Prepared {
  std::vector<char*> argv;
  std::vector<PreparedLimit> limits;
  int input, output, error, seccomp;  // seccomp: for descriptor 3, or -1
  const std::array<int, 3>* cgroup;
  bool sandboxed;
  pid_t parent;
};

// The children of process `of` (of every thread of it), from /proc.
std::vector<pid_t> children(pid_t of = ::getpid()) {
  std::vector<pid_t> out;
  std::error_code error;
  for (const auto& task :
       std::filesystem::directory_iterator(fmt::format("/proc/{}/task", of), error)) {
    std::ifstream in(task.path() / "children");
    for (pid_t pid = 0; in >> pid;) out.push_back(pid);
  }
  return out;
}

// Reaps child `pid` (waiting for it) or finds it among those reap_child() reaped since
// `since` (process ids are reused: 32768 of them on many hosts).
Reaped reap_stray(pid_t pid, Clock::time_point since) {
  for (auto it = g_reaped.begin(); it != g_reaped.end(); ++it) {
    if (it->first.pid == pid && it->second >= since) {
      const Reaped found = it->first;
      g_reaped.erase(it);
      return found;
    }
  }
  Reaped reaped;
  while ((reaped.pid = ::wait4(pid, &reaped.status, 0, &reaped.usage)) < 0 && errno == EINTR) {
  }
  return reaped;
}

}  // namespace

// Shared with the run's process (an anonymous shared mapping): why it could not start,
// and, from a keeper, the program's wait status and its children's rusage.
struct RunShared {
  int step = -1;  // index into k_steps of the step that failed
  int error = 0;
  std::int64_t ended_ns = 0;          // the keeper reaped the program at this steady time ...
  int status = 0;                     // ... with this wait status,
  std::atomic<int> program_ended{0};  // stored after those two
  rusage children{};                  // the keeper's children's, whole once ...
  std::atomic<int> keeper_done{0};    // ... this is set
};

namespace {

[[noreturn]] void fail(RunShared* shared, int step) {
  shared->error = errno;
  shared->step = step;
  ::_exit(127);
}

// The program's side, between fork and exec.
[[noreturn]] void start_program(const Prepared& p, RunShared* shared) {
  if (::dup2(p.input, 0) < 0 || ::dup2(p.output, 1) < 0 || ::dup2(p.error, 2) < 0) fail(shared, 1);
  for (const PreparedLimit& limit : p.limits) {
    if (::setrlimit(limit.resource, &limit.value) != 0) fail(shared, 2);
  }
  // The judge ignores SIGPIPE and blocks SIGCHLD; the program starts with defaults.
  struct sigaction action {};
  action.sa_handler = SIG_DFL;
  for (int s = 1; s < NSIG; ++s) {
    if (s != SIGKILL && s != SIGSTOP) ::sigaction(s, &action, nullptr);
  }
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::umask(022);
  // Nothing of the judge's but the three streams reaches the program (the judge holds
  // a handful of descriptors, all below 1024).
  for (int fd = 3; fd < 1024; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  if (p.seccomp == 3) ::fcntl(3, F_SETFD, 0);
  if (p.seccomp >= 0 && p.seccomp != 3 && ::dup2(p.seccomp, 3) < 0) fail(shared, 1);
  // An empty session keyring of the run's own: the operator's is out of reach.
  ::syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, nullptr);
  ::execve(p.argv[0], p.argv.data(), environ);
  fail(shared, 3);
}

// The keeper: starts the program, absorbs every signal it can, reaps every process of
// the run (orphans come here: it is a subreaper), and when the program has ended kills
// and reaps what is left, then reports the program's status and the children's rusage.
[[noreturn]] void keep(const Prepared& p, RunShared* shared) {
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  for (const int s : {SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTSTP,
                      SIGTTIN, SIGTTOU}) {
    ::sigaction(s, &ignore, nullptr);
  }
  const pid_t program = ::fork();
  if (program < 0) fail(shared, 4);
  if (program == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    start_program(p, shared);
  }
  for (;;) {
    int status = 0;
    const pid_t ended = ::waitpid(-1, &status, 0);
    if (ended == program) {
      shared->status = status;
      shared->ended_ns = Clock::now().time_since_epoch().count();
      shared->program_ended = 1;
      break;
    }
    if (ended < 0 && errno != EINTR) break;
  }
  // bwrap's init, once the program has ended, waits for every process of its namespace
  // and then ends, holding their CPU time: the keeper kills them, never the init (killed,
  // it takes their CPU time with it), until the init has ended.
  for (const auto until = Clock::now() + std::chrono::seconds(60);
       p.sandboxed && Clock::now() < until;) {
    const pid_t ended = ::waitpid(-1, nullptr, WNOHANG);
    if (ended < 0 && errno == ECHILD) break;
    if (ended > 0) continue;
    std::vector<pid_t> tree = children();
    const std::size_t inits = tree.size();
    for (std::size_t i = 0; i < tree.size(); ++i) {
      for (const pid_t child : children(tree[i])) tree.push_back(child);
    }
    for (std::size_t i = inits; i < tree.size(); ++i) ::kill(tree[i], SIGKILL);
    ::usleep(1000);
  }
  // Whatever the program left: every child of the keeper is killed; each one reaped
  // re-parents its own children here, to be killed in the next round.
  const auto deadline = Clock::now() + std::chrono::seconds(60);
  while (Clock::now() < deadline) {
    for (const pid_t child : children()) ::kill(child, SIGKILL);
    if (::waitpid(-1, nullptr, 0) < 0 && errno == ECHILD) break;
  }
  ::getrusage(RUSAGE_CHILDREN, &shared->children);
  shared->keeper_done = 1;
  ::_exit(0);
}

// The child's side after the fork.
[[noreturn]] void start_child(const Prepared& p, RunShared* shared) {
  if (p.cgroup) {
    for (const int fd : *p.cgroup) {
      if (::write(fd, "0", 1) != 1) fail(shared, 0);
    }
  }
  ::setsid();
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != p.parent) ::_exit(127);
  keep(p, shared);
}

std::vector<PreparedLimit> prepared_limits(const RunSpec& spec) {
  const Limits& limits = spec.limits;
  // What the run's group does not hold is bounded per process.
  const bool tree = spec.cgroups != nullptr;
  const bool tree_memory = tree && spec.cgroups->limits_memory();
  const bool tree_processes = tree && spec.cgroups->limits_processes();
  std::vector<PreparedLimit> out;
  if (!tree) {
    const auto cpu = static_cast<rlim_t>(std::floor(limits.cpu_seconds)) + 1;
    out.push_back({RLIMIT_CPU, {cpu, cpu + 1}});
  }
  if (limits.memory_bytes > 0 && !tree_memory) {
    const auto memory = static_cast<rlim_t>(limits.memory_bytes);
    out.push_back({RLIMIT_AS, {memory, memory}});
  }
  if (spec.limit_processes && !tree_processes) {
    const auto processes = static_cast<rlim_t>(limits.processes);
    out.push_back({RLIMIT_NPROC, {processes, processes}});
  }
  out.push_back({RLIMIT_STACK, {RLIM_INFINITY, RLIM_INFINITY}});
  if (spec.limit_file_size) {
    const auto size = static_cast<rlim_t>(limits.output_bytes);
    out.push_back({RLIMIT_FSIZE, {size, size}});
  }
  out.push_back({RLIMIT_CORE, {0, 0}});
  return out;
}

int open_or(const std::string& path, int flags, std::string& error) {
  const int fd = ::open(path.c_str(), flags | O_CLOEXEC, 0644);
  if (fd < 0) error = fmt::format("cannot open '{}': {}", path, std::strerror(errno));
  return fd;
}

}  // namespace

Run::Run(const RunSpec& spec) : m_spec(spec), m_started(Clock::now()) {
  std::string error;
  const int input = open_or(spec.input, O_RDONLY, error);
  m_output = input < 0 ? -1 : open_or(spec.output, O_WRONLY | O_CREAT | O_TRUNC, error);
  const int errors = m_output < 0 ? -1 : open_or(spec.error, O_WRONLY | O_CREAT | O_TRUNC, error);
  if (spec.cgroups && errors >= 0) {
    static int counter = 0;
    try {
      m_cgroup = std::make_unique<RunCgroup>(*spec.cgroups, fmt::format("run-{}", ++counter),
                                             spec.limits.memory_bytes, spec.limits.processes);
    } catch (const std::exception& e) {
      error = e.what();
    }
  }
  void* page =
      ::mmap(nullptr, sizeof(RunShared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED && error.empty()) {
    error = fmt::format("cannot map a page: {}", std::strerror(errno));
  }
  if (page != MAP_FAILED) m_shared = new (page) RunShared{};
  int filter[2] = {-1, -1};
  if (!spec.seccomp.empty() && error.empty()) {
    // bwrap reads the filter whole before it starts: a pipe holds it (a few KiB).
    if (::pipe2(filter, O_CLOEXEC) != 0 ||
        ::write(filter[1], spec.seccomp.data(), spec.seccomp.size()) !=
            static_cast<ssize_t>(spec.seccomp.size())) {
      error = fmt::format("cannot pass the seccomp filter: {}", std::strerror(errno));
    }
    if (filter[1] >= 0) ::close(filter[1]);
  }
  if (error.empty()) {
    std::vector<std::string> arguments = spec.argv;
    Prepared prepared{{},
                      prepared_limits(spec),
                      input,
                      m_output,
                      errors,
                      filter[0],
                      m_cgroup ? &m_cgroup->procs_fds() : nullptr,
                      spec.sandboxed,
                      ::getpid()};
    for (std::string& a : arguments) prepared.argv.push_back(a.data());
    prepared.argv.push_back(nullptr);
    m_pid = ::fork();
    if (m_pid == 0) start_child(prepared, m_shared);
    if (m_pid < 0) error = fmt::format("cannot fork: {}", std::strerror(errno));
  }
  if (input >= 0) ::close(input);
  if (errors >= 0) ::close(errors);
  if (filter[0] >= 0) ::close(filter[0]);
  if (!error.empty()) m_facts.start_error = error;
}

Run::~Run() {
  if (m_pid > 0) kill_now();
  m_cgroup.reset();
  if (m_output >= 0) ::close(m_output);
  if (m_shared) ::munmap(m_shared, sizeof(RunShared));
}

void Run::kill_now() {
  if (m_pid > 0) ::kill(m_pid, SIGKILL);
  if (m_cgroup) m_cgroup->kill_all();
  m_killed = true;
}

void Run::enforce(bool stop) {
  if (m_pid < 0 || m_killed) return;
  // After the program's end the keeper is cleaning up: no limit of the program applies.
  if (m_shared->program_ended) return;
  const auto elapsed = std::chrono::duration<double>(Clock::now() - m_started).count();
  if (stop) {
    m_facts.interrupted = true;
  } else if (elapsed > m_spec.limits.wall_seconds) {
    m_facts.wall_killed = true;
  } else if (m_cgroup && m_cgroup->cpu_ms() > std::llround(m_spec.limits.cpu_seconds * 1000)) {
    m_facts.cpu_killed = true;
  } else {
    return;
  }
  kill_now();
}

RunFacts Run::finish(const Reaped& reaped) {
  if (m_pid < 0) return m_facts;
  m_pid = -1;
  RunFacts& facts = m_facts;
  auto ended = Clock::now();
  int status = reaped.status;
  rusage usage = reaped.usage;
  if (m_shared->program_ended) {
    status = m_shared->status;
    ended = Clock::time_point(Clock::duration(m_shared->ended_ns));
    if (m_shared->keeper_done) usage = m_shared->children;
  }
  facts.wall_ms = std::chrono::duration_cast<std::chrono::milliseconds>(ended - m_started).count();
  if (m_shared->step >= 0) {
    facts.start_error = fmt::format("cannot {} '{}': {}", k_steps[m_shared->step], m_spec.argv[0],
                                    std::strerror(m_shared->error));
  }
  if (WIFEXITED(status)) {
    facts.exited = true;
    facts.exit_code = WEXITSTATUS(status);
    if (m_spec.sandboxed && facts.exit_code > 128 && facts.exit_code < 128 + NSIG) {
      facts.exited = false;
      facts.signal = facts.exit_code - 128;
      facts.exit_code = 0;
    }
  } else if (WIFSIGNALED(status)) {
    facts.signal = WTERMSIG(status);
  }
  facts.cpu_ms = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
  facts.peak_kib = usage.ru_maxrss;
  if (m_cgroup) {
    m_cgroup->kill_all();
    facts.cpu_ms = m_cgroup->cpu_ms();
    // The group's peak covers every process; without the memory controller (or
    // memory.peak, before Linux 5.19) the largest process' is what is known.
    facts.peak_kib = std::max<std::int64_t>(m_cgroup->peak_kib(), usage.ru_maxrss);
    facts.oom_kills = m_cgroup->oom_kills();
    m_cgroup.reset();
  }
  struct stat written {};
  if (::fstat(m_output, &written) == 0)
    facts.output_bytes = static_cast<std::uint64_t>(written.st_size);
  return facts;
}

void prepare_runner() {
  sigset_t child;
  ::sigemptyset(&child);
  ::sigaddset(&child, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &child, nullptr);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
}

std::optional<Reaped> reap_child(std::chrono::milliseconds timeout) {
  Reaped reaped;
  reaped.pid = ::wait4(-1, &reaped.status, WNOHANG, &reaped.usage);
  if (reaped.pid <= 0) {
    sigset_t child;
    ::sigemptyset(&child);
    ::sigaddset(&child, SIGCHLD);
    const timespec wait{0, static_cast<long>(timeout.count()) * 1000000};
    ::sigtimedwait(&child, nullptr, &wait);
    reaped.pid = ::wait4(-1, &reaped.status, WNOHANG, &reaped.usage);
  }
  if (reaped.pid <= 0) return std::nullopt;
  g_reaped.emplace_back(reaped, Clock::now());  // for reap_stray(): a run's bwrap init?
  if (g_reaped.size() > 256) g_reaped.erase(g_reaped.begin());
  return reaped;
}

void kill_strays(const std::vector<pid_t>& runs) {
  for (const pid_t child : children()) {
    if (std::find(runs.begin(), runs.end(), child) == runs.end()) ::kill(child, SIGKILL);
  }
}

void drain_strays(const std::vector<pid_t>& runs) {
  const auto started = Clock::now();
  while (Clock::now() < started + std::chrono::seconds(60)) {
    std::vector<pid_t> strays;
    for (const pid_t child : children()) {
      if (std::find(runs.begin(), runs.end(), child) == runs.end()) strays.push_back(child);
    }
    if (strays.empty()) return;
    for (const pid_t stray : strays) ::kill(stray, SIGKILL);
    for (const pid_t stray : strays) reap_stray(stray, started);
  }
}

RunFacts run_program(const RunSpec& spec) {
  Run run(spec);
  while (!run.done()) {
    const auto reaped = reap_child(std::chrono::milliseconds(10));
    if (reaped && reaped->pid == run.pid()) {
      const RunFacts facts = run.finish(*reaped);
      if (!spec.cgroups) drain_strays({});
      return facts;
    }
    run.enforce(stop_requested());
    if (!spec.cgroups) kill_strays({run.pid()});
  }
  return run.finish({});
}

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

}  // namespace snake::judge
