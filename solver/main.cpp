// solver [FILE] [--time-only] [--stats] [--max-memory MIB] [--progress | --no-progress]
// Reads one instance (standard input without FILE) and prints the minimal time and an
// optimal move string, or "No solution.". Exit codes (cli/exit_codes.hpp): 0 solved (or
// no solution), 1 the input cannot be read or is malformed or inconsistent, or the
// answer cannot be written, 2 bad command line, 3 the search would exceed its memory
// budget (--max-memory; the default follows the machine, default_budget()), 4 internal
// error. When the whole state space would not fit the budget in dense form it says so
// before searching; the search stops early when its predicted need exceeds the budget;
// --progress reports on standard error. The replay page of the answer:
// `solver FILE | replay FILE - -o PAGE.html` (docs/replay.md).
#include <algorithm>
#include <chrono>
#include <fstream>
#include <limits>
#include <optional>
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

constexpr std::uint64_t k_mib = std::uint64_t{1} << 20;

// The number in a cgroup limit file ("max", a missing or unreadable file: none).
std::optional<std::uint64_t> read_limit(const std::string& path) {
  std::ifstream in(path);
  std::uint64_t value = 0;
  if (!(in >> value)) return std::nullopt;
  return value;
}

// The smallest memory limit set on this process' cgroup or an ancestor (cgroup v2
// memory.max, or v1 memory.limit_in_bytes), if any.
std::optional<std::uint64_t> cgroup_limit() {
  std::ifstream self("/proc/self/cgroup");
  std::optional<std::uint64_t> limit;
  const auto take = [&](std::optional<std::uint64_t> value) {
    if (value && (!limit || *value < *limit)) limit = value;
  };
  for (std::string line; std::getline(self, line);) {
    const auto first = line.find(':');
    const auto second = line.find(':', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    const std::string controllers = line.substr(first + 1, second - first - 1);
    std::string path = line.substr(second + 1);
    const bool v2 = controllers.empty();
    if (!v2 && controllers != "memory") continue;
    const std::string root = v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory";
    const std::string file = v2 ? "/memory.max" : "/memory.limit_in_bytes";
    for (;;) {
      take(read_limit(root + path + file));
      if (path.empty() || path == "/") break;
      path = path.substr(0, path.rfind('/'));
    }
  }
  return limit;
}

// The default memory budget: half the machine's physical memory (the rest for the system
// and whatever else runs: 12 GiB on a 24 GiB machine), or, under a hard limit (a cgroup's,
// RLIMIT_AS, RLIMIT_DATA) that leaves less, the limit minus what the budget does not
// count (the program, its stack, the bound's tables: max(64 MiB, an eighth)).
std::uint64_t default_budget() {
  const auto pages = sysconf(_SC_PHYS_PAGES);
  const auto page = sysconf(_SC_PAGE_SIZE);
  std::uint64_t budget = pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) *
                                                     static_cast<std::uint64_t>(page) / 2
                                               : std::uint64_t{1024} * k_mib;
  std::optional<std::uint64_t> limit = cgroup_limit();
  for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    rlimit r{};
    if (getrlimit(resource, &r) == 0 && r.rlim_cur != RLIM_INFINITY &&
        (!limit || r.rlim_cur < *limit)) {
      limit = r.rlim_cur;
    }
  }
  if (limit) {
    const std::uint64_t headroom = std::max<std::uint64_t>(64 * k_mib, *limit / 8);
    budget = std::min(budget, *limit > 2 * headroom ? *limit - headroom : *limit / 2);
  }
  return std::max<std::uint64_t>(budget / k_mib, 1);
}

// A count in three digits: 987, 6.36M, 5.85G.
std::string count(double n) {
  if (n < 1e4) return fmt::format("{:.0f}", n);
  if (n < 1e6) return fmt::format("{:.3g}k", n / 1e3);
  if (n < 1e9) return fmt::format("{:.3g}M", n / 1e6);
  return fmt::format("{:.3g}G", n / 1e9);
}

// The note before a search whose state space the budget cannot hold in dense form, and
// the progress lines: states settled, their share of the space, the rate, the time, and
// the memory held now and predicted for the end (from the layers, eaten masks, reached so
// far: the search stops early with that figure when it exceeds the budget).
void report_progress(const snake::SearchProgress& p, bool progress) {
  using Stage = snake::SearchProgress::Stage;
  if (p.stage == Stage::planned) {
    if (p.space_bytes > p.budget_bytes) {
      snake::cli::message(fmt::format(
          "solver: the state space has {} states, {} MiB at 2 bits a state, more than the "
          "memory budget of {} MiB: the search predicts its need from the states it "
          "reaches and stops early (exit code 3) if that exceeds the budget (raise it with "
          "--max-memory)\n",
          count(static_cast<double>(p.space_states)), snake::mib(p.space_bytes),
          snake::mib(p.budget_bytes)));
    }
    return;
  }
  if (!progress) return;
  const double seconds = static_cast<double>(std::max<std::int64_t>(p.elapsed_ms, 1)) / 1000;
  const double rate = static_cast<double>(p.settled) / seconds;
  const double share = p.space_states == 0 ? 0.0
                                           : 100.0 * static_cast<double>(p.settled) /
                                                 static_cast<double>(p.space_states);
  snake::cli::message(fmt::format(
      "solver: {} states settled ({:.2f}% of the {} in the space), {}/s, {:.1f} s; {} MiB "
      "now, {} MiB predicted of the {} MiB budget ({} layers reached, {} dense){}\n",
      count(static_cast<double>(p.settled)), share, count(static_cast<double>(p.space_states)),
      count(rate), seconds, snake::mib(p.memory_bytes), snake::mib(p.predicted_bytes),
      snake::mib(p.budget_bytes),
      p.layers_opened, p.layers_dense, p.stage == Stage::finished ? "; done" : ""));
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
  const std::uint64_t budget = default_budget();
  po::options_description options("Usage: solver [FILE] [options]\nOptions");
  options.add_options()
      ("help,h", "print this help")
      ("time-only", po::bool_switch(), "print only the time (BZOJ / Luogu format)")
      ("stats", po::bool_switch(), "print search statistics to standard error")
      ("max-memory",
       po::value<snake::cli::MemoryMiB>()
           ->default_value(snake::cli::MemoryMiB{budget}, std::to_string(budget))
           ->value_name("MIB"),
       "memory budget of the search in MiB (default: half the physical memory, or less "
       "under a memory limit); a search predicted to need more stops early with exit code 3")
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
