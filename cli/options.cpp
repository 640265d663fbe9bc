#include "cli/options.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <sstream>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "model/scanner.hpp"
#include "model/text.hpp"

namespace snake::cli {

namespace po = boost::program_options;

std::vector<std::string> arguments(int argc, char** argv) {
  return std::vector<std::string>(argv + 1, argv + argc);
}

std::string describe(const po::options_description& options) {
  std::ostringstream text;
  text << options;
  return text.str();
}

std::vector<std::string> environment_words(const char* variable) {
  std::vector<std::string> words;
  const char* value = std::getenv(variable);
  if (value == nullptr) return words;
  std::istringstream stream(value);
  for (std::string word; stream >> word;) words.push_back(word);
  return words;
}

std::string one_of(const std::vector<std::string_view>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

CommandLine parse(const std::vector<std::string>& args, const po::options_description& options,
                  std::size_t min_positional, std::size_t max_positional,
                  const std::vector<std::string>& more, std::string_view more_source) {
  po::options_description all;
  all.add(options);
  if (options.find_nothrow("help", false) == nullptr) all.add_options()("help,h", "print this help");
  all.add_options()("version", "print the version and the commit it was built from");

  po::options_description with_positional;
  with_positional.add(all).add_options()("positional", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("positional", -1);
  // No allow_guessing: an option is named in full or it is an error.
  const auto style = po::command_line_style::unix_style ^ po::command_line_style::allow_guessing;
  CommandLine result;
  try {
    po::store(po::command_line_parser(args)
                  .options(with_positional)
                  .positional(positional)
                  .style(style)
                  .run(),
              result.values);
    if (!more.empty()) {
      const po::positional_options_description none;  // file arguments only on argv
      po::store(po::command_line_parser(more).options(all).positional(none).style(style).run(),
                result.values);
    }
    po::notify(result.values);
  } catch (const po::error& e) {
    const std::string where = more_source.empty()
                                  ? std::string()
                                  : fmt::format(" (command line or {})", more_source);
    throw UsageError(one_line(fmt::format("{}{}", e.what(), where)));
  }
  if (result.values.count("version")) throw VersionRequest();
  result.help = result.values.count("help") > 0;
  if (result.values.count("positional")) {
    result.positional = result.values["positional"].as<std::vector<std::string>>();
  }
  const std::size_t count = result.positional.size();
  if (!result.help && (count < min_positional || count > max_positional)) {
    const std::string expected =
        min_positional == max_positional ? fmt::format("{}", min_positional)
        : min_positional == 0            ? fmt::format("at most {}", max_positional)
                                         : fmt::format("{} {} {}", min_positional,
                                                       max_positional == min_positional + 1
                                                           ? "or"
                                                           : "to",
                                                       max_positional);
    throw UsageError(fmt::format("expected {} argument{}, found {}", expected,
                                 max_positional == 1 ? "" : "s", count));
  }
  return result;
}

void bad_value(std::string_view what, const std::string& text) {
  // %canonical_option% is Program_options' placeholder for the option's name, filled in
  // when the error passes through po::store().
  throw po::error_with_option_name(
      fmt::format("%canonical_option% must be {}, not {}", what, quote(text)));
}

std::int64_t integer_in(const std::string& text, std::int64_t lo, std::int64_t hi) {
  const std::string what = fmt::format("an integer in {}..{}", lo, hi);
  const auto value = parse_integer(text);
  if (!value || *value < lo || *value > hi) bad_value(what, text);
  return *value;
}

double decimal_number(const std::string& text, std::string_view what) {
  const std::size_t point = text.find('.');
  const std::string_view whole = std::string_view(text).substr(0, point);
  const std::string_view fraction =
      point == std::string::npos ? std::string_view("0") : std::string_view(text).substr(point + 1);
  if (!is_decimal(whole) || !is_decimal(fraction) || text.size() > k_token_cap) {
    bad_value(what, text);
  }
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
    bad_value(what, text);
  }
  return value;
}

void validate(boost::any& v, const std::vector<std::string>& values, Fraction*, int) {
  po::validators::check_first_occurrence(v);
  const std::string& text = po::validators::get_single_string(values);
  constexpr std::string_view what = "a fraction in [0, 1]";
  const double value = decimal_number(text, what);
  if (value > 1) bad_value(what, text);
  v = Fraction{value};
}

void validate(boost::any& v, const std::vector<std::string>& values, Positive*, int) {
  po::validators::check_first_occurrence(v);
  const std::string& text = po::validators::get_single_string(values);
  constexpr std::string_view what = "a positive number";
  const double value = decimal_number(text, what);
  if (!(value > 0)) bad_value(what, text);
  v = Positive{value};
}

}  // namespace snake::cli
