// read_manifest: the package's own description, read from the real data/ folder and
// from broken copies, with the exact messages.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>

#include "package/manifest.hpp"

namespace snake::package {
namespace {

const std::filesystem::path k_data = std::filesystem::path(SNAKE_SOURCE_DIR) / "data";

BOOST_AUTO_TEST_CASE(the_package_reads_with_groups_in_order_and_points_adding_up) {
  const Manifest m = read_manifest(k_data);
  BOOST_TEST(m.tests.size() == 40u);
  BOOST_TEST(m.tests.front().name == "01");
  BOOST_TEST(m.tests.front().source == "sample sample/sample.in");
  BOOST_REQUIRE(m.groups.size() == 5u);
  int total = 0;
  std::size_t tests = 0;
  for (const GroupEntry& g : m.groups) {
    total += g.points;
    tests += g.tests.size();
  }
  BOOST_TEST(total == 100);
  BOOST_TEST(tests == m.tests.size());
  BOOST_TEST(m.group("k1")->tests.front() == "08");
  BOOST_TEST(m.solutions.front().name == "main");
  BOOST_TEST(m.input(*m.test("07")) == k_data / "tests" / "07.in");
  BOOST_TEST(m.limits.time_seconds > 0);
  BOOST_TEST(m.limits.memory_mib > 0);
}

// A copy of data/ whose `file` has `from` replaced by `to`.
std::filesystem::path broken_copy(const std::string& file, const std::string& from,
                                  const std::string& to) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("snake_manifest_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "solutions");
  for (const char* name : {"manifest.tsv", "groups.tsv", "solutions/tags.tsv", "limits.tsv"}) {
    std::ifstream in(k_data / name, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (name == file) text.replace(text.find(from), from.size(), to);
    std::ofstream(dir / name, std::ios::binary) << text;
  }
  return dir;
}

std::string error_of(const std::filesystem::path& data) {
  try {
    read_manifest(data);
  } catch (const ManifestError& e) {
    const std::string text = e.what();  // "<data>/groups.tsv:13: ..."
    const std::string folder = data.string() + "/";
    return text.rfind(folder, 0) == 0 ? text.substr(folder.size()) : text;
  }
  return "no error";
}

BOOST_AUTO_TEST_CASE(broken_descriptions_name_file_and_line) {
  BOOST_TEST(error_of(broken_copy("groups.tsv", "k1\t20\tsum", "k1\t20\tmax")) ==
             "groups.tsv:13: scoring must be sum or min, not 'max'");
  BOOST_TEST(error_of(broken_copy("groups.tsv", "k1\t20", "k1\t21")) ==
             "groups.tsv: the points add up to 101, not 100");
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36", "02\tk9")) ==
             "manifest.tsv:18: test 02 is in group k9, which groups.tsv lacks");
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36\t15", "02\tnm36\t015")) ==
             "manifest.tsv:18: max-side must be an integer in 1..255, not '015'");
  BOOST_TEST(error_of(broken_copy("solutions/tags.tsv", "tle_spfa\ttime-limit-exceeded",
                                  "tle_spfa\ttle")) ==
             "solutions/tags.tsv:52: tag 'tle' is none of main, accepted, wrong-answer, "
             "time-limit-exceeded");
}

// Names become file and folder names in the judge and the exports: none is a path.
BOOST_AUTO_TEST_CASE(test_and_group_names_are_never_paths) {
  const std::string rule = "name is 1 to 32 letters, digits, '_' or '-' starting with a letter or a digit";
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36", "../../victim\tnm36")) ==
             "manifest.tsv:18: a test " + rule + ", not '../../victim'");
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36", ".hidden\tnm36")) ==
             "manifest.tsv:18: a test " + rule + ", not '.hidden'");
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36", "-02\tnm36")) ==
             "manifest.tsv:18: a test " + rule + ", not '-02'");
  BOOST_TEST(error_of(broken_copy("manifest.tsv", "02\tnm36", "\tnm36")) ==
             "manifest.tsv:18: a test " + rule + ", not ''");
  BOOST_TEST(error_of(broken_copy("groups.tsv", "k1\t20", "k/1\t20")) ==
             "groups.tsv:13: a group " + rule + ", not 'k/1'");
}

BOOST_AUTO_TEST_CASE(the_limits_are_one_time_and_one_memory_row_of_plain_numbers) {
  const auto limits = [](const std::string& text) {
    const std::filesystem::path data = broken_copy("limits.tsv", "#limit", "#limit");
    std::ofstream(data / "limits.tsv", std::ios::binary) << text;
    return error_of(data);
  };
  BOOST_TEST(limits("time\t1.5\nmemory\t256\n") == "no error");
  BOOST_TEST(limits("time\t-1\nmemory\t256\n") ==
             "limits.tsv:1: the time limit must be a decimal number in (0, 1000], not '-1'");
  BOOST_TEST(limits("time\t1e3\nmemory\t256\n") ==
             "limits.tsv:1: the time limit must be a decimal number in (0, 1000], not '1e3'");
  BOOST_TEST(limits("time\t0\nmemory\t256\n") ==
             "limits.tsv:1: the time limit must be a decimal number in (0, 1000], not '0'");
  BOOST_TEST(limits("time\t2\nmemory\t0\n") ==
             "limits.tsv:2: the memory limit must be an integer in 1..1048576, not '0'");
  BOOST_TEST(limits("time\t2\ntime\t3\n") ==
             "limits.tsv:2: expected one 'time' and one 'memory' row, found 'time'");
  BOOST_TEST(limits("time\t2\n") == "limits.tsv: the memory limit is missing");
}

}  // namespace
}  // namespace snake::package
