#include "package/formats/common.hpp"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "package/single_source.hpp"
#include "package/templates.hpp"
#include "validator/validation.hpp"

namespace snake::package::detail {

std::string yaml_document(const YAML::Emitter& out) {
  if (!out.good()) throw PackageError(fmt::format("internal error: YAML: {}", out.GetLastError()));
  return std::string(out.c_str()) + "\n";
}

std::string read_file(const std::filesystem::path& path) {
  try {
    return cli::read_file(path.string());
  } catch (const cli::InputError& e) {
    throw PackageError(e.what());
  }
}

void add_judge_page(FileTree& tree, const Sources& sources, std::string_view folder) {
  if (!sources.judge_page.empty()) {
    tree.add(std::string(folder) + std::string(k_judge_page), sources.judge_page);
  }
}

std::vector<std::string_view> package_tools() {
  std::vector<std::string_view> tools;
  std::string_view list = SNAKE_PACKAGE_TOOLS;  // "validator checker-kattis ..."
  while (!list.empty()) {
    const std::size_t end = std::min(list.find(' '), list.size());
    if (end > 0) tools.push_back(list.substr(0, end));
    list.remove_prefix(std::min(end + 1, list.size()));
  }
  return tools;
}

std::string tool(const Sources& sources, std::string_view name) {
  const std::vector<std::string_view> tools = package_tools();
  if (std::find(tools.begin(), tools.end(), name) == tools.end()) {
    throw PackageError(fmt::format("internal error: {} is not a tool the build makes for packages "
                                   "(SNAKE_PACKAGE_TOOLS, package/CMakeLists.txt)",
                                   name));
  }
  return read_file(sources.tools / name);
}

std::string test_description(const TestEntry& test) {
  if (test.purpose.empty()) return test.note;
  return fmt::format("{}; chosen for: {}", test.note, test.purpose);
}

std::vector<const TestEntry*> sample_tests(const Manifest& manifest) {
  std::vector<const TestEntry*> samples;
  for (const TestEntry& test : manifest.tests) {
    if (test.source.starts_with("sample ")) samples.push_back(&test);
  }
  return samples;
}

const TestEntry& sample_test(const Manifest& manifest) {
  const std::vector<const TestEntry*> samples = sample_tests(manifest);
  if (samples.empty()) {
    throw PackageError("the manifest has no sample test (source \"sample FILE\"): the statement shows one");
  }
  return *samples.front();
}

JudgingLimits limits(const Sources& sources, const ExportOptions& options) {
  return {options.time_limit.value_or(sources.manifest.limits.time_seconds),
          options.memory_limit.value_or(sources.manifest.limits.memory_mib)};
}

ValidatorLimits validator_limits(const Manifest& manifest, const std::vector<std::string>& tests) {
  ValidatorLimits limits;
  std::optional<std::string> group;
  bool one_group = true;
  for (const std::string& name : tests) {
    const TestEntry* test = manifest.test(name);
    if (!test) throw PackageError(fmt::format("no test {} in the manifest", name));
    if (group && *group != test->group) one_group = false;
    group = test->group;
    limits.max_side = std::max(limits.max_side, test->max_side);
    limits.max_food = std::max(limits.max_food, test->max_food);
  }
  if (one_group) limits.group = group;
  return limits;
}

std::string validator_flags(const Manifest& manifest, const std::vector<std::string>& tests) {
  const ValidatorLimits limits = validator_limits(manifest, tests);
  const std::string group = limits.group ? fmt::format("--group {} ", *limits.group) : "";
  return group + fmt::format("--max-side {} --max-food {}", limits.max_side, limits.max_food);
}

std::vector<std::string> all_test_names(const Manifest& manifest) {
  std::vector<std::string> names;
  for (const TestEntry& test : manifest.tests) names.push_back(test.name);
  return names;
}

std::vector<int> split_points(int points, std::size_t count) {
  if (count == 0) return {};
  const int tests = static_cast<int>(count);
  std::vector<int> shares(count, points / tests);
  for (int i = 0; i < points % tests; ++i) ++shares[static_cast<std::size_t>(i)];
  return shares;
}

std::string decimal_number(double value) { return fmt::format("{}", value); }

std::string checker_options(const ExportOptions& options) {
  return options.partial ? fmt::format("--partial {}", decimal_number(*options.partial)) : "";
}

std::string generated_text(const Sources& sources) {
  return fmt::format("Written by bin/package {} (commit {}) from data/ of the SDOI2011 \"Snake\" "
                     "toolkit; export again instead of editing.",
                     sources.provenance.version, sources.provenance.commit);
}

std::string generated_note(const Sources& sources, std::string_view comment) {
  return fmt::format("{} {}\n", comment, generated_text(sources));
}

namespace {

// The comment lines at the top of a single-source program.
std::string program_header(const Sources& sources, std::string_view what) {
  return templates::fill("single_source_header.cpp.in", {{"what", what},
                                                         {"version", sources.provenance.version},
                                                         {"commit", sources.provenance.commit}});
}

}  // namespace

std::string single_source_checker(const Sources& sources, const ExportOptions& options,
                                  PartialScale scale, double full_score) {
  std::string partial;
  if (options.partial) {
    const char* scale_name = scale == PartialScale::fraction  ? "fraction"
                             : scale == PartialScale::percent ? "percent"
                                                              : "absolute";
    partial = templates::fill("checker_partial.cpp.in", {{"partial", decimal_number(*options.partial)},
                                                         {"scale", scale_name},
                                                         {"full_score", decimal_number(full_score)}});
  }
  SingleSourceSpec spec{sources.root, "package/portable/checker.cpp",
                        program_header(sources, "The special judge"),
                        templates::fill("checker_settings.cpp.in", {{"partial", partial}})};
  return single_source(spec).text;
}

std::string single_source_validator(const Sources& sources) {
  const ValidatorLimits limits = validator_limits(sources.manifest, all_test_names(sources.manifest));
  SingleSourceSpec spec{sources.root, "package/portable/validator.cpp",
                        program_header(sources, "The test validator"),
                        templates::fill("validator_options.cpp.in",
                                        {{"max_side", std::to_string(limits.max_side)},
                                         {"max_food", std::to_string(limits.max_food)}})};
  return single_source(spec).text;
}

}  // namespace snake::package::detail
