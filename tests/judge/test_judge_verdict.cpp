// judge/verdict.hpp: the facts of a run to a verdict, rule by rule and in order; the
// checker's outcomes to verdicts.
#include <boost/test/unit_test.hpp>

#include <csignal>

#include "judge/verdict.hpp"

namespace snake::judge {
namespace {

Limits limits() {
  Limits l;
  l.cpu_seconds = 1;
  l.wall_seconds = 4;
  l.memory_bytes = std::uint64_t{256} << 20;
  l.output_bytes = std::uint64_t{16} << 20;
  return l;
}

RunFacts exited(int code) {
  RunFacts r;
  r.exited = true;
  r.exit_code = code;
  r.cpu_ms = 100;
  return r;
}

RunFacts killed(int signal) {
  RunFacts r;
  r.signal = signal;
  r.cpu_ms = 100;
  return r;
}

std::string verdict_text(const std::optional<Judged>& j) {
  return j ? std::string(word(j->verdict)) + " " + j->message : "checker";
}

BOOST_AUTO_TEST_CASE(words_name_every_verdict_both_ways) {
  for (const char* w : {"AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "FAIL", "PARTIAL"}) {
    BOOST_REQUIRE(result_named(w));
    BOOST_TEST(word(*result_named(w)) == w);
  }
  BOOST_TEST(!result_named("OK"));
  BOOST_TEST(!result_named("ac"));
}

BOOST_AUTO_TEST_CASE(a_clean_exit_within_limits_goes_to_the_checker) {
  BOOST_TEST(verdict_text(run_verdict(exited(0), limits())) == "checker");
  RunFacts r = exited(0);
  r.cpu_ms = 1000;  // exactly the limit is within it
  BOOST_TEST(verdict_text(run_verdict(r, limits())) == "checker");
}

BOOST_AUTO_TEST_CASE(cpu_time_over_the_limit_is_tle_even_after_a_clean_exit) {
  RunFacts r = exited(0);
  r.cpu_ms = 1001;
  BOOST_TEST(verdict_text(run_verdict(r, limits())) == "TLE over the CPU time limit of 1 s");
  RunFacts x = killed(SIGXCPU);
  x.cpu_ms = 2000;
  BOOST_TEST(verdict_text(run_verdict(x, limits())) ==
             "TLE over the CPU time limit of 1 s (killed by SIGXCPU)");
}

BOOST_AUTO_TEST_CASE(the_wall_clock_kill_is_tle_with_what_it_means) {
  RunFacts r = killed(SIGKILL);
  r.wall_killed = true;
  BOOST_TEST(verdict_text(run_verdict(r, limits())) ==
             "TLE over the wall-clock limit of 4 s with CPU time within its limit (sleeping, "
             "waiting or starved of CPU); killed");
}

BOOST_AUTO_TEST_CASE(output_at_the_limit_is_ole_before_anything_else) {
  RunFacts r = killed(SIGXFSZ);
  r.output_bytes = std::uint64_t{16} << 20;
  r.cpu_ms = 5000;
  BOOST_TEST(verdict_text(run_verdict(r, limits())) == "OLE output over the limit of 16 MiB");
  RunFacts other_file = killed(SIGXFSZ);
  BOOST_TEST(verdict_text(run_verdict(other_file, limits())) ==
             "OLE a file over the output limit of 16 MiB (killed by SIGXFSZ)");
}

BOOST_AUTO_TEST_CASE(signals_and_exit_codes_are_runtime_errors) {
  BOOST_TEST(verdict_text(run_verdict(killed(SIGSEGV), limits())) ==
             "RE killed by SIGSEGV (Segmentation fault)");
  BOOST_TEST(verdict_text(run_verdict(exited(1), limits())) == "RE exit code 1");
  BOOST_TEST(verdict_text(run_verdict(exited(255), limits())) == "RE exit code 255");
}

BOOST_AUTO_TEST_CASE(an_abnormal_end_under_an_address_space_limit_asks_for_a_rerun) {
  BOOST_TEST(needs_memory_rerun(killed(SIGABRT), limits()));
  BOOST_TEST(needs_memory_rerun(exited(1), limits()));
  BOOST_TEST(!needs_memory_rerun(exited(0), limits()));
  RunFacts slow = killed(SIGXCPU);
  BOOST_TEST(!needs_memory_rerun(slow, limits()));  // already TLE
  Limits no_memory = limits();
  no_memory.memory_bytes = 0;
  BOOST_TEST(!needs_memory_rerun(killed(SIGABRT), no_memory));
  Limits cgroup = limits();
  cgroup.memory = MemoryMechanism::cgroup;
  BOOST_TEST(!needs_memory_rerun(killed(SIGABRT), cgroup));
}

BOOST_AUTO_TEST_CASE(a_rerun_that_needs_more_than_the_limit_makes_it_mle) {
  RunFacts rerun = killed(SIGABRT);
  rerun.peak_kib = 256 * 1024 + 1;
  BOOST_TEST(verdict_text(run_verdict(killed(SIGABRT), limits(), rerun)) ==
             "MLE over the memory limit of 256 MiB: it was killed by SIGABRT (Aborted) under "
             "the address-space limit and, run again with twice that limit, used more than "
             "256 MiB");
  BOOST_TEST(verdict_text(run_verdict(exited(3), limits(), rerun)) ==
             "MLE over the memory limit of 256 MiB: it ended with exit code 3 under the "
             "address-space limit and, run again with twice that limit, used more than 256 MiB");
}

BOOST_AUTO_TEST_CASE(a_rerun_within_the_limit_leaves_a_runtime_error) {
  RunFacts rerun = killed(SIGSEGV);
  rerun.peak_kib = 256 * 1024;  // exactly the limit: not over it
  BOOST_TEST(verdict_text(run_verdict(killed(SIGSEGV), limits(), rerun)) ==
             "RE killed by SIGSEGV (Segmentation fault)");
}

BOOST_AUTO_TEST_CASE(an_oom_kill_in_the_cgroup_is_mle) {
  RunFacts r = killed(SIGKILL);
  r.oom_kills = 1;
  BOOST_TEST(verdict_text(run_verdict(r, limits())) ==
             "MLE over the memory limit of 256 MiB: the kernel's OOM killer ended a process of "
             "it (cgroup memory limit)");
  RunFacts survived = exited(0);  // a child was killed, the program went on: still MLE
  survived.oom_kills = 2;
  BOOST_TEST(word(run_verdict(survived, limits())->verdict) == "MLE");
}

BOOST_AUTO_TEST_CASE(the_cpu_kill_of_the_whole_tree_is_tle) {
  RunFacts r = killed(SIGKILL);
  r.cpu_killed = true;
  r.cpu_ms = 1004;
  BOOST_TEST(verdict_text(run_verdict(r, limits())) == "TLE over the CPU time limit of 1 s");
}

BOOST_AUTO_TEST_CASE(the_wall_limit_defaults_to_three_times_the_cpu_limit_and_a_second) {
  BOOST_TEST(default_wall_seconds(2) == 7);
  BOOST_TEST(default_wall_seconds(0.5) == 2.5);
}

BOOST_AUTO_TEST_CASE(start_failures_and_interruptions_are_the_judges_fault) {
  RunFacts r;
  r.start_error = "cannot execute '/x': Permission denied";
  BOOST_TEST(verdict_text(run_verdict(r, limits())) ==
             "FAIL the program could not be started: cannot execute '/x': Permission denied");
  RunFacts i = killed(SIGKILL);
  i.interrupted = true;
  BOOST_TEST(verdict_text(run_verdict(i, limits())) ==
             "FAIL the judge was interrupted during this run");
}

BOOST_AUTO_TEST_CASE(checker_outcomes_map_to_verdicts_with_scores) {
  checker::Outcome o;
  o.verdict = checker::Verdict::ok;
  o.message = "fine";
  BOOST_TEST(word(checker_verdict(o).verdict) == "AC");
  BOOST_TEST(checker_verdict(o).score == 1);
  BOOST_TEST(checker_verdict(o).message == "fine");
  o.verdict = checker::Verdict::partial;
  o.score = 0.3;
  BOOST_TEST(word(checker_verdict(o).verdict) == "PARTIAL");
  BOOST_TEST(checker_verdict(o).score == 0.3);
  o.verdict = checker::Verdict::wrong_answer;
  BOOST_TEST(word(checker_verdict(o).verdict) == "WA");
  BOOST_TEST(checker_verdict(o).score == 0);
  o.verdict = checker::Verdict::presentation_error;
  BOOST_TEST(word(checker_verdict(o).verdict) == "PE");
  o.verdict = checker::Verdict::judge_failure;
  BOOST_TEST(word(checker_verdict(o).verdict) == "FAIL");
}

BOOST_AUTO_TEST_CASE(mib_prints_whole_and_fractional_mebibytes) {
  BOOST_TEST(mib(std::uint64_t{256} << 20) == "256");
  BOOST_TEST(mib(std::uint64_t{512} << 10) == "0.5");
  BOOST_TEST(mib(0) == "0");
}

}  // namespace
}  // namespace snake::judge
