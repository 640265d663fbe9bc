#include "checker/protocol.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "model/text.hpp"

namespace po = boost::program_options;

namespace snake::checker {

namespace {

constexpr const char* k_environment_variable = "SNAKE_CHECKER_OPTIONS";

PointsScale parse_scale(const std::string& name) {
  if (name == "fraction") return PointsScale::fraction;
  if (name == "percent") return PointsScale::percent;
  if (name == "absolute") return PointsScale::absolute;
  throw UsageError(fmt::format("--points-scale must be fraction, percent or absolute, not {}",
                               quote(name)));
}

std::vector<std::string> environment_options() {
  std::vector<std::string> words;
  const char* value = std::getenv(k_environment_variable);
  if (value == nullptr) return words;
  std::istringstream stream(value);
  for (std::string word; stream >> word;) words.push_back(word);
  return words;
}

}  // namespace

po::options_description common_options(Settings& settings) {
  po::options_description options("Checker options (also read from SNAKE_CHECKER_OPTIONS)");
  options.add_options()
      ("time-only", po::bool_switch(&settings.check.time_only),
       "judge only the first line: T or 'No solution.' (the BZOJ / Luogu variant)")
      ("partial", po::value<double>(&settings.check.partial)->value_name("F"),
       "fraction 0..1 of the points when T is optimal but the moves are missing or "
       "rejected (default 0: wrong answer)")
      ("explain", po::bool_switch(&settings.check.explain),
       "after a rejected move, also draw the board at that move")
      ("points-scale", po::value<std::string>()->value_name("SCALE"),
       "how partial points are written: fraction (of 1, default), percent (integer), "
       "absolute (fraction times --full-score)")
      ("full-score", po::value<double>(&settings.full_score)->value_name("P"),
       "the points of a whole test for --points-scale absolute (default 1)");
  return options;
}

CommandLine parse_command_line(const std::vector<std::string>& args, Settings& settings,
                               const po::options_description& extra) {
  po::options_description all;
  all.add(common_options(settings)).add(extra);
  all.add_options()("help,h", "print this help")(
      "positional", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("positional", -1);
  const auto style = po::command_line_style::unix_style ^ po::command_line_style::allow_guessing;
  CommandLine result;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).style(style)
                  .run(),
              result.values);
    const std::vector<std::string> from_environment = environment_options();
    if (!from_environment.empty()) {
      po::options_description named;
      named.add(common_options(settings)).add(extra);
      const po::positional_options_description none;  // file arguments only on argv
      po::store(po::command_line_parser(from_environment)
                    .options(named)
                    .positional(none)
                    .style(style)
                    .run(),
                result.values);
    }
    po::notify(result.values);
  } catch (const po::error& e) {
    throw UsageError(fmt::format("{} (command line or {})", e.what(), k_environment_variable));
  }
  result.help = result.values.count("help") > 0;
  if (result.values.count("positional")) {
    result.positional = result.values["positional"].as<std::vector<std::string>>();
  }
  if (result.values.count("points-scale")) {
    settings.scale = parse_scale(result.values["points-scale"].as<std::string>());
  }
  if (!(settings.check.partial >= 0 && settings.check.partial <= 1)) {
    throw UsageError(fmt::format("--partial must be a fraction in [0, 1], not {}",
                                 settings.check.partial));
  }
  if (!(settings.full_score > 0 && std::isfinite(settings.full_score))) {
    throw UsageError(fmt::format("--full-score must be positive, not {}", settings.full_score));
  }
  return result;
}

namespace {

Outcome failure(std::string message) {
  return Outcome{Verdict::judge_failure, 0, std::move(message), {}};
}

}  // namespace

Outcome check_files(const std::string& input, std::istream& output, const std::string& answer,
                    const CheckOptions& options) {
  std::ifstream input_stream(input, std::ios::binary);
  if (!input_stream) return failure(fmt::format("cannot open the input file {}", quote(input)));
  std::ifstream answer_stream(answer, std::ios::binary);
  if (!answer_stream) {
    return failure(fmt::format("cannot open the jury answer file {}", quote(answer)));
  }
  return check(input_stream, output, answer_stream, options);
}

Outcome check_files(const std::string& input, const std::string& output,
                    const std::string& answer, const CheckOptions& options) {
  std::ifstream output_stream(output, std::ios::binary);
  if (!output_stream) {
    // Checked after the jury files: a broken jury file is reported as such first.
    std::ifstream input_stream(input, std::ios::binary);
    std::ifstream answer_stream(answer, std::ios::binary);
    if (!input_stream) return failure(fmt::format("cannot open the input file {}", quote(input)));
    if (!answer_stream) {
      return failure(fmt::format("cannot open the jury answer file {}", quote(answer)));
    }
    return Outcome{Verdict::presentation_error, 0,
                   fmt::format("output file not found: {}", quote(output)), {}};
  }
  return check_files(input, output_stream, answer, options);
}

std::string one_line(std::string_view text, std::size_t max_bytes) {
  std::string out;
  const std::size_t shown = std::min(text.size(), max_bytes);
  out.reserve(shown + 3);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    out += c < 0x20 || c == 0x7F ? ' ' : static_cast<char>(c);
  }
  if (shown < text.size()) out += "...";
  return out;
}

std::string verdict_line(const Outcome& outcome) {
  if (outcome.verdict == Verdict::partial) {
    return one_line(fmt::format("points {} {}", decimal(outcome.score), outcome.message));
  }
  return one_line(fmt::format("{} {}", verdict_word(outcome.verdict), outcome.message));
}

std::string decimal(double value, bool keep_point) {
  std::string text = fmt::format("{:.10f}", value);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') {
    if (keep_point) {
      text += '0';
    } else {
      text.pop_back();
    }
  }
  return text == "-0.0" ? "0.0" : text == "-0" ? "0" : text;
}

std::string scaled_points(const Outcome& outcome, const Settings& settings) {
  switch (settings.scale) {
    case PointsScale::fraction: return decimal(outcome.score);
    case PointsScale::percent:
      return fmt::format("{}", static_cast<long long>(std::floor(outcome.score * 100 + 1e-9)));
    case PointsScale::absolute: return decimal(outcome.score * settings.full_score);
  }
  return decimal(outcome.score);
}

void write_file(const std::string& path, std::string_view content) {
  std::ofstream stream(path, std::ios::binary | std::ios::trunc);
  stream.write(content.data(), static_cast<std::streamsize>(content.size()));
  stream.close();
  if (!stream) throw std::runtime_error(fmt::format("cannot write the file {}", quote(path)));
}

int report_failure(std::string_view message) {
  fmt::print(stderr, "FAIL {}\n", one_line(message));
  return k_fail_exit;
}

std::vector<std::string> arguments(int argc, char** argv) {
  return std::vector<std::string>(argv + 1, argv + argc);
}

int run_adapter(const std::vector<std::string>& args, const AdapterSpec& spec,
                Settings& settings, const po::options_description& extra,
                const std::function<int(const CommandLine&)>& body) {
  try {
    const CommandLine command_line = parse_command_line(args, settings, extra);
    if (command_line.help) {
      std::cout << "Usage: " << spec.usage << "\n" << common_options(settings) << extra;
      return 0;
    }
    const std::size_t count = command_line.positional.size();
    if (count < spec.min_arguments || count > spec.max_arguments) {
      const std::string expected =
          spec.min_arguments == spec.max_arguments
              ? fmt::format("{}", spec.min_arguments)
              : fmt::format("{} {} {}", spec.min_arguments,
                            spec.max_arguments == spec.min_arguments + 1 ? "or" : "to",
                            spec.max_arguments);
      throw UsageError(fmt::format("expected {} argument{}, found {}", expected,
                                   spec.max_arguments == 1 ? "" : "s", count));
    }
    return body(command_line);
  } catch (const UsageError& e) {
    return report_failure(fmt::format("usage: {}: {}", spec.usage, e.what()));
  } catch (const std::exception& e) {
    return report_failure(fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace snake::checker
