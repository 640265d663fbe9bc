#include "cli/output.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
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

namespace {

// The path a result is renamed onto: `path` itself, or the file its symbolic links end
// at, so that the link stays and only the file it names is replaced.
std::string rename_target(const std::string& path) {
  struct stat link {};
  if (::lstat(path.c_str(), &link) != 0 || !S_ISLNK(link.st_mode)) return path;
  char* real = ::realpath(path.c_str(), nullptr);
  if (real == nullptr) {
    throw OutputError(fmt::format("cannot write {}: it is a symbolic link to nothing", quote(path)));
  }
  std::string resolved(real);
  std::free(real);
  return resolved;
}

bool same_file(const struct stat& a, int fd) {
  struct stat b {};
  return ::fstat(fd, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// Writes `content` into an existing file that is not a regular one (a device, a FIFO, a
// terminal, /dev/stdout): opened as it is, without creating, truncating or deleting it.
void write_in_place(const std::string& path, const struct stat& info, std::string_view content) {
  if (same_file(info, STDOUT_FILENO)) return write_stdout(content);
  if (same_file(info, STDERR_FILENO)) return write_stderr(content);
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
  int error = fd < 0 ? errno : write_all(fd, content);
  if (fd >= 0 && ::close(fd) != 0 && error == 0) error = errno;
  if (error != 0) {
    throw OutputError(fmt::format("cannot write {}: {}", quote(path), std::strerror(error)));
  }
}

}  // namespace

void write_file(const std::string& path, std::string_view content) {
  if (path == "-") return write_stdout(content);
  struct stat info {};
  // Standard output or error under any name (/dev/stdout onto a file it was redirected
  // to) is written as the stream it is: renaming onto its file would cut the stream off.
  if (::stat(path.c_str(), &info) == 0 &&
      (!S_ISREG(info.st_mode) || same_file(info, STDOUT_FILENO) || same_file(info, STDERR_FILENO))) {
    if (S_ISDIR(info.st_mode)) {
      throw OutputError(fmt::format("cannot write {}: it is a directory", quote(path)));
    }
    return write_in_place(path, info, content);
  }
  const std::string target = rename_target(path);
  const std::filesystem::path final_path(target);
  const std::filesystem::path folder =
      final_path.has_parent_path() ? final_path.parent_path() : std::filesystem::path(".");
  std::string temporary =
      (folder / fmt::format(".{}.XXXXXX", final_path.filename().string())).string();
  const int fd = ::mkstemp(temporary.data());
  if (fd < 0) {
    throw OutputError(fmt::format("cannot write {}: {}", quote(path), std::strerror(errno)));
  }
  // mkstemp makes the file private; a result gets the mode an ordinary create would give
  // (or the replaced file's).
  const mode_t mask = ::umask(0);
  ::umask(mask);
  const mode_t mode = ::stat(target.c_str(), &info) == 0 ? info.st_mode & 07777 : 0666 & ~mask;
  int error = ::fchmod(fd, mode) != 0 ? errno : write_all(fd, content);
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error == 0 && ::rename(temporary.c_str(), target.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(temporary.c_str());
    throw OutputError(fmt::format("cannot write {}: {}", quote(path), std::strerror(error)));
  }
}

}  // namespace snake::cli
