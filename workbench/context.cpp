#include "workbench/context.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "cli/output.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

Context make_context(const fs::path& bin, const fs::path& work, const std::string& program,
                     std::vector<std::string> judge_options, const ValidatorOptions& validator,
                     int jobs) {
  Context context;
  context.bin = bin;
  context.work = fs::absolute(work);
  fs::create_directories(context.work);
  fs::permissions(context.work, fs::perms::others_read | fs::perms::others_exec |
                                    fs::perms::group_read | fs::perms::group_exec,
                  fs::perm_options::add);
  context.program = program;
  context.validator = validator;
  context.setup.judge = (bin / "judge").string();
  context.setup.options = std::move(judge_options);
  context.setup.jobs = jobs;
  context.setup.program = program;
  if (is_cpp_source(program)) {
    if (!fs::is_regular_file(program)) {
      throw std::runtime_error(fmt::format("--program '{}': no such file", program));
    }
    CompileCache cache(context.work / "compiled", "g++", "-std=c++17 -O2 -pipe");
    const std::string source = cli::read_file_or_empty(program);
    const CompileCache::Job job = cache.start(source, fs::absolute(program).parent_path());
    const auto executable = cache.finish(job);
    if (!executable) {
      throw std::runtime_error(fmt::format("'{}' does not compile:\n{}", program,
                                           cache.messages(job.key)));
    }
    context.setup.program = executable->string();
  }
  return context;
}

Progress::Progress(std::string label, std::size_t total, bool enabled)
    : m_label(std::move(label)), m_total(total), m_enabled(enabled),
      m_start(std::chrono::steady_clock::now()) {}

void Progress::update(std::size_t done) {
  if (!m_enabled) return;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  const std::string left =
      m_total > 0 ? fmt::format(", {} left", m_total > done ? m_total - done : 0) : "";
  cli::message(fmt::format("\r\x1b[K{}: {} done{}, {:.1f}/s, {:.0f} s", m_label, done, left,
                           rate, seconds));
}

void Progress::close() {
  if (m_enabled) cli::message("\r\x1b[K");
}

}  // namespace snake::workbench
