#include "workbench/judging.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/files.hpp"
#include "model/answer.hpp"
#include "model/search.hpp"
#include "workbench/process.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

Answered answer_input(const std::string& input, const ValidatorOptions& options) {
  Answered answered;
  answered.input = input;
  std::istringstream in(input);
  try {
    answered.instance = validate(in, options);
  } catch (const ReadError& e) {
    answered.refusal = e.what();
    return answered;
  }
  answered.answer = format_answer(solve(*answered.instance), AnswerFormat::with_moves);
  return answered;
}

const Outcome* Batch::first_failure() const {
  for (const Outcome& outcome : outcomes) {
    if (outcome.verdict != "AC") return &outcome;
  }
  return nullptr;
}

namespace {

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw std::runtime_error("cannot write '" + path.string() + "'");
}

}  // namespace

JudgeRun start_judge(const JudgeSetup& setup,
                     const std::vector<std::pair<std::string, Answered>>& cases,
                     const fs::path& folder) {
  fs::remove_all(folder);
  fs::create_directories(folder / "tests");
  JudgeRun run;
  run.folder = folder;
  for (const auto& [name, answered] : cases) {
    write_text(folder / "tests" / (name + ".in"), answered.input);
    write_text(folder / "tests" / (name + ".ans"), answered.answer);
    run.names.push_back(name);
  }
  const JudgeRun started = start_judge_on(setup, folder / "tests", folder);
  run.pid = started.pid;
  return run;
}

JudgeRun start_judge_on(const JudgeSetup& setup, const fs::path& tests, const fs::path& folder) {
  fs::create_directories(folder);
  std::vector<std::string> argv{setup.judge,
                                "--program",
                                setup.program,
                                "--tests",
                                tests.string(),
                                "-j",
                                std::to_string(setup.jobs),
                                "--json",
                                (folder / "report.json").string(),
                                "--replays",
                                (folder / "replays").string()};
  argv.insert(argv.end(), setup.options.begin(), setup.options.end());
  write_text(folder / "judge.cmd", shell_line(argv) + "\n");
  JudgeRun run;
  run.folder = folder;
  run.pid = start(argv, {"/dev/null", (folder / "judge.out").string(),
                         (folder / "judge.err").string()});
  return run;
}

Batch finish_judge(const JudgeRun& run) {
  const int code = finish(run.pid);
  Batch batch;
  batch.folder = run.folder;
  const fs::path report = run.folder / "report.json";
  if ((code != 0 && code != 3) || !fs::is_regular_file(report)) {
    std::string err = cli::read_file_or_empty((run.folder / "judge.err").string());
    while (!err.empty() && err.back() == '\n') err.pop_back();
    throw std::runtime_error(fmt::format("bin/judge judged nothing (exit code {}): {}", code, err));
  }
  const nlohmann::json json = nlohmann::json::parse(cli::read_file_or_empty(report.string()));
  if (json.contains("compile") && !json["compile"].value("ok", true)) {
    batch.compile_failed = true;
    const auto& messages = json["compile"]["messages"];
    batch.compile_messages = messages.is_string() ? messages.get<std::string>() : messages.dump();
    return batch;
  }
  for (const auto& test : json.at("tests")) {
    batch.outcomes.push_back({test.at("name").get<std::string>(),
                              test.at("verdict").get<std::string>(),
                              test.value("message", std::string()),
                              test.value("cpu_ms", std::int64_t{0})});
  }
  return batch;
}

Batch judge_batch(const JudgeSetup& setup,
                  const std::vector<std::pair<std::string, Answered>>& cases,
                  const fs::path& folder) {
  return finish_judge(start_judge(setup, cases, folder));
}

std::string replay_command(const std::string& bin, const Batch& batch, const std::string& name) {
  const fs::path tests = batch.folder / "tests";
  const fs::path replays = batch.folder / "replays";
  return shell_line({(fs::path(bin) / "replay").string(), (tests / (name + ".in")).string(),
                     (replays / (name + ".out")).string(), "--answer",
                     (tests / (name + ".ans")).string(), "-o",
                     (replays / (name + ".html")).string()});
}

std::string hash_text(const std::string& text) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return fmt::format("{:016x}", hash);
}

bool is_cpp_source(const std::string& program) {
  if (program.find_first_of(" \t\n") != std::string::npos) return false;
  for (const std::string_view end : {".cpp", ".cc", ".cxx"}) {
    if (program.size() > end.size() && program.ends_with(end)) return true;
  }
  return false;
}

CompileCache::CompileCache(fs::path folder, std::string compiler, std::string flags)
    : m_folder(std::move(folder)), m_compiler(std::move(compiler)) {
  std::istringstream words(flags);
  for (std::string word; words >> word;) m_flags.push_back(word);
  m_command = m_compiler + " " + flags;
  fs::create_directories(m_folder);
  fs::permissions(m_folder, fs::perms::owner_all | fs::perms::group_read |
                                fs::perms::group_exec | fs::perms::others_read |
                                fs::perms::others_exec);
}

CompileCache::Job CompileCache::start(const std::string& source, const fs::path& include_dir) {
  Job job;
  job.key = hash_text(m_command + '\n' + include_dir.string() + '\n' + source);
  const fs::path base = m_folder / job.key;
  if (fs::exists(base.string() + ".done")) {
    ++m_hits;
    return job;
  }
  write_text(base.string() + ".cpp", source);
  std::vector<std::string> argv{m_compiler};
  argv.insert(argv.end(), m_flags.begin(), m_flags.end());
  argv.insert(argv.end(), {"-I", include_dir.string(), "-o", base.string(), base.string() + ".cpp"});
  job.pid = workbench::start(argv, {"/dev/null", "/dev/null", base.string() + ".err"});
  return job;
}

std::optional<fs::path> CompileCache::finish(const Job& job) {
  const fs::path base = m_folder / job.key;
  if (job.pid != 0) {
    const int code = workbench::finish(job.pid);
    ++m_compiled;
    if (code != 0) fs::remove(base);
    write_text(base.string() + ".done", std::to_string(code) + "\n");
  }
  if (fs::is_regular_file(base)) return base;
  return std::nullopt;
}

std::string CompileCache::messages(const std::string& key) const {
  return cli::read_file_or_empty((m_folder / (key + ".err")).string());
}

std::optional<fs::path> CompileCache::compile_file(const fs::path& path) {
  const std::string source = cli::read_file_or_empty(path.string());
  if (source.empty() && !fs::is_regular_file(path)) {
    throw std::runtime_error("cannot read '" + path.string() + "'");
  }
  return finish(start(source, fs::absolute(path).parent_path()));
}

}  // namespace snake::workbench
