// The test selection (package/manifest.hpp read_test_selection, selected_tests) on a
// fixture manifest of tests/package/fixtures/selection/: data/small_set.tsv's format
// (first column the test, '#' comments, more columns free), manifest order, and each
// error with its file and line.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "package/manifest.hpp"

namespace snake::package {
namespace {

const std::filesystem::path k_fixture = SNAKE_FIXTURE_DIR;

std::filesystem::path selection_file(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("snake_selection_" + std::to_string(getpid()) + ".tsv");
  std::ofstream(path) << text;
  return path;
}

std::string error_of(const std::string& text, const Manifest& manifest) {
  const auto path = selection_file(text);
  try {
    read_test_selection(path, manifest);
  } catch (const ManifestError& e) {
    std::string message = e.what();
    const std::string prefix = path.string();
    if (message.rfind(prefix, 0) == 0) message = "FILE" + message.substr(prefix.size());
    return message;
  }
  return "no error";
}

BOOST_AUTO_TEST_CASE(first_column_in_manifest_order_comments_and_notes_skipped) {
  const Manifest manifest = read_manifest(k_fixture);
  const auto names = read_test_selection(k_fixture / "small_set.tsv", manifest);
  BOOST_TEST(names == (std::vector<std::string>{"01", "03", "04"}));
  const Manifest selected = selected_tests(manifest, names);
  BOOST_TEST(selected.tests.size() == 3u);
  BOOST_TEST(selected.groups.size() == 2u);
  BOOST_TEST(selected.groups[0].tests == (std::vector<std::string>{"01"}));
  BOOST_TEST(selected.groups[0].points == 40);
  BOOST_TEST(selected.groups[1].tests == (std::vector<std::string>{"03", "04"}));
  BOOST_TEST(selected.test("02") == nullptr);
  BOOST_TEST(selected.limits.time_seconds == manifest.limits.time_seconds);
}

BOOST_AUTO_TEST_CASE(unknown_repeated_and_group_emptying_tests_are_errors) {
  const Manifest manifest = read_manifest(k_fixture);
  BOOST_TEST(error_of("01\n99\n", manifest) == "FILE:2: test '99' is not in the manifest");
  BOOST_TEST(error_of("# tests\n01\t why\n03\n01\n", manifest) == "FILE:4: test 01 is listed twice");
  BOOST_TEST(error_of("03\n", manifest) ==
             "FILE: group small has no test in the selection, so its 40 points could not be earned");
  BOOST_TEST(error_of("\t01\n", manifest) == "FILE:1: test '' is not in the manifest");
}

}  // namespace
}  // namespace snake::package
