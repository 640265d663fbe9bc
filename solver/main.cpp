// solver [FILE] [--time-only] [--stats] [--max-memory MIB]
// Reads one instance (standard input without FILE) and prints the minimal time and an
// optimal move string, or "No solution.". Exit codes: 0 solved (or no solution),
// 1 the input is malformed or inconsistent, 2 bad command line, 3 the search would
// exceed its limits (the --max-memory budget).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include <sys/resource.h>

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

}  // namespace

int main(int argc, char** argv) {
  po::options_description visible("Usage: solver [FILE] [options]\nOptions");
  std::size_t max_memory_mib = 1024;
  visible.add_options()
      ("help,h", "print this help")
      ("time-only", "print only the time (BZOJ / Luogu format)")
      ("stats", "print search statistics to standard error")
      ("max-memory", po::value<std::size_t>(&max_memory_mib)->default_value(max_memory_mib),
       "memory budget of the search in MiB; beyond it the solver stops with exit code 3");
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
    const snake::Solution solution =
        snake::solve(instance, snake::SearchOptions{max_memory_mib << 20});
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
