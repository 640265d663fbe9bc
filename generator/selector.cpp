// selector reach FILE...
// selector select --group-sizes G:N,... [--data DIR] [--out DIR] [--small-size N]
//                 [--ac-factor F] [--tle-factor F] [--margin F]
// The package's test selection (docs/generator.md, "Choosing the tests"). `reach` prints,
// for each instance, its reachable states and those of them that have eaten everything
// (generator/reach.hpp). `select` chooses the tests from DIR/record.tsv (data/search.sh's
// findings) with the solutions' tags (DIR/solutions/tags.tsv), the failure kinds each
// wrong solution's file names ("Fails as:") and the group sizes, and writes OUT/manifest.tsv, OUT/selection.tsv (each test and what it
// catches) and OUT/small_set.tsv (at most --small-size tests for judges that cap the test
// count). The same inputs always give the same bytes. Exit codes (cli/exit_codes.hpp): 0
// done, 1 a file cannot be read or written, 2 bad command line, 3 a need cannot be met
// (the message lists them; nothing is written).
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "generator/reach.hpp"
#include "generator/selection.hpp"
#include "model/instance.hpp"
#include "model/scanner.hpp"
#include "model/text.hpp"
#include "package/manifest.hpp"
#include "validator/validation.hpp"

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;
namespace sel = snake::selection;

using Factor = snake::cli::Positive;
using Count = snake::cli::InRange<int, 1, 99>;

constexpr const char* k_usage =
    "Usage: selector reach FILE...\n"
    "       selector select --group-sizes G:N,... [options]\n"
    "Options";

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : std::string(separator)) + part;
  return out;
}

int reach(const std::vector<std::string>& files) {
  snake::Limits limits;
  limits.max_side = snake::k_statement_max_side;
  for (const std::string& path : files) {
    snake::cli::InputFile file = snake::cli::open_or_throw(path);
    snake::Instance instance = [&] {
      try {
        snake::Scanner in(file.stream(), snake::Strictness::lenient);
        return snake::read_instance(in, limits);
      } catch (const snake::ReadError& e) {
        if (auto error = file.read_error()) throw snake::cli::InputError(*error);
        throw snake::cli::InputError(fmt::format("{}: {}", file.name(), e.what()));
      }
    }();
    const snake::ReachableStates states = snake::count_reachable_states(instance);
    snake::cli::write_stdout(
        fmt::format("{}\t{}\t{}\n", path, states.states, states.final_states));
  }
  return snake::cli::k_success;
}

// The failure kinds a solution's file names on its "// Fails as: a, b" line.
std::vector<std::string> fails_as(const fs::path& file) {
  std::istringstream lines(snake::cli::read_file(fs::path(file).string()));
  const std::string prefix = "// Fails as: ";
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(prefix, 0) == 0) return snake::split(line.substr(prefix.size()), ',');
  }
  throw snake::cli::InputError(fmt::format("{}: no '{}' line", file.string(), prefix));
}

std::vector<sel::Solution> solutions_of(const snake::package::Manifest& manifest) {
  std::vector<sel::Solution> solutions;
  for (const auto& entry : manifest.solutions) {
    sel::Solution s{entry.name, sel::Tag::wrong, {}};
    if (entry.tag == "main") {
      s.tag = sel::Tag::main;
    } else if (entry.tag == "accepted") {
      s.tag = sel::Tag::accepted;
    } else if (entry.tag == "time-limit-exceeded") {
      s.tag = sel::Tag::slow;
    } else if (entry.tag != "wrong-answer") {
      throw snake::cli::InputError(fmt::format("tags.tsv: {} has the tag '{}', which the selection "
                                               "does not know", entry.name, entry.tag));
    }
    if (s.tag == sel::Tag::wrong || s.tag == sel::Tag::slow) {
      for (std::string kind : fails_as(manifest.data / "solutions" / (entry.name + ".cpp"))) {
        kind.erase(0, kind.find_first_not_of(' '));
        s.fails_as.push_back(kind);
      }
    }
    solutions.push_back(std::move(s));
  }
  return solutions;
}

sel::Record read_record(const fs::path& path) {
  std::istringstream lines(snake::cli::read_file(fs::path(path).string()));
  sel::Record record;
  const std::vector<std::string> fixed{"#id", "group", "pin", "n", "m", "k", "answer", "reach", "note", "source"};
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    const std::string where = fmt::format("{}:{}", path.string(), number);
    if (line.rfind("#id\t", 0) == 0) {
      const std::vector<std::string> names = snake::split(line, '\t');
      if (names.size() < fixed.size() || !std::equal(fixed.begin(), fixed.end(), names.begin())) {
        throw snake::cli::InputError(fmt::format("{}: the header is not {} ...", where, join(fixed, " ")));
      }
      record.solutions.assign(names.begin() + static_cast<std::ptrdiff_t>(fixed.size()), names.end());
      continue;
    }
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = snake::split(line, '\t');
    if (f.size() != fixed.size() + record.solutions.size()) {
      throw snake::cli::InputError(fmt::format("{}: {} columns, expected {}", where, f.size(),
                                               fixed.size() + record.solutions.size()));
    }
    try {
      sel::Candidate c;
      c.id = f[0];
      c.group = f[1];
      c.pinned = f[2] == "pin";
      c.n = std::stoi(f[3]);
      c.m = std::stoi(f[4]);
      c.k = std::stoi(f[5]);
      if (f[6] != "none") c.answer = std::stoll(f[6]);
      c.reach = std::stoull(f[7]);
      c.note = f[8];
      c.source = f[9];
      for (std::size_t i = fixed.size(); i < f.size(); ++i) {
        sel::Cell cell;
        if (f[i] != "-") {
          const auto slash = f[i].find('/');
          if (slash == std::string::npos) throw std::invalid_argument("a cell is not KIND/CPU_MS");
          cell.judged = true;
          cell.kind = f[i].substr(0, slash);
          cell.cpu_ms = std::stoll(f[i].substr(slash + 1));
        }
        c.cells.push_back(cell);
      }
      record.candidates.push_back(std::move(c));
    } catch (const std::exception& e) {
      throw snake::cli::InputError(fmt::format("{}: {}", where, e.what()));
    }
  }
  if (record.solutions.empty()) throw snake::cli::InputError(fmt::format("{}: no #id header", path.string()));
  return record;
}

std::vector<std::pair<std::string, int>> group_sizes(const std::string& text) {
  std::vector<std::pair<std::string, int>> sizes;
  for (const std::string& item : snake::split(text, ',')) {
    const auto colon = item.find(':');
    int size = 0;
    if (colon != std::string::npos) {
      const auto value = snake::parse_integer(item.substr(colon + 1));
      if (value && *value >= 1 && *value <= 99) size = static_cast<int>(*value);
    }
    if (size == 0) {
      throw snake::cli::UsageError(
          fmt::format("--group-sizes: expected GROUP:N with N in 1..99, found '{}'", item));
    }
    sizes.emplace_back(item.substr(0, colon), size);
  }
  return sizes;
}

// What a test catches: every wrong solution failing on it (solution=kind) and every
// too-slow one at or over `tle_ms` (solution=TLE with its time).
std::vector<std::string> catches_of(const sel::Record& record,
                                    const std::vector<sel::Solution>& solutions,
                                    const sel::Candidate& c, std::int64_t tle_ms) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < record.solutions.size(); ++i) {
    const auto& s = *std::find_if(solutions.begin(), solutions.end(),
                                  [&](const sel::Solution& x) { return x.name == record.solutions[i]; });
    const sel::Cell& cell = c.cells[i];
    if (s.tag == sel::Tag::wrong && sel::catches(s, cell)) {
      out.push_back(fmt::format("{}={}", s.name, cell.kind));
    } else if (s.tag == sel::Tag::slow && cell.judged && cell.cpu_ms >= tle_ms) {
      out.push_back(fmt::format("{}=TLE({:.1f}s)", s.name, static_cast<double>(cell.cpu_ms) / 1000));
    }
  }
  return out;
}

constexpr const char* k_manifest_header =
    "# The package's tests: one row per data/tests/NN.in, read by data/regenerate.sh, the\n"
    "# package tests (tests/package), the exporter and the judge driver. Written by\n"
    "# bin/selector select from data/record.tsv (data/regenerate.sh runs it; docs/generator.md,\n"
    "# \"Choosing the tests\"): do not edit; change data/candidates.tsv and search again.\n"
    "# Tab-separated columns:\n"
    "#   test      two-digit number NN (data/tests/NN.in, data/tests/NN.ans)\n"
    "#   group     subtask group, checked with validator --group (k1, nm36, k2, k3, full)\n"
    "#   max-side  validator --max-side for this test (data/constraints.def's n and m)\n"
    "#   max-food  validator --max-food (data/constraints.def's k)\n"
    "#   claims    properties ctest verifies with tools, comma-separated, or - (see data/README.md)\n"
    "#   note      what the test is for\n"
    "#   source    how NN.in is made: \"sample FILE\" (a copy of FILE, relative to data/),\n"
    "#             \"hand NN\" (the committed data/tests/NN.in is the source), or\n"
    "#             \"generator ARGS\" (BIN_DIR/generator ARGS > NN.in, exactly this command line)\n"
    "# NN.ans is always BIN_DIR/solver NN.in.\n"
    "#test\tgroup\tmax-side\tmax-food\tclaims\tnote\tsource\n";

int select_tests(const po::variables_map& values) {
  const fs::path data = values["data"].as<std::string>();
  const fs::path out = values.count("out") ? fs::path(values["out"].as<std::string>()) : data;
  snake::package::Manifest manifest;
  try {
    manifest = snake::package::read_manifest(data);
  } catch (const snake::package::ManifestError& e) {
    throw snake::cli::InputError(e.what());
  }
  const std::vector<sel::Solution> solutions = solutions_of(manifest);
  const sel::Record record = read_record(data / "record.tsv");
  sel::Rules rules;
  rules.group_sizes = group_sizes(values["group-sizes"].as<std::string>());
  rules.ac_factor = values["ac-factor"].as<Factor>().value;
  rules.tle_factor = values["tle-factor"].as<Factor>().value;
  rules.margin = values["margin"].as<Factor>().value;
  rules.small_size = values["small-size"].as<Count>().value;
  sel::Selection selection;
  try {
    selection = sel::select(record, solutions, rules);
  } catch (const std::invalid_argument& e) {
    throw snake::cli::InputError(e.what());
  }
  for (const sel::Test& test : selection.tests) {
    const sel::Candidate& c = record.candidates[test.candidate];
    if (c.source.rfind("hand ", 0) == 0 && c.source != "hand " + test.name) {
      selection.unmet.push_back(fmt::format("the hand-made test '{}' would become test {}",
                                            c.source, test.name));
    }
  }
  for (const std::string& note : selection.notes) snake::cli::message(fmt::format("selector: note: {}\n", note));
  if (!selection.unmet.empty()) {
    snake::cli::message(fmt::format("selector: needs not met:\n  {}\n", join(selection.unmet, "\n  ")));
    return snake::cli::k_negative;
  }

  const std::int64_t tle_ms = selection.tle_ms;
  std::string manifest_text = k_manifest_header;
  std::string table, small_table;
  std::map<std::string, std::pair<int, int>> per_solution;  // in the 40, in the small set
  for (std::size_t t = 0; t < selection.tests.size(); ++t) {
    const sel::Test& test = selection.tests[t];
    const sel::Candidate& c = record.candidates[test.candidate];
    const std::vector<std::string> claims = sel::claims_of(record, c);
    manifest_text += fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\n", test.name, c.group,
                                 snake::k_statement_max_side, snake::k_statement_max_food,
                                 claims.empty() ? "-" : join(claims, ","), c.note, c.source);
    const std::vector<std::string> caught = catches_of(record, solutions, c, tle_ms);
    const bool small = std::binary_search(selection.small.begin(), selection.small.end(), t);
    for (const std::string& item : caught) {
      auto& counts = per_solution[item.substr(0, item.find('='))];
      ++counts.first;
      if (small) ++counts.second;
    }
    const std::string answer = c.answer ? std::to_string(*c.answer) : "none";
    table += fmt::format("{}\t{}\t{} x {}\t{}\t{}\t{}\t{}\t{}\n", test.name, c.group, c.n, c.m, c.k,
                         answer, c.reach, join(test.reasons, "; "), join(caught, " "));
    if (small) small_table += fmt::format("{}\t{}\t{}\n", test.name, c.group, join(caught, " "));
  }
  std::string counts;
  for (const sel::Solution& s : solutions) {
    if (s.tag != sel::Tag::wrong && s.tag != sel::Tag::slow) continue;
    const auto found = per_solution.find(s.name);
    const auto [all, in_small] = found == per_solution.end() ? std::pair{0, 0} : found->second;
    counts += fmt::format("#   {:<26} {:>2} tests, {} of them in the small set\n", s.name, all, in_small);
  }
  const std::string rules_line = fmt::format(
      "# Rules: groups {}. In the search's measurements (data/record.tsv), no accepted run of\n"
      "# a test takes more than {} ms (the largest cap A for which every need is met), and a\n"
      "# too-slow solution counts on a test where it takes {} ms or more ({:g} x {:g} x {:g} x A:\n"
      "# a time limit of {:g} x the slowest accepted run leaves it {:g} times over the limit,\n"
      "# with {:g} to spare for noise). The small set has at most {} tests.\n",
      join([&] {
        std::vector<std::string> items;
        for (const auto& [group, size] : rules.group_sizes) items.push_back(fmt::format("{} {}", group, size));
        return items;
      }(), ", "),
      selection.ac_cap_ms, selection.tle_ms, rules.ac_factor, rules.tle_factor, rules.margin,
      rules.ac_factor, rules.tle_factor, rules.margin, rules.small_size);
  const std::string selection_text =
      "# Why each test of the package was chosen and what it catches. Written by bin/selector\n"
      "# select from data/record.tsv (data/regenerate.sh runs it): do not edit.\n" +
      rules_line +
      "# Tab-separated columns:\n"
      "#   test        NN of data/tests\n"
      "#   group       its subtask group\n"
      "#   board, k    n x m and the number of items\n"
      "#   answer      the jury time, or none (No solution.)\n"
      "#   reach       its reachable states (bin/selector reach)\n"
      "#   chosen for  the needs it met when it was chosen (docs/generator.md)\n"
      "#   catches     every wrong solution that fails on it, as SOLUTION=KIND (the failure\n"
      "#               kinds of data/solutions/kinds.jq), and every too-slow one that counts\n"
      "#               there, as SOLUTION=TLE(its CPU time in the search)\n"
      "# Tests that catch each solution:\n" +
      counts + "#test\tgroup\tboard\tk\tanswer\treach\tchosen for\tcatches\n" + table;
  const std::string small_text = fmt::format(
      "# The small selection, for judges that cap the number of tests (LibreOJ's default\n"
      "# upload limits): {} of the package's tests that still catch every wrong and too-slow\n"
      "# solution at least once (twice where the room allowed) and leave no group empty.\n"
      "# Written by bin/selector select (data/regenerate.sh): do not edit. Tab-separated:\n"
      "#   test     NN of data/tests\n"
      "#   group    its subtask group\n"
      "#   catches  as in data/selection.tsv\n"
      "#test\tgroup\tcatches\n{}",
      selection.small.size(), small_table);
  std::error_code ignored;
  fs::create_directories(out, ignored);
  snake::cli::write_file((out / "manifest.tsv").string(), manifest_text);
  snake::cli::write_file((out / "selection.tsv").string(), selection_text);
  snake::cli::write_file((out / "small_set.tsv").string(), small_text);
  return snake::cli::k_success;
}

int selector(int argc, char** argv) {
  po::options_description options(k_usage);
  options.add_options()
      ("data", po::value<std::string>()->default_value("data")->value_name("DIR"),
       "the package's data folder (record.tsv, solutions/, manifest.tsv, groups.tsv)")
      ("out", po::value<std::string>()->value_name("DIR"),
       "where select writes manifest.tsv, selection.tsv, small_set.tsv (default: --data)")
      ("group-sizes", po::value<std::string>()->value_name("G:N,..."),
       "the tests of each group, in test-number order (nm36:7,k1:8,...)")
      ("small-size", po::value<Count>()->default_value(Count{20}, "20")->value_name("N"),
       "the most tests of the small set")
      ("ac-factor", po::value<Factor>()->default_value(Factor{2}, "2")->value_name("F"),
       "the time limit over the slowest accepted run")
      ("tle-factor", po::value<Factor>()->default_value(Factor{2}, "2")->value_name("F"),
       "a too-slow run over the time limit")
      ("margin", po::value<Factor>()->default_value(Factor{1.25}, "1.25")->value_name("F"),
       "room for the measurements' noise, on top of both factors");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 1, 100000);
  if (command_line.help) {
    snake::cli::write_stdout(snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const std::vector<std::string>& words = command_line.positional;
  if (words[0] == "reach") {
    if (words.size() < 2) throw snake::cli::UsageError("reach needs at least one FILE");
    return reach({words.begin() + 1, words.end()});
  }
  if (words[0] == "select") {
    if (words.size() != 1) throw snake::cli::UsageError("select takes no file names");
    if (!command_line.values.count("group-sizes")) throw snake::cli::UsageError("select needs --group-sizes");
    return select_tests(command_line.values);
  }
  throw snake::cli::UsageError(fmt::format("unknown command '{}': reach or select", words[0]));
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("selector", [&] { return selector(argc, argv); });
}
