#include "package/portable/io.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake::portable {

std::optional<std::string> open_problem(const std::string& path, bool& missing) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  missing = !std::filesystem::exists(status);
  if (missing) return fmt::format("cannot open {}: No such file or directory", quote(path));
  if (std::filesystem::is_directory(status)) return fmt::format("cannot read {}: it is a directory", quote(path));
  if (std::filesystem::is_fifo(status)) {
    return fmt::format("cannot read {}: it is a FIFO, not a regular file", quote(path));
  }
  return std::nullopt;
}

std::optional<std::string> write_file(const std::string& path, std::string_view content) {
  errno = 0;
  std::FILE* file = std::fopen(path.c_str(), "wb");
  bool written = file && std::fwrite(content.data(), 1, content.size(), file) == content.size();
  int error = errno;
  if (file && std::fclose(file) != 0 && written) {
    written = false;
    error = errno;
  }
  if (written) return std::nullopt;
  return fmt::format("cannot write {}: {}", quote(path), std::strerror(error));
}

std::optional<std::string> write_stream(std::FILE* stream, std::string_view content) {
  errno = 0;
  bool written = std::fwrite(content.data(), 1, content.size(), stream) == content.size();
  int error = errno;
  if (std::fflush(stream) != 0 && written) {
    written = false;
    error = errno;
  }
  if (written) return std::nullopt;
  return fmt::format("cannot write to {}: {}", stream == stdout ? "standard output" : "standard error",
                     std::strerror(error));
}

}  // namespace snake::portable
