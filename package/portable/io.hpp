// Files and streams for the single-source checker and validator (package/portable/),
// with the standard library only, in the words of the project's front end
// (cli/files.hpp, cli/output.hpp) so that their messages match bin/'s.
// Cost: one pass over what is written. Tested through check_single_source.sh (the
// hostile-host cases of tests/cli against bin/).
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace snake::portable {

/// Why the file `path` cannot be opened for reading, or nothing: "cannot open 'x': No
/// such file or directory" (then `missing`), "cannot read 'x': it is a directory", "...:
/// it is a FIFO, not a regular file".
std::optional<std::string> open_problem(const std::string& path, bool& missing);

/// Writes all of `content` to the file `path` (binary); what went wrong, or nothing:
/// "cannot write 'x': No space left on device".
std::optional<std::string> write_file(const std::string& path, std::string_view content);

/// Writes all of `content` to `stream` (standard output or error) and flushes it; what
/// went wrong, or nothing: "cannot write to standard output: Bad file descriptor".
std::optional<std::string> write_stream(std::FILE* stream, std::string_view content);

}  // namespace snake::portable
