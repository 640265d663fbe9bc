// replay INSTANCE OUTPUT [-o PAGE.html] [--svg FILE --step N --path] [--answer FILE] [options]
// replay --interactive -o PAGE.html [INSTANCE [OUTPUT]] [--answer FILE]
// Writes the replay page of OUTPUT on INSTANCE (docs/replay.md): one self-contained HTML
// file playing the moves back with the checker's verdict, and/or an SVG picture of the
// board at one step. OUTPUT is anything the checker reads (a contestant's output, the
// solver's, a jury answer) or a move string alone. The verdict line goes to standard
// output. With --interactive it writes the interactive page instead (docs/web.md): the
// checker's core in WebAssembly, judging in the browser whatever is pasted, opened,
// drawn or played there, starting from the files given. Exit codes (cli/exit_codes.hpp): 0 written (whatever the verdict), 1 a file
// cannot be read or written or INSTANCE is malformed, 2 bad command line, 4 internal
// error.
#include <algorithm>
#include <limits>
#include <string>
#include <typeinfo>
#include <vector>

#include <fmt/format.h>

#include "checker/core/report.hpp"
#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "replay/jury.hpp"
#include "replay/page.hpp"
#include "replay/svg.hpp"
#include "web/interactive.hpp"

namespace {

namespace po = boost::program_options;

using StepNumber = snake::cli::InRange<std::uint64_t, 0, std::numeric_limits<std::int64_t>::max()>;

// replay --interactive: the page, starting from the files given (each optional).
int write_interactive(const po::variables_map& values, const std::vector<std::string>& files) {
  for (const char* other : {"svg", "step", "partial", "path", "no-jury", "time-only"}) {
    const bool given = values[other].value().type() == typeid(bool) ? values[other].as<bool>()
                                                                     : values.count(other) > 0;
    if (given) {
      throw snake::cli::UsageError(
          fmt::format("--{} is not an option of --interactive (the page has its own)", other));
    }
  }
  if (!values.count("output")) {
    throw snake::cli::UsageError("--interactive writes a page: give -o PAGE.html");
  }
  if (!snake::web::has_module()) {
    throw snake::cli::InputError(
        "this replay was built without em++ (Debian's emscripten): it has no WebAssembly "
        "checker for the interactive page (docs/web.md)");
  }
  snake::web::Preset preset;
  if (files.size() > 0) preset.input = snake::cli::read_file(files[0]);
  if (files.size() > 1) preset.output = snake::cli::read_file(files[1]);
  if (values.count("answer")) preset.answer = snake::cli::read_file(values["answer"].as<std::string>());
  snake::cli::write_file(values["output"].as<std::string>(),
                         snake::web::render_interactive_page(preset));
  return snake::cli::k_success;
}

int run(int argc, char** argv) {
  po::options_description options(
      "Usage: replay INSTANCE OUTPUT [-o PAGE.html] [--svg FILE [--step N]] [options]\n"
      "       replay --interactive -o PAGE.html [INSTANCE [OUTPUT]] [--answer FILE]\n"
      "Writes a self-contained HTML page that replays OUTPUT (an output, a jury answer\n"
      "or a move string alone) on INSTANCE with the checker's verdict (docs/replay.md),\n"
      "and/or an SVG picture of the board. Prints the checker's verdict line.\n"
      "--interactive writes a page that judges in the browser (the checker in\n"
      "WebAssembly, docs/web.md) whatever is pasted, opened, drawn or played on it.\n"
      "Options");
  options.add_options()
      ("help,h", "print this help")
      ("interactive", po::bool_switch(),
       "write the interactive page (starting from INSTANCE, OUTPUT and --answer, if given)")
      ("output,o", po::value<std::string>()->value_name("PAGE"),
       "write the HTML page to PAGE ('-': standard output)")
      ("svg", po::value<std::string>()->value_name("FILE"),
       "write an SVG picture of the board to FILE ('-': standard output)")
      ("step", po::value<StepNumber>()->value_name("N"),
       "the step the SVG shows: after N moves (default 0, the start)")
      ("path", po::bool_switch(), "the SVG also draws the head's path over all the moves")
      ("answer", po::value<std::string>()->value_name("FILE"),
       "the jury answer to judge against (default: the model's solver)")
      ("no-jury", po::bool_switch(),
       "judge legality only, without a jury (optimality is not judged)")
      ("max-memory", po::value<snake::cli::MemoryMiB>()->default_value(snake::cli::MemoryMiB{512}, "512")->value_name("MIB"),
       "memory budget of the solver acting as the jury; beyond it, legality only")
      ("time-only", po::bool_switch(), "judge only the first line, as checker --time-only")
      ("partial", po::value<snake::cli::Fraction>()->value_name("F"), "as checker --partial F");
  const std::vector<std::string> args = snake::cli::arguments(argc, argv);
  const bool interactive = std::find(args.begin(), args.end(), "--interactive") != args.end();
  const auto command_line = snake::cli::parse(args, options, interactive ? 0 : 2, 2);
  if (command_line.help) {
    snake::cli::write_stdout(snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  if (values["interactive"].as<bool>()) return write_interactive(values, command_line.positional);
  if (!values.count("output") && !values.count("svg")) {
    throw snake::cli::UsageError("nothing to write: give -o PAGE.html, --svg FILE or both");
  }
  if (values["path"].as<bool>() && !values.count("svg")) {
    throw snake::cli::UsageError("--path draws on the --svg picture: give --svg FILE");
  }
  if (values.count("step") && !values.count("svg")) {
    throw snake::cli::UsageError("--step is the step of the --svg picture: give --svg FILE");
  }
  if (values.count("answer") && values["no-jury"].as<bool>()) {
    throw snake::cli::UsageError("--answer and --no-jury exclude each other");
  }
  const std::string& instance_path = command_line.positional[0];
  const std::string& output_path = command_line.positional[1];
  const std::string input = snake::cli::read_file(instance_path);
  try {
    snake::parse_instance(input);
  } catch (const snake::ReadError& e) {
    throw snake::cli::InputError(fmt::format("{}: {}", instance_path, e.what()));
  }
  const std::string output = snake::cli::read_file(output_path);

  snake::replay::JuryOptions jury;
  if (values.count("answer")) {
    jury.answer_name = values["answer"].as<std::string>();
    jury.answer = snake::cli::read_file(jury.answer_name);
  }
  jury.legality_only = values["no-jury"].as<bool>();
  jury.max_memory_bytes = values["max-memory"].as<snake::cli::MemoryMiB>().value << 20;
  snake::checker::CheckOptions check;
  check.policy.time_only = values["time-only"].as<bool>();
  if (values.count("partial")) {
    check.policy.partial = values["partial"].as<snake::cli::Fraction>().value;
  }

  const snake::replay::Trace trace = snake::replay::trace_output(input, output, jury, check);
  const std::string title = fmt::format("{} on {}", output_path, instance_path);
  if (values.count("output")) {
    snake::cli::write_file(values["output"].as<std::string>(), snake::replay::render_page(trace, title));
  }
  if (values.count("svg")) {
    const std::uint64_t step = values.count("step") ? values["step"].as<StepNumber>().value : 0;
    snake::cli::write_file(values["svg"].as<std::string>(),
                           snake::replay::render_svg(
                               trace, static_cast<std::size_t>(step),
                               snake::replay::SvgOptions{values["path"].as<bool>(), true}));
  }
  const bool to_stdout = (values.count("output") && values["output"].as<std::string>() == "-") ||
                         (values.count("svg") && values["svg"].as<std::string>() == "-");
  const std::string line =
      trace.judged ? snake::checker::verdict_line(trace.outcome) : trace.outcome.message;
  if (to_stdout) {
    snake::cli::message(line + "\n");
  } else {
    snake::cli::write_stdout(line + "\n");
  }
  return snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("replay", [&] { return run(argc, argv); });
}
