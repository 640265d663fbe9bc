// Command lines, parsed the same way in every executable with Boost.Program_options:
//   - long options by their full name only: no prefix guessing anywhere, so a typo or a
//     shortened name is an error ("unrecognised option '--time'"), never another option;
//   - enumerations and numeric ranges are typed options checked by Program_options' own
//     validation hook (Choice, InRange, Fraction), with one wording for a bad value:
//     "--eol must be lf, crlf or any, not 'cr'";
//   - integers follow the project's one integer syntax (model/scanner.hpp: testlib's,
//     no sign, no leading zeros), so "-1" and "1e3" are refused, never wrapped;
//   - --help / -h and --version everywhere (--version throws VersionRequest, which
//     cli::run() answers); a count of positional arguments checked with one wording.
// Errors are UsageError; cli/main.hpp reports them in the one usage-error style.
// Tested by tests/unit/test_cli.cpp and the usage cases in tests/cli/.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <boost/program_options.hpp>

namespace snake::cli {

/// argv without the program name.
std::vector<std::string> arguments(int argc, char** argv);

struct CommandLine {
  boost::program_options::variables_map values;
  std::vector<std::string> positional;
  bool help = false;
};

/// Parses `args` against `options` (plus --help), the rest being positional arguments,
/// between `min_positional` and `max_positional` of them (not checked with --help).
/// `more` are further named options from another source (`more_source`, e.g. an
/// environment variable), parsed after `args`: the command line wins. Throws UsageError.
CommandLine parse(const std::vector<std::string>& args, const boost::program_options::options_description& options,
                  std::size_t min_positional, std::size_t max_positional,
                  const std::vector<std::string>& more = {}, std::string_view more_source = {});

/// The options as --help lists them (Program_options' own layout).
std::string describe(const boost::program_options::options_description& options);

/// The words of an environment variable's value (empty when unset).
std::vector<std::string> environment_words(const char* variable);

/// "a, b or c": the names of a list, for messages.
std::string one_of(const std::vector<std::string_view>& names);

/// A name and the value it stands for, in the tables of Choice options.
template <typename E>
struct Named {
  std::string_view name;
  E value;
};

/// Throws the usage error of a bad option value: "%canonical_option% must be WHAT, not
/// 'TEXT'" (Program_options fills in the option's name).
[[noreturn]] void bad_value(std::string_view what, const std::string& text);

/// An option whose value is one of the names of `Table`, a constexpr array of entries
/// with a `name` (Named, or any table such as the validator's groups); `entry` is the
/// one chosen.
template <auto& Table>
struct Choice {
  using Entry = std::remove_cvref_t<decltype(Table[0])>;
  const Entry* entry = nullptr;
  /// The value of a Named entry.
  auto value() const { return entry->value; }

  // Program_options' validation hook, a hidden friend found by argument-dependent
  // lookup (clang cannot deduce Table for a free function template).
  friend void validate(boost::any& v, const std::vector<std::string>& values, Choice*, int) {
    boost::program_options::validators::check_first_occurrence(v);
    const std::string& text = boost::program_options::validators::get_single_string(values);
    std::vector<std::string_view> names;
    for (const auto& candidate : Table) {
      if (candidate.name == text) {
        v = Choice{&candidate};
        return;
      }
      names.push_back(candidate.name);
    }
    bad_value(one_of(names), text);
  }
};

/// An integer option in [Lo, Hi].
template <typename T, T Lo, T Hi>
struct InRange {
  T value{};
};

/// A memory budget in MiB (--max-memory of the solver and the replay), at least 1 and
/// small enough that its bytes fit in 64 bits: one range in every tool.
using MemoryMiB = InRange<std::uint64_t, 1, (std::uint64_t{1} << 44) - 1>;

/// A number option in [0, 1].
struct Fraction {
  double value = 0;
};

/// A number option, finite and greater than 0.
struct Positive {
  double value = 1;
};

/// The integer `text` in [lo, hi] (the project's integer syntax), or bad_value().
std::int64_t integer_in(const std::string& text, std::int64_t lo, std::int64_t hi);
/// A finite decimal number (digits, an optional fraction; no sign, no exponent), or
/// bad_value(`what`).
double decimal_number(const std::string& text, std::string_view what);

// Program_options' validation hooks, found by argument-dependent lookup.
template <typename T, T Lo, T Hi>
void validate(boost::any& v, const std::vector<std::string>& values, InRange<T, Lo, Hi>*, int) {
  boost::program_options::validators::check_first_occurrence(v);
  const std::string& text = boost::program_options::validators::get_single_string(values);
  v = InRange<T, Lo, Hi>{static_cast<T>(
      integer_in(text, static_cast<std::int64_t>(Lo), static_cast<std::int64_t>(Hi)))};
}

void validate(boost::any& v, const std::vector<std::string>& values, Fraction*, int);
void validate(boost::any& v, const std::vector<std::string>& values, Positive*, int);

}  // namespace snake::cli
