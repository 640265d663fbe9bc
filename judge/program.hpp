// What the judge driver runs: the --program value classified (an executable file, a
// shell command, or a C++ source to compile first) and the compiler's command line.
// Pure functions: the caller looks at the file system and runs the commands.
// The rule for --program TEXT: TEXT with a space, a tab, a line end or one of
// | & ; < > ( ) $ ` is a shell command, run as /bin/sh -c TEXT; otherwise it must name an existing
// file: a C++ source when it ends in .cpp, .cc or .cxx (compiled once), else an executable file
// (run directly). A single word that names no file is an error, never a command looked
// up in $PATH, so a typo in a path cannot turn into "sh: not found" on every test.
// Tested by tests/judge/test_judge_program.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace snake::judge {

enum class ProgramKind { executable, shell, source };

/// What a path names, as far as the classification needs.
enum class FileKind { missing, directory, other, executable };

/// The kind of program `text` is, given what the file named `text` is; or the message
/// of why it cannot be run ("'x.out': no such file (a single word must name an
/// executable file or a C++ source; quote a shell command with a space in it)").
struct ProgramChoice {
  ProgramKind kind = ProgramKind::executable;
  std::string error;  // empty when the choice is valid
};
ProgramChoice classify_program(std::string_view text, FileKind file);

/// "executable", "shell command", "C++ source".
std::string_view kind_name(ProgramKind kind);

/// The compiler's command line: `compiler` (a path), the flags, -o `executable`, the
/// source.
std::vector<std::string> compile_command(const std::string& compiler,
                                         const std::vector<std::string>& flags,
                                         const std::string& source, const std::string& executable);

/// `words` joined by spaces, each quoted for a POSIX shell when it needs it, for
/// reports ("g++ -std=c++17 -O2 -pipe -o 'my prog' x.cpp").
std::string shell_words(const std::vector<std::string>& words);

}  // namespace snake::judge
