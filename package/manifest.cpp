#include "package/manifest.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/scanner.hpp"
#include "model/text.hpp"

namespace snake::package {

namespace {

// A data row of a tab-separated file: its fields and where it was.
struct Row {
  std::vector<std::string> fields;
  std::string where;  // "data/manifest.tsv:12"
};

// The data rows of `path`, each of exactly `columns` fields (at least, with `at_least`).
std::vector<Row> read_rows(const std::filesystem::path& path, std::size_t columns,
                           bool at_least = false) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ManifestError(fmt::format("cannot read {}", path.string()));
  std::vector<Row> rows;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    Row row;
    row.where = fmt::format("{}:{}", path.string(), number);
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, '\t');) row.fields.push_back(field);
    if (at_least ? row.fields.size() < columns : row.fields.size() != columns) {
      throw ManifestError(fmt::format("{}: {} tab-separated columns, expected {}{}", row.where,
                                      row.fields.size(), at_least ? "at least " : "", columns));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

// A test's or group's name becomes part of file and folder names (data/tests/NN.in, the
// judge's work folders, the exports' layouts): 1 to 32 letters, digits, '_' or '-',
// starting with a letter or a digit, so that no name is a path ("../../victim"), hidden
// or an option.
const std::string& file_name(const Row& row, const char* what) {
  const std::string& name = row.fields[0];
  const auto plain = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  };
  const bool valid = !name.empty() && name.size() <= 32 && plain(name[0]) &&
                     std::all_of(name.begin(), name.end(),
                                 [&](char c) { return plain(c) || c == '_' || c == '-'; });
  if (!valid) {
    throw ManifestError(fmt::format(
        "{}: a {} name is 1 to 32 letters, digits, '_' or '-' starting with a letter or a "
        "digit, not {}",
        row.where, what, quote(name)));
  }
  return name;
}

int number(const Row& row, std::size_t column, const char* what, int lo, int hi) {
  const auto value = parse_integer(row.fields[column]);
  if (!value || *value < lo || *value > hi) {
    throw ManifestError(fmt::format("{}: {} must be an integer in {}..{}, not '{}'", row.where,
                                    what, lo, hi, row.fields[column]));
  }
  return static_cast<int>(*value);
}

// A decimal number: digits with an optional fraction, no sign, no exponent.
double decimal(const Row& row, std::size_t column, const char* what) {
  const std::string& text = row.fields[column];
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value,
                                            std::chars_format::fixed);
  const bool plain = !text.empty() && std::isdigit(static_cast<unsigned char>(text[0])) &&
                     std::isdigit(static_cast<unsigned char>(text.back()));
  if (!plain || error != std::errc() || end != text.data() + text.size() || !(value > 0) ||
      value > 1000) {
    throw ManifestError(fmt::format("{}: {} must be a decimal number in (0, 1000], not '{}'",
                                    row.where, what, text));
  }
  return value;
}

JudgingLimits read_limits(const std::filesystem::path& path) {
  std::optional<double> time;
  std::optional<int> memory;
  for (const Row& row : read_rows(path, 2)) {
    if (row.fields[0] == "time" && !time) {
      time = decimal(row, 1, "the time limit");
    } else if (row.fields[0] == "memory" && !memory) {
      memory = number(row, 1, "the memory limit", 1, 1 << 20);
    } else {
      throw ManifestError(fmt::format("{}: expected one 'time' and one 'memory' row, found '{}'",
                                      row.where, row.fields[0]));
    }
  }
  if (!time || !memory) {
    throw ManifestError(fmt::format("{}: the {} limit is missing", path.string(),
                                    time ? "memory" : "time"));
  }
  return {*time, *memory};
}

}  // namespace

std::string_view name_of(Scoring scoring) { return scoring == Scoring::min ? "min" : "sum"; }

const GroupEntry* Manifest::group(std::string_view name) const {
  const auto found = std::find_if(groups.begin(), groups.end(),
                                  [&](const GroupEntry& g) { return g.name == name; });
  return found == groups.end() ? nullptr : &*found;
}

const TestEntry* Manifest::test(std::string_view name) const {
  const auto found =
      std::find_if(tests.begin(), tests.end(), [&](const TestEntry& t) { return t.name == name; });
  return found == tests.end() ? nullptr : &*found;
}

std::filesystem::path Manifest::input(const TestEntry& t) const {
  return data / "tests" / (t.name + ".in");
}

std::filesystem::path Manifest::answer(const TestEntry& t) const {
  return data / "tests" / (t.name + ".ans");
}

Manifest read_manifest(const std::filesystem::path& data) {
  Manifest manifest;
  manifest.data = data;
  int total = 0;
  for (const Row& row : read_rows(data / "groups.tsv", 3)) {
    GroupEntry group;
    group.name = file_name(row, "group");
    group.points = number(row, 1, "points", 0, 100);
    if (row.fields[2] == "sum") {
      group.scoring = Scoring::sum;
    } else if (row.fields[2] == "min") {
      group.scoring = Scoring::min;
    } else {
      throw ManifestError(
          fmt::format("{}: scoring must be sum or min, not '{}'", row.where, row.fields[2]));
    }
    if (manifest.group(group.name)) {
      throw ManifestError(fmt::format("{}: group {} is listed twice", row.where, group.name));
    }
    total += group.points;
    manifest.groups.push_back(std::move(group));
  }
  if (total != 100) {
    throw ManifestError(
        fmt::format("{}: the points add up to {}, not 100", (data / "groups.tsv").string(), total));
  }
  for (const Row& row : read_rows(data / "manifest.tsv", 7)) {
    TestEntry test;
    test.name = file_name(row, "test");
    test.group = row.fields[1];
    test.max_side = number(row, 2, "max-side", 1, 255);
    test.max_food = number(row, 3, "max-food", 1, 8);
    if (row.fields[4] != "-") test.claims = split(row.fields[4], ',');
    test.note = row.fields[5];
    test.source = row.fields[6];
    auto* group = const_cast<GroupEntry*>(manifest.group(test.group));
    if (!group) {
      throw ManifestError(fmt::format("{}: test {} is in group {}, which groups.tsv lacks",
                                      row.where, test.name, test.group));
    }
    if (manifest.test(test.name)) {
      throw ManifestError(fmt::format("{}: test {} is listed twice", row.where, test.name));
    }
    group->tests.push_back(test.name);
    manifest.tests.push_back(std::move(test));
  }
  for (const GroupEntry& group : manifest.groups) {
    if (group.tests.empty()) {
      throw ManifestError(fmt::format("{}: group {} has no test",
                                      (data / "groups.tsv").string(), group.name));
    }
  }
  for (const Row& row : read_rows(data / "solutions" / "tags.tsv", 4)) {
    const std::string& tag = row.fields[1];
    if (std::find(k_solution_tags.begin(), k_solution_tags.end(), tag) == k_solution_tags.end()) {
      throw ManifestError(fmt::format("{}: tag '{}' is none of {}", row.where, tag,
                                      fmt::join(k_solution_tags, ", ")));
    }
    manifest.solutions.push_back({row.fields[0], row.fields[1], row.fields[2], row.fields[3]});
  }
  manifest.limits = read_limits(data / "limits.tsv");
  if (const std::filesystem::path selection = data / "selection.tsv"; std::filesystem::exists(selection)) {
    for (const Row& row : read_rows(selection, 7, true)) {
      auto* test = const_cast<TestEntry*>(manifest.test(row.fields[0]));
      if (!test) {
        throw ManifestError(fmt::format("{}: test '{}' is not in the manifest", row.where, row.fields[0]));
      }
      test->purpose = row.fields[6];
    }
  }
  return manifest;
}

std::vector<std::string> read_test_selection(const std::filesystem::path& file,
                                             const Manifest& manifest) {
  std::vector<std::string> listed;
  for (const Row& row : read_rows(file, 1, true)) {
    const std::string& name = row.fields[0];
    if (!manifest.test(name)) {
      throw ManifestError(fmt::format("{}: test '{}' is not in the manifest", row.where, name));
    }
    if (std::find(listed.begin(), listed.end(), name) != listed.end()) {
      throw ManifestError(fmt::format("{}: test {} is listed twice", row.where, name));
    }
    listed.push_back(name);
  }
  std::vector<std::string> names;  // in manifest order
  for (const TestEntry& test : manifest.tests) {
    if (std::find(listed.begin(), listed.end(), test.name) != listed.end()) names.push_back(test.name);
  }
  for (const GroupEntry& group : manifest.groups) {
    const bool kept = std::any_of(group.tests.begin(), group.tests.end(), [&](const std::string& t) {
      return std::find(names.begin(), names.end(), t) != names.end();
    });
    if (!kept) {
      throw ManifestError(fmt::format("{}: group {} has no test in the selection, so its {} points "
                                      "could not be earned",
                                      file.string(), group.name, group.points));
    }
  }
  return names;
}

Manifest selected_tests(const Manifest& manifest, const std::vector<std::string>& names) {
  const auto chosen = [&](const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  Manifest selected = manifest;
  selected.tests.clear();
  for (const TestEntry& test : manifest.tests) {
    if (chosen(test.name)) selected.tests.push_back(test);
  }
  for (GroupEntry& group : selected.groups) {
    group.tests.erase(std::remove_if(group.tests.begin(), group.tests.end(),
                                     [&](const std::string& t) { return !chosen(t); }),
                      group.tests.end());
  }
  return selected;
}

}  // namespace snake::package
