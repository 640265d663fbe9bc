// The single-source checker that packages carry (Polygon's files/check.cpp, Hydro's
// testdata/checker.cc, LibreOJ's testdata/checker.cpp): package/single_source.hpp writes
// this file and every project source it includes (the model, the checker's core, one
// protocol) as one C++17 file that needs nothing but the standard library: no POSIX
// call, no testlib.h, no {fmt} (package/portable/format.hpp stands for it).
// It speaks the testlib protocol (checker/front_end/protocols/testlib.cpp):
//   check input output answer [report [-appes]] [--testset T] [--group G]
// or, compiled with -DCMS as CMS's Polygon loader compiles files/check.cpp, CMS's
// (checker/front_end/protocols/cms.cpp): check input correct_output contestant_output.
// The checker options the package was exported with (--partial, the points scale) are
// compiled in (package_settings(), written at the end of the file by bin/package); the
// judge cannot pass others. Files are opened as the project's front end opens them
// (checker/front_end/driver.cpp: jury files first, the same blame and messages), with
// std::filesystem and std::ifstream in binary mode.
// Tested by tests/package/check_single_source.sh (g++ and clang++ -std=c++17, and the
// verdict corpus tests/cli/checker judged against bin/checker and bin/checker-cms).
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "checker/core/check.hpp"
#include "checker/front_end/protocol.hpp"
#include "checker/core/report.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "model/text.hpp"
#include "package/portable/io.hpp"
#ifdef CMS
#include "checker/front_end/protocols/cms.cpp"
#else
#include "checker/front_end/protocols/testlib.cpp"
#endif

namespace snake::portable {

/// The checker options of the package (defined at the end of the file by bin/package).
checker::Settings package_settings();

namespace {

using checker::Fault;
using checker::Outcome;
using checker::Source;

const checker::Protocol& protocol() {
#ifdef CMS
  return checker::protocols::cms();
#else
  return checker::protocols::testlib();
#endif
}

// The command line as the protocol reads it: its words and options taken out, the rest
// positional; any other option is an error, since the package's are compiled in.
checker::Invocation invocation(const checker::Protocol& p, int argc, char** argv) {
  checker::Invocation call;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    bool taken = false;
    for (const checker::Word& word : p.words) {
      if (arg != word.text) continue;
      call.words.push_back(arg);
      for (int v = 0; v < word.values; ++v) {
        if (++i >= argc) throw cli::UsageError(fmt::format("{} needs a value after it", arg));
      }
      taken = true;
    }
    if (taken) continue;
    if (arg.size() > 2 && arg.compare(0, 2, "--") == 0) {
      const std::size_t equals = arg.find('=');
      const std::string name = arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
      for (const checker::ProtocolOption& option : p.options) {
        if (name != option.name) continue;
        if (equals != std::string::npos) {
          call.options[name] = arg.substr(equals + 1);
        } else if (i + 1 < argc) {
          call.options[name] = argv[++i];
        } else {
          throw cli::UsageError(fmt::format("the option '--{}' needs a value", name));
        }
        taken = true;
      }
      if (!taken) {
        throw cli::UsageError(fmt::format("unrecognised option {} (the package's checker options "
                                          "are compiled in)",
                                          quote(arg)));
      }
      continue;
    }
    call.arguments.push_back(arg);
  }
  if (call.arguments.size() < p.min_arguments || call.arguments.size() > p.max_arguments) {
    throw cli::UsageError(fmt::format("expected {} or {} arguments, found {}", p.min_arguments,
                                      p.max_arguments, call.arguments.size()));
  }
  call.settings = package_settings();
  return call;
}

// The outcome of a file that cannot be read, blamed as checker/front_end/driver.cpp blames it.
Outcome unreadable(Source source, std::string_view role, const std::string& path,
                   const std::string& problem, bool missing) {
  if (missing) {
    return checker::fault_outcome(
        source, Fault::format,
        source == Source::contestant ? fmt::format("output file not found: {}", quote(path))
                                     : fmt::format("cannot open the {} file {}", role, quote(path)));
  }
  return checker::fault_outcome(source, Fault::format, fmt::format("{}: {}", role, problem));
}

Outcome judge(const checker::Files& files, const checker::CheckOptions& options) {
  // Jury files first: a broken jury file is reported as such before a missing output.
  const struct {
    Source source;
    std::string_view role;
    std::string path;
  } roles[] = {{Source::input, "input", files.input},
               {Source::jury, "jury answer", files.answer},
               {Source::contestant, "output", files.output.value_or("")}};
  std::ifstream streams[3];
  for (int i = 0; i < 3; ++i) {
    bool missing = false;
    std::optional<std::string> problem = open_problem(roles[i].path, missing);
    if (!problem) {
      streams[i].open(roles[i].path, std::ios::binary);
      if (!streams[i]) problem = fmt::format("cannot open {}: it cannot be read", quote(roles[i].path));
    }
    if (problem) return unreadable(roles[i].source, roles[i].role, roles[i].path, *problem, missing);
  }
  Outcome outcome = checker::check(streams[0], streams[2], streams[1], options);
  // A read that failed midway looks like an early end of file to the judging.
  for (int i = 0; i < 3; ++i) {
    if (streams[i].bad()) return checker::judge_failure(fmt::format("cannot read {}", quote(roles[i].path)));
  }
  return outcome;
}

int deliver(const checker::Reply& reply) {
  for (const checker::ReplyFile& file : reply.files) {
    if (auto error = write_file(file.path, file.content)) throw cli::OutputError(*error);
  }
  if (!reply.standard_output.empty()) {
    if (auto error = write_stream(stdout, reply.standard_output)) throw cli::OutputError(*error);
  }
  write_stream(stderr, reply.standard_error);  // messages: a failure changes nothing
  return reply.exit_code;
}

}  // namespace

/// The checker's main: every error that is not a verdict is a FAIL, exit 3.
int run_checker(int argc, char** argv) {
  const std::string name(protocol().executable);
  try {
    const checker::Invocation call = invocation(protocol(), argc, argv);
    const checker::Files files = protocol().files(call);
    return deliver(protocol().reply(judge(files, call.settings.check), call));
  } catch (const std::exception& e) {  // cli::UsageError, cli::OutputError, std::bad_alloc
    write_stream(stderr, fmt::format("FAIL {}: {}\n", name, one_line(e.what())));
    return cli::k_negative;
  }
}

}  // namespace snake::portable

int main(int argc, char** argv) { return snake::portable::run_checker(argc, argv); }
