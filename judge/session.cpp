#include "judge/session.hpp"

#include <cerrno>
#include <fstream>
#include <sstream>

#include <poll.h>

#include <fmt/format.h>

#include "judge/program.hpp"
#include "judge/wire.hpp"
#include "judge/worker.hpp"

namespace snake::judge {

namespace {

namespace fs = std::filesystem;

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Judged check_output(const Session& session, const TestCase& test, const fs::path& output) {
  std::ifstream input(test.input, std::ios::binary);
  std::ifstream contestant(output, std::ios::binary);
  std::ifstream answer(test.answer, std::ios::binary);
  if (!input || !answer) {
    return Judged{Verdict::judge_failure,
                  fmt::format("cannot read {}", (!input ? test.input : test.answer).string()), 0};
  }
  if (!contestant) {
    return Judged{Verdict::judge_failure, fmt::format("cannot read {}", output.string()), 0};
  }
  return checker_verdict(checker::check(input, contestant, answer, session.check));
}

RunSpec test_spec(const Session& session, const TestCase& test, const fs::path& output,
                  const fs::path& error, const fs::path& tmp) {
  RunSpec spec;
  spec.argv = session.bwrap
                  ? bwrap_command(*session.bwrap, session.command, session.directory, tmp.string())
                  : session.command;
  spec.signals_as_exit_codes = session.bwrap.has_value();
  spec.input = test.input.string();
  spec.output = output.string();
  spec.error = error.string();
  spec.limits = session.limits;
  spec.cgroup_session = session.cgroup_session;
  return spec;
}

// Keeps the output (and standard error, when there is some) of a rejected test.
std::string keep(const fs::path& replays, const TestCase& test, const fs::path& output,
                 const fs::path& error) {
  std::error_code ignored;
  const fs::path kept = replays / (test.name + ".out");
  fs::copy_file(output, kept, fs::copy_options::overwrite_existing, ignored);
  if (fs::file_size(error, ignored) > 0) {
    fs::copy_file(error, replays / (test.name + ".err"), fs::copy_options::overwrite_existing,
                  ignored);
  }
  return kept.string();
}

}  // namespace

TestResult judge_test(const Session& session, const TestCase& test) {
  const fs::path output = session.scratch / (test.name + ".out");
  const fs::path error = session.scratch / (test.name + ".err");
  const fs::path tmp = session.scratch / (test.name + ".tmp");
  std::error_code ignored;
  fs::create_directory(tmp, ignored);
  const RunSpec spec = test_spec(session, test, output, error, tmp);
  const RunFacts facts = run_program(spec);
  std::optional<RunFacts> rerun;
  if (needs_memory_rerun(facts, session.limits)) {
    RunSpec again = test_spec(session, test, session.scratch / (test.name + ".rerun.out"),
                              session.scratch / (test.name + ".rerun.err"), tmp);
    again.limits.memory_bytes *= 2;
    rerun = run_program(again);
    fs::remove(again.output, ignored);
    fs::remove(again.error, ignored);
  }
  TestResult result;
  result.name = test.name;
  result.group = test.group;
  if (auto verdict = run_verdict(facts, session.limits, rerun)) {
    result.judged = std::move(*verdict);
  } else {
    result.judged = check_output(session, test, output);
  }
  result.cpu_ms = facts.cpu_ms;
  result.wall_ms = facts.wall_ms;
  result.memory_kib = facts.peak_kib;
  if (session.replays && result.judged.verdict != Verdict::accepted) {
    result.output_file = keep(*session.replays, test, output, error);
  }
  fs::remove(output, ignored);
  fs::remove(error, ignored);
  fs::remove_all(tmp, ignored);
  return result;
}

std::vector<TestResult> judge_tests(
    const Session& session, const std::vector<TestCase>& tests, int jobs,
    const std::function<void(const TestResult&, std::size_t)>& progress) {
  struct Running {
    Worker worker;
    std::size_t index;
  };
  std::vector<std::optional<TestResult>> results(tests.size());
  std::vector<Running> running;
  std::size_t next = 0;
  std::size_t done = 0;
  bool stopped = false;
  const auto take = [&](std::size_t slot) {
    Running& r = running[slot];
    std::string why;
    const std::optional<std::string> text = r.worker.finish(why);
    TestResult result;
    try {
      if (!text) throw WireError(why);
      result = unpack_result(*text);
    } catch (const WireError& e) {
      result.name = tests[r.index].name;
      result.group = tests[r.index].group;
      result.judged =
          Judged{Verdict::judge_failure,
                 fmt::format("internal error: no result for this test: {}", e.what()), 0};
    }
    results[r.index] = result;
    running.erase(running.begin() + static_cast<std::ptrdiff_t>(slot));
    progress(result, ++done);
  };
  while (next < tests.size() || !running.empty()) {
    while (running.size() < static_cast<std::size_t>(jobs) && next < tests.size() &&
           !stop_requested()) {
      const TestCase& test = tests[next];
      running.push_back(
          Running{Worker::start([&] { return pack_result(judge_test(session, test)); }), next});
      ++next;
    }
    if (running.empty()) break;
    if (stop_requested() && !stopped) {  // the workers may not have had the signal
      for (const Running& r : running) r.worker.stop();
      stopped = true;
    }
    std::vector<pollfd> fds;
    for (const Running& r : running) fds.push_back(pollfd{r.worker.descriptor(), POLLIN, 0});
    if (::poll(fds.data(), fds.size(), -1) < 0) continue;  // EINTR: look at the stop flag
    for (std::size_t slot = fds.size(); slot-- > 0;) {
      if (fds[slot].revents == 0) continue;
      if (!running[slot].worker.read_available()) take(slot);
    }
  }
  std::vector<TestResult> out;
  for (auto& result : results) {
    if (result) out.push_back(std::move(*result));
  }
  return out;
}

namespace {

Compilation run_helper(const std::vector<std::string>& command, const fs::path& scratch,
                       double cpu_seconds, const std::string& label) {
  RunSpec spec;
  spec.argv = command;
  spec.output = (scratch / (label + ".stdout")).string();
  spec.error = (scratch / (label + ".stderr")).string();
  spec.limits.cpu_seconds = cpu_seconds;
  spec.limits.wall_seconds = cpu_seconds * 3;
  spec.limits.memory_bytes = 0;
  spec.limits.output_bytes = std::uint64_t{1} << 40;
  spec.limit_file_size = false;
  const RunFacts facts = unpack_facts(in_worker([&] { return pack_facts(run_program(spec)); }));
  Compilation out{facts, file_text(spec.error) + file_text(spec.output)};
  std::error_code ignored;
  fs::remove(spec.output, ignored);
  fs::remove(spec.error, ignored);
  return out;
}

}  // namespace

Compilation compile(const std::vector<std::string>& command, const fs::path& scratch) {
  return run_helper(command, scratch, 600, "compile");
}

Compilation probe(const std::vector<std::string>& command, const fs::path& scratch) {
  return run_helper(command, scratch, 10, "probe");
}

}  // namespace snake::judge
