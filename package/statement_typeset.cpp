#include "package/statement_typeset.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "package/files.hpp"

extern char** environ;

namespace snake::package {

namespace {

namespace fs = std::filesystem;

// A temporary folder, removed with everything in it when the object goes.
class Scratch {
 public:
  Scratch() {
    const char* tmpdir = std::getenv("TMPDIR");
    std::string pattern = std::string(tmpdir && tmpdir[0] == '/' ? tmpdir : "/tmp") + "/snake-statement-XXXXXX";
    if (!mkdtemp(pattern.data())) {
      throw PackageError(fmt::format("cannot make a temporary folder for the statement: {}", std::strerror(errno)));
    }
    m_path = pattern;
  }
  ~Scratch() {
    std::error_code ignored;
    fs::remove_all(m_path, ignored);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  const fs::path& path() const { return m_path; }

 private:
  fs::path m_path;
};

void write(const fs::path& path, std::string_view content) {
  std::ofstream out(path, std::ios::binary);
  out.write(content.data(), static_cast<std::streamsize>(content.size()));
  if (!out.flush()) throw PackageError(fmt::format("cannot write {}", path.string()));
}

// The program's path on PATH, or a PackageError naming the Debian packages.
std::string find_program(std::string_view name) {
  const char* path = std::getenv("PATH");
  std::string_view folders = path ? path : "";
  while (true) {
    const std::size_t colon = folders.find(':');
    const std::string_view folder = folders.substr(0, colon);
    if (!folder.empty()) {
      const std::string candidate = std::string(folder) + "/" + std::string(name);
      if (access(candidate.c_str(), X_OK) == 0) return candidate;
    }
    if (colon == std::string_view::npos) break;
    folders.remove_prefix(colon + 1);
  }
  throw PackageError(fmt::format("{} is not installed: the statement's PDF and pictures need TeX and librsvg "
                                 "(Debian: apt-get install {}; scripts/common.sh installs them as "
                                 "snake_tex_packages)",
                                 name, k_tex_packages));
}

// Runs `arguments` in `folder` with standard input closed and both outputs in `log`;
// its exit status (-1 when it could not be started or was killed).
int run(const std::vector<std::string>& arguments, const fs::path& folder, const fs::path& log) {
  std::vector<std::string> environment;
  for (char** variable = environ; *variable; ++variable) {
    const std::string_view entry(*variable);
    if (entry.starts_with("SOURCE_DATE_EPOCH=") || entry.starts_with("FORCE_SOURCE_DATE=")) continue;
    environment.emplace_back(entry);
  }
  // The package time (files.hpp): the PDFs' dates, and no clock anywhere.
  environment.push_back(fmt::format("SOURCE_DATE_EPOCH={}", k_package_time));
  environment.push_back("FORCE_SOURCE_DATE=1");
  std::vector<char*> argv;
  for (const std::string& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  std::vector<char*> envp;
  for (std::string& entry : environment) envp.push_back(entry.data());
  envp.push_back(nullptr);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());
  pid_t child = 0;
  const int started = posix_spawn(&child, argv[0], &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (started != 0) return -1;
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The first error a TeX log names ("./statement.tex:12: Undefined control sequence."),
// or its last line.
std::string first_error(const std::string& log) {
  std::istringstream lines(log);
  std::string line;
  std::string last;
  while (std::getline(lines, line)) {
    if (line.starts_with("!") || line.find(".tex:") != std::string::npos) return line;
    if (!line.empty()) last = line;
  }
  return last;
}

}  // namespace

std::string typeset_pdf(std::string_view document, const std::vector<AuxiliaryFile>& files) {
  const std::string latexmk = find_program("latexmk");
  find_program("xelatex");
  const Scratch scratch;
  write(scratch.path() / "statement.tex", document);
  for (const AuxiliaryFile& file : files) write(scratch.path() / file.name, file.content);
  // -norc: no personal latexmkrc changes the result; no shell escape.
  const int status = run({latexmk, "-norc", "-xelatex", "-interaction=nonstopmode", "-halt-on-error",
                          "-file-line-error", "-e", "$xelatex = 'xelatex -no-shell-escape %O %S'",
                          "statement.tex"},
                         scratch.path(), scratch.path() / "run.log");
  const fs::path pdf = scratch.path() / "statement.pdf";
  std::error_code error;
  if (status != 0 || !fs::is_regular_file(pdf, error) || fs::file_size(pdf, error) == 0) {
    std::string log = cli::read_file_or_empty(scratch.path() / "statement.log");
    if (log.empty()) log = cli::read_file_or_empty(scratch.path() / "run.log");
    throw PackageError(fmt::format("XeLaTeX could not typeset the statement (latexmk exit {}): {}", status,
                                   first_error(log)));
  }
  return cli::read_file_or_empty(pdf);
}

std::string convert_svg(std::string_view svg, ImageFormat format, double zoom) {
  const std::string rsvg = find_program("rsvg-convert");
  const Scratch scratch;
  write(scratch.path() / "board.svg", svg);
  const std::string out = format == ImageFormat::pdf ? "board.pdf" : "board.png";
  std::vector<std::string> arguments{rsvg, "--format", format == ImageFormat::pdf ? "pdf" : "png"};
  if (format == ImageFormat::png) arguments.insert(arguments.end(), {"--zoom", fmt::format("{}", zoom)});
  arguments.insert(arguments.end(), {"--output", out, "board.svg"});
  const int status = run(arguments, scratch.path(), scratch.path() / "run.log");
  std::error_code error;
  if (status != 0 || fs::file_size(scratch.path() / out, error) == 0 || error) {
    throw PackageError(fmt::format("rsvg-convert could not convert the board picture (exit {}): {}", status,
                                   first_error(cli::read_file_or_empty(scratch.path() / "run.log"))));
  }
  return cli::read_file_or_empty(scratch.path() / out);
}

}  // namespace snake::package
