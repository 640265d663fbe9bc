#include "judge/test_set.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

namespace snake::judge {

namespace {

namespace fs = std::filesystem;

// The names NN of the NN.in files of `folder`, sorted.
std::vector<std::string> input_names(const fs::path& folder) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    if (entry.path().extension() == ".in") names.push_back(entry.path().stem().string());
  }
  if (error) {
    throw TestSetError(
        fmt::format("cannot read the tests folder '{}': {}", folder.string(), error.message()));
  }
  std::sort(names.begin(), names.end());
  return names;
}

// A test file must resolve inside the tests folder: a link to /etc/shadow or to another
// package's answers would be read with the judge's rights and shown to the program.
void check_inside(const fs::path& folder, const fs::path& file) {
  std::error_code error;
  const fs::path home = fs::canonical(folder, error);
  const fs::path target = fs::canonical(file, error);
  if (error) return;  // missing: test_case() says so
  const auto [end, _] = std::mismatch(home.begin(), home.end(), target.begin(), target.end());
  if (end != home.end()) {
    throw TestSetError(fmt::format("{} is a link out of the tests folder (to {}): refused",
                                   file.string(), target.string()));
  }
}

TestCase test_case(const fs::path& folder, const std::string& name, const std::string& group) {
  TestCase test{name, group, folder / (name + ".in"), folder / (name + ".ans")};
  check_inside(folder, test.input);
  check_inside(folder, test.answer);
  if (!fs::is_regular_file(test.input)) {
    throw TestSetError(fmt::format("{} is missing", test.input.string()));
  }
  if (!fs::is_regular_file(test.answer)) {
    throw TestSetError(
        fmt::format("{} has no jury answer {}", test.input.string(), test.answer.string()));
  }
  return test;
}

}  // namespace

TestSet load_tests(const fs::path& folder) {
  if (!fs::is_directory(folder)) {
    throw TestSetError(fmt::format("the tests folder '{}' does not exist", folder.string()));
  }
  TestSet set;
  const std::vector<std::string> names = input_names(folder);
  fs::path normal = folder.lexically_normal();
  if (normal.filename().empty()) normal = normal.parent_path();  // "data/tests/"
  const std::string last = normal.filename().string();
  const fs::path data = normal.has_parent_path() ? normal.parent_path() : fs::path(".");
  if (last == "tests" && fs::is_regular_file(data / "manifest.tsv")) {
    set.manifest = package::read_manifest(data);
    std::set<std::string> listed;
    for (const package::TestEntry& entry : set.manifest->tests) {
      set.tests.push_back(test_case(folder, entry.name, entry.group));
      listed.insert(entry.name);
    }
    for (const std::string& name : names) {
      if (!listed.count(name)) {
        throw TestSetError(fmt::format("{} is not in {}", (folder / (name + ".in")).string(),
                                       (data / "manifest.tsv").string()));
      }
    }
    set.groups = set.manifest->groups;
    set.scoring_source = (data / "groups.tsv").string();
    return set;
  }
  if (names.empty()) {
    throw TestSetError(fmt::format("no tests (NN.in files) in '{}'", folder.string()));
  }
  package::GroupEntry all{"all", 100, package::Scoring::sum, {}};
  for (const std::string& name : names) {
    set.tests.push_back(test_case(folder, name, all.name));
    all.tests.push_back(name);
  }
  set.groups.push_back(all);
  set.scoring_source = "one group 'all' worth 100, sum (no package manifest beside the tests)";
  return set;
}

TestSet only_group(const TestSet& set, const std::string& group) {
  TestSet out = set;
  out.groups.clear();
  std::string names;
  for (const package::GroupEntry& entry : set.groups) {
    names += (names.empty() ? "" : ", ") + entry.name;
    if (entry.name == group) out.groups.push_back(entry);
  }
  if (out.groups.empty()) {
    throw TestSetError(fmt::format("no group '{}'; the groups are {}", group, names));
  }
  out.tests.clear();
  for (const TestCase& test : set.tests) {
    if (test.group == group) out.tests.push_back(test);
  }
  return out;
}

}  // namespace snake::judge
