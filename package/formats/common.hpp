// What the package formats share (package/exporter.hpp): reading the tests and tools,
// the validator flags of a set of tests, integer points of a group's tests, quoting for YAML and JSON, and the one-file
// checker source for judges that compile their checker. Internal to snake_package.
// Tested through the formats (tests/package/exporter) and tests/package/test_statement.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "package/exporter.hpp"

namespace snake::package::detail {

/// The bytes of `path`; a PackageError naming it when it cannot be read.
std::string read_file(const std::filesystem::path& path);

/// The bytes of the static executable `name` ("checker-kattis") of the tools folder.
std::string tool(const Sources& sources, std::string_view name);

/// The tests whose input is the statement's sample (manifest source "sample FILE").
std::vector<const TestEntry*> sample_tests(const Manifest& manifest);

/// Validator options that accept every test of `tests`: the common group, if all are
/// in one, and the largest --max-side and --max-food any of them needs.
std::string validator_flags(const Manifest& manifest, const std::vector<std::string>& tests);

/// `points` split over `count` tests as integers adding up to `points`, the larger
/// shares first: how judges with integer test scores carry a "sum" group.
std::vector<int> split_points(int points, std::size_t count);

/// `text` as a double-quoted YAML scalar.
std::string yaml_string(std::string_view text);
/// `text` as a JSON string.
std::string json_string(std::string_view text);
/// The shortest decimal that reads back as `value` ("2", "0.5", "2.5714285714285716").
std::string decimal_number(double value);

/// "checker options" of the package for judges that pass them: "--partial F" or "".
std::string checker_options(const ExportOptions& options);

/// One C++ source file that carries the static testlib-protocol checker as bytes and
/// runs it with its own arguments followed by `extra_arguments` (fexecve of a memfd,
/// else a temporary file), for judges that compile the checker from source.
std::string embedded_checker_source(const Sources& sources,
                                    const std::vector<std::string>& extra_arguments);

/// The first line of every configuration file the exporter writes, after `comment`.
std::string generated_note(std::string_view comment);

}  // namespace snake::package::detail
