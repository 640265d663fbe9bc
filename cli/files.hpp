// Opening the files a tool reads, standard input included, with every way of failing
// named rather than read as an empty or truncated file:
//   - missing:     "cannot open 'x': No such file or directory"
//   - unreadable:  "cannot open 'x': Permission denied"
//   - a directory: "cannot read 'x': it is a directory" (POSIX opens one, then reads fail)
//   - a FIFO, where the caller refuses one (a checker must not wait for a writer that
//     never comes): "cannot read 'x': it is a FIFO, not a regular file"
//   - an I/O error while reading: read_error() after the reading, "cannot read 'x':
//     Input/output error" (a stream would just end early).
// The stream reads with read(2) through a 64 KiB buffer, in binary.
// Cost: O(1) memory beyond the buffer.
// Tested by tests/unit/test_cli.cpp and the directory, FIFO and permission cases in
// tests/cli/.
#pragma once

#include <filesystem>
#include <istream>
#include <memory>
#include <optional>
#include <string>

namespace snake::cli {

enum class OpenProblem { none, missing, unreadable, directory, fifo, other };

class InputFile {
 public:
  /// Opens `path`, or standard input for "" or "-". Never throws: check problem().
  static InputFile open(const std::string& path, bool allow_fifo = true);

  InputFile(InputFile&&) noexcept;
  InputFile& operator=(InputFile&&) noexcept;
  ~InputFile();

  /// How opening failed, or OpenProblem::none.
  OpenProblem problem() const { return m_problem; }
  /// The message for problem() (empty when none).
  const std::string& error() const { return m_error; }
  /// The path as given, or "standard input".
  const std::string& name() const { return m_name; }
  /// The file's bytes. Precondition: problem() == OpenProblem::none.
  std::istream& stream();
  /// A read that failed (not end of file) since opening, as a message.
  std::optional<std::string> read_error() const;

 private:
  struct Impl;
  InputFile() = default;
  std::unique_ptr<Impl> m_impl;
  OpenProblem m_problem = OpenProblem::none;
  std::string m_error;
  std::string m_name;
  std::string m_shown;  // the name as messages show it, quoted unless standard input
};

/// Opens `path` like InputFile::open and throws InputError with its message when that
/// fails.
InputFile open_or_throw(const std::string& path, bool allow_fifo = true);

/// The whole of `path` (standard input for "" or "-"), opened like open_or_throw: an
/// InputError names the file when it cannot be opened or a read fails. The project's one
/// whole-file reader.
std::string read_file(const std::string& path);

/// The whole of the file at `path`, or "" when it cannot be opened (a FIFO is not
/// opened) or a read fails: for the files whose absence is itself the answer (a cgroup
/// file of a controller not offered, an output never written, a log not kept).
std::string read_file_or_empty(const std::filesystem::path& path);

}  // namespace snake::cli
