#include "judge/command.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <set>
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
#include "judge/program.hpp"
#include "judge/report.hpp"
#include "judge/session.hpp"
#include "judge/text.hpp"
#include "model/text.hpp"

namespace snake::judge {

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;

enum class Mechanism { automatic, cgroup, rlimit };
constexpr std::array<cli::Named<Mechanism>, 3> k_mechanisms{
    {{"auto", Mechanism::automatic}, {"cgroup", Mechanism::cgroup}, {"rlimit", Mechanism::rlimit}}};

constexpr std::array<cli::Named<bool>, 2> k_sandboxes{{{"bwrap", true}, {"none", false}}};

using MiB = cli::InRange<std::uint64_t, 0, std::uint64_t{1} << 20>;
using OutputMiB = cli::InRange<std::uint64_t, 1, std::uint64_t{1} << 20>;
using Jobs = cli::InRange<int, 1, 64>;

constexpr const char* k_notes = R"(
The program: a word naming an executable file runs as it is; a word ending in .cpp,
.cc or .cxx is compiled once (--compiler, --compile-flags); anything with a space or
a shell metacharacter is a shell command (/bin/sh -c).
Limits: --time-limit and --memory-limit default to the package's limits.tsv.
Verdicts: AC, WA, PE (the checker), TLE (CPU or wall clock), MLE, RE, OLE, FAIL (the
jury's or the judge's fault), PARTIAL (--partial).
Exit codes: 0 every expectation met, 1 a file or set-up problem, 2 bad command line,
3 an expectation not met (FAIL counts as one), 4 internal error, 130 interrupted.

By default every run (and the compiler) is in a bubblewrap sandbox: its own process
ids, no network, the system directories read-only, only the program and what --share
names visible, a private /tmp; the test's input on standard input. --sandbox none runs
trusted code without it: as this user, with this user's files and network; its
processes are still all killed. See docs/judge.md.
)";

// What the judging made and removes, whatever way it ends.
struct Cleanup {
  fs::path scratch;
  std::optional<CgroupSession> cgroups;
  ~Cleanup() {
    std::error_code ignored;
    if (!scratch.empty()) fs::remove_all(scratch, ignored);
    if (cgroups) cgroups->remove();
  }
};

fs::path make_scratch() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = fmt::format("{}/snake-judge-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!::mkdtemp(pattern.data())) {
    throw cli::InputError(
        fmt::format("cannot create a scratch folder {}: {}", pattern, std::strerror(errno)));
  }
  return pattern;
}

FileKind file_kind(const std::string& path) {
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0) return FileKind::missing;
  if (S_ISDIR(status.st_mode)) return FileKind::directory;
  if (S_ISREG(status.st_mode) && ::access(path.c_str(), X_OK) == 0) return FileKind::executable;
  return FileKind::other;
}

void on_stop_signal(int) { request_stop(); }

TestSet tests_of(const po::variables_map& values) {
  try {
    TestSet set = load_tests(values["tests"].as<std::string>());
    if (values.count("group")) {
      try {
        set = only_group(set, values["group"].as<std::string>());
      } catch (const TestSetError& e) {
        throw cli::UsageError(e.what());
      }
    }
    return set;
  } catch (const TestSetError& e) {
    throw cli::InputError(e.what());
  } catch (const package::ManifestError& e) {
    throw cli::InputError(e.what());
  }
}

// `path` absolute with its links resolved as far as it exists (weakly_canonical of a
// relative path that does not exist stays relative).
fs::path resolved(const fs::path& path) {
  std::error_code error;
  const fs::path absolute = fs::absolute(path, error);
  const fs::path real = fs::weakly_canonical(absolute, error);
  return error ? absolute.lexically_normal() : real;
}

// `path` is `folder` or inside it, both resolved as far as they exist.
bool within(const fs::path& folder, const fs::path& path) {
  const fs::path home = resolved(folder);
  const fs::path inner = resolved(path);
  return std::mismatch(home.begin(), home.end(), inner.begin(), inner.end()).first == home.end();
}

// The jury's files: the tests folder (with the package folder above it, when it has a
// manifest) and every test's input and answer, resolved.
struct JuryFiles {
  std::vector<fs::path> folders;
  std::set<fs::path> files;
  const char* which(const fs::path& path) const {
    if (files.count(resolved(path))) return "a test file";
    return nullptr;
  }
};

JuryFiles jury_files(const po::variables_map& values, const TestSet& set) {
  JuryFiles jury;
  jury.folders.push_back(values["tests"].as<std::string>());
  if (set.manifest) jury.folders.push_back(set.manifest->data);
  for (const TestCase& test : set.tests) {
    jury.files.insert(resolved(test.input));
    jury.files.insert(resolved(test.answer));
  }
  return jury;
}

// The reports are written at the end over whatever their paths name: refused now, before
// the judging, when one is a directory, the program, a test file or the other report.
// --replays is a folder of its own (not the tests' or the package's), never a link.
void check_written_paths(const po::variables_map& values, const std::string& program,
                         const JuryFiles& jury) {
  std::optional<fs::path> first;
  for (const char* option : {"json", "junit"}) {
    if (!values.count(option)) continue;
    const std::string given = values[option].as<std::string>();
    const auto refuse = [&](const std::string& why) {
      throw cli::InputError(fmt::format("--{} '{}' {}: refused", option, given, why));
    };
    if (fs::is_directory(given)) refuse("is a directory");
    if (jury.which(given)) refuse(fmt::format("is {}", jury.which(given)));
    const fs::path target = resolved(given);
    if (target == resolved(program)) refuse("is the program");
    if (first && *first == target) refuse("is the --json file too");
    first = target;
  }
  if (values.count("replays")) {
    const std::string given = values["replays"].as<std::string>();
    std::error_code error;
    if (fs::is_symlink(given, error)) {
      throw cli::InputError(fmt::format("--replays '{}' is a link: refused", given));
    }
    for (const fs::path& folder : jury.folders) {
      if (resolved(given) == resolved(folder)) {
        throw cli::InputError(fmt::format(
            "--replays '{}' is the jury's folder '{}': refused", given, folder.string()));
      }
    }
  }
}

// A --share that holds the tests folder, or is a test file, shows the program the answers.
void check_shares(const std::vector<std::string>& shares, const JuryFiles& jury) {
  for (const std::string& share : shares) {
    const bool holds = std::any_of(jury.folders.begin(), jury.folders.end(),
                                   [&](const fs::path& folder) { return within(share, folder); });
    if (holds || jury.which(share)) {
      throw cli::UsageError(fmt::format(
          "--share '{}' would show the program the jury's answers ({}): refused", share,
          holds ? "it holds the tests folder" : "it is a test file"));
    }
  }
}

Expectations expectations_of(const po::variables_map& values, const TestSet& set) {
  Expectations expectations;
  if (values.count("expect") && values.count("expect-tags")) {
    throw cli::UsageError("give --expect or --expect-tags, not both");
  }
  if (values.count("expect")) {
    expectations.verdict = values["expect"].as<cli::Choice<k_result_words>>().value();
  }
  if (values.count("expect-tags")) {
    const std::string name = values["expect-tags"].as<std::string>();
    if (!set.manifest) {
      throw cli::UsageError(
          "--expect-tags needs a package's tests folder (manifest.tsv beside it)");
    }
    const std::string tags = (set.manifest->data / "solutions" / "tags.tsv").string();
    const auto& solutions = set.manifest->solutions;
    const auto found = std::find_if(solutions.begin(), solutions.end(),
                                    [&](const auto& s) { return s.name == name; });
    if (found == solutions.end()) {
      throw cli::UsageError(fmt::format("--expect-tags: no solution '{}' in {}", name, tags));
    }
    if (!known_tag(found->tag)) {
      throw cli::InputError(
          fmt::format("{}: solution {} has the tag '{}', which the judge does not know", tags, name,
                      found->tag));
    }
    expectations.solution = name;
    expectations.tag = found->tag;
  }
  return expectations;
}

// The limits: the options, else the package's limits.tsv (the project's data/ for a
// folder that is not a package's).
Limits limits_of(const po::variables_map& values, const TestSet& set) {
  std::optional<package::JudgingLimits> declared;
  const auto problem = [&] {
    if (!declared) {
      try {
        declared =
            set.manifest ? set.manifest->limits : package::read_manifest(SNAKE_DATA_DIR).limits;
      } catch (const package::ManifestError& e) {
        throw cli::InputError(fmt::format("the default limits: {}", e.what()));
      }
    }
    return *declared;
  };
  Limits limits;
  limits.cpu_seconds = values.count("time-limit") ? values["time-limit"].as<cli::Positive>().value
                                                  : problem().time_seconds;
  limits.wall_seconds = values.count("wall-limit") ? values["wall-limit"].as<cli::Positive>().value
                                                   : default_wall_seconds(limits.cpu_seconds);
  limits.memory_bytes =
      (values.count("memory-limit") ? values["memory-limit"].as<MiB>().value
                                    : static_cast<std::uint64_t>(problem().memory_mib))
      << 20;
  limits.output_bytes = values["output-limit"].as<OutputMiB>().value << 20;
  return limits;
}

// Sets up the cgroups the mechanism asks for (limits.memory) and says what holds each
// limit; `nproc`: RLIMIT_NPROC applies without a pids controller (a sandbox user of the
// run's own, or the sandbox's own user namespace). A cgroup v2 without the memory
// controller still holds the run's CPU time and its kill; its memory is then bounded per
// process, which memory in memfd files and SysV segments escapes, as the line says.
std::string memory_mechanism(Mechanism choice, Limits& limits, Cleanup& cleanup, bool nproc) {
  constexpr std::string_view per_process =
      "per process (RLIMIT_AS, which memory in memfd files and SysV segments escapes)";
  const std::string processes = nproc ? "RLIMIT_NPROC" : "no bound on processes";
  std::string why = "as asked";
  if (choice != Mechanism::rlimit) {
    auto session = CgroupSession::create();
    if (auto* reason = std::get_if<std::string>(&session)) {
      if (choice == Mechanism::cgroup) {
        throw cli::InputError(
            fmt::format("--memory-mechanism cgroup: no cgroup can be used here: {}", *reason));
      }
      why = "no cgroup used: " + *reason;
    } else {
      CgroupSession& made = std::get<CgroupSession>(session);
      if (choice == Mechanism::cgroup && !made.limits_memory()) {
        made.remove();
        throw cli::InputError(fmt::format(
            "--memory-mechanism cgroup: {}: the memory controller is not offered here",
            made.description()));
      }
      cleanup.cgroups = std::move(made);
      const CgroupSession& held = *cleanup.cgroups;
      const std::string rest = held.limits_processes()
                                   ? ""
                                   : fmt::format("; processes: {}", nproc ? "RLIMIT_NPROC" : "not bounded");
      if (held.limits_memory()) {
        limits.memory = MemoryMechanism::cgroup;
        return fmt::format("the whole run, every process it starts included ({}){}",
                           held.description(), rest);
      }
      return fmt::format("the whole run's CPU time and kill ({}); memory {}{}", held.description(),
                         per_process, rest);
    }
  }
  return fmt::format("{}, RLIMIT_CPU, {}; CPU time of every process reaped in the run (rusage); {}",
                     per_process, processes, why);
}

// A path shown in the sandbox, absolute, checked readable (and executable) by the
// unprivileged user a root judge runs programs as.
std::string visible_path(const std::string& path, bool execute, const SandboxProfile& profile,
                         const std::string& option) {
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0) {
    throw cli::InputError(fmt::format("{} '{}': {}", option, path, std::strerror(errno)));
  }
  const mode_t needed = S_IROTH | (execute || S_ISDIR(status.st_mode) ? S_IXOTH : 0);
  if (profile.user && (status.st_mode & needed) != needed) {
    throw cli::InputError(
        fmt::format("{} '{}': the sandbox runs programs as an unprivileged user, who may not {} it "
                    "(mode {:o}; chmod o+r{})",
                    option, path, execute ? "execute" : "read", status.st_mode & 07777,
                    needed & S_IXOTH ? "x" : ""));
  }
  return fs::absolute(path).lexically_normal().string();
}

// --check-host: which cgroup limits work here (v1, v2, or none, and why) and whether the
// sandbox does, each found out by trying it.
std::string host_report(const fs::path& scratch) {
  std::string out;
  auto session = CgroupSession::create();
  if (const auto* reason = std::get_if<std::string>(&session)) {
    out += fmt::format(
        "memory: no cgroup usable: {}; limits per process (RLIMIT_AS, RLIMIT_CPU, "
        "RLIMIT_NPROC) will be used\n",
        *reason);
  } else {
    const CgroupSession& made = std::get<CgroupSession>(session);
    out += made.version() == 1
               ? fmt::format("memory: cgroup v1 usable (a group per run under {})\n",
                             made.directories()[0].string())
               : fmt::format("memory: {}{}\n", made.description(),
                             made.limits_memory() && made.limits_processes()
                                 ? ""
                                 : "; what no controller holds is bounded per process "
                                   "(RLIMIT_AS, RLIMIT_NPROC)");
    made.remove();
  }
  const BwrapCheck bwrap = check_bwrap(scratch.string());
  out += bwrap.profile
             ? fmt::format("sandbox: bwrap usable ({}{})\n", bwrap.profile->bwrap,
                           bwrap.profile->user ? ", programs run as unprivileged users" : "")
             : fmt::format("sandbox: bwrap not usable: {}\n", bwrap.problem);
  return out;
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

po::options_description options() {
  po::options_description options("Usage: judge --program CMD [options]\nOptions");
  options.add_options()("help,h", "print this help")(
      "check-host", po::bool_switch(),
      "say whether the sandbox and cgroup limits work here, and exit")(
      "program", po::value<std::string>()->value_name("CMD"),
      "the program to judge: an executable, a C++ source, or a shell command")(
      "tests", po::value<std::string>()->default_value("data/tests")->value_name("DIR"),
      "the tests: NN.in and NN.ans; a package's tests folder brings its groups and points")(
      "group", po::value<std::string>()->value_name("G"), "judge only the tests of group G")(
      "time-limit", po::value<cli::Positive>()->value_name("S"),
      "CPU time limit in seconds, a test (default: limits.tsv)")(
      "wall-limit", po::value<cli::Positive>()->value_name("S"),
      "wall-clock limit in seconds (default 3 x the CPU limit + 1)")(
      "memory-limit", po::value<MiB>()->value_name("MIB"),
      "memory limit in MiB (default: limits.tsv); 0 for none")(
      "memory-mechanism",
      po::value<cli::Choice<k_mechanisms>>()
          ->default_value({&k_mechanisms[0]}, "auto")
          ->value_name("M"),
      "auto (cgroup where the host allows, else rlimit), cgroup or rlimit")(
      "output-limit", po::value<OutputMiB>()->default_value({64}, "64")->value_name("MIB"),
      "output limit in MiB (any file the program writes; also its /tmp)")(
      "jobs,j", po::value<Jobs>()->default_value({1}, "1")->value_name("N"), "tests run at a time")(
      "sandbox",
      po::value<cli::Choice<k_sandboxes>>()
          ->default_value({&k_sandboxes[0]}, "bwrap")
          ->value_name("S"),
      "bwrap (the default), or none for trusted code")(
      "share", po::value<std::vector<std::string>>()->value_name("PATH"),
      "show PATH (a file or folder) to the program read-only, at its own path")(
      "compiler", po::value<std::string>()->default_value("g++")->value_name("CXX"),
      "the compiler of a C++ source")(
      "compile-time-limit", po::value<cli::Positive>()->default_value({60}, "60")->value_name("S"),
      "the compiler's CPU time limit in seconds (and 1024 MiB, 64 MiB a file)")(
      "compile-flags",
      po::value<std::string>()->default_value("-std=c++17 -O2 -pipe")->value_name("FLAGS"),
      "its flags (split at spaces)")("time-only", po::bool_switch(),
                                     "judge the first line only (BZOJ / Luogu format)")(
      "partial", po::value<cli::Fraction>()->value_name("F"),
      "points F for the right time with missing or wrong moves (verdict PARTIAL)")(
      "expect", po::value<cli::Choice<k_result_words>>()->value_name("V"),
      "expect verdict V on every test (exit code 3 otherwise)")(
      "expect-tags", po::value<std::string>()->value_name("NAME"),
      "expect what the package's tags.tsv says of solution NAME")(
      "json", po::value<std::string>()->value_name("FILE"), "write the JSON report to FILE")(
      "junit", po::value<std::string>()->value_name("FILE"), "write JUnit XML to FILE")(
      "replays", po::value<std::string>()->value_name("DIR"),
      "keep the output of every rejected test in DIR, for the replay viewer");
  return options;
}

// Sets up the sandbox of the runs (or says there is none, --sandbox none); false when
// the probe of the sandbox was interrupted.
bool sandbox_of(const po::variables_map& values, const fs::path& scratch, Session& session,
                Report& report) {
  const std::vector<std::string> shares = values.count("share")
                                              ? values["share"].as<std::vector<std::string>>()
                                              : std::vector<std::string>{};
  if (values["sandbox"].as<cli::Choice<k_sandboxes>>().value()) {
    BwrapCheck check = check_bwrap(scratch.string());
    if (stop_requested()) return false;  // the probe was interrupted, not refused
    if (!check.profile) {
      throw cli::InputError(fmt::format(
          "the sandbox cannot be had here: {}; not judging without it (--sandbox none runs "
          "trusted code without a sandbox)",
          check.problem));
    }
    session.sandbox = std::move(*check.profile);
    session.sandbox->directory = fs::current_path().string();
    session.sandbox->tmp_bytes = session.limits.output_bytes;
    for (const std::string& share : shares) {
      session.sandbox->visible.push_back(visible_path(share, false, *session.sandbox, "--share"));
    }
    report.sandbox = fmt::format(
        "bwrap ({}): its own process ids, no network, the system directories read-only, only "
        "the program{} visible, a private /tmp of {} MiB{}",
        session.sandbox->bwrap, shares.empty() ? "" : " and --share",
        mib(session.limits.output_bytes), session.sandbox->user ? "; as an unprivileged user" : "");
  } else {
    if (!shares.empty()) throw cli::UsageError("--share needs the sandbox (not --sandbox none)");
    report.sandbox =
        "none: the program runs as this user, reads and writes what this user may, uses the "
        "network and can signal this user's processes; its processes are still all killed";
  }
  return true;
}

// Compiles the source `program` in the session's way, under the compiler's limits; on
// success the session runs the executable made, on failure the report says why.
bool compiled(const po::variables_map& values, const std::string& program, const fs::path& scratch,
              Session& session, Report& report) {
  const std::string name = values["compiler"].as<std::string>();
  const auto compiler = find_program(name);
  if (!compiler) throw cli::InputError(fmt::format("--compiler: '{}' not found", name));
  const fs::path output = scratch / "compiled";
  fs::create_directory(output);
  const std::string executable = (output / "program").string();
  const auto command = compile_command(
      *compiler, tokens(values["compile-flags"].as<std::string>()), program, executable);
  report.compile_command = shell_words(command);
  Session compiling = session;
  compiling.limits = compile_limits(values["compile-time-limit"].as<cli::Positive>().value);
  compiling.limits.memory = session.limits.memory;
  if (SandboxProfile* profile = compiling.sandbox ? &*compiling.sandbox : nullptr) {
    profile->visible.push_back(visible_path(*compiler, true, *profile, "--compiler"));
    profile->visible.push_back(visible_path(program, false, *profile, "--program"));
    profile->writable = output.string();
    profile->tmp_bytes = compiling.limits.output_bytes;
    if (const auto user = sandbox_user(0)) ::chown(output.c_str(), *user, *user);
  }
  RunSpec spec = run_spec(compiling, command, 0);
  const Helper compiled = run_helper(spec, scratch);
  if (compiled.failure || compiled.facts.start_error) {
    report.compile_error = compiled.messages;
    if (compiled.failure && compiled.failure->verdict != Result::runtime_error) {
      report.compile_error =
          fmt::format("compilation stopped: {}\n{}", compiled.failure->message, compiled.messages);
    }
    report.interrupted = compiled.facts.interrupted;
    return false;
  }
  session.command = {executable};
  if (session.sandbox) session.sandbox->visible.push_back(executable);
  return true;
}

int judge(int argc, char** argv) {
  const po::options_description described = options();
  const auto command_line = cli::parse(cli::arguments(argc, argv), described, 0, 0);
  if (command_line.help) {
    std::ostringstream text;
    text << described << k_notes;
    cli::write_stdout(text.str());
    return cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  for (const int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &action, nullptr);
  prepare_runner();
  Cleanup cleanup;
  if (values["check-host"].as<bool>()) {
    cleanup.scratch = make_scratch();
    cli::write_stdout(host_report(cleanup.scratch));
    return cli::k_success;
  }
  if (!values.count("program")) throw cli::UsageError("--program is required");
  const std::string program = values["program"].as<std::string>();
  const TestSet set = tests_of(values);
  const Expectations expectations = expectations_of(values, set);
  const ProgramChoice choice = classify_program(program, file_kind(program));
  if (!choice.error.empty()) throw cli::InputError(fmt::format("--program {}", choice.error));
  const JuryFiles jury = jury_files(values, set);
  check_written_paths(values, program, jury);
  if (values.count("share")) check_shares(values["share"].as<std::vector<std::string>>(), jury);

  Session session;
  session.limits = limits_of(values, set);
  cleanup.scratch = make_scratch();
  session.scratch = cleanup.scratch;
  Report report;
  report.program = program;
  report.kind = std::string(kind_name(choice.kind));
  report.jobs = values["jobs"].as<Jobs>().value;
  report.tests = values["tests"].as<std::string>();
  report.test_count = set.tests.size();
  report.scoring_source = set.scoring_source;
  report.expectations = expectations;
  session.check.policy.time_only = values["time-only"].as<bool>();
  if (values.count("partial"))
    session.check.policy.partial = values["partial"].as<cli::Fraction>().value;

  if (!sandbox_of(values, cleanup.scratch, session, report)) return static_cast<int>(cli::k_interrupted);
  report.memory_mechanism =
      memory_mechanism(values["memory-mechanism"].as<cli::Choice<k_mechanisms>>().value(),
                       session.limits, cleanup,
                       session.sandbox && (session.sandbox->user || !session.sandbox->prlimit.empty()));
  if (cleanup.cgroups) session.cgroups = &*cleanup.cgroups;
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

  report.limits = session.limits;
  const auto finish = [&] {
    report.groups = score_groups(set.groups, report.results);
    report.unmet = unmet_expectations(expectations, report.results);
    if (report.compile_error) report.unmet.insert(report.unmet.begin(), "the compilation failed");
    if (values.count("json"))
      cli::write_file(values["json"].as<std::string>(), json_report(report));
    if (values.count("junit"))
      cli::write_file(values["junit"].as<std::string>(), junit_report(report));
    cli::write_stdout(text_report(report));
    // A replay that could not be kept is absent, and said so: the run's results stand,
    // but the exit code is the file error's.
    bool lost = false;
    for (const TestResult& result : report.results) {
      if (result.replay_error.empty()) continue;
      cli::message(fmt::format("judge: test {}: {}\n", result.name, result.replay_error));
      lost = true;
    }
    if (report.interrupted) return static_cast<int>(cli::k_interrupted);
    if (lost) return static_cast<int>(cli::k_file_error);
    return report.unmet.empty() ? static_cast<int>(cli::k_success)
                                : static_cast<int>(cli::k_negative);
  };

  switch (choice.kind) {
    case ProgramKind::executable:
      session.command = {fs::absolute(program).lexically_normal().string()};
      if (SandboxProfile* profile = session.sandbox ? &*session.sandbox : nullptr) {
        profile->visible.push_back(visible_path(program, true, *profile, "--program"));
      }
      break;
    case ProgramKind::shell:
      session.command = {"/bin/sh", "-c", program};
      break;
    case ProgramKind::source:
      if (!compiled(values, program, cleanup.scratch, session, report)) return finish();
      break;
  }
  const bool live = ::isatty(2) == 1;
  report.results =
      judge_tests(session, set.tests, report.jobs, [&](const TestResult& result, std::size_t done) {
        if (live) cli::message("\r\033[K" + progress_line(result, done, set.tests.size()));
      });
  if (live) cli::message("\r\033[K");
  report.interrupted =
      stop_requested() || std::any_of(report.results.begin(), report.results.end(),
                                      [](const TestResult& r) { return r.interrupted; });
  return finish();
}

}  // namespace

int judge_command(int argc, char** argv) {
  return cli::run("judge", [&] { return judge(argc, argv); });
}

}  // namespace snake::judge
