// Worker processes of the judge driver. Each run happens in a forked copy of the judge
// (a worker), never in the judge itself, because the runner needs a process of its own:
// a child subreaper with no other children, so that whatever a run leaves behind is
// re-parented to it and can be found and killed (judge/runner.hpp). A worker runs one
// job (a test: the run, a rerun, the checker; or the compiler), writes the job's text
// to a pipe and exits. The judge stays single-threaded and forks workers only from its
// one thread, so a worker may use the whole library.
// A worker dies with the judge (PR_SET_PDEATHSIG); SIGINT, SIGTERM and SIGHUP make it
// kill its run and report it interrupted.
// Tested through judge/session.hpp by the fixture cases in tests/judge/.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <sys/types.h>

namespace snake::judge {

class Worker {
 public:
  /// Forks a worker that runs `job` and sends back the text it returns. Throws
  /// std::runtime_error when the pipe or the fork fails.
  static Worker start(const std::function<std::string()>& job);

  Worker(Worker&& other) noexcept;
  Worker& operator=(Worker&& other) noexcept;
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;
  ~Worker();

  /// Asks the worker to stop its run (SIGTERM): it kills the program and reports the
  /// run as interrupted.
  void stop() const;
  /// The descriptor to poll for the worker's text.
  int descriptor() const { return m_fd; }
  /// Reads once from the worker's pipe (blocking until it has written something or
  /// closed it); false once it has closed it.
  bool read_available();
  /// Waits for the worker to end: its text, or nothing (and `why`) when it ended
  /// without one.
  std::optional<std::string> finish(std::string& why);

 private:
  Worker(pid_t pid, int fd) : m_pid(pid), m_fd(fd) {}
  pid_t m_pid = -1;
  int m_fd = -1;
  std::string m_text;
};

/// Runs `job` in a worker and waits for its text; throws std::runtime_error when the
/// worker ends without one.
std::string in_worker(const std::function<std::string()>& job);

}  // namespace snake::judge
