#include "judge/session.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "judge/text.hpp"

namespace snake::judge {

namespace {

namespace fs = std::filesystem;

Judged check_output(const Session& session, const TestCase& test, const fs::path& output) {
  std::ifstream input(test.input, std::ios::binary);
  std::ifstream contestant(output, std::ios::binary);
  std::ifstream answer(test.answer, std::ios::binary);
  if (!input || !answer) {
    return Judged{Result::judge_failure,
                  fmt::format("cannot read {}", (!input ? test.input : test.answer).string()), 0};
  }
  if (!contestant) {
    return Judged{Result::judge_failure, fmt::format("cannot read {}", output.string()), 0};
  }
  return checker_verdict(checker::check(input, contestant, answer, session.check));
}

// Copies `from` to `folder/name` whole or not at all: into a new temporary file of
// `folder` (mkstemp creates it, so no link is followed), then renamed onto the name, which
// replaces whatever is there (a link itself, not the file it names). On any failure (a
// full disk) nothing is left under the name. Returns the system's reason, or empty.
std::string keep_copy(const fs::path& from, const fs::path& folder, const std::string& name) {
  std::string temporary = (folder / fmt::format(".{}.XXXXXX", name)).string();
  const int out = ::mkstemp(temporary.data());
  if (out < 0) return std::strerror(errno);
  int error = ::fchmod(out, 0644) != 0 ? errno : 0;
  const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (in < 0 && error == 0) error = errno;
  char buffer[1 << 16];
  while (error == 0) {
    const ssize_t got = ::read(in, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      if (got < 0) error = errno;
      break;
    }
    for (ssize_t put = 0; put < got && error == 0;) {
      const ssize_t wrote = ::write(out, buffer + put, static_cast<std::size_t>(got - put));
      if (wrote < 0 && errno != EINTR) error = errno;
      if (wrote > 0) put += wrote;
    }
  }
  if (in >= 0) ::close(in);
  if (::close(out) != 0 && error == 0) error = errno;
  const fs::path kept = folder / name;
  if (error == 0 && ::rename(temporary.c_str(), kept.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(temporary.c_str());
    ::unlink(kept.c_str());  // absent rather than an earlier run's copy
    return std::strerror(error);
  }
  return {};
}

// A run of a test in progress: the first one, or the rerun with twice the memory.
struct Job {
  std::size_t test = 0;
  std::optional<RunFacts> first;  // set for the rerun
  int slot = 0;
  std::unique_ptr<Run> run;
  fs::path output, error;
};

}  // namespace

RunSpec run_spec(const Session& session, const std::vector<std::string>& command, int slot) {
  RunSpec spec;
  spec.limits = session.limits;
  spec.cgroups = session.cgroups;
  if (session.sandbox) {
    SandboxProfile profile = *session.sandbox;
    profile.user = sandbox_user(slot);
    // Without a user of the run's own, the sandbox's user namespace holds the bound.
    const bool group_holds = session.cgroups && session.cgroups->limits_processes();
    if (!profile.user && !group_holds) profile.processes = session.limits.processes;
    spec.argv = bwrap_command(profile, command);
    spec.sandboxed = true;
    spec.seccomp = profile.seccomp;
    spec.limit_processes = profile.user.has_value();  // a user of the run's own
  } else {
    spec.argv = command;
  }
  return spec;
}

std::vector<TestResult> judge_tests(
    const Session& session, const std::vector<TestCase>& tests, int jobs,
    const std::function<void(const TestResult&, std::size_t)>& progress) {
  std::vector<std::optional<TestResult>> results(tests.size());
  std::deque<Job> queue;
  for (std::size_t i = 0; i < tests.size(); ++i) {
    queue.emplace_back();
    queue.back().test = i;
  }
  std::vector<Job> running;
  std::size_t done = 0;

  const auto start = [&](Job job) {
    const TestCase& test = tests[job.test];
    std::vector<bool> used(static_cast<std::size_t>(jobs));
    for (const Job& r : running) used[static_cast<std::size_t>(r.slot)] = true;
    while (used[static_cast<std::size_t>(job.slot)]) ++job.slot;
    const std::string stem = test.name + (job.first ? ".rerun" : "");
    job.output = session.scratch / (stem + ".out");
    job.error = session.scratch / (stem + ".err");
    RunSpec spec = run_spec(session, session.command, job.slot);
    spec.input = test.input.string();
    spec.output = job.output.string();
    spec.error = job.error.string();
    if (job.first) spec.limits.memory_bytes *= 2;
    job.run = std::make_unique<Run>(spec);
    running.push_back(std::move(job));
  };

  const auto complete = [&](Job& job, const RunFacts& facts) {
    const TestCase& test = tests[job.test];
    if (!job.first && needs_memory_rerun(facts, session.limits)) {
      queue.emplace_front();
      queue.front().test = job.test;
      queue.front().first = facts;
      return;
    }
    const RunFacts& run = job.first ? *job.first : facts;
    const fs::path output = session.scratch / (test.name + ".out");
    const fs::path error = session.scratch / (test.name + ".err");
    TestResult result;
    result.name = test.name;
    result.group = test.group;
    result.interrupted = run.interrupted || facts.interrupted;
    if (auto verdict = run_verdict(run, session.limits,
                                   job.first ? std::optional<RunFacts>(facts) : std::nullopt)) {
      result.judged = std::move(*verdict);
    } else {
      result.judged = check_output(session, test, output);
    }
    result.cpu_ms = run.cpu_ms;
    result.wall_ms = run.wall_ms;
    result.memory_kib = run.peak_kib;
    std::error_code ignored;
    if (session.replays && result.judged.verdict != Result::accepted) {
      for (const fs::path& kept : {output, error}) {
        const std::string name = test.name + kept.extension().string();
        if (kept == error && fs::file_size(error, ignored) == 0) {
          fs::remove(*session.replays / name, ignored);  // not an earlier run's
          continue;
        }
        if (const std::string why = keep_copy(kept, *session.replays, name); !why.empty()) {
          result.replay_error = fmt::format("cannot keep '{}': {}",
                                            (*session.replays / name).string(), why);
          break;
        }
      }
      if (result.replay_error.empty()) {
        result.output_file = (*session.replays / (test.name + ".out")).string();
      } else {
        fs::remove(*session.replays / (test.name + ".out"), ignored);
        fs::remove(*session.replays / (test.name + ".err"), ignored);
      }
    }
    for (const fs::path& file : {output, error, job.output, job.error}) fs::remove(file, ignored);
    results[job.test] = result;
    progress(result, ++done);
  };

  while (!queue.empty() || !running.empty()) {
    while (running.size() < static_cast<std::size_t>(jobs) && !queue.empty() && !stop_requested()) {
      Job job = std::move(queue.front());
      queue.pop_front();
      start(std::move(job));
    }
    if (running.empty()) break;
    std::optional<Reaped> reaped;
    if (std::none_of(running.begin(), running.end(), [](const Job& j) { return j.run->done(); })) {
      reaped = reap_child(std::chrono::milliseconds(10));
    }
    std::vector<pid_t> pids;
    for (std::size_t i = running.size(); i-- > 0;) {
      Run& run = *running[i].run;
      if (run.done() || (reaped && reaped->pid == run.pid())) {
        Job job = std::move(running[i]);
        running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
        complete(job, job.run->finish(reaped.value_or(Reaped{})));
        if (!session.cgroups) {  // what a killed keeper left came here
          std::vector<pid_t> others;
          for (const Job& r : running) others.push_back(r.run->pid());
          drain_strays(others);
        }
        continue;
      }
      run.enforce(stop_requested());
      pids.push_back(run.pid());
    }
    if (!session.cgroups) kill_strays(pids);
  }
  std::vector<TestResult> out;
  for (auto& result : results) {
    if (result) out.push_back(std::move(*result));
  }
  return out;
}

Limits compile_limits(double cpu_seconds) {
  Limits limits;
  limits.cpu_seconds = cpu_seconds;
  limits.wall_seconds = default_wall_seconds(limits.cpu_seconds);
  limits.memory_bytes = std::uint64_t{1024} << 20;
  limits.output_bytes = std::uint64_t{64} << 20;
  return limits;
}

Helper run_helper(RunSpec spec, const fs::path& scratch) {
  spec.output = (scratch / "helper.stdout").string();
  spec.error = (scratch / "helper.stderr").string();
  Helper out;
  out.facts = run_program(spec);
  out.messages = cli::read_file_or_empty(spec.error) + cli::read_file_or_empty(spec.output);
  out.failure = run_verdict(out.facts, spec.limits);
  std::error_code ignored;
  fs::remove(spec.output, ignored);
  fs::remove(spec.error, ignored);
  return out;
}

}  // namespace snake::judge
