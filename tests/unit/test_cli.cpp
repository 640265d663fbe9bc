// The front end (cli/): option parsing without prefix guessing, typed options and their
// one wording, positional counts, files opened with every failure named, checked
// writes, and the catch-all's exit codes.
#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <csignal>
#include <iterator>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "cli/version.hpp"

namespace snake::cli {
namespace {

namespace po = boost::program_options;

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
  BOOST_CHECK_EXCEPTION(read_file("/proc/self/mem"), InputError, [](const InputError& e) {
    return std::string(e.what()) == "cannot read '/proc/self/mem': Input/output error";
  });
}

BOOST_AUTO_TEST_CASE(read_file_gives_every_byte_or_names_the_file) {
  const auto dir = std::filesystem::temp_directory_path() /
                   fmt::format("snake_cli_read_{}", ::getpid());
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "bytes").string();
  const std::string bytes("5 5\r\n\0\xFF end", 11);
  std::ofstream(file, std::ios::binary) << bytes;
  BOOST_TEST(read_file(file) == bytes);
  BOOST_CHECK_EXCEPTION(read_file("/no/such/file"), InputError, [](const InputError& e) {
    return std::string(e.what()) == "cannot open '/no/such/file': No such file or directory";
  });
  BOOST_CHECK_EXCEPTION(read_file(dir.string()), InputError, [&](const InputError& e) {
    return std::string(e.what()) == "cannot read '" + dir.string() + "': it is a directory";
  });
  std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(writes_that_fail_are_errors) {
  BOOST_CHECK_EXCEPTION(write_file("/dev/full", "x"), OutputError, [](const OutputError& e) {
    return std::string(e.what()) == "cannot write '/dev/full': No space left on device";
  });
  BOOST_CHECK_EXCEPTION(write_file("/no/such/dir/f", "x"), OutputError, [](const OutputError& e) {
    return std::string(e.what()) == "cannot write '/no/such/dir/f': No such file or directory";
  });
}

// A fresh empty folder for one test.
std::filesystem::path scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   fmt::format("snake_cli_{}_{}", name, ::getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::string contents(const std::filesystem::path& path) { return read_file(path.string()); }

std::size_t entries(const std::filesystem::path& dir) {
  return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir),
                                                std::filesystem::directory_iterator()));
}

BOOST_AUTO_TEST_CASE(a_result_file_is_whole_or_the_old_one_stays) {
  const auto dir = scratch("whole");
  const auto file = dir / "report.json";
  write_file(file.string(), "old\n");
  ::chmod(file.c_str(), 0640);
  write_file(file.string(), "new\n");
  BOOST_TEST(contents(file) == "new\n");
  struct stat mode {};
  BOOST_REQUIRE(::stat(file.c_str(), &mode) == 0);
  BOOST_TEST((mode.st_mode & 07777) == 0640u);  // the replaced file's mode is kept
  // A write that fails midway (the file-size limit stands in for a full disk: EFBIG)
  // leaves the old file as it was and no temporary file beside it.
  struct rlimit old_limit {};
  ::getrlimit(RLIMIT_FSIZE, &old_limit);
  const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit small = old_limit;
  small.rlim_cur = 4096;
  ::setrlimit(RLIMIT_FSIZE, &small);
  BOOST_CHECK_EXCEPTION(write_file(file.string(), std::string(100000, 'x')), OutputError,
                        [&](const OutputError& e) {
                          return std::string(e.what()) ==
                                 fmt::format("cannot write '{}': File too large", file.string());
                        });
  ::setrlimit(RLIMIT_FSIZE, &old_limit);
  std::signal(SIGXFSZ, old_handler);
  BOOST_TEST(contents(file) == "new\n");
  BOOST_TEST(entries(dir) == 1u);
  std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(a_link_is_kept_and_the_file_it_names_replaced) {
  const auto dir = scratch("link");
  write_file((dir / "target").string(), "old");
  std::filesystem::create_symlink("target", dir / "link");
  write_file((dir / "link").string(), "new");
  BOOST_TEST(std::filesystem::is_symlink(dir / "link"));
  BOOST_TEST(contents(dir / "target") == "new");
  std::filesystem::create_symlink("nothing", dir / "dangling");
  BOOST_CHECK_EXCEPTION(write_file((dir / "dangling").string(), "x"), OutputError,
                        [&](const OutputError& e) {
                          return std::string(e.what()) ==
                                 fmt::format("cannot write '{}': it is a symbolic link to nothing",
                                             (dir / "dangling").string());
                        });
  BOOST_TEST(std::filesystem::is_symlink(dir / "dangling"));
  BOOST_TEST(entries(dir) == 3u);
  std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(devices_fifos_and_folders_are_never_replaced) {
  const auto dir = scratch("special");
  write_file("/dev/null", "into the device");
  BOOST_TEST(std::filesystem::is_character_file("/dev/null"));
  const auto fifo = dir / "fifo";
  BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  BOOST_REQUIRE(reader >= 0);
  write_file(fifo.string(), "through the fifo");
  std::array<char, 64> got{};
  const ssize_t n = ::read(reader, got.data(), got.size());
  ::close(reader);
  BOOST_TEST(std::string(got.data(), static_cast<std::size_t>(std::max<ssize_t>(n, 0))) ==
             "through the fifo");
  BOOST_TEST(std::filesystem::is_fifo(fifo));
  std::filesystem::create_directory(dir / "folder");
  BOOST_CHECK_EXCEPTION(write_file((dir / "folder").string(), "x"), OutputError,
                        [&](const OutputError& e) {
                          return std::string(e.what()) ==
                                 fmt::format("cannot write '{}': it is a directory",
                                             (dir / "folder").string());
                        });
  BOOST_TEST(std::filesystem::is_directory(dir / "folder"));
  std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(version_is_answered_by_the_catch_all_before_anything_else) {
  BOOST_CHECK_THROW(parse({"--version", "a", "b", "c"}, options(), 0, 1), VersionRequest);
  BOOST_TEST(run("tool", [] { return parse({"--version"}, options(), 1, 1), 5; }) == k_success);
  BOOST_TEST(version_text("solver").starts_with("solver (SDOI2011 Snake judging toolkit) "));
  BOOST_TEST(!build_info().commit.empty());
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
