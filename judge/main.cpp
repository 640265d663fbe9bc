// judge --program CMD [--tests DIR] [--time-limit S] [--memory-limit MIB] [-j N]
//       [--json FILE] [--junit FILE] [--expect V | --expect-tags NAME] [...]
// Judges a contestant program on every test of a folder (data/tests by default): runs
// it under limits, judges each output with the checker's core, scores the package's
// groups, and reports (text on standard output, --json, --junit). Not a security
// sandbox (docs/judge.md). Exit codes (cli/exit_codes.hpp): 0 every expectation met,
// 1 a file or set-up problem (tests, manifest, a sandbox or cgroup that cannot be had,
// a report that cannot be written), 2 bad command line, 3 an expectation not met (a
// FAIL verdict, a compilation error), 4 internal error, 130 interrupted.
#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <variant>

#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "judge/cgroup.hpp"
#include "judge/host.hpp"
#include "judge/program.hpp"
#include "judge/report.hpp"
#include "judge/session.hpp"
#include "judge/text.hpp"

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;
namespace cli = snake::cli;
namespace jd = snake::judge;

enum class Mechanism { automatic, cgroup, rlimit };
constexpr std::array<cli::Named<Mechanism>, 3> k_mechanisms{
    {{"auto", Mechanism::automatic}, {"cgroup", Mechanism::cgroup}, {"rlimit", Mechanism::rlimit}}};

enum class Sandbox { none, bwrap };
constexpr std::array<cli::Named<Sandbox>, 2> k_sandboxes{
    {{"none", Sandbox::none}, {"bwrap", Sandbox::bwrap}}};

constexpr std::array<cli::Named<jd::Verdict>, 9> k_verdicts{{
    {"AC", jd::Verdict::accepted},
    {"WA", jd::Verdict::wrong_answer},
    {"PE", jd::Verdict::presentation_error},
    {"TLE", jd::Verdict::time_limit},
    {"MLE", jd::Verdict::memory_limit},
    {"RE", jd::Verdict::runtime_error},
    {"OLE", jd::Verdict::output_limit},
    {"FAIL", jd::Verdict::judge_failure},
    {"PARTIAL", jd::Verdict::partial},
}};

using MiB = cli::InRange<std::uint64_t, 0, std::uint64_t{1} << 20>;
using OutputMiB = cli::InRange<std::uint64_t, 1, std::uint64_t{1} << 20>;
using Jobs = cli::InRange<int, 1, 64>;

constexpr const char* k_notes = R"(
The program: a word naming an executable file runs as it is; a word ending in .cpp,
.cc or .cxx is compiled once (--compiler, --compile-flags); anything with a space or
a shell metacharacter is a shell command (/bin/sh -c).
Verdicts: AC, WA, PE (the checker), TLE (CPU or wall clock), MLE, RE, OLE, FAIL (the
jury's or the judge's fault), PARTIAL (--partial).
Exit codes: 0 every expectation met, 1 a file or set-up problem, 2 bad command line,
3 an expectation not met (FAIL counts as one), 4 internal error, 130 interrupted.

This is NOT a security sandbox: limits keep honest mistakes (loops, leaks, floods of
output, stray children) from harming the run, but the program runs as your user and can
read, write and connect wherever you can. --sandbox bwrap adds bubblewrap (no network,
a read-only file system but a scratch folder) where the host allows it. Run untrusted
code only inside a real sandbox or a throw-away machine. See docs/judge.md.
)";

fs::path make_scratch() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = fmt::format("{}/snake-judge-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!::mkdtemp(pattern.data())) {
    throw cli::InputError(
        fmt::format("cannot create a scratch folder {}: {}", pattern, std::strerror(errno)));
  }
  return pattern;
}

// Removes what the session created, whatever way the judge ends.
struct Cleanup {
  fs::path scratch;
  std::optional<jd::CgroupSession> cgroup;
  ~Cleanup() {
    std::error_code ignored;
    if (!scratch.empty()) fs::remove_all(scratch, ignored);
    if (cgroup) cgroup->remove();
  }
};

jd::FileKind file_kind(const std::string& path) {
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0) return jd::FileKind::missing;
  if (S_ISDIR(status.st_mode)) return jd::FileKind::directory;
  if (S_ISREG(status.st_mode) && ::access(path.c_str(), X_OK) == 0) {
    return jd::FileKind::executable;
  }
  return jd::FileKind::other;
}

void on_stop_signal(int) { jd::request_stop(); }

std::string help_text(const po::options_description& options) {
  std::ostringstream text;
  text << options << k_notes;
  return text.str();
}

jd::TestSet tests_of(const po::variables_map& values) {
  try {
    jd::TestSet set = jd::load_tests(values["tests"].as<std::string>());
    if (values.count("group")) {
      try {
        set = jd::only_group(set, values["group"].as<std::string>());
      } catch (const jd::TestSetError& e) {
        throw cli::UsageError(e.what());
      }
    }
    return set;
  } catch (const jd::TestSetError& e) {
    throw cli::InputError(e.what());
  } catch (const snake::package::ManifestError& e) {
    throw cli::InputError(e.what());
  }
}

jd::Expectations expectations_of(const po::variables_map& values, const jd::TestSet& set) {
  jd::Expectations expectations;
  if (values.count("expect") && values.count("expect-tags")) {
    throw cli::UsageError("give --expect or --expect-tags, not both");
  }
  if (values.count("expect")) {
    expectations.verdict = values["expect"].as<cli::Choice<k_verdicts>>().value();
  }
  if (values.count("expect-tags")) {
    const std::string name = values["expect-tags"].as<std::string>();
    if (!set.manifest) {
      throw cli::UsageError(
          "--expect-tags needs a package's tests folder (manifest.tsv beside it)");
    }
    const auto& solutions = set.manifest->solutions;
    const auto found = std::find_if(solutions.begin(), solutions.end(),
                                    [&](const auto& s) { return s.name == name; });
    if (found == solutions.end()) {
      throw cli::UsageError(fmt::format("--expect-tags: no solution '{}' in {}", name,
                                        (set.manifest->data / "solutions" / "tags.tsv").string()));
    }
    if (!jd::known_tag(found->tag)) {
      throw cli::InputError(
          fmt::format("{}: solution {} has the tag '{}', which the judge does "
                      "not know",
                      (set.manifest->data / "solutions" / "tags.tsv").string(), name, found->tag));
    }
    expectations.solution = name;
    expectations.tag = found->tag;
  }
  return expectations;
}

// Chooses how the memory limit is enforced; sets limits.memory and says how.
std::string memory_mechanism(Mechanism choice, jd::Limits& limits, Cleanup& cleanup) {
  if (limits.memory_bytes == 0) return "no memory limit (--memory-limit 0)";
  if (choice == Mechanism::rlimit) return "address space (RLIMIT_AS), as asked";
  auto session = jd::CgroupSession::create();
  if (auto* reason = std::get_if<std::string>(&session)) {
    if (choice == Mechanism::cgroup) {
      throw cli::InputError(
          fmt::format("--memory-mechanism cgroup: cgroup v2 cannot be used here: {}", *reason));
    }
    return fmt::format("address space (RLIMIT_AS); cgroup v2 not used: {}", *reason);
  }
  cleanup.cgroup = std::get<jd::CgroupSession>(std::move(session));
  limits.memory = jd::MemoryMechanism::cgroup;
  return fmt::format("cgroup v2 memory.max, a group per run under {}",
                     cleanup.cgroup->directory().string());
}

std::string sandbox_of(Sandbox choice, const fs::path& scratch, std::optional<std::string>& bwrap) {
  if (choice == Sandbox::none) {
    return "none: the program runs as this user, with this user's files and network (this is "
           "not a security sandbox; see --sandbox bwrap)";
  }
  const jd::BwrapCheck check = jd::check_bwrap(scratch, fs::current_path().string());
  if (!check.path) {
    throw cli::InputError(fmt::format(
        "--sandbox bwrap: {}; not judging without the sandbox that was asked for", check.problem));
  }
  bwrap = check.path;
  return fmt::format(
      "bwrap ({}): no network, its own process ids, the file system read-only "
      "but the run's scratch folder ($TMPDIR)",
      *check.path);
}

std::string replay_tool() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) return "bin/replay";
  const fs::path tool = self.parent_path() / "replay";
  const fs::path relative = fs::proximate(tool, error);
  // build/bin/replay from the source folder; an absolute path from anywhere else.
  return !error && *relative.begin() != ".." ? relative.string() : tool.string();
}

int judge(int argc, char** argv) {
  po::options_description options("Usage: judge --program CMD [options]\nOptions");
  options.add_options()("help,h", "print this help")(
      "check-host", po::bool_switch(),
      "say whether cgroup v2 memory limits and the bwrap sandbox work here, and exit")(
      "program", po::value<std::string>()->value_name("CMD"),
      "the program to judge: an executable, a C++ source, or a shell command")(
      "tests", po::value<std::string>()->default_value("data/tests")->value_name("DIR"),
      "the tests: NN.in and NN.ans; a package's tests folder brings its groups and points")(
      "group", po::value<std::string>()->value_name("G"), "judge only the tests of group G")(
      "time-limit", po::value<cli::Positive>()->default_value({10}, "10")->value_name("S"),
      "CPU time limit in seconds, a test")(
      "wall-limit", po::value<cli::Positive>()->value_name("S"),
      "wall-clock limit in seconds (default 3 x the CPU limit + 1)")(
      "memory-limit", po::value<MiB>()->default_value({512}, "512")->value_name("MIB"),
      "memory limit in MiB, also the stack's; 0 for none")(
      "memory-mechanism",
      po::value<cli::Choice<k_mechanisms>>()
          ->default_value({&k_mechanisms[0]}, "auto")
          ->value_name("M"),
      "auto (cgroup v2 where the host allows, else rlimit), cgroup or rlimit")(
      "output-limit", po::value<OutputMiB>()->default_value({64}, "64")->value_name("MIB"),
      "output limit in MiB (any file the program writes)")(
      "jobs,j", po::value<Jobs>()->default_value({1}, "1")->value_name("N"), "tests run at a time")(
      "sandbox",
      po::value<cli::Choice<k_sandboxes>>()
          ->default_value({&k_sandboxes[0]}, "none")
          ->value_name("S"),
      "none, or bwrap (bubblewrap: no network, read-only file system)")(
      "compiler", po::value<std::string>()->default_value("g++")->value_name("CXX"),
      "the compiler of a C++ source")(
      "compile-flags",
      po::value<std::string>()->default_value("-std=c++17 -O2 -pipe")->value_name("FLAGS"),
      "its flags (split at spaces)")("time-only", po::bool_switch(),
                                     "judge the first line only (BZOJ / Luogu format)")(
      "partial", po::value<cli::Fraction>()->value_name("F"),
      "points F for the right time with missing or wrong moves (verdict PARTIAL)")(
      "expect", po::value<cli::Choice<k_verdicts>>()->value_name("V"),
      "expect verdict V on every test (exit code 3 otherwise)")(
      "expect-tags", po::value<std::string>()->value_name("NAME"),
      "expect what the package's tags.tsv says of solution NAME")(
      "json", po::value<std::string>()->value_name("FILE"), "write the JSON report to FILE")(
      "junit", po::value<std::string>()->value_name("FILE"), "write JUnit XML to FILE")(
      "replays", po::value<std::string>()->value_name("DIR"),
      "keep the output of every rejected test in DIR, for the replay viewer");
  const auto command_line = cli::parse(cli::arguments(argc, argv), options, 0, 0);
  if (command_line.help) {
    cli::write_stdout(help_text(options));
    return cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  if (values["check-host"].as<bool>()) {
    Cleanup cleanup;
    cleanup.scratch = make_scratch();
    cli::write_stdout(jd::host_report(cleanup.scratch));
    return cli::k_success;
  }
  if (!values.count("program")) throw cli::UsageError("--program is required");
  const std::string program = values["program"].as<std::string>();

  const jd::TestSet set = tests_of(values);
  const jd::Expectations expectations = expectations_of(values, set);
  const jd::ProgramChoice choice = jd::classify_program(program, file_kind(program));
  if (!choice.error.empty()) throw cli::InputError(fmt::format("--program {}", choice.error));

  jd::Limits limits;
  limits.cpu_seconds = values["time-limit"].as<cli::Positive>().value;
  limits.wall_seconds = values.count("wall-limit") ? values["wall-limit"].as<cli::Positive>().value
                                                   : 3 * limits.cpu_seconds + 1;
  limits.memory_bytes = values["memory-limit"].as<MiB>().value << 20;
  limits.output_bytes = values["output-limit"].as<OutputMiB>().value << 20;

  // A report file left from an earlier judging must not pass for this one's, should
  // this one end before it writes its own.
  for (const char* file : {"json", "junit"}) {
    std::error_code ignored;
    if (values.count(file)) fs::remove(values[file].as<std::string>(), ignored);
  }
  Cleanup cleanup;
  cleanup.scratch = make_scratch();
  jd::Report report;
  report.program = program;
  report.kind = std::string(jd::kind_name(choice.kind));
  report.memory_mechanism = memory_mechanism(
      values["memory-mechanism"].as<cli::Choice<k_mechanisms>>().value(), limits, cleanup);
  report.limits = limits;
  report.jobs = values["jobs"].as<Jobs>().value;
  report.tests = values["tests"].as<std::string>();
  report.scoring_source = set.scoring_source;
  report.expectations = expectations;

  jd::Session session;
  session.limits = limits;
  session.directory = fs::current_path().string();
  session.scratch = cleanup.scratch;
  if (cleanup.cgroup) session.cgroup_session = cleanup.cgroup->directory();
  session.check.policy.time_only = values["time-only"].as<bool>();
  if (values.count("partial")) {
    session.check.policy.partial = values["partial"].as<cli::Fraction>().value;
  }
  report.sandbox = sandbox_of(values["sandbox"].as<cli::Choice<k_sandboxes>>().value(),
                              cleanup.scratch, session.bwrap);
  if (values.count("replays")) {
    session.replays = values["replays"].as<std::string>();
    std::error_code error;
    fs::create_directories(*session.replays, error);
    if (error) {
      throw cli::InputError(
          fmt::format("cannot create '{}': {}", session.replays->string(), error.message()));
    }
    report.replays = session.replays->string();
    report.replay_tool = replay_tool();
  }

  const auto finish = [&](bool interrupted) {
    report.interrupted = interrupted;
    report.groups = jd::score_groups(set.groups, report.results);
    report.unmet = jd::unmet_expectations(expectations, report.results);
    if (report.compile_error) report.unmet.insert(report.unmet.begin(), "the compilation failed");
    if (values.count("json"))
      cli::write_file(values["json"].as<std::string>(), jd::json_report(report));
    if (values.count("junit"))
      cli::write_file(values["junit"].as<std::string>(), jd::junit_report(report));
    cli::write_stdout(jd::text_report(report));
    if (interrupted) return 130;
    return report.unmet.empty() ? static_cast<int>(cli::k_success)
                                : static_cast<int>(cli::k_negative);
  };

  switch (choice.kind) {
    case jd::ProgramKind::executable:
      session.command = {fs::absolute(program).string()};
      break;
    case jd::ProgramKind::shell:
      session.command = {"/bin/sh", "-c", program};
      break;
    case jd::ProgramKind::source: {
      const std::string name = values["compiler"].as<std::string>();
      const auto compiler = jd::find_program(name);
      if (!compiler) throw cli::InputError(fmt::format("--compiler: '{}' not found", name));
      const std::string executable = (cleanup.scratch / "program").string();
      const auto command =
          jd::compile_command(*compiler, jd::split_words(values["compile-flags"].as<std::string>()),
                              program, executable);
      report.compile_command = jd::shell_words(command);
      const jd::Compilation compilation = jd::compile(command, cleanup.scratch);
      if (!compilation.facts.exited || compilation.facts.exit_code != 0) {
        report.compile_error =
            compilation.facts.start_error ? *compilation.facts.start_error : compilation.messages;
        return finish(false);
      }
      session.command = {executable};
      break;
    }
  }

  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  for (const int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &action, nullptr);
  const bool live = ::isatty(2) == 1;
  report.results = jd::judge_tests(
      session, set.tests, report.jobs, [&](const jd::TestResult& result, std::size_t done) {
        if (live) cli::message("\r\033[K" + jd::progress_line(result, done, set.tests.size()));
      });
  if (live) cli::message("\r\033[K");
  const bool interrupted =
      jd::stop_requested() ||
      std::any_of(report.results.begin(), report.results.end(), [](const jd::TestResult& r) {
        return r.judged.message == "the judge was interrupted during this run";
      });
  return finish(interrupted);
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("judge", [&] { return judge(argc, argv); });
}
