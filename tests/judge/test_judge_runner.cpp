// judge/runner.hpp: real runs of small shell programs under a keeper (--sandbox none)
// and per-process limits: exit codes and signals, input and output, the wall-clock kill,
// the CPU and file-size limits, start failures, signals to the parent absorbed, and
// children left behind, all killed and reaped; with a cgroup, the CPU limit of the whole
// tree. Runs in the sandbox are the judge cases'. No assertion depends on how fast the
// machine is: the limits are either never reached (generous) or always reached (sleep,
// loops).
#include <boost/test/unit_test.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <variant>

#include <sys/wait.h>
#include <unistd.h>

#include "judge/runner.hpp"

namespace snake::judge {
namespace {

namespace fs = std::filesystem;

struct Scratch {
  fs::path path = fs::temp_directory_path() / ("judge_runner_" + std::to_string(::getpid()));
  Scratch() {
    prepare_runner();
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Scratch() { fs::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

std::string text_of(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

RunSpec shell(const Scratch& s, const std::string& script) {
  RunSpec spec;
  spec.argv = {"/bin/sh", "-c", script};
  spec.output = s.file("out");
  spec.error = s.file("err");
  spec.limits.cpu_seconds = 60;
  spec.limits.wall_seconds = 120;
  return spec;
}

BOOST_FIXTURE_TEST_SUITE(runner, Scratch)

BOOST_AUTO_TEST_CASE(input_goes_in_and_output_comes_out) {
  std::ofstream(file("in")) << "5 7\n";
  RunSpec spec = shell(*this, "read a b; echo $((a + b)); echo oops >&2");
  spec.input = file("in");
  const RunFacts r = run_program(spec);
  BOOST_TEST(r.exited);
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(!r.start_error);
  BOOST_TEST(text_of(file("out")) == "12\n");
  BOOST_TEST(text_of(file("err")) == "oops\n");
  BOOST_TEST(r.output_bytes == 3u);
  BOOST_TEST(!r.wall_killed);
  BOOST_TEST(r.peak_kib > 0);
}

BOOST_AUTO_TEST_CASE(exit_codes_and_signals_are_told_apart) {
  const RunFacts code = run_program(shell(*this, "exit 3"));
  BOOST_TEST(code.exited);
  BOOST_TEST(code.exit_code == 3);
  const RunFacts signal = run_program(shell(*this, "kill -SEGV $$"));
  BOOST_TEST(!signal.exited);
  BOOST_TEST(signal.signal == SIGSEGV);
}

BOOST_AUTO_TEST_CASE(exit_codes_above_128_are_signals_only_when_asked) {
  RunSpec spec = shell(*this, "exit 139");
  BOOST_TEST(run_program(spec).exit_code == 139);
  spec.sandboxed = true;
  const RunFacts r = run_program(spec);
  BOOST_TEST(!r.exited);
  BOOST_TEST(r.signal == SIGSEGV);
}

BOOST_AUTO_TEST_CASE(a_sleeping_program_is_killed_at_the_wall_clock_limit) {
  RunSpec spec = shell(*this, "sleep 100");
  spec.limits.wall_seconds = 0.3;
  const RunFacts r = run_program(spec);
  BOOST_TEST(r.wall_killed);
  BOOST_TEST(r.wall_ms >= 300);
  BOOST_TEST(r.cpu_ms < 300);
}

BOOST_AUTO_TEST_CASE(a_loop_is_stopped_by_the_cpu_limit_and_measured_by_rusage) {
  RunSpec spec = shell(*this, "while :; do :; done");
  spec.limits.cpu_seconds = 0.2;  // RLIMIT_CPU: 1 s, then SIGXCPU
  const RunFacts r = run_program(spec);
  BOOST_TEST(!r.exited);
  BOOST_TEST(r.signal == SIGXCPU);
  BOOST_TEST(r.cpu_ms >= 500);  // rusage, which counts a little differently from the limit
  BOOST_TEST(!r.wall_killed);
}

BOOST_AUTO_TEST_CASE(output_stops_at_the_file_size_limit) {
  RunSpec spec = shell(*this, "exec yes");
  spec.limits.output_bytes = 100000;
  const RunFacts r = run_program(spec);
  BOOST_TEST(!r.exited);
  BOOST_TEST(r.signal == SIGXFSZ);
  BOOST_TEST(r.output_bytes == 100000u);
}

BOOST_AUTO_TEST_CASE(a_program_that_cannot_be_executed_is_a_start_error) {
  RunSpec spec = shell(*this, "");
  spec.argv = {"/nonexistent/program"};
  const RunFacts r = run_program(spec);
  BOOST_REQUIRE(r.start_error);
  BOOST_TEST(*r.start_error == "cannot execute '/nonexistent/program': No such file or directory");
  spec = shell(*this, "true");
  spec.input = file("missing");
  BOOST_TEST(*run_program(spec).start_error ==
             "cannot open '" + file("missing") + "': No such file or directory");
}

BOOST_AUTO_TEST_CASE(signals_to_the_parent_reach_the_keeper_and_go_nowhere) {
  const RunFacts r = run_program(
      shell(*this, "for s in TERM INT HUP QUIT USR1 PIPE; do kill -$s $PPID; done; echo ok"));
  BOOST_TEST(r.exited);
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(text_of(file("out")) == "ok\n");
  BOOST_TEST(!stop_requested());
}

BOOST_AUTO_TEST_CASE(children_and_escaped_daemons_are_killed_and_reaped) {
  // A child in the group, and a daemon that leaves it with setsid; the shell prints
  // both process ids (the daemon hands its own over in a file) and exits.
  const std::string pid_file = file("daemon.pid");
  const RunFacts r =
      run_program(shell(*this, "sleep 100 & echo $!; setsid sh -c 'echo $$ > " + pid_file +
                                   "; exec sleep 100' & until [ -s " + pid_file +
                                   " ]; do sleep 0.01; done; cat " + pid_file));
  BOOST_TEST(r.exited);
  std::istringstream pids(text_of(file("out")));
  int count = 0;
  for (pid_t pid = 0; pids >> pid; ++count) {
    BOOST_TEST(::kill(pid, 0) == -1, "process " << pid << " still exists");
  }
  BOOST_TEST(count == 2);
  BOOST_TEST(::waitpid(-1, nullptr, WNOHANG) == -1);  // nothing left to reap either
}

BOOST_AUTO_TEST_CASE(with_a_cgroup_the_cpu_time_of_the_whole_tree_is_limited) {
  auto session = CgroupSession::create();
  if (const auto* why = std::get_if<std::string>(&session)) {
    BOOST_TEST_MESSAGE("skipped, no cgroups here: " << *why);
    return;
  }
  RunSpec spec = shell(*this, "(while :; do :; done) & (while :; do :; done) & wait");
  spec.cgroups = &std::get<CgroupSession>(session);
  spec.limits.cpu_seconds = 0.5;
  const RunFacts r = run_program(spec);
  std::get<CgroupSession>(session).remove();
  BOOST_TEST(r.cpu_killed);
  BOOST_TEST(r.cpu_ms > 500);
  BOOST_TEST(!r.wall_killed);
}

BOOST_AUTO_TEST_CASE(find_program_searches_path_and_takes_paths_as_they_are) {
  const std::string sh = find_program("sh").value_or("none");
  BOOST_TEST((sh == "/usr/bin/sh" || sh == "/bin/sh"), sh);
  BOOST_TEST(*find_program("/bin/sh") == "/bin/sh");
  BOOST_TEST(!find_program("/nonexistent/x"));
  BOOST_TEST(!find_program("no-such-program-anywhere"));
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace
}  // namespace snake::judge
