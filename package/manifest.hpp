// The problem package's own description, read from data/: the tests (manifest.tsv), the
// scoring groups (groups.tsv), the tagged solutions (solutions/tags.tsv) and the time and
// memory limits (limits.tsv). One reader
// for every tool that needs them: the exporter (bin/package) and the local judge driver
// (bin/judge). The files are tab-separated with '#' comment lines; their columns are
// documented in their headers.
// Every problem (a missing file, a short row, a group no test uses, points that do not
// add up to 100) is a ManifestError naming the file and line.
// Cost: O(size of the files).
// Tested by tests/unit/test_manifest.cpp; the test selection by
// tests/package/test_test_selection.cpp.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <string>
#include <vector>

namespace snake::package {

class ManifestError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TestEntry {
  std::string name;   // "01": data/tests/01.in and 01.ans
  std::string group;  // one of the groups
  int max_side = 0;   // validator --max-side for this test
  int max_food = 0;   // validator --max-food
  std::vector<std::string> claims;
  std::string note;
  std::string source;  // "sample FILE", "hand" or "generator ARGS"
  // Why the test was chosen: data/selection.tsv's "chosen for" (empty when the data has
  // no selection file); with the note, what formats show as the test's description.
  std::string purpose;
};

enum class Scoring { sum, min };

struct GroupEntry {
  std::string name;
  int points = 0;
  Scoring scoring = Scoring::sum;
  std::vector<std::string> tests;  // in manifest order
};

/// The tags a solution of solutions/tags.tsv may carry (what each format makes of them is
/// the format's own: package/formats/).
inline constexpr std::array<std::string_view, 4> k_solution_tags{
    "main", "accepted", "wrong-answer", "time-limit-exceeded"};

struct SolutionEntry {
  std::string name;  // file name without .cpp, or "main" for bin/solver
  std::string tag;   // one of k_solution_tags
  std::string column;
  std::string summary;
};

/// The problem's limits per test, declared once in data/limits.tsv.
struct JudgingLimits {
  double time_seconds = 0;  // CPU time
  int memory_mib = 0;
};

struct Manifest {
  std::filesystem::path data;  // the data/ folder it was read from
  std::vector<TestEntry> tests;
  std::vector<GroupEntry> groups;
  std::vector<SolutionEntry> solutions;
  JudgingLimits limits;

  const GroupEntry* group(std::string_view name) const;
  const TestEntry* test(std::string_view name) const;
  std::filesystem::path input(const TestEntry& test) const;   // data/tests/NN.in
  std::filesystem::path answer(const TestEntry& test) const;  // data/tests/NN.ans
};

/// Reads data/manifest.tsv, data/groups.tsv, data/solutions/tags.tsv and data/limits.tsv
/// under `data`, and data/selection.tsv's purposes when the file is there.
Manifest read_manifest(const std::filesystem::path& data);

/// The tests a selection file names in its first column (data/small_set.tsv:
/// tab-separated, '#' comment lines, further columns free), in manifest order. A
/// ManifestError names the file and line of a test the manifest lacks or that is listed
/// twice, and a group left without a test.
std::vector<std::string> read_test_selection(const std::filesystem::path& file,
                                             const Manifest& manifest);

/// `manifest` with only the tests `names` (groups keep their points and scoring).
Manifest selected_tests(const Manifest& manifest, const std::vector<std::string>& names);

/// "sum" or "min".
std::string_view name_of(Scoring scoring);

}  // namespace snake::package
