#include "package/exporter.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "checker/core/check.hpp"
#include "package/formats/common.hpp"
#include "validator/validation.hpp"
#include "web/interactive.hpp"

namespace snake::package {

namespace {

// The header the package's solutions share (data/solutions/explicit_dijkstra.hpp).
constexpr std::string_view k_shared_header = "explicit_dijkstra.hpp";

// `source` with its `#include "explicit_dijkstra.hpp"` replaced by the header itself, so
// that the judge compiles one self-contained file; any other quoted include is an error.
std::string self_contained(const std::string& source, const std::string& header,
                           const std::string& name) {
  std::string out;
  std::size_t start = 0;
  while (start < source.size()) {
    std::size_t end = source.find('\n', start);
    end = end == std::string::npos ? source.size() : end + 1;
    const std::string_view line(source.data() + start, end - start);
    if (line.starts_with("#include \"")) {
      if (line.find(fmt::format("\"{}\"", k_shared_header)) == std::string_view::npos) {
        throw PackageError(fmt::format("{}: only {} may be included with quotes, not {}", name,
                                       k_shared_header, line));
      }
      out += fmt::format("// ---- {} (inlined by bin/package) ----\n", k_shared_header);
      std::size_t h = 0;
      while (h < header.size()) {
        std::size_t e = header.find('\n', h);
        e = e == std::string::npos ? header.size() : e + 1;
        const std::string_view header_line(header.data() + h, e - h);
        if (!header_line.starts_with("#pragma once")) out += header_line;
        h = e;
      }
      out += fmt::format("// ---- end of {} ----\n", k_shared_header);
    } else {
      out += line;
    }
    start = end;
  }
  return out;
}

// `file` with its links resolved, refused unless it is a regular file inside `data`
// (also resolved): a link out of data/ would export a host file into every format.
std::filesystem::path inside_data(const std::filesystem::path& data,
                                  const std::filesystem::path& file) {
  std::error_code error;
  const std::filesystem::path home = std::filesystem::canonical(data, error);
  const std::filesystem::path real = std::filesystem::canonical(file, error);
  if (error || !std::filesystem::is_regular_file(real)) {
    throw PackageError(fmt::format("{}: not a readable file", file.string()));
  }
  if (std::mismatch(home.begin(), home.end(), real.begin(), real.end()).first != home.end()) {
    throw PackageError(fmt::format("{} leads out of {} (to {}): refused, a package holds "
                                   "data/'s own files only",
                                   file.string(), data.string(), real.string()));
  }
  return real;
}

// Every test before it is exported: its input valid under its manifest line's limits
// (the validator's rules), its answer one the checker accepts for that input as it
// stands (the time its moves cost, or "No solution."). Throws PackageError naming the
// file and what is wrong.
void check_tests(const Manifest& manifest) {
  for (const TestEntry& test : manifest.tests) {
    const std::filesystem::path input = inside_data(manifest.data, manifest.input(test));
    const std::filesystem::path answer = inside_data(manifest.data, manifest.answer(test));
    ValidatorOptions options;
    options.max_side = test.max_side;
    options.max_food = test.max_food;
    for (const GroupInfo& group : k_groups) {
      if (group.name == test.group) options.group = group.group;
    }
    std::ifstream in(input, std::ios::binary);
    try {
      validate(in, options);
    } catch (const ReadError& error) {
      throw PackageError(fmt::format("{}: {} (the validator's rules, with data/manifest.tsv's "
                                     "limits of test {})",
                                     manifest.input(test).string(), error.what(), test.name));
    }
    std::ifstream board(input, std::ios::binary), output(answer, std::ios::binary),
        jury(answer, std::ios::binary);
    const checker::Outcome outcome = checker::check(board, output, jury, checker::CheckOptions{});
    if (outcome.verdict != checker::Verdict::ok) {
      throw PackageError(fmt::format("{}: the checker does not accept it for {}: {}",
                                     manifest.answer(test).string(),
                                     manifest.input(test).string(), outcome.message));
    }
  }
}

}  // namespace

Sources load_sources(const std::filesystem::path& data, const std::filesystem::path& tools,
                     const std::filesystem::path& statement, const std::filesystem::path& root,
                     Provenance provenance) {
  Sources sources{read_manifest(data), tools, root, {}, {}, std::move(provenance), {}, {}};
  check_tests(sources.manifest);
  for (const std::string_view tool : detail::package_tools()) {
    const std::filesystem::path path = tools / tool;
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) {
      throw PackageError(fmt::format("{} is missing: build the static tools first (cmake --build; "
                                     "they are in <build>/static/bin) or give --tools DIR",
                                     path.string()));
    }
  }
  sources.statement = load_statement_sources(statement, sources.manifest);
  sources.program_tests = load_program_tests(root);
  if (web::has_module()) {
    const TestEntry& sample = detail::sample_test(sources.manifest);
    sources.judge_page = web::render_interactive_page(
        {detail::read_file(sources.manifest.input(sample)), {},
         detail::read_file(sources.manifest.answer(sample))});
  }
  const std::string header =
      detail::read_file(inside_data(data, data / "solutions" / k_shared_header));
  for (const SolutionEntry& entry : sources.manifest.solutions) {
    if (entry.tag == "main") continue;  // bin/solver
    const std::filesystem::path file = data / "solutions" / (entry.name + ".cpp");
    const std::string text = detail::read_file(inside_data(data, file));
    const bool partially_accepted = text.find("\n// With partial credit: partially accepted") != std::string::npos;
    sources.solutions.push_back({entry.name, entry.tag, self_contained(text, header, file.string()),
                                 partially_accepted});
  }
  return sources;
}

void check_options(const FormatInfo& format, const ExportOptions& options) {
  if (options.partial && !format.no_partial.empty()) {
    throw PackageError(fmt::format("--partial is not possible for {}: {}", format.name, format.no_partial));
  }
  if (options.partial && format.kattis && !options.scoring) {
    throw PackageError("--partial needs --scoring in the Kattis formats: a pass-fail problem may "
                       "not write score.txt");
  }
  if (options.scoring && !format.kattis) {
    throw PackageError(fmt::format("--scoring is for the Kattis formats; {} always carries the "
                                   "groups' points",
                                   format.name));
  }
}

Package export_package(const FormatInfo& format, const Sources& sources, const ExportOptions& options) {
  check_options(format, options);
  if (options.tests == TestSelection::all) return format.write(sources, options);
  Sources selected = sources;
  const std::filesystem::path file = sources.manifest.data / "small_set.tsv";
  std::error_code error;
  if (!std::filesystem::exists(file, error)) {
    throw PackageError(fmt::format("--tests small: {} is missing (the selection of tests for "
                                   "LibreOJ's caps, data/README.md)",
                                   file.string()));
  }
  std::vector<std::string> names = read_test_selection(file, sources.manifest);
  // The sample stays: every statement shows it, and the Kattis formats need data/sample.
  std::string added;
  for (const TestEntry* sample : detail::sample_tests(sources.manifest)) {
    if (std::find(names.begin(), names.end(), sample->name) == names.end()) {
      names.push_back(sample->name);
      added += fmt::format(" and the sample {}", sample->name);
    }
  }
  selected.manifest = selected_tests(sources.manifest, names);
  Package package = format.write(selected, options);
  package.notes.insert(package.notes.begin(),
                       fmt::format("--tests small: {} of the {} tests (data/small_set.tsv{})",
                                   selected.manifest.tests.size(), sources.manifest.tests.size(), added));
  return package;
}

std::string single_source_program(std::string_view program, const Sources& sources,
                                  const ExportOptions& options) {
  if (program == "checker") return detail::single_source_checker(sources, options, detail::PartialScale::fraction);
  if (program == "validator") return detail::single_source_validator(sources);
  throw PackageError(fmt::format("no single-source program '{}' (checker or validator)", program));
}

}  // namespace snake::package
