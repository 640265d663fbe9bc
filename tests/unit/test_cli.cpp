// The front end (cli/): option parsing without prefix guessing, typed options and their
// one wording, positional counts, files opened with every failure named, checked
// writes, and the catch-all's exit codes.
#define BOOST_TEST_MODULE cli
#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"

namespace snake::cli {
namespace {

enum class Colour { red, green };
constexpr std::array<Named<Colour>, 2> k_colours{{{"red", Colour::red}, {"green", Colour::green}}};

po::options_description options() {
  po::options_description o;
  o.add_options()("time-only", po::bool_switch(), "")("colour", po::value<Choice<k_colours>>(), "")(
      "size", po::value<InRange<int, 1, 12>>(), "")("share", po::value<Fraction>(), "")(
      "weight", po::value<Positive>(), "");
  return o;
}

// The usage error of parsing `args`, or "ok".
std::string error_of(const std::vector<std::string>& args, std::size_t max_positional = 1) {
  try {
    parse(args, options(), 0, max_positional);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "ok";
}

BOOST_AUTO_TEST_CASE(options_are_named_in_full_or_refused) {
  BOOST_TEST(error_of({"--time-only"}) == "ok");
  BOOST_TEST(error_of({"--time"}) == "unrecognised option '--time'");
  BOOST_TEST(error_of({"--colours", "red"}) == "unrecognised option '--colours'");
}

BOOST_AUTO_TEST_CASE(typed_options_share_one_wording) {
  const CommandLine ok = parse({"--colour", "green", "--size", "12", "--share", "0.25",
                                "--weight", "2.5", "file"},
                               options(), 0, 1);
  BOOST_TEST((ok.values["colour"].as<Choice<k_colours>>().value() == Colour::green));
  using Size = InRange<int, 1, 12>;
  BOOST_TEST(ok.values["size"].as<Size>().value == 12);
  BOOST_TEST(ok.values["share"].as<Fraction>().value == 0.25);
  BOOST_TEST(ok.values["weight"].as<Positive>().value == 2.5);
  BOOST_TEST((ok.positional == std::vector<std::string>{"file"}));
  BOOST_TEST(error_of({"--colour", "blue"}) == "--colour must be red or green, not 'blue'");
  BOOST_TEST(error_of({"--size", "13"}) == "--size must be an integer in 1..12, not '13'");
  BOOST_TEST(error_of({"--size", "-1"}) == "--size must be an integer in 1..12, not '-1'");
  BOOST_TEST(error_of({"--size", "012"}) == "--size must be an integer in 1..12, not '012'");
  BOOST_TEST(error_of({"--size", "1e1"}) == "--size must be an integer in 1..12, not '1e1'");
  BOOST_TEST(error_of({"--size", "18446744073709551617"}) ==
             "--size must be an integer in 1..12, not '18446744073709551617'");
  BOOST_TEST(error_of({"--share", "1.5"}) == "--share must be a fraction in [0, 1], not '1.5'");
  BOOST_TEST(error_of({"--share", "nan"}) == "--share must be a fraction in [0, 1], not 'nan'");
  BOOST_TEST(error_of({"--weight", "0"}) == "--weight must be a positive number, not '0'");
  BOOST_TEST(error_of({"--weight", "1e19"}) == "--weight must be a positive number, not '1e19'");
  BOOST_TEST(error_of({"--size"}) == "the required argument for option '--size' is missing");
}

BOOST_AUTO_TEST_CASE(positional_counts_are_checked_with_one_wording) {
  BOOST_TEST(error_of({"a", "b"}) == "expected at most 1 argument, found 2");
  try {
    parse({"a"}, options(), 3, 4);
    BOOST_FAIL("no error");
  } catch (const UsageError& e) {
    BOOST_TEST(std::string(e.what()) == "expected 3 or 4 arguments, found 1");
  }
  BOOST_TEST(parse({"--help", "a", "b"}, options(), 0, 0).help);  // --help wins
}

BOOST_AUTO_TEST_CASE(more_options_from_another_source_lose_to_the_command_line) {
  const std::vector<std::string> more{"--size", "5", "--time-only"};
  const CommandLine c = parse({"--size", "3"}, options(), 0, 0, more, "ENV");
  using Size = InRange<int, 1, 12>;
  BOOST_TEST(c.values["size"].as<Size>().value == 3);
  BOOST_TEST(c.values["time-only"].as<bool>());
  try {
    parse({}, options(), 0, 0, {"file"}, "ENV");
    BOOST_FAIL("no error");
  } catch (const UsageError& e) {
    BOOST_TEST(std::string(e.what()).ends_with("(command line or ENV)"));
  }
  BOOST_TEST(one_of({"a"}) == "a");
  BOOST_TEST(one_of({"a", "b", "c"}) == "a, b or c");
}

const std::filesystem::path k_scratch =
    std::filesystem::temp_directory_path() / ("snake_cli_" + std::to_string(::getpid()));

BOOST_AUTO_TEST_CASE(every_way_a_file_fails_to_open_is_named) {
  std::filesystem::create_directories(k_scratch);
  const auto problem = [](const std::string& path, bool fifo_ok = true) {
    const InputFile f = InputFile::open(path, fifo_ok);
    return f.problem() == OpenProblem::none ? std::string("none") : f.error();
  };
  BOOST_TEST(problem("/no/such/file") == "cannot open '/no/such/file': No such file or directory");
  BOOST_TEST(problem(k_scratch.string()) ==
             "cannot read '" + k_scratch.string() + "': it is a directory");
  const std::string fifo = (k_scratch / "fifo").string();
  BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  BOOST_TEST(problem(fifo, false) == "cannot read '" + fifo + "': it is a FIFO, not a regular file");
  const std::string file = (k_scratch / "file").string();
  std::ofstream(file) << "5 5\n";
  InputFile ok = InputFile::open(file);
  BOOST_REQUIRE((ok.problem() == OpenProblem::none));
  std::string word;
  ok.stream() >> word;
  BOOST_TEST(word == "5");
  BOOST_TEST(!ok.read_error().has_value());
  BOOST_TEST(InputFile::open("-").name() == "standard input");
  std::filesystem::remove_all(k_scratch);
}

BOOST_AUTO_TEST_CASE(a_read_that_fails_midway_is_an_error_not_an_end) {
  // Reading /proc/self/mem from offset 0 fails with EIO: an I/O error in the middle of
  // reading, which a plain stream would take for the end of the file.
  InputFile mem = InputFile::open("/proc/self/mem");
  BOOST_REQUIRE((mem.problem() == OpenProblem::none));
  std::string word;
  mem.stream() >> word;
  BOOST_TEST(word.empty());
  BOOST_TEST(mem.read_error().value_or("") == "cannot read '/proc/self/mem': Input/output error");
  BOOST_CHECK_THROW(open_or_throw("/no/such/file"), InputError);
}

BOOST_AUTO_TEST_CASE(writes_that_fail_are_errors) {
  BOOST_CHECK_EXCEPTION(write_file("/dev/full", "x"), OutputError, [](const OutputError& e) {
    return std::string(e.what()) == "cannot write '/dev/full': No space left on device";
  });
  BOOST_CHECK_EXCEPTION(write_file("/no/such/dir/f", "x"), OutputError, [](const OutputError& e) {
    return std::string(e.what()) == "cannot write '/no/such/dir/f': No such file or directory";
  });
}

BOOST_AUTO_TEST_CASE(the_catch_all_maps_errors_to_exit_codes) {
  BOOST_TEST(run("tool", [] { return 7; }) == 7);
  BOOST_TEST(run("tool", []() -> int { throw UsageError("bad"); }) == k_usage_error);
  BOOST_TEST(run("tool", []() -> int { throw InputError("bad"); }) == k_file_error);
  BOOST_TEST(run("tool", []() -> int { throw OutputError("bad"); }) == k_file_error);
  BOOST_TEST(run("tool", []() -> int { throw std::logic_error("bug"); }) == k_internal_error);
  BOOST_TEST(run("tool", []() -> int { throw 42; }) == k_internal_error);
  BOOST_TEST(run("checker", []() -> int { throw UsageError("bad"); }, k_checker_style) == 3);
  BOOST_TEST(run("checker", []() -> int { throw std::logic_error("bug"); }, k_checker_style) == 3);
  BOOST_TEST(usage_line("solver", "unrecognised option '--fast'") ==
             "solver: unrecognised option '--fast' (see solver --help)\n");
  BOOST_TEST(usage_line("checker", "a\nb", "FAIL ") == "FAIL checker: a b (see checker --help)\n");
}

}  // namespace
}  // namespace snake::cli
