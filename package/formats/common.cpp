#include "package/formats/common.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>

#include "validator/validation.hpp"

namespace snake::package::detail {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw PackageError(fmt::format("cannot read {}", path.string()));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (in.bad()) throw PackageError(fmt::format("cannot read {}", path.string()));
  return std::move(bytes).str();
}

std::string tool(const Sources& sources, std::string_view name) {
  return read_file(sources.tools / name);
}

std::vector<const TestEntry*> sample_tests(const Manifest& manifest) {
  std::vector<const TestEntry*> samples;
  for (const TestEntry& test : manifest.tests) {
    if (test.source.starts_with("sample ")) samples.push_back(&test);
  }
  return samples;
}

std::string validator_flags(const Manifest& manifest, const std::vector<std::string>& tests) {
  std::string group;
  int max_side = 1;
  int max_food = 1;
  for (const std::string& name : tests) {
    const TestEntry* test = manifest.test(name);
    if (!test) throw PackageError(fmt::format("no test {} in the manifest", name));
    group = (&name == &tests.front() || group == test->group) ? test->group : "";
    max_side = std::max(max_side, test->max_side);
    max_food = std::max(max_food, test->max_food);
  }
  std::string flags = group.empty() ? "" : fmt::format("--group {} ", group);
  return flags + fmt::format("--max-side {} --max-food {}", max_side, max_food);
}

std::vector<int> split_points(int points, std::size_t count) {
  if (count == 0) return {};
  const int tests = static_cast<int>(count);
  std::vector<int> shares(count, points / tests);
  for (int i = 0; i < points % tests; ++i) ++shares[static_cast<std::size_t>(i)];
  return shares;
}

std::string yaml_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned char>(c));
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string decimal_number(double value) { return fmt::format("{}", value); }

std::string checker_options(const ExportOptions& options) {
  return options.partial ? fmt::format("--partial {}", decimal_number(*options.partial)) : "";
}

std::string generated_note(std::string_view comment) {
  return fmt::format("{} Written by bin/package from data/ of the SDOI2011 \"Snake\" toolkit; "
                     "export again instead of editing.\n",
                     comment);
}

std::string embedded_checker_source(const Sources& sources,
                                    const std::vector<std::string>& extra_arguments) {
  const std::string checker = tool(sources, "checker");
  std::string bytes;
  bytes.reserve(checker.size() * 3);
  std::size_t column = 0;
  bytes += "    \"";
  for (const char c : checker) {
    const auto byte = static_cast<unsigned char>(c);
    // Octal escapes are always three digits, so a digit after one is never absorbed.
    if (byte >= 0x20 && byte < 0x7F && c != '"' && c != '\\' && c != '?') {
      bytes += c;
      ++column;
    } else {
      bytes += fmt::format("\\{:03o}", byte);
      column += 4;
    }
    if (column >= 96) {
      bytes += "\"\n    \"";
      column = 0;
    }
  }
  bytes += "\";\n";
  std::string arguments;
  for (const std::string& argument : extra_arguments) arguments += json_string(argument) + ", ";
  return fmt::format(R"(// The special judge of SDOI2011 "Snake" as one C++ source file, for judges that compile
// their checker from source (Hydro, LibreOJ). Written by bin/package; export again
// instead of editing.
// It holds the statically linked bin/checker of the toolkit (testlib protocol:
// checker input output answer [report [-appes]], exit 0 ok, 1 wrong answer, 2 wrong
// output format, 3 FAIL, 7 points; see docs/judging.md) as {} bytes and runs it with
// this program's own arguments followed by the package's checker options, so every
// verdict, message and report file is the checker's own. Needs Linux on x86-64 and a
// judge that lets the checker start a program (memfd_create and fexecve, or else a
// temporary file in $TMPDIR, or else in /tmp).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {{

const char k_checker[] =
{}
const char* const k_options[] = {{{}nullptr}};

bool write_all(int fd) {{
  const char* data = k_checker;
  std::size_t left = sizeof k_checker - 1;
  while (left > 0) {{
    const ssize_t written = write(fd, data, left);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    data += written;
    left -= static_cast<std::size_t>(written);
  }}
  return true;
}}

int fail(const char* what) {{
  std::fprintf(stderr, "FAIL the embedded checker could not be started (%s: %s)\n", what,
               std::strerror(errno));
  return 3;
}}

}}  // namespace

int main(int argc, char** argv) {{
  std::vector<char*> arguments(argv, argv + argc);
  for (const char* const* option = k_options; *option; ++option) {{
    arguments.push_back(const_cast<char*>(*option));
  }}
  arguments.push_back(nullptr);
  const int memory = memfd_create("snake-checker", MFD_CLOEXEC);
  if (memory >= 0 && write_all(memory)) fexecve(memory, arguments.data(), environ);
  // No memfd or no fexecve: a temporary file, removed once the checker has finished.
  // $TMPDIR first, as a judge may give each run its own writable folder; /tmp if that fails.
  std::string path;
  int file = -1;
  const char* const tmpdir = std::getenv("TMPDIR");
  for (const char* folder : {{tmpdir, "/tmp"}}) {{
    if (folder == nullptr || folder[0] != '/') continue;
    path = std::string(folder) + "/snake-checker-XXXXXX";
    file = mkstemp(&path[0]);
    if (file >= 0) break;
  }}
  if (file < 0) return fail("mkstemp");
  const bool written = write_all(file) && fchmod(file, 0700) == 0;
  close(file);
  if (!written) {{
    unlink(path.c_str());
    return fail("write");
  }}
  const pid_t child = fork();
  if (child == 0) {{
    execv(path.c_str(), arguments.data());
    _exit(fail("execv"));
  }}
  int status = 0;
  const bool waited = child > 0 && waitpid(child, &status, 0) == child;
  unlink(path.c_str());
  if (!waited) return fail("fork");
  return WIFEXITED(status) ? WEXITSTATUS(status) : 3;
}}
)",
                     checker.size(), bytes, arguments);
}

}  // namespace snake::package::detail
