// judge/program.hpp: which --program values are executables, sources or shell
// commands; the compiler's command line; shell quoting for reports.
#include <boost/test/unit_test.hpp>

#include "judge/program.hpp"

namespace snake::judge {
namespace {

std::string kind(std::string_view text, FileKind file) {
  const ProgramChoice choice = classify_program(text, file);
  return choice.error.empty() ? std::string(kind_name(choice.kind)) : "error: " + choice.error;
}

BOOST_AUTO_TEST_CASE(an_executable_file_runs_as_it_is) {
  BOOST_TEST(kind("build/bin/solver", FileKind::executable) == "executable");
  BOOST_TEST(kind("./a.out", FileKind::executable) == "executable");
}

BOOST_AUTO_TEST_CASE(a_cpp_file_is_compiled_whether_or_not_executable) {
  BOOST_TEST(kind("sol.cpp", FileKind::other) == "C++ source");
  BOOST_TEST(kind("sol.cc", FileKind::other) == "C++ source");
  BOOST_TEST(kind("sol.cxx", FileKind::executable) == "C++ source");
}

BOOST_AUTO_TEST_CASE(anything_with_a_space_or_metacharacter_is_a_shell_command) {
  BOOST_TEST(kind("python3 sol.py", FileKind::missing) == "shell command");
  BOOST_TEST(kind("sleep\t100", FileKind::missing) == "shell command");
  BOOST_TEST(kind("a|b", FileKind::missing) == "shell command");
  BOOST_TEST(kind("x>y", FileKind::missing) == "shell command");
  BOOST_TEST(kind("$HOME/sol", FileKind::missing) == "shell command");
  // even when a file of that name exists: the rule looks at the text first
  BOOST_TEST(kind("my sol", FileKind::executable) == "shell command");
}

BOOST_AUTO_TEST_CASE(a_single_word_naming_nothing_runnable_is_an_error) {
  BOOST_TEST(kind("./nothing", FileKind::missing) ==
             "error: './nothing': no such file (a single word must name an executable file "
             "or a C++ source; a shell command has a space in it)");
  BOOST_TEST(kind("python3", FileKind::missing).rfind("error: 'python3': no such file", 0) == 0);
  BOOST_TEST(kind("data", FileKind::directory) == "error: 'data' is a directory");
  BOOST_TEST(kind("notes.txt", FileKind::other) ==
             "error: 'notes.txt' is not executable (and not a C++ source: .cpp, .cc, .cxx)");
  BOOST_TEST(kind("", FileKind::missing) == "error: the program is empty");
}

BOOST_AUTO_TEST_CASE(the_compiler_command_puts_flags_before_output_and_source) {
  BOOST_TEST(
      (compile_command("/usr/bin/g++", {"-std=c++17", "-O2"}, "x.cpp", "/tmp/p") ==
       std::vector<std::string>{"/usr/bin/g++", "-std=c++17", "-O2", "-o", "/tmp/p", "x.cpp"}));
}

BOOST_AUTO_TEST_CASE(shell_words_quote_only_what_needs_it) {
  BOOST_TEST(shell_words({}) == "");
  BOOST_TEST(shell_words({"g++", "-O2", "a.cpp"}) == "g++ -O2 a.cpp");
  BOOST_TEST(shell_words({"my prog", ""}) == "'my prog' ''");
  BOOST_TEST(shell_words({"it's"}) == "'it'\\''s'");
}

}  // namespace
}  // namespace snake::judge
