// solver [FILE] [--time-only] [--stats] [--max-memory MIB] [--progress | --no-progress]
// Reads one instance (standard input without FILE) and prints the minimal time and an
// optimal move string, or "No solution.". Exit codes: 0 solved (or no solution),
// 1 the input is malformed or inconsistent, 2 bad command line, 3 the search would
// exceed its limits (the --max-memory budget). When the whole state space would not fit
// the budget it says so before searching; --progress reports on standard error.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "model/answer.hpp"
#include "model/instance.hpp"
#include "model/search.hpp"

namespace po = boost::program_options;

namespace {

enum Exit { k_ok = 0, k_bad_input = 1, k_usage = 2, k_search_limit = 3 };

long peak_rss_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

double mib(std::uint64_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

// A count in three digits: 987, 6.36M, 5.85G.
std::string count(double n) {
  if (n < 1e4) return fmt::format("{:.0f}", n);
  if (n < 1e6) return fmt::format("{:.3g}k", n / 1e3);
  if (n < 1e9) return fmt::format("{:.3g}M", n / 1e6);
  return fmt::format("{:.3g}G", n / 1e9);
}

// The note before a search whose state space the budget cannot hold, and the progress
// lines: states settled, their share of the space and of the layers (eaten masks) reached
// so far, the rate, the memory held, and the time left if those layers are all there is
// and at most (the whole space; a search that has to visit everything may still stop
// much earlier, since walls, edges and the body keep most states unreachable).
void print_progress(const snake::SearchProgress& p, bool progress) {
  using Stage = snake::SearchProgress::Stage;
  if (p.stage == Stage::planned) {
    if (p.space_bytes > p.budget_bytes) {
      fmt::print(stderr,
                 "solver: the state space has {} states, {:.0f} MiB at one byte a state, more "
                 "than the memory budget of {:.0f} MiB: the search stops (exit code 3) if it "
                 "touches more than the budget (raise it with --max-memory)\n",
                 count(static_cast<double>(p.space_states)), mib(p.space_bytes),
                 mib(p.budget_bytes));
    }
    return;
  }
  if (!progress) return;
  const double seconds = static_cast<double>(std::max<std::int64_t>(p.elapsed_ms, 1)) / 1000;
  const double rate = static_cast<double>(p.settled) / seconds;
  const auto share = [](std::uint64_t part, std::uint64_t whole) {
    return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
  };
  const auto left = [&](std::uint64_t states) {
    return states > p.settled && rate > 0 ? static_cast<double>(states - p.settled) / rate : 0.0;
  };
  fmt::print(stderr,
             "solver: {} states settled ({:.2f}% of the {} in the space, {:.1f}% of the {} in "
             "the layers reached), {}/s, {:.0f} MiB, {:.1f} s; {}\n",
             count(static_cast<double>(p.settled)), share(p.settled, p.space_states),
             count(static_cast<double>(p.space_states)), share(p.settled, p.layer_states),
             count(static_cast<double>(p.layer_states)), count(rate), mib(p.memory_bytes),
             seconds,
             p.stage == Stage::finished
                 ? "done"
                 : fmt::format("ETA {:.0f} s if no new layer opens, at most {:.0f} s",
                               left(p.layer_states), left(p.space_states)));
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description visible("Usage: solver [FILE] [options]\nOptions");
  std::size_t max_memory_mib = 1024;
  visible.add_options()
      ("help,h", "print this help")
      ("time-only", "print only the time (BZOJ / Luogu format)")
      ("stats", "print search statistics to standard error")
      ("max-memory", po::value<std::size_t>(&max_memory_mib)->default_value(max_memory_mib),
       "memory budget of the search in MiB; beyond it the solver stops with exit code 3")
      ("progress", "report the search's progress on standard error at most once a second "
       "(the default when standard error is a terminal)")
      ("no-progress", "do not report progress");
  po::options_description all;
  std::string file;
  all.add(visible).add_options()("file", po::value<std::string>(&file));
  po::positional_options_description positional;
  positional.add("file", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(),
              vm);
    po::notify(vm);
  } catch (const po::error& e) {
    fmt::print(stderr, "solver: {} (see solver --help)\n", e.what());
    return k_usage;
  }
  if (vm.count("help")) {
    std::cout << visible;
    return k_ok;
  }

  const auto started = std::chrono::steady_clock::now();
  std::ifstream stream;
  if (!file.empty()) {
    stream.open(file, std::ios::binary);
    if (!stream) {
      fmt::print(stderr, "solver: cannot open '{}'\n", file);
      return k_bad_input;
    }
  }
  const std::string source = file.empty() ? "standard input" : file;
  try {
    snake::Scanner in(file.empty() ? std::cin : stream, snake::Strictness::lenient);
    const snake::Instance instance = snake::read_instance(in);
    const bool progress =
        vm.count("progress") || (!vm.count("no-progress") && isatty(STDERR_FILENO));
    snake::SearchOptions options(max_memory_mib << 20);
    options.progress = [progress](const snake::SearchProgress& p) { print_progress(p, progress); };
    const snake::Solution solution = snake::solve(instance, options);
    fmt::print("{}", snake::format_answer(solution, vm.count("time-only")
                                                        ? snake::AnswerFormat::time_only
                                                        : snake::AnswerFormat::with_moves));
    std::fflush(stdout);
    if (vm.count("stats")) {
      const auto elapsed = std::chrono::duration<double, std::milli>(
          std::chrono::steady_clock::now() - started);
      fmt::print(stderr,
                 "states settled: {}\nstates reached: {}\nqueue insertions: {}\n"
                 "search memory peak: {:.3f} MiB\nprocess peak RSS: {:.3f} MiB\n"
                 "elapsed: {:.2f} ms\n",
                 solution.stats.settled, solution.stats.reached, solution.stats.queued,
                 static_cast<double>(solution.stats.peak_bytes) / (1 << 20),
                 static_cast<double>(peak_rss_kib()) / 1024, elapsed.count());
    }
  } catch (const snake::ReadError& e) {
    fmt::print(stderr, "solver: {}: {}\n", source, e.what());
    return k_bad_input;
  } catch (const snake::SearchLimitExceeded& e) {
    fmt::print(stderr, "solver: {}\n", e.what());
    return k_search_limit;
  }
  return k_ok;
}
