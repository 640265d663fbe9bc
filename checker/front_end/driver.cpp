#include "checker/front_end/driver.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "model/text.hpp"
#include "replay/page.hpp"
#include "replay/trace.hpp"

namespace snake::checker {

namespace {

namespace po = boost::program_options;

constexpr const char* k_environment_variable = "SNAKE_CHECKER_OPTIONS";

// The time bound of the search for an empty jury answer: up to an hour.
using SolveMs = cli::InRange<std::int64_t, 1, 3'600'000>;

constexpr std::array<cli::Named<PointsScale>, 3> k_scales{{
    {"fraction", PointsScale::fraction},
    {"percent", PointsScale::percent},
    {"absolute", PointsScale::absolute},
}};

po::options_description common_options() {
  po::options_description options(
      fmt::format("Checker options (also read from {})", k_environment_variable));
  options.add_options()
      ("time-only", po::bool_switch(),
       "judge only the first line: T or 'No solution.' (the BZOJ / Luogu variant)")
      ("partial", po::value<cli::Fraction>()->value_name("F"),
       "fraction 0..1 of the points when T is optimal but the moves are missing or "
       "rejected (default 0: wrong answer)")
      ("explain", po::bool_switch(), "after a rejected move, also draw the board at that move")
      ("points-scale", po::value<cli::Choice<k_scales>>()->value_name("SCALE"),
       "how partial points are written: fraction (of 1, default), percent (integer), "
       "absolute (fraction times --full-score)")
      ("full-score", po::value<cli::Positive>()->value_name("P"),
       "the points of a whole test for --points-scale absolute (default 1)")
      ("self-solve-ms", po::value<SolveMs>()->value_name("MS"),
       "when the jury answer is empty (a hack), the checker finds the optimum itself with "
       "the model's search: at most MS milliseconds, 1..3600000 (default 2000)")
      ("self-solve-mib", po::value<cli::MemoryMiB>()->value_name("MIB"),
       "... and at most MIB MiB for that search (default 256)")
      ("html", po::value<std::string>()->value_name("FILE"),
       "also write the replay page of the output to FILE (checker-kattis: a relative FILE "
       "goes into feedback_dir); never changes the verdict");
  return options;
}

po::options_description protocol_options(const Protocol& protocol) {
  po::options_description options(fmt::format("{} options", protocol.executable));
  for (const ProtocolOption& option : protocol.options) {
    options.add_options()(std::string(option.name).c_str(),
                          po::value<std::string>()->value_name(std::string(option.value_name)),
                          std::string(option.help).c_str());
  }
  return options;
}

std::string help(const Protocol& protocol, const po::options_description& options) {
  std::string text = fmt::format(
      "Usage: {} {} [options]\n"
      "The special judge of SDOI2011 \"Snake\" in the protocol of {}.\n"
      "Every protocol, its files, exit codes and messages: docs/judging.md.\n\n",
      protocol.executable, protocol.arguments, protocol.judges);
  text += cli::describe(options);
  if (!protocol.words.empty()) {
    text += "\nWords the judge may put among the arguments:\n";
    for (const Word& word : protocol.words) {
      text += fmt::format("  {:<28}{}\n",
                          word.values ? fmt::format("{} X", word.text) : std::string(word.text),
                          word.help);
    }
  }
  return text;
}

// Takes the protocol's words (and their values) out of `args` into `found`.
std::vector<std::string> take_words(const std::vector<std::string>& args,
                                    std::span<const Word> words,
                                    std::vector<std::string>& found) {
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto word = std::find_if(words.begin(), words.end(),
                                   [&](const Word& w) { return w.text == args[i]; });
    if (word == words.end()) {
      rest.push_back(args[i]);
      continue;
    }
    found.push_back(args[i]);
    const auto values = static_cast<std::size_t>(word->values);
    if (i + values >= args.size()) {
      throw cli::UsageError(fmt::format("{} needs {} value{} after it", args[i], values,
                                        values == 1 ? "" : "s"));
    }
    i += values;
  }
  return rest;
}

Invocation invocation(const Protocol& protocol, const cli::CommandLine& command_line,
                      std::vector<std::string> words) {
  Invocation call;
  call.arguments = command_line.positional;
  call.words = std::move(words);
  const po::variables_map& values = command_line.values;
  for (const ProtocolOption& option : protocol.options) {
    const std::string name(option.name);
    if (values.count(name)) call.options[name] = values[name].as<std::string>();
  }
  for (const std::string_view variable : protocol.environment) {
    if (const char* value = std::getenv(std::string(variable).c_str())) {
      call.environment[std::string(variable)] = value;
    }
  }
  Settings& settings = call.settings;
  settings.check.policy.time_only = values["time-only"].as<bool>();
  settings.check.explain = values["explain"].as<bool>();
  if (values.count("partial")) settings.check.policy.partial = values["partial"].as<cli::Fraction>().value;
  if (values.count("points-scale")) {
    settings.scale = values["points-scale"].as<cli::Choice<k_scales>>().value();
  }
  if (values.count("full-score")) settings.full_score = values["full-score"].as<cli::Positive>().value;
  SelfSolveBudget& budget = settings.check.self_solve;
  if (values.count("self-solve-ms")) budget.time_ms = values["self-solve-ms"].as<SolveMs>().value;
  if (values.count("self-solve-mib")) {
    budget.memory_bytes = static_cast<std::size_t>(values["self-solve-mib"].as<cli::MemoryMiB>().value)
                          << 20;
  }
  return call;
}

// What it means that `file` (the contestant's output, or a jury file in `role`) could
// not be opened, blamed on its source.
Outcome open_problem(Source source, std::string_view role, const cli::InputFile& file) {
  if (source == Source::contestant && file.problem() == cli::OpenProblem::missing) {
    return fault_outcome(source, Fault::format,
                         fmt::format("output file not found: {}", quote(file.name())));
  }
  if (source != Source::contestant && file.problem() == cli::OpenProblem::missing) {
    return fault_outcome(source, Fault::format,
                         fmt::format("cannot open the {} file {}", role, quote(file.name())));
  }
  return fault_outcome(source, Fault::format, fmt::format("{}: {}", role, file.error()));
}

Outcome check_files(const Files& files, const CheckOptions& options, Observer* observer) {
  // Jury files first: a broken jury file is reported as such before a missing output.
  cli::InputFile input = cli::InputFile::open(files.input, false);
  if (input.problem() != cli::OpenProblem::none) return open_problem(Source::input, "input", input);
  cli::InputFile answer = cli::InputFile::open(files.answer, false);
  if (answer.problem() != cli::OpenProblem::none) {
    return open_problem(Source::jury, "jury answer", answer);
  }
  cli::InputFile output = cli::InputFile::open(files.output.value_or(""), false);
  if (output.problem() != cli::OpenProblem::none) {
    return open_problem(Source::contestant, "output", output);
  }
  Outcome outcome = check(input.stream(), output.stream(), answer.stream(), options, observer);
  // A read that failed midway looks like an early end of file to the judging; it is the
  // judge host's problem whichever file it was.
  for (const cli::InputFile* file : {&input, &answer, &output}) {
    if (auto error = file->read_error()) return judge_failure(std::move(*error));
  }
  return outcome;
}

// Where --html writes: FILE as given, except that a relative FILE goes into the folder
// the judge keeps, where the protocol has one (Kattis' feedback_dir).
std::optional<std::string> page_path(const Protocol& protocol, const Invocation& call,
                                     const po::variables_map& values) {
  if (!values.count("html")) return std::nullopt;
  std::filesystem::path path(values["html"].as<std::string>());
  if (protocol.kept_folder_argument && path.is_relative()) {
    path = std::filesystem::path(call.arguments[*protocol.kept_folder_argument]) / path;
  }
  return path.string();
}

// Whether `a` and `b` name one file: the same file once links are followed, or the same
// path where neither exists yet.
bool same_file(const std::string& a, const std::string& b) {
  struct stat x {}, y {};
  if (::stat(a.c_str(), &x) == 0 && ::stat(b.c_str(), &y) == 0) {
    return x.st_dev == y.st_dev && x.st_ino == y.st_ino;
  }
  std::error_code error_a, error_b;
  const auto canonical_a = std::filesystem::weakly_canonical(std::filesystem::absolute(a), error_a);
  const auto canonical_b = std::filesystem::weakly_canonical(std::filesystem::absolute(b), error_b);
  return !error_a && !error_b && canonical_a == canonical_b;
}

// Whether `path` is where the standard stream `fd` goes ("-" is standard output).
bool is_stream(const std::string& path, int fd) {
  if (path == "-") return fd == STDOUT_FILENO;
  struct stat file {}, stream {};
  return ::stat(path.c_str(), &file) == 0 && ::fstat(fd, &stream) == 0 &&
         file.st_dev == stream.st_dev && file.st_ino == stream.st_ino;
}

// Every file the protocol may write for this call, whatever the verdict and with or
// without partial credit (reply() is pure, so asking it costs nothing), and whether it
// writes a result on standard output.
struct ResultPaths {
  std::vector<std::string> files;
  bool standard_output = false;
};

ResultPaths result_paths(const Protocol& protocol, const Invocation& call) {
  Invocation partial = call;
  partial.settings.check.policy.partial = 0.5;
  ResultPaths paths;
  for (const Invocation* probe : {&call, static_cast<const Invocation*>(&partial)}) {
    for (const Verdict verdict : {Verdict::ok, Verdict::wrong_answer, Verdict::presentation_error,
                                  Verdict::judge_failure, Verdict::partial}) {
      const Outcome outcome{verdict, verdict == Verdict::partial ? 0.5 : 0, "-", "-", {}};
      const Reply reply = protocol.reply(outcome, *probe);
      for (const ReplyFile& file : reply.files) paths.files.push_back(file.path);
      paths.standard_output = paths.standard_output || !reply.standard_output.empty();
    }
  }
  return paths;
}

// Refuses a page path that is one of the protocol's results for this call: a report file
// or a standard stream that carries a result. The page never changes a result
// (docs/judging.md), so it may never be written over one.
void refuse_result_path(const Protocol& protocol, const Invocation& call,
                        const std::string& page) {
  const auto refuse = [&](std::string_view what) {
    throw cli::UsageError(fmt::format(
        "--html {} is {} of {}, which the judge reads: the page may never replace a result",
        quote(page), what, protocol.executable));
  };
  const ResultPaths results = result_paths(protocol, call);
  for (const std::string& file : results.files) {
    if (same_file(page, file)) refuse(fmt::format("the result file {}", quote(file)));
  }
  if (results.standard_output && is_stream(page, STDOUT_FILENO)) refuse("the standard output");
  if (is_stream(page, STDERR_FILENO)) refuse("the standard error");
}

// Writes the replay page of an outcome already delivered, from the trace of the judging
// pass that gave it. A failure is a warning on standard error after the verdict, never a
// change of verdict or exit code.
void write_page(const Protocol& protocol, const std::string& path, const Files& files,
                replay::TraceRecorder& recorder, const CheckOptions& options,
                const Outcome& outcome) {
  try {
    const replay::Trace trace =
        recorder.finish(outcome, options, "the jury answer " + quote(files.answer));
    const std::string title =
        fmt::format("{} on {}", files.output ? *files.output : "standard input", files.input);
    cli::write_file(path, replay::render_page(trace, title));
  } catch (const std::exception& e) {
    cli::message(fmt::format("{}: the replay page was not written (the verdict stands): {}\n",
                             protocol.executable, one_line(e.what())));
  }
}

int deliver(const Reply& reply) {
  for (const ReplyFile& file : reply.files) cli::write_file(file.path, file.content);
  if (!reply.standard_output.empty()) cli::write_stdout(reply.standard_output);
  cli::message(reply.standard_error);
  return reply.exit_code;
}

}  // namespace

int run_protocol(const Protocol& protocol, int argc, char** argv) {
  return cli::run(
      protocol.executable,
      [&] {
        po::options_description options;
        options.add(common_options()).add(protocol_options(protocol));
        std::vector<std::string> words;
        const std::vector<std::string> args =
            take_words(cli::arguments(argc, argv), protocol.words, words);
        const cli::CommandLine command_line =
            cli::parse(args, options, protocol.min_arguments, protocol.max_arguments,
                       cli::environment_words(k_environment_variable), k_environment_variable);
        if (command_line.help) {
          cli::write_stdout(help(protocol, options));
          return 0;
        }
        const Invocation call = invocation(protocol, command_line, std::move(words));
        const Files files = protocol.files(call);
        const std::optional<std::string> page = page_path(protocol, call, command_line.values);
        if (page) refuse_result_path(protocol, call, *page);
        replay::TraceRecorder recorder;
        const Outcome outcome = check_files(files, call.settings.check, page ? &recorder : nullptr);
        const int code = deliver(protocol.reply(outcome, call));
        if (page) write_page(protocol, *page, files, recorder, call.settings.check, outcome);
        return code;
      },
      cli::k_checker_style);
}

}  // namespace snake::checker
