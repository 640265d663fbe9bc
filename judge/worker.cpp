#include "judge/worker.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "judge/runner.hpp"
#include "judge/text.hpp"

namespace snake::judge {

namespace {

void on_stop_signal(int) { request_stop(); }

[[noreturn]] void run_worker(const std::function<std::string()>& job, int fd, pid_t judge) {
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (::getppid() != judge) ::_exit(1);
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  for (const int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &action, nullptr);
  become_subreaper();
  std::string text;
  int status = 0;
  try {
    text = job();
  } catch (...) {
    status = 1;
  }
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t written = ::write(fd, rest.data(), rest.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) ::_exit(1);
    rest.remove_prefix(static_cast<std::size_t>(written));
  }
  // _exit, not exit: the worker is a copy of the judge, whose clean-up (the scratch
  // folder, the cgroup) is the judge's to do, once.
  ::_exit(status);
}

}  // namespace

Worker Worker::start(const std::function<std::string()>& job) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    throw std::runtime_error(fmt::format("cannot create a pipe: {}", std::strerror(errno)));
  }
  const pid_t judge = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    throw std::runtime_error(fmt::format("cannot fork a worker: {}", std::strerror(errno)));
  }
  if (pid == 0) {
    ::close(fds[0]);
    run_worker(job, fds[1], judge);
  }
  ::close(fds[1]);
  return Worker(pid, fds[0]);
}

Worker::Worker(Worker&& other) noexcept
    : m_pid(other.m_pid), m_fd(other.m_fd), m_text(std::move(other.m_text)) {
  other.m_pid = -1;
  other.m_fd = -1;
}

Worker& Worker::operator=(Worker&& other) noexcept {
  std::swap(m_pid, other.m_pid);
  std::swap(m_fd, other.m_fd);
  std::swap(m_text, other.m_text);
  return *this;
}

Worker::~Worker() {
  if (m_fd >= 0) ::close(m_fd);
  if (m_pid > 0) {
    ::kill(m_pid, SIGTERM);
    while (::waitpid(m_pid, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
}

void Worker::stop() const {
  if (m_pid > 0) ::kill(m_pid, SIGTERM);
}

bool Worker::read_available() {
  char buffer[65536];
  const ssize_t got = ::read(m_fd, buffer, sizeof buffer);
  if (got > 0) {
    m_text.append(buffer, static_cast<std::size_t>(got));
    return true;
  }
  return got < 0 && errno == EINTR;  // 0 is the end; another error ends it too
}

std::optional<std::string> Worker::finish(std::string& why) {
  while (read_available()) {
  }
  int status = 0;
  while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
  }
  m_pid = -1;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return std::move(m_text);
  why = WIFSIGNALED(status)
            ? fmt::format("the worker was killed by {}", signal_name(WTERMSIG(status)))
            : fmt::format("the worker failed with exit code {}", WEXITSTATUS(status));
  return std::nullopt;
}

std::string in_worker(const std::function<std::string()>& job) {
  Worker worker = Worker::start(job);
  std::string why;
  auto text = worker.finish(why);
  if (!text) throw std::runtime_error(why);
  return *text;
}

}  // namespace snake::judge
