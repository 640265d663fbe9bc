#include "cli/files.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <sstream>
#include <streambuf>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "model/text.hpp"

namespace snake::cli {

namespace {

// A read-only stream buffer over a file descriptor that remembers the first failed read.
class DescriptorBuffer : public std::streambuf {
 public:
  DescriptorBuffer(int fd, bool owned) : m_fd(fd), m_owned(owned) {}
  ~DescriptorBuffer() override {
    if (m_owned) ::close(m_fd);
  }
  DescriptorBuffer(const DescriptorBuffer&) = delete;
  DescriptorBuffer& operator=(const DescriptorBuffer&) = delete;

  int error() const { return m_error; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (m_error != 0) return traits_type::eof();
    for (;;) {
      const ssize_t got = ::read(m_fd, m_buffer.data(), m_buffer.size());
      if (got > 0) {
        setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + got);
        return traits_type::to_int_type(*gptr());
      }
      if (got == 0) return traits_type::eof();
      if (errno == EINTR) continue;
      m_error = errno;
      return traits_type::eof();
    }
  }

 private:
  int m_fd;
  bool m_owned;
  int m_error = 0;
  std::array<char, 1 << 16> m_buffer{};
};

}  // namespace

struct InputFile::Impl {
  Impl(int fd, bool owned) : buffer(fd, owned), stream(&buffer) {}
  DescriptorBuffer buffer;
  std::istream stream;
};

InputFile::InputFile(InputFile&&) noexcept = default;
InputFile& InputFile::operator=(InputFile&&) noexcept = default;
InputFile::~InputFile() = default;

InputFile InputFile::open(const std::string& path, bool allow_fifo) {
  InputFile file;
  const bool standard = path.empty() || path == "-";
  file.m_name = standard ? "standard input" : path;
  file.m_shown = standard ? file.m_name : quote(path);
  const std::string& shown = file.m_shown;
  const auto fail = [&](OpenProblem problem, std::string message) {
    file.m_problem = problem;
    file.m_error = std::move(message);
    return std::move(file);
  };
  int fd = STDIN_FILENO;
  if (!standard) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) {
      if (S_ISDIR(info.st_mode)) {
        return fail(OpenProblem::directory, fmt::format("cannot read {}: it is a directory", shown));
      }
      if (S_ISFIFO(info.st_mode) && !allow_fifo) {
        return fail(OpenProblem::fifo,
                    fmt::format("cannot read {}: it is a FIFO, not a regular file", shown));
      }
    }
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      const int error = errno;
      return fail(error == ENOENT ? OpenProblem::missing
                  : error == EACCES ? OpenProblem::unreadable
                                    : OpenProblem::other,
                  fmt::format("cannot open {}: {}", shown, std::strerror(error)));
    }
  }
  struct stat info {};
  if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
    if (!standard) ::close(fd);
    return fail(OpenProblem::directory, fmt::format("cannot read {}: it is a directory", shown));
  }
  file.m_impl = std::make_unique<Impl>(fd, !standard);
  return file;
}

std::istream& InputFile::stream() { return m_impl->stream; }

std::optional<std::string> InputFile::read_error() const {
  if (!m_impl || m_impl->buffer.error() == 0) return std::nullopt;
  return fmt::format("cannot read {}: {}", m_shown, std::strerror(m_impl->buffer.error()));
}

InputFile open_or_throw(const std::string& path, bool allow_fifo) {
  InputFile file = InputFile::open(path, allow_fifo);
  if (file.problem() != OpenProblem::none) throw InputError(file.error());
  return file;
}

namespace {

// The rest of an open file's bytes; read_error() afterwards says whether they are all.
std::string rest_of(InputFile& file) {
  std::ostringstream bytes;
  bytes << file.stream().rdbuf();
  return std::move(bytes).str();
}

}  // namespace

std::string read_file(const std::string& path) {
  InputFile file = open_or_throw(path);
  std::string bytes = rest_of(file);
  if (auto error = file.read_error()) throw InputError(*error);
  return bytes;
}

std::string read_file_or_empty(const std::filesystem::path& path) {
  if (path.empty() || path == "-") return {};  // never standard input
  InputFile file = InputFile::open(path.string(), /*allow_fifo=*/false);
  if (file.problem() != OpenProblem::none) return {};
  std::string bytes = rest_of(file);
  return file.read_error() ? std::string() : bytes;
}

}  // namespace snake::cli
