// package --format NAME --out PATH [--scoring] [--partial F] [--time-limit S]
//         [--memory-limit MIB] [--data DIR] [--tools DIR] [--statement DIR]
// Writes the problem package in a judge system's own format (package/exporter.hpp,
// docs/package.md): a folder, or a zip archive when PATH ends in .zip (DOMjudge's always
// is). Exit codes (cli/exit_codes.hpp): 0 written, 1 a source cannot be read or is
// inconsistent, or the package cannot be written, 2 bad command line (or options the
// format cannot honour), 4 internal error.
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "package/exporter.hpp"

namespace {

namespace po = boost::program_options;
using snake::cli::Choice;
using snake::package::k_formats;

using MemoryLimit = snake::cli::InRange<int, 1, 65536>;

std::string help(const po::options_description& options) {
  std::ostringstream text;
  text << "Usage: package --format NAME --out PATH [options]\n"
          "Writes the problem package of SDOI2011 \"Snake\" in a judge system's format:\n"
          "a folder, or a zip archive when PATH ends in .zip. docs/package.md describes\n"
          "every format, how to import it and how it is verified.\n\n"
       << options << "\nFormats:\n";
  for (const auto& format : k_formats) {
    text << fmt::format("  {:<13}{}{}\n", format.name, format.judges, format.zip ? " (.zip)" : "");
  }
  return text.str();
}

int export_package(int argc, char** argv) {
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
       "time limit in seconds for judges that need a fixed one (default 2)")
      ("memory-limit", po::value<MemoryLimit>()->value_name("MIB"), "memory limit (default 256)")
      ("data", po::value<std::string>()->value_name("DIR"),
       "the problem's data folder (default: data/ of the source tree)")
      ("tools", po::value<std::string>()->value_name("DIR"),
       "the statically linked validator and checkers (default: static/bin/ of the build)")
      ("statement", po::value<std::string>()->value_name("DIR"),
       "the statement's and editorial's sources (default: package/statement/ of the source tree)");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 0, 0);
  if (command_line.help) {
    snake::cli::write_stdout(help(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  for (const char* required : {"format", "out"}) {
    if (!values.count(required)) {
      throw snake::cli::UsageError(fmt::format("--{} is required", required));
    }
  }
  const auto& format = *values["format"].as<Choice<k_formats>>().entry;
  const std::string out = values["out"].as<std::string>();
  const bool zip = out.ends_with(".zip");
  if (format.zip && !zip) {
    throw snake::cli::UsageError(fmt::format("--format {} writes a zip archive: --out must end in .zip",
                                             format.name));
  }
  snake::package::ExportOptions export_options;
  export_options.scoring = values["scoring"].as<bool>();
  if (values.count("partial")) export_options.partial = values["partial"].as<snake::cli::Fraction>().value;
  if (values.count("time-limit")) export_options.time_limit = values["time-limit"].as<snake::cli::Positive>().value;
  if (values.count("memory-limit")) export_options.memory_limit = values["memory-limit"].as<MemoryLimit>().value;
  try {
    snake::package::check_options(format.format, export_options);
  } catch (const snake::package::PackageError& e) {
    throw snake::cli::UsageError(e.what());
  }

  snake::package::FileTree tree;
  try {
    const auto path = [&](const char* name, const char* fallback) {
      return values.count(name) ? values[name].as<std::string>() : std::string(fallback);
    };
    const auto sources = snake::package::load_sources(
        path("data", SNAKE_SOURCE_DIR "/data"), path("tools", SNAKE_STATIC_BIN_DIR),
        path("statement", SNAKE_SOURCE_DIR "/package/statement"));
    tree = snake::package::export_package(format.format, sources, export_options);
  } catch (const std::runtime_error& e) {  // ManifestError, PackageError, StatementError
    throw snake::cli::InputError(e.what());
  }
  try {
    if (zip) {
      if (std::filesystem::exists(out)) {
        throw snake::package::PackageError(fmt::format("{} exists: choose a new file", out));
      }
      snake::cli::write_file(out, snake::package::zip_archive(tree));
    } else {
      snake::package::write_directory(tree, out);
    }
  } catch (const snake::package::PackageError& e) {
    throw snake::cli::OutputError(e.what());
  }
  snake::cli::write_stdout(fmt::format("package: wrote the {} package to {} ({} files)\n", format.name,
                                       out, tree.entries().size()));
  return snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("package", [&] { return export_package(argc, argv); });
}
