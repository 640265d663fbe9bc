// What every judge-protocol adapter (checker/protocols/*.cpp) shares: the checker
// options and their parsing, opening the three files with the right blame, the scale of
// partial scores, and one-line messages that a huge token cannot flood.
// Options come from the command line and, for judges whose argv is fixed, from the
// environment variable SNAKE_CHECKER_OPTIONS (whitespace-separated, e.g.
// "--partial 0.3 --explain"); the command line wins.
#pragma once

#include <functional>
#include <istream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <boost/program_options.hpp>

#include "checker/judge.hpp"
#include "checker/verdict.hpp"

namespace snake::checker {

/// How a partial score is written: a fraction of 1, an integer percent, or absolute
/// points (fraction times --full-score).
enum class PointsScale { fraction, percent, absolute };

struct Settings {
  CheckOptions check;
  PointsScale scale = PointsScale::fraction;
  double full_score = 1;  // the points of a whole test, for PointsScale::absolute
};

/// A malformed command line; what() is one line naming the problem.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CommandLine {
  std::vector<std::string> positional;
  boost::program_options::variables_map values;
  bool help = false;
};

/// Parses `args` (argv without the program name) and then SNAKE_CHECKER_OPTIONS into
/// `settings`, the adapter's `extra` options and the positional arguments; throws
/// UsageError. Accepts --help.
CommandLine parse_command_line(const std::vector<std::string>& args, Settings& settings,
                               const boost::program_options::options_description& extra);

/// The options every adapter accepts, for --help.
boost::program_options::options_description common_options(Settings& settings);

/// Judges files by name. The input and the jury answer must open, or it is a judge
/// failure; an output that does not open is a presentation error (testlib's rule).
Outcome check_files(const std::string& input, const std::string& output,
                    const std::string& answer, const CheckOptions& options);
/// Judges with the contestant's output already open (standard input, for Kattis).
Outcome check_files(const std::string& input, std::istream& output, const std::string& answer,
                    const CheckOptions& options);

/// `text` made safe for a one-line log: control bytes become spaces, and it is cut to
/// about `max_bytes` with "..." appended.
std::string one_line(std::string_view text, std::size_t max_bytes = 1000);

/// "<verdict word> <message>", one line; a partial outcome reads "points <fraction>
/// <message>", the fraction of 1 whatever the protocol's score scale.
std::string verdict_line(const Outcome& outcome);

/// testlib's number format: ten decimals with trailing zeros removed, keeping one digit
/// after the point ("0.5", "1.0", "40.0"); without `keep_point`, "1" and "40".
std::string decimal(double value, bool keep_point = true);

/// The score of `outcome` on `settings.scale` as testlib prints points: a fraction
/// ("0.5"), an integer percent rounded down ("50"), or absolute points ("2.5").
std::string scaled_points(const Outcome& outcome, const Settings& settings);

/// Writes `content` to `path`; throws std::runtime_error naming the path on failure.
void write_file(const std::string& path, std::string_view content);

/// The exit code of a judge failure: testlib's FAIL, and a "checker broken" signal for
/// every other judge (never a silent zero).
inline constexpr int k_fail_exit = 3;

/// Prints "FAIL <message>" as one line on standard error; returns k_fail_exit.
int report_failure(std::string_view message);

/// What the shared front end needs to know of an adapter.
struct AdapterSpec {
  std::string_view usage;         // the synopsis, for --help and usage errors
  std::size_t min_arguments = 0;  // positional arguments the judge passes
  std::size_t max_arguments = 0;
};

/// Runs one protocol adapter: parses `args` (argv without the program name, then
/// SNAKE_CHECKER_OPTIONS) with the common and `extra` options, answers --help (exit 0),
/// checks the number of positional arguments, then returns what `body` returns. A
/// UsageError (from parsing or from `body`) or any other exception escaping `body` is
/// reported with report_failure().
int run_adapter(const std::vector<std::string>& args, const AdapterSpec& spec,
                Settings& settings, const boost::program_options::options_description& extra,
                const std::function<int(const CommandLine&)>& body);

/// argv without the program name.
std::vector<std::string> arguments(int argc, char** argv);

}  // namespace snake::checker
