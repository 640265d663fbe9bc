#include "cli/output.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "model/text.hpp"

namespace snake::cli {

namespace {

// Writes all of `text` to `fd`; the errno of the failure, or 0.
int write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t written = ::write(fd, text.data(), text.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    text.remove_prefix(static_cast<std::size_t>(written));
  }
  return 0;
}

void write_stream(int fd, std::string_view name, std::string_view text) {
  if (const int error = write_all(fd, text)) {
    throw OutputError(fmt::format("cannot write to {}: {}", name, std::strerror(error)));
  }
}

}  // namespace

void protect_standard_streams() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (::fcntl(fd, F_GETFD) >= 0 || errno != EBADF) continue;
    // Opened the wrong way round: reading stdout or writing stdin fails with EBADF.
    const int placeholder = ::open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
    if (placeholder >= 0 && placeholder != fd) {
      ::dup2(placeholder, fd);
      ::close(placeholder);
    }
  }
  std::signal(SIGPIPE, SIG_IGN);
}

void write_stdout(std::string_view text) { write_stream(STDOUT_FILENO, "standard output", text); }

void write_stderr(std::string_view text) { write_stream(STDERR_FILENO, "standard error", text); }

void message(std::string_view text) noexcept { write_all(STDERR_FILENO, text); }

void write_file(const std::string& path, std::string_view content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  int error = fd < 0 ? errno : write_all(fd, content);
  if (fd >= 0 && ::close(fd) != 0 && error == 0) error = errno;
  if (error != 0) {
    throw OutputError(fmt::format("cannot write {}: {}", quote(path), std::strerror(error)));
  }
}

}  // namespace snake::cli
