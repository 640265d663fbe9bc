// judge/test_set.hpp: the package's tests with their groups, a plain folder as one
// group, and every broken folder refused with its file named.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <functional>
#include <fstream>
#include <iterator>

#include <unistd.h>

#include "judge/test_set.hpp"

namespace snake::judge {
namespace {

namespace fs = std::filesystem;
const fs::path k_data = fs::path(SNAKE_SOURCE_DIR) / "data";

// A fresh empty folder, removed at the end of the test.
struct Scratch {
  fs::path path = fs::temp_directory_path() / ("judge_test_set_" + std::to_string(::getpid()));
  Scratch() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Scratch() { fs::remove_all(path); }
};

void write(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

BOOST_AUTO_TEST_CASE(the_package_tests_come_with_their_groups_in_manifest_order) {
  const TestSet set = load_tests(k_data / "tests");
  BOOST_REQUIRE(set.manifest);
  BOOST_TEST(set.tests.size() == 40u);
  BOOST_TEST(set.tests[0].name == "01");
  BOOST_TEST(set.tests[0].group == "nm36");
  BOOST_TEST(set.tests[7].group == "k1");
  BOOST_TEST(set.tests[0].input == k_data / "tests" / "01.in");
  BOOST_TEST(set.tests[0].answer == k_data / "tests" / "01.ans");
  BOOST_TEST(set.groups.size() == 5u);
  BOOST_TEST(set.scoring_source == (k_data / "groups.tsv").string());
  // a trailing slash names the same folder
  BOOST_TEST(load_tests(k_data / "tests" / "").tests.size() == 40u);
}

BOOST_AUTO_TEST_CASE(only_group_keeps_one_group_and_its_tests) {
  const TestSet set = only_group(load_tests(k_data / "tests"), "k2");
  BOOST_TEST(set.groups.size() == 1u);
  BOOST_TEST(set.tests.size() == 6u);
  BOOST_TEST(set.tests.front().name == "16");
  BOOST_TEST(message_of([] { only_group(load_tests(k_data / "tests"), "k5"); }) ==
             "no group 'k5'; the groups are nm36, k1, k2, k3, full");
}

BOOST_AUTO_TEST_CASE(a_plain_folder_is_one_group_of_100_scored_by_sum) {
  Scratch s;
  write(s.path / "b.in", "x");
  write(s.path / "b.ans", "x");
  write(s.path / "a.in", "x");
  write(s.path / "a.ans", "x");
  write(s.path / "notes.txt", "ignored");
  const TestSet set = load_tests(s.path);
  BOOST_TEST(!set.manifest);
  BOOST_REQUIRE(set.tests.size() == 2u);
  BOOST_TEST(set.tests[0].name == "a");
  BOOST_TEST(set.tests[1].name == "b");
  BOOST_REQUIRE(set.groups.size() == 1u);
  BOOST_TEST(set.groups[0].name == "all");
  BOOST_TEST(set.groups[0].points == 100);
  BOOST_TEST(set.scoring_source ==
             "one group 'all' worth 100, sum (no package manifest beside the tests)");
}

BOOST_AUTO_TEST_CASE(broken_folders_are_refused_with_the_file_named) {
  Scratch s;
  BOOST_TEST(message_of([&] { load_tests(s.path / "none"); }) ==
             "the tests folder '" + (s.path / "none").string() + "' does not exist");
  BOOST_TEST(message_of([&] { load_tests(s.path); }) ==
             "no tests (NN.in files) in '" + s.path.string() + "'");
  write(s.path / "01.in", "x");
  BOOST_TEST(message_of([&] { load_tests(s.path); }) ==
             (s.path / "01.in").string() + " has no jury answer " + (s.path / "01.ans").string());
}

BOOST_AUTO_TEST_CASE(a_package_test_outside_the_manifest_is_refused) {
  Scratch s;
  fs::copy(k_data / "manifest.tsv", s.path / "manifest.tsv");
  fs::copy(k_data / "groups.tsv", s.path / "groups.tsv");
  fs::copy(k_data / "limits.tsv", s.path / "limits.tsv");
  fs::create_directories(s.path / "solutions");
  fs::copy(k_data / "solutions" / "tags.tsv", s.path / "solutions" / "tags.tsv");
  fs::copy(k_data / "tests", s.path / "tests");
  write(s.path / "tests" / "41.in", "x");
  BOOST_TEST(message_of([&] { load_tests(s.path / "tests"); }) ==
             (s.path / "tests" / "41.in").string() + " is not in " +
                 (s.path / "manifest.tsv").string());
  fs::remove(s.path / "tests" / "41.in");
  fs::remove(s.path / "tests" / "40.ans");
  BOOST_TEST(message_of([&] { load_tests(s.path / "tests"); }) ==
             (s.path / "tests" / "40.in").string() + " has no jury answer " +
                 (s.path / "tests" / "40.ans").string());
  // A link inside the folder is a test file; one out of it is refused.
  fs::create_symlink("39.ans", s.path / "tests" / "40.ans");
  BOOST_TEST(message_of([&] { load_tests(s.path / "tests"); }) == "no error");
  fs::remove(s.path / "tests" / "40.ans");
  write(s.path / "secret", "the answers of another package\n");
  fs::create_symlink(s.path / "secret", s.path / "tests" / "40.ans");
  BOOST_TEST(message_of([&] { load_tests(s.path / "tests"); }) ==
             (s.path / "tests" / "40.ans").string() + " is a link out of the tests folder (to " +
                 fs::canonical(s.path / "secret").string() + "): refused");
  // A manifest's test name is never a path (package/manifest.cpp checks it).
  fs::remove(s.path / "tests" / "40.ans");
  fs::copy(s.path / "tests" / "39.ans", s.path / "tests" / "40.ans");
  std::ifstream in(s.path / "manifest.tsv");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text.replace(text.find("\n40\t"), 4, "\n../../victim\t");
  write(s.path / "manifest.tsv", text);
  const std::string refused = message_of([&] { load_tests(s.path / "tests"); });
  BOOST_TEST(refused.find("a test name is 1 to 32 letters") != std::string::npos, refused);
  BOOST_TEST(refused.find("not '../../victim'") != std::string::npos, refused);
}

}  // namespace
}  // namespace snake::judge
