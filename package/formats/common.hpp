// What the package formats share (package/exporter.hpp): reading the tests and tools,
// the limits and validator flags of a set of tests, integer points of a group's tests,
// numbers as the formats write them, the note (with the provenance) that starts every
// configuration file, and the single-source checker and validator. YAML is written with yaml-cpp, JSON with nlohmann-json, zip
// archives with libzip (package/files.hpp); nothing here escapes a format by hand.
// Internal to snake_package.
// Tested through the formats (tests/cli/exporter) and tests/package/test_statement.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "package/exporter.hpp"

namespace YAML {
class Emitter;
}

namespace snake::package::detail {

/// The document `out` holds (a PackageError if yaml-cpp reports a misuse), ending in a
/// line end.
std::string yaml_document(const YAML::Emitter& out);

/// The bytes of `path` (cli::read_file, the one reader); a PackageError naming it and
/// why when it cannot be read.
std::string read_file(const std::filesystem::path& path);

/// The static executables the formats ship, package/CMakeLists.txt's SNAKE_PACKAGE_TOOLS
/// (the build makes exactly these; load_sources() requires them).
std::vector<std::string_view> package_tools();
/// The bytes of the static executable `name` ("checker-kattis") of the tools folder; a
/// PackageError when `name` is not one of package_tools().
std::string tool(const Sources& sources, std::string_view name);

/// The name of the interactive page in every package that ships it.
inline constexpr std::string_view k_judge_page = "snake_judge.html";
/// Adds sources.judge_page as `folder` + k_judge_page, when the build has it.
void add_judge_page(FileTree& tree, const Sources& sources, std::string_view folder);

/// The tests whose input is the statement's sample (manifest source "sample FILE").
std::vector<const TestEntry*> sample_tests(const Manifest& manifest);
/// The first of them, the one the statement shows; a PackageError when there is none.
const TestEntry& sample_test(const Manifest& manifest);

/// The limits of the package: the options' if given, else data/limits.tsv's.
JudgingLimits limits(const Sources& sources, const ExportOptions& options);

/// Validator limits that accept every test of `tests`: the common group, if all are in
/// one, and the largest max-side and max-food any of them needs (the manifest's).
struct ValidatorLimits {
  std::optional<std::string> group;
  int max_side = 1;
  int max_food = 1;
};
ValidatorLimits validator_limits(const Manifest& manifest, const std::vector<std::string>& tests);
/// The same as bin/validator's flags: "--group k1 --max-side 12 --max-food 1".
std::string validator_flags(const Manifest& manifest, const std::vector<std::string>& tests);
/// What a test is for, as formats show it: the manifest's note, then why the selection
/// chose it ("the statement's sample; chosen for: pinned"), on one line.
std::string test_description(const TestEntry& test);
/// Every test of the manifest, in order.
std::vector<std::string> all_test_names(const Manifest& manifest);

/// `points` split over `count` tests as integers adding up to `points`, the larger
/// shares first: how judges with integer test scores carry a "sum" group.
std::vector<int> split_points(int points, std::size_t count);

/// The shortest decimal that reads back as `value` ("2", "0.5", "2.5714285714285716").
std::string decimal_number(double value);

/// "checker options" of the package for judges that pass them: "--partial F" or "".
std::string checker_options(const ExportOptions& options);

/// The sentence that starts every configuration file the exporter writes (without a
/// comment marker): who wrote it, from what, at which version and commit.
std::string generated_text(const Sources& sources);
/// generated_text() as one comment line after `comment` ("#", ";").
std::string generated_note(const Sources& sources, std::string_view comment);

/// The judges' words for a scale of partial points, for the single-source checker.
enum class PartialScale { fraction, percent, absolute };
/// The single-source checker (package/portable/checker.cpp) with the package's checker
/// options compiled in: --partial F on `scale` (absolute: of `full_score` points).
std::string single_source_checker(const Sources& sources, const ExportOptions& options,
                                  PartialScale scale, double full_score = 1);
/// The single-source validator (package/portable/validator.cpp) accepting every test of
/// the package by default (validator_limits of all its tests, without a group).
std::string single_source_validator(const Sources& sources);

}  // namespace snake::package::detail
