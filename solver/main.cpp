// solver [FILE] [--time-only] [--stats] [--max-memory MIB] [--html PAGE]
// Reads one instance (standard input without FILE) and prints the minimal time and an
// optimal move string, or "No solution.". Exit codes (cli/exit_codes.hpp): 0 solved (or
// no solution), 1 the input cannot be read or is malformed or inconsistent, or the
// answer cannot be written, 2 bad command line, 3 the search would exceed its memory
// budget (--max-memory), 4 internal error. --html writes the replay page of the answer
// (docs/replay.md), judged by the checker's core against itself.
#include <chrono>
#include <string>

#include <sys/resource.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "model/answer.hpp"
#include "model/instance.hpp"
#include "model/search.hpp"
#include "model/state_table.hpp"
#include "replay/judging.hpp"
#include "replay/page.hpp"

namespace {

namespace po = boost::program_options;

// A budget in MiB that fits in bytes in 64 bits.
using MiB = snake::cli::InRange<std::uint64_t, 0, (std::uint64_t{1} << 44) - 1>;

double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024;
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
      ("max-memory", po::value<MiB>()->default_value(MiB{1024}, "1024")->value_name("MIB"),
       "memory budget of the search in MiB; beyond it the solver stops with exit code 3")
      ("html", po::value<std::string>()->value_name("PAGE"),
       "also write the replay page of the answer to PAGE (docs/replay.md)");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 0, 1);
  if (command_line.help) {
    std::ostringstream text;
    text << options;
    snake::cli::write_stdout(text.str());
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const auto started = std::chrono::steady_clock::now();
  snake::cli::InputFile file = snake::cli::open_or_throw(
      command_line.positional.empty() ? "" : command_line.positional[0]);
  const snake::Instance instance = read(file);
  snake::Solution solution;
  try {
    solution = snake::solve(instance,
                            snake::SearchOptions{values["max-memory"].as<MiB>().value << 20});
  } catch (const snake::SearchLimitExceeded& e) {
    snake::cli::message(fmt::format("solver: {}\n", e.what()));
    return snake::cli::k_negative;
  }
  snake::cli::write_stdout(snake::format_answer(solution, values["time-only"].as<bool>()
                                                              ? snake::AnswerFormat::time_only
                                                              : snake::AnswerFormat::with_moves));
  if (values.count("html")) {
    // The page of the full answer (with its moves), judged against itself.
    const std::string answer = snake::format_answer(solution, snake::AnswerFormat::with_moves);
    snake::viewer::JuryOptions jury;
    jury.answer = answer;
    jury.answer_name = "(the solver's own answer)";
    const snake::viewer::Trace trace =
        snake::viewer::judge(snake::format_instance(instance), answer, jury, {});
    const std::string title = fmt::format("solver's answer on {}", file.name());
    snake::cli::write_file(values["html"].as<std::string>(),
                           snake::viewer::render_page(trace, title));
  }
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
