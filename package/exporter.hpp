// The problem package in each judge system's own format (docs/package.md), from one
// description: data/ (tests, answers, manifest groups with points, limits, tagged
// solutions), the statically linked validator and checkers of the static build, the
// project's own sources (the single-source checker and validator, package/single_source.hpp)
// and the statement source. Every format is a pure function from those sources to a
// FileTree (package/files.hpp) and notes for the user; nothing is read from the clock or
// the environment, so the same sources (the same commit) give the same bytes. Every
// export records the toolkit's version and commit (Sources::provenance).
// What each format holds and which judge source it follows is written in
// docs/package.md, one section per format; each format's .cpp cites its reference too.
// Cost: linear in the size of the data and tools.
// Tested by tests/cli/exporter/ (the command line, every format's layout and
// configuration files), tests/package/check_exports.sh (determinism, and what each
// judge does with an export), tests/package/check_judges.sh (each judge's own code on
// the exports) and scripts/verify_packages.sh (the Kattis packages under verifyproblem
// and BAPCtools).
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "package/files.hpp"
#include "package/manifest.hpp"
#include "package/program_tests.hpp"
#include "package/statement_files.hpp"

namespace snake::package {

/// Which tests a package holds.
enum class TestSelection {
  all,    // every test of data/manifest.tsv
  small,  // the selection of data/small_set.tsv (LibreOJ's caps for non-administrators)
};

struct ExportOptions {
  /// Kattis formats: the scoring variant (groups with points); the other formats always
  /// carry the groups' points, since their judges score every problem.
  bool scoring = false;
  /// Checker option --partial F, for judges that can pass checker options.
  std::optional<double> partial;
  /// The limits per test; by default data/limits.tsv's (Manifest::limits).
  std::optional<double> time_limit;  // seconds
  std::optional<int> memory_limit;   // MiB
  TestSelection tests = TestSelection::all;
};

/// The toolkit that wrote a package, recorded in every export (cli::build_info()).
struct Provenance {
  std::string version;  // "1.0"
  std::string commit;   // 40 hex digits, maybe "+dirty", or "unknown"
};

/// A contestant-style solution as the package ships it.
struct Solution {
  std::string name;    // "ac_dijkstra_hashmap"
  std::string tag;     // accepted | wrong-answer | time-limit-exceeded (data/solutions/tags.tsv)
  std::string source;  // C++17, self-contained: the package's shared header inlined
  // A wrong answer that earns partial credit on every test it fails (it always prints the
  // jury's time): its file's "// With partial credit: partially accepted" line, checked
  // both ways by tests/package/check_partial.sh. Packages with --partial ship it as
  // partially accepted.
  bool partially_accepted = false;
};

struct Sources {
  Manifest manifest;
  std::filesystem::path tools;  // the static executables: validator, checker, checker-*
  std::filesystem::path root;   // the project's source tree (the single-source programs)
  StatementSources statement;   // package/statement/ parsed, the board drawn
  std::vector<Solution> solutions;
  Provenance provenance;
  // The interactive page (web/, docs/web.md: the checker's core in WebAssembly, judging in
  // the browser) starting from the sample, for the formats with a place for contestants'
  // files; empty when this build has no WebAssembly module (no em++), and then not shipped.
  std::string judge_page;
  // The validator's and checker's tests (package/program_tests.hpp), from root/tests/cli,
  // for the formats with a place for them (the 2023-07 format's data/invalid_input/,
  // invalid_output/, valid_output/; Polygon's validator and checker tests).
  ProgramTests program_tests;
};

/// Reads data/ (with its manifest and solutions), checks that every tool is in `tools`
/// and reads the statement's sources of the folder `statement`; a ManifestError,
/// PackageError or StatementError says what is wrong.
Sources load_sources(const std::filesystem::path& data, const std::filesystem::path& tools,
                     const std::filesystem::path& statement, const std::filesystem::path& root,
                     Provenance provenance);

/// A package and what the user should know about it (a limit the judge forced, a cap
/// it exceeds), one line each.
struct Package {
  FileTree tree;
  std::vector<std::string> notes;
};

/// A judge system's format: a row of k_formats (package/formats/formats.cpp), whose writer
/// is the format's own .cpp of package/formats/.
struct FormatInfo {
  std::string_view name;    // as given to --format
  std::string_view judges;  // for --help
  Package (*write)(const Sources& sources, const ExportOptions& options);
  bool zip;                     // written as one .zip archive (--out FILE.zip)
  bool kattis;                  // --scoring chooses its variant; --partial needs --scoring
  bool short_name;              // --out's last name is the problem's short name, [a-z0-9]+
  std::string_view no_partial;  // why the judge cannot pass --partial; empty: it can
};

/// Every format, in --help's order.
extern const std::span<const FormatInfo> k_formats;

/// A PackageError when `format` cannot honour `options` (--partial where the judge cannot
/// pass checker options, or in a pass-fail Kattis package; --scoring outside the Kattis
/// formats).
void check_options(const FormatInfo& format, const ExportOptions& options);

/// The package of `format` (check_options() first).
Package export_package(const FormatInfo& format, const Sources& sources, const ExportOptions& options);

/// The single-source checker (`program` "checker") or validator ("validator") of the
/// package, as the Polygon, Hydro and LibreOJ formats carry it, with the options of
/// `options` compiled in (package/portable/checker.cpp, validator.cpp).
std::string single_source_program(std::string_view program, const Sources& sources,
                                  const ExportOptions& options);

}  // namespace snake::package
