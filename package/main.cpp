// package --format NAME --out PATH [--scoring] [--partial F] [--time-limit S]
//         [--memory-limit MIB] [--tests all|small] [--data DIR] [--tools DIR]
//         [--statement DIR] [--sources DIR]
// package --single-source checker|validator --out FILE [--partial F]
// Writes the problem package in a judge system's own format (package/exporter.hpp,
// docs/package.md): a folder, or a zip archive when PATH ends in .zip (DOMjudge's always
// is), whole or not at all; or the single-source checker or validator that the Polygon,
// Hydro and LibreOJ packages carry. Exit codes (cli/exit_codes.hpp): 0 written, 1 a
// source cannot be read or is inconsistent, or the package cannot be written, 2 bad
// command line (or options the format cannot honour), 4 internal error.
#include <algorithm>
#include <array>
#include <filesystem>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "cli/version.hpp"
#include "package/exporter.hpp"
#include "package/templates.hpp"

namespace {

namespace po = boost::program_options;
using snake::cli::Choice;
using snake::package::k_formats;

using MemoryLimit = snake::cli::InRange<int, 1, 65536>;

constexpr std::array<snake::cli::Named<snake::package::TestSelection>, 2> k_test_selections{{
    {"all", snake::package::TestSelection::all},
    {"small", snake::package::TestSelection::small},
}};

constexpr std::array<snake::cli::Named<int>, 2> k_programs{{{"checker", 0}, {"validator", 1}}};

// A Kattis package's folder (or zip) name is its short name: verifyproblem and Kattis
// take only [a-z0-9]+.
void check_short_name(const snake::package::FormatInfo& format, const std::string& out) {
  if (!format.short_name) return;
  std::filesystem::path path(out);
  if (path.filename().empty()) path = path.parent_path();
  std::string name = path.filename().string();
  if (name.size() > 4 && name.compare(name.size() - 4, 4, ".zip") == 0) name.resize(name.size() - 4);
  const bool valid = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  });
  if (!valid) {
    throw snake::cli::UsageError(fmt::format(
        "--out {}: a Kattis package's folder name is its short name, which verifyproblem and "
        "Kattis take only as [a-z0-9]+ (for example --out snake)",
        out));
  }
}

std::string help(const po::options_description& options) {
  std::ostringstream text;
  text << snake::package::templates::text("usage.txt") << options << "\nFormats:\n";
  for (const auto& format : k_formats) {
    text << fmt::format("  {:<13}{}{}\n", format.name, format.judges, format.zip ? " (.zip)" : "");
  }
  return text.str();
}

po::options_description option_descriptions() {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help")
      ("format", po::value<Choice<k_formats>>()->value_name("NAME"), "the judge system's format (below)")
      ("out", po::value<std::string>()->value_name("PATH"),
       "where to write: a new or empty folder, or FILE.zip")
      ("scoring", po::bool_switch(), "Kattis formats: the scoring variant (the groups' points)")
      ("partial", po::value<snake::cli::Fraction>()->value_name("F"),
       "pass --partial F to the checker, where the judge can pass checker options")
      ("time-limit", po::value<snake::cli::Positive>()->value_name("S"),
       "time limit per test in seconds (default: data/limits.tsv)")
      ("memory-limit", po::value<MemoryLimit>()->value_name("MIB"),
       "memory limit per test (default: data/limits.tsv)")
      ("tests", po::value<Choice<k_test_selections>>()->value_name("SET"),
       "all tests (default), or small: the selection of data/small_set.tsv (LibreOJ's caps)")
      ("single-source", po::value<Choice<k_programs>>()->value_name("PROGRAM"),
       "instead of a package, write the single-source checker or validator to --out")
      ("data", po::value<std::string>()->value_name("DIR"),
       "the problem's data folder (default: data/ of the source tree)")
      ("tools", po::value<std::string>()->value_name("DIR"),
       "the statically linked validator and checkers (default: static/bin/ of the build)")
      ("statement", po::value<std::string>()->value_name("DIR"),
       "the statement's and editorial's sources (default: package/statement/ of the source tree)")
      ("sources", po::value<std::string>()->value_name("DIR"),
       "the project's source tree, for the single-source programs (default: this build's)");
  return options;
}

snake::package::ExportOptions export_options(const po::variables_map& values) {
  snake::package::ExportOptions options;
  options.scoring = values["scoring"].as<bool>();
  if (values.count("partial")) options.partial = values["partial"].as<snake::cli::Fraction>().value;
  if (values.count("time-limit")) options.time_limit = values["time-limit"].as<snake::cli::Positive>().value;
  if (values.count("memory-limit")) options.memory_limit = values["memory-limit"].as<MemoryLimit>().value;
  if (values.count("tests")) options.tests = values["tests"].as<Choice<k_test_selections>>().value();
  return options;
}

// The usage errors of --out and the options that `format` cannot honour.
void check_format(const snake::package::FormatInfo& format, const std::string& out,
                  const snake::package::ExportOptions& options) {
  if (format.zip && !out.ends_with(".zip")) {
    throw snake::cli::UsageError(
        fmt::format("--format {} writes a zip archive: --out must end in .zip", format.name));
  }
  check_short_name(format, out);
  try {
    snake::package::check_options(format, options);
  } catch (const snake::package::PackageError& e) {
    throw snake::cli::UsageError(e.what());
  }
}

snake::package::Sources read_sources(const po::variables_map& values) {
  const auto path = [&](const char* name, const char* fallback) {
    return values.count(name) ? values[name].as<std::string>() : std::string(fallback);
  };
  const snake::cli::BuildInfo& build = snake::cli::build_info();
  return snake::package::load_sources(
      path("data", SNAKE_SOURCE_DIR "/data"), path("tools", SNAKE_STATIC_BIN_DIR),
      path("statement", SNAKE_SOURCE_DIR "/package/statement"), path("sources", SNAKE_SOURCE_DIR),
      {std::string(build.version), std::string(build.commit)});
}

// Writes `package` to `out` (a zip archive when it ends in .zip) and reports it.
void write_package(const snake::package::Package& package, const snake::package::FormatInfo& format,
                   const std::string& out) {
  try {
    if (out.ends_with(".zip")) {
      if (std::filesystem::exists(out)) {
        throw snake::package::PackageError(fmt::format("{} exists: choose a new file", out));
      }
      snake::cli::write_file(out, snake::package::zip_archive(package.tree));
    } else {
      snake::package::write_directory(package.tree, out);
    }
  } catch (const snake::package::PackageError& e) {
    throw snake::cli::OutputError(e.what());
  }
  std::string report = fmt::format("package: wrote the {} package to {} ({} files)\n", format.name,
                                   out, package.tree.entries().size());
  for (const std::string& note : package.notes) report += fmt::format("package: note: {}\n", note);
  snake::cli::write_stdout(report);
}

int export_package(int argc, char** argv) {
  const po::options_description options = option_descriptions();
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 0, 0);
  if (command_line.help) {
    snake::cli::write_stdout(help(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const bool program = values.count("single-source") > 0;
  if (!values.count("out")) throw snake::cli::UsageError("--out is required");
  if (program == (values.count("format") > 0)) {
    throw snake::cli::UsageError("give either --format or --single-source");
  }
  const std::string out = values["out"].as<std::string>();
  const snake::package::ExportOptions chosen = export_options(values);
  const snake::package::FormatInfo* format =
      program ? nullptr : values["format"].as<Choice<k_formats>>().entry;
  if (format) check_format(*format, out, chosen);
  snake::package::Package package;
  std::string single;
  const std::string_view program_name =
      program ? values["single-source"].as<Choice<k_programs>>().entry->name : "";
  try {
    const auto sources = read_sources(values);
    if (program) {
      single = snake::package::single_source_program(program_name, sources, chosen);
    } else {
      package = snake::package::export_package(*format, sources, chosen);
    }
  } catch (const std::runtime_error& e) {  // ManifestError, PackageError, StatementError
    throw snake::cli::InputError(e.what());
  }
  if (!program) {
    write_package(package, *format, out);
    return snake::cli::k_success;
  }
  snake::cli::write_file(out, single);
  snake::cli::write_stdout(fmt::format("package: wrote the single-source {} to {}\n", program_name, out));
  return snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("package", [&] { return export_package(argc, argv); });
}
