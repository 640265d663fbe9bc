// Writing results so that none is lost in silence. Every result a tool produces (an
// answer on standard output, statistics asked for on standard error, a report file) is
// written with write(2) to its end and checked; a write that fails (a full disk,
// /dev/full, a closed descriptor, a closed pipe) throws OutputError naming the stream or
// file and the system's reason. Messages that only accompany a result or an exit code
// go through message(), which never fails: a closed or full standard error must not
// change a verdict.
// Cost: one system call per write (the tools write whole results at once).
// Tested by tests/unit/test_cli.cpp and the /dev/full, closed-descriptor and directory
// cases in tests/cli/.
#pragma once

#include <string>
#include <string_view>

namespace snake::cli {

/// Makes the standard descriptors safe for the whole run: a closed 0, 1 or 2 is replaced
/// by /dev/null opened the wrong way round, so that reading or writing it fails (EBADF)
/// instead of landing in a file the tool opens later and gets that descriptor for; and
/// SIGPIPE is ignored, so a closed pipe is a failed write rather than a silent death.
void protect_standard_streams();

/// Writes all of `text` to standard output; throws OutputError on failure.
void write_stdout(std::string_view text);
/// Writes all of `text` to standard error, as a result (not a mere message); throws
/// OutputError on failure.
void write_stderr(std::string_view text);
/// Writes a message to standard error; a failure is ignored.
void message(std::string_view text) noexcept;
/// Writes `content` as the file `path`, whole or not at all: into a temporary file
/// beside it, renamed onto `path` once every write and the close succeeded, so that a
/// failure (a full disk, a kill) leaves no partial file under that name (a file it
/// replaces stays as it was). A symbolic link keeps pointing at the file it names, which
/// is the one replaced. "-", a device, a FIFO or /dev/stdout is written in place, as a
/// stream, and never deleted; a directory is refused. Throws OutputError ("cannot write
/// 'PATH': No space left on device").
void write_file(const std::string& path, std::string_view content);

}  // namespace snake::cli
