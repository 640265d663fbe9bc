// The tests the judge driver runs and how they are grouped. A folder of NN.in / NN.ans
// files; when the folder is a package's tests/ folder (its parent holds manifest.tsv),
// the package description (package/manifest.hpp) gives the tests, in manifest order,
// their groups with points and scoring, and the tagged solutions; otherwise every NN.in
// of the folder (sorted by name) is one test of a single group "all" worth 100 points,
// scored by sum.
// Problems (a folder without tests, an input without its answer, a file the manifest
// does not list) are TestSetError naming the file.
// Tested by tests/judge/test_judge_test_set.cpp.
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "package/manifest.hpp"

namespace snake::judge {

class TestSetError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TestCase {
  std::string name;   // "07"
  std::string group;  // "nm36"
  std::filesystem::path input;
  std::filesystem::path answer;
};

struct TestSet {
  std::vector<TestCase> tests;
  std::vector<package::GroupEntry> groups;
  std::optional<package::Manifest> manifest;  // when the folder is a package's
  std::string scoring_source;  // "data/groups.tsv", or "one group 'all' worth 100, sum"
};

/// The tests of `folder`. Throws TestSetError (or package::ManifestError).
TestSet load_tests(const std::filesystem::path& folder);

/// `set` with only the tests of `group`. Throws TestSetError when there is no such
/// group ("no group 'k5'; the groups are nm36, k1, k2, k3, full").
TestSet only_group(const TestSet& set, const std::string& group);

}  // namespace snake::judge
