// solver [FILE] [--time-only] [--stats] [--max-memory MIB] [--progress | --no-progress]
// Reads one instance (standard input without FILE) and prints the minimal time and an
// optimal move string, or "No solution.". Exit codes (cli/exit_codes.hpp): 0 solved (or
// no solution), 1 the input cannot be read or is malformed or inconsistent, or the
// answer cannot be written, 2 bad command line, 3 the search would exceed its memory
// budget (--max-memory), 4 internal error. When the whole state space would not fit the
// budget it says so before searching; --progress reports on standard error. The replay
// page of the answer: `solver FILE | replay FILE - -o PAGE.html` (docs/replay.md).
#include <algorithm>
#include <chrono>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "model/answer.hpp"
#include "model/instance.hpp"
#include "model/search.hpp"
#include "model/text.hpp"

namespace {

namespace po = boost::program_options;


double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024;
}

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
void report_progress(const snake::SearchProgress& p, bool progress) {
  using Stage = snake::SearchProgress::Stage;
  if (p.stage == Stage::planned) {
    if (p.space_bytes > p.budget_bytes) {
      snake::cli::message(fmt::format(
          "solver: the state space has {} states, {} MiB at one byte a state, more than "
          "the memory budget of {} MiB: the search stops (exit code 3) if it touches more "
          "than the budget (raise it with --max-memory)\n",
          count(static_cast<double>(p.space_states)), snake::mib(p.space_bytes),
          snake::mib(p.budget_bytes)));
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
  snake::cli::message(fmt::format(
      "solver: {} states settled ({:.2f}% of the {} in the space, {:.1f}% of the {} in the "
      "layers reached), {}/s, {} MiB, {:.1f} s; {}\n",
      count(static_cast<double>(p.settled)), share(p.settled, p.space_states),
      count(static_cast<double>(p.space_states)), share(p.settled, p.layer_states),
      count(static_cast<double>(p.layer_states)), count(rate), snake::mib(p.memory_bytes), seconds,
      p.stage == Stage::finished ? "done"
                                 : fmt::format("ETA {:.0f} s if no new layer opens, at most "
                                               "{:.0f} s",
                                               left(p.layer_states), left(p.space_states))));
}

snake::Instance read(snake::cli::InputFile& file) {
  try {
    snake::Scanner in(file.stream(), snake::Strictness::lenient);
    return snake::read_instance(in);
  } catch (const snake::ReadError& e) {
    if (auto error = file.read_error()) throw snake::cli::InputError(*error);
    throw snake::cli::InputError(fmt::format("{}: {}", file.name(), e.what()));
  }
}

int solve(int argc, char** argv) {
  po::options_description options("Usage: solver [FILE] [options]\nOptions");
  options.add_options()
      ("help,h", "print this help")
      ("time-only", po::bool_switch(), "print only the time (BZOJ / Luogu format)")
      ("stats", po::bool_switch(), "print search statistics to standard error")
      ("max-memory", po::value<snake::cli::MemoryMiB>()->default_value(snake::cli::MemoryMiB{1024}, "1024")->value_name("MIB"),
       "memory budget of the search in MiB; beyond it the solver stops with exit code 3")
      ("progress", po::bool_switch(),
       "report the search's progress on standard error at most once a second (the default "
       "when standard error is a terminal)")
      ("no-progress", po::bool_switch(), "do not report progress");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 0, 1);
  if (command_line.help) {
    snake::cli::write_stdout(snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const auto started = std::chrono::steady_clock::now();
  snake::cli::InputFile file = snake::cli::open_or_throw(
      command_line.positional.empty() ? "" : command_line.positional[0]);
  const snake::Instance instance = read(file);
  const bool progress = values["progress"].as<bool>() ||
                        (!values["no-progress"].as<bool>() && isatty(STDERR_FILENO));
  snake::SearchOptions search(values["max-memory"].as<snake::cli::MemoryMiB>().value << 20);
  search.progress = [progress](const snake::SearchProgress& p) { report_progress(p, progress); };
  snake::Solution solution;
  try {
    solution = snake::solve(instance, search);
  } catch (const snake::SearchLimitExceeded& e) {
    snake::cli::message(fmt::format("solver: {}\n", e.what()));
    return snake::cli::k_negative;
  }
  snake::cli::write_stdout(snake::format_answer(solution, values["time-only"].as<bool>()
                                                              ? snake::AnswerFormat::time_only
                                                              : snake::AnswerFormat::with_moves));
  if (values["stats"].as<bool>()) {
    const std::chrono::duration<double, std::milli> elapsed =
        std::chrono::steady_clock::now() - started;
    snake::cli::write_stderr(fmt::format(
        "states settled: {}\nstates reached: {}\nqueue insertions: {}\n"
        "search memory peak: {:.3f} MiB\nprocess peak RSS: {:.3f} MiB\nelapsed: {:.2f} ms\n",
        solution.stats.settled, solution.stats.reached, solution.stats.queued,
        static_cast<double>(solution.stats.peak_bytes) / (1 << 20), peak_rss_mib(),
        elapsed.count()));
  }
  return snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("solver", [&] { return solve(argc, argv); });
}
