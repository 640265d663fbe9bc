// A judge protocol as data: how a judge system calls the checker (its argv shape, the
// bare words it may append, options of its own) and how it reads the verdict back (exit
// code, standard streams, files, score scale). The contract of every protocol is written
// once, in docs/judging.md; each lives in one file of checker/front_end/protocols/ as a Protocol
// value and two pure functions, files() and reply(). The shared driver
// (checker/front_end/driver.hpp) does all the rest for every one of them: the command line, the
// files, the judging, and writing the report so that a verdict is never lost.
// Tested by tests/unit/test_report.cpp (every reply() on every verdict) and the
// protocol cases in tests/cli/checker.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "checker/core/check.hpp"
#include "checker/core/report.hpp"
#include "checker/core/verdict.hpp"

namespace snake::checker {

/// The checker options every protocol accepts (docs/judging.md, "Options").
struct Settings {
  CheckOptions check;
  PointsScale scale = PointsScale::fraction;
  double full_score = 1;  // the points of a whole test, for PointsScale::absolute
};

/// One call of the checker by a judge, after the command line was parsed.
struct Invocation {
  std::vector<std::string> arguments;  // positional, without the protocol's words
  std::vector<std::string> words;      // the protocol's words present, as given
  std::map<std::string, std::string, std::less<>> options;      // protocol options given
  std::map<std::string, std::string, std::less<>> environment;  // its variables, if set
  Settings settings;

  bool has_word(std::string_view word) const;
  /// The protocol option `name`, else the environment variable `variable`, else nothing
  /// (an empty value counts as unset).
  std::optional<std::string> option_or_environment(std::string_view name,
                                                   std::string_view variable) const;
};

/// Which file is which; the contestant's output is standard input when `output` is empty.
struct Files {
  std::string input;
  std::optional<std::string> output;
  std::string answer;
};

/// A file the reply writes, with its content.
struct ReplyFile {
  std::string path;
  std::string content;
};

/// Everything a protocol hands back to the judge for one outcome.
struct Reply {
  int exit_code = 0;
  std::string standard_output;    // a result: if it cannot be written, the run is a FAIL
  std::string standard_error;     // messages: a failure to write them changes nothing
  std::vector<ReplyFile> files;   // results, written before the streams
};

/// A bare word a judge may put among the arguments, with how many values follow it.
struct Word {
  std::string_view text;
  int values = 0;
  std::string_view help;  // what it means to us, for --help
};

/// A named option of one protocol only ("--score-file PATH").
struct ProtocolOption {
  std::string_view name;
  std::string_view value_name;
  std::string_view help;
};

struct Protocol {
  std::string_view executable;   // "checker-cms"
  std::string_view arguments;    // the positional arguments: "input output answer"
  std::string_view judges;       // the judge systems that speak it, for --help
  std::size_t min_arguments = 0;
  std::size_t max_arguments = 0;
  std::span<const Word> words = {};              // bare words taken out of the arguments
  std::span<const ProtocolOption> options = {};  // options of this protocol only
  std::span<const std::string_view> environment = {};  // variables it reads
  /// The argument naming a folder the judge keeps for the contestant and the jury
  /// (Kattis' feedback_dir), where a relative --html FILE goes; nothing if none.
  std::optional<std::size_t> kept_folder_argument = std::nullopt;
  /// Which file is which. May throw cli::UsageError for arguments it cannot use.
  Files (*files)(const Invocation&) = nullptr;
  /// The reply to `outcome`: pure, no I/O.
  Reply (*reply)(const Outcome&, const Invocation&) = nullptr;
};

/// The Protocol of each executable (checker/front_end/protocols/<name>.cpp).
namespace protocols {
const Protocol& testlib();
const Protocol& kattis();
const Protocol& cms();
const Protocol& lemon();
const Protocol& arbiter();
const Protocol& syzoj();
}  // namespace protocols

}  // namespace snake::checker
