#include "judge/verdict.hpp"

#include <csignal>

#include <fmt/format.h>

#include "judge/text.hpp"

namespace snake::judge {

namespace {

// "killed by SIGSEGV (Segmentation fault)" or "exit code 1".
std::string ending(const RunFacts& run) {
  if (!run.exited) return fmt::format("killed by {}", signal_name(run.signal));
  return fmt::format("exit code {}", run.exit_code);
}

bool abnormal(const RunFacts& run) { return !run.exited || run.exit_code != 0; }

Judged rejected(Result verdict, std::string message) {
  return Judged{verdict, std::move(message), 0};
}

// The verdicts that come before memory: a start failure, an interruption, output or
// time over the limit.
std::optional<Judged> limit_verdict(const RunFacts& run, const Limits& limits) {
  if (run.start_error) {
    return rejected(Result::judge_failure,
                    fmt::format("the program could not be started: {}", *run.start_error));
  }
  if (run.interrupted) {
    return rejected(Result::judge_failure, "the judge was interrupted during this run");
  }
  if (run.output_bytes >= limits.output_bytes) {
    return rejected(Result::output_limit,
                    fmt::format("output over the limit of {} MiB", mib(limits.output_bytes)));
  }
  if (!run.exited && run.signal == SIGXFSZ) {
    return rejected(Result::output_limit,
                    fmt::format("a file over the output limit of {} MiB (killed by SIGXFSZ)",
                                mib(limits.output_bytes)));
  }
  const auto cpu_limit_ms = static_cast<std::int64_t>(limits.cpu_seconds * 1000);
  const bool cpu_signal = !run.exited && run.signal == SIGXCPU;
  if (run.cpu_ms > cpu_limit_ms || cpu_signal || run.cpu_killed) {
    return rejected(Result::time_limit, fmt::format("over the CPU time limit of {} s{}",
                                                     limit_seconds(limits.cpu_seconds),
                                                     cpu_signal ? " (killed by SIGXCPU)" : ""));
  }
  if (run.wall_killed) {
    return rejected(Result::time_limit,
                    fmt::format("over the wall-clock limit of {} s with CPU time within its "
                                "limit (sleeping, waiting or starved of CPU); killed",
                                limit_seconds(limits.wall_seconds)));
  }
  return std::nullopt;
}

}  // namespace

std::string_view word(Result verdict) {
  for (const ResultWord& w : k_result_words) {
    if (w.value == verdict) return w.name;
  }
  return "FAIL";
}

std::optional<Result> result_named(std::string_view name) {
  for (const ResultWord& w : k_result_words) {
    if (w.name == name) return w.value;
  }
  return std::nullopt;
}

double default_wall_seconds(double cpu_seconds) { return 3 * cpu_seconds + 1; }

bool needs_memory_rerun(const RunFacts& run, const Limits& limits) {
  return limits.memory == MemoryMechanism::address_space && limits.memory_bytes > 0 &&
         abnormal(run) && !limit_verdict(run, limits);
}

std::optional<Judged> run_verdict(const RunFacts& run, const Limits& limits,
                                  const std::optional<RunFacts>& rerun) {
  if (auto verdict = limit_verdict(run, limits)) return verdict;
  if (run.oom_kills > 0) {
    return rejected(Result::memory_limit,
                    fmt::format("over the memory limit of {} MiB: the kernel's OOM killer "
                                "ended a process of it (cgroup memory limit)",
                                mib(limits.memory_bytes)));
  }
  if (!abnormal(run)) return std::nullopt;
  if (rerun && static_cast<std::uint64_t>(rerun->peak_kib) * 1024 > limits.memory_bytes) {
    return rejected(Result::memory_limit,
                    fmt::format("over the memory limit of {} MiB: {} under the address-space "
                                "limit and, run again with twice that limit, used more than "
                                "{} MiB",
                                mib(limits.memory_bytes),
                                run.exited ? fmt::format("it ended with {}", ending(run))
                                           : fmt::format("it was {}", ending(run)),
                                mib(limits.memory_bytes)));
  }
  return rejected(Result::runtime_error, ending(run));
}

Judged checker_verdict(const checker::Outcome& outcome) {
  switch (outcome.verdict) {
    case checker::Verdict::ok:
      return Judged{Result::accepted, outcome.message, 1};
    case checker::Verdict::wrong_answer:
      return rejected(Result::wrong_answer, outcome.message);
    case checker::Verdict::presentation_error:
      return rejected(Result::presentation_error, outcome.message);
    case checker::Verdict::partial:
      return Judged{Result::partial, outcome.message, outcome.score};
    case checker::Verdict::judge_failure:
      break;
  }
  return rejected(Result::judge_failure, outcome.message);
}

}  // namespace snake::judge
