#include "workbench/mutate.hpp"

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "workbench/mutation.hpp"
#include "workbench/process.hpp"
#include "workbench/shrink.hpp"
#include "workbench/stress.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

namespace {

char letter(const std::string& verdict) {
  static const std::map<std::string, char> letters{
      {"AC", '.'}, {"WA", 'W'}, {"PE", 'P'}, {"TLE", 'T'}, {"MLE", 'M'},
      {"RE", 'R'}, {"OLE", 'O'}, {"FAIL", 'F'}, {"PARTIAL", 'p'}};
  const auto found = letters.find(verdict);
  return found == letters.end() ? '?' : found->second;
}

struct Row {
  const Mutant* mutant = nullptr;
  std::string status;  // killed, too slow, survived, did not compile
  std::string matrix;  // a letter a test
  std::vector<Outcome> failures;
  std::optional<fs::path> executable;
  std::string key;
};

}  // namespace

MutateResult mutate(const Context& context, const MutateOptions& options, std::ostream& out) {
  if (!is_cpp_source(context.program)) {
    throw std::runtime_error(fmt::format("--program '{}' is not a C++ source: mutate needs one",
                                         context.program));
  }
  const auto start = std::chrono::steady_clock::now();
  const fs::path include_dir = fs::absolute(context.program).parent_path();
  const std::string original = inline_includes(cli::read_file_or_empty(context.program), include_dir.string());
  MutateResult result;
  result.report["command"] = "mutate";
  result.report["program"] = context.program;
  result.report["tests"] = options.tests.string();

  JudgeSetup setup = context.setup;
  setup.jobs = 1;
  const bool limit_given = std::find(setup.options.begin(), setup.options.end(),
                                     "--time-limit") != setup.options.end();
  // The original is judged with room (10 s unless --time-limit is given): the mutants'
  // limit is measured from it, and a solution near the package's limit on a loaded
  // machine is still the reference.
  JudgeSetup reference_setup = setup;
  if (!limit_given) reference_setup.options.insert(reference_setup.options.end(), {"--time-limit", "10"});
  const Batch reference = finish_judge(
      start_judge_on(reference_setup, options.tests, context.work / "mutants" / "original"));
  if (reference.compile_failed || reference.outcomes.empty()) {
    throw std::runtime_error("the original program could not be judged");
  }
  if (const Outcome* failure = reference.first_failure()) {
    throw std::runtime_error(fmt::format("the original program is not accepted: test {} {}: {}",
                                         failure->name, failure->verdict, failure->message));
  }
  std::vector<std::string> test_names;
  std::int64_t slowest_ms = 0;
  for (const Outcome& outcome : reference.outcomes) {
    test_names.push_back(outcome.name);
    slowest_ms = std::max(slowest_ms, outcome.cpu_ms);
  }
  // A mutant is too slow at 5 times the original's slowest test (at least 0.2 s), unless
  // --time-limit says otherwise: an endless loop then costs 0.2 s a test, not 0.8.
  if (!limit_given) {
    const double limit = std::max(0.2, 5.0 * static_cast<double>(slowest_ms) / 1000);
    setup.options.insert(setup.options.end(), {"--time-limit", fmt::format("{:.2f}", limit)});
    out << fmt::format("time limit of the mutants: {:.2f} s (5 x the original's slowest "
                       "test, {} ms CPU, at least 0.2 s)\n", limit, slowest_ms);
  }

  const std::vector<Mutant> all = make_mutants(original);
  const std::vector<Mutant> mutants =
      options.max_mutants > 0 ? spread(all, options.max_mutants) : all;
  result.mutants = static_cast<int>(mutants.size());
  out << fmt::format("{}: {} mutants made, {} judged on {} tests of {}, {} at a time\n",
                     context.program, all.size(), mutants.size(), test_names.size(),
                     options.tests.string(), options.parallel);

  CompileCache cache(context.work / "compiled", "g++", "-std=c++17 -O2 -pipe");
  std::vector<Row> rows(mutants.size());
  Progress progress("mutate", 2 * mutants.size(), context.progress);
  std::size_t done = 0;
  {  // compile, `parallel` at once
    std::deque<std::pair<std::size_t, CompileCache::Job>> running;
    std::size_t next = 0;
    while (next < mutants.size() || !running.empty()) {
      while (next < mutants.size() && static_cast<int>(running.size()) < options.parallel) {
        rows[next].mutant = &mutants[next];
        running.emplace_back(next, cache.start(mutants[next].source, include_dir));
        ++next;
      }
      auto [index, job] = running.front();
      running.pop_front();
      rows[index].executable = cache.finish(job);
      rows[index].key = job.key;
      if (!rows[index].executable) rows[index].status = "did not compile";
      progress.update(++done);
    }
  }
  {  // judge, `parallel` at once
    std::deque<std::pair<std::size_t, JudgeRun>> running;
    std::size_t next = 0;
    const auto collect = [&] {
      auto [index, run] = running.front();
      running.pop_front();
      const Batch batch = finish_judge(run);
      Row& row = rows[index];
      bool slow = false;
      bool wrong = false;
      for (const Outcome& outcome : batch.outcomes) {
        row.matrix += letter(outcome.verdict);
        if (outcome.verdict == "AC") continue;
        row.failures.push_back(outcome);
        (outcome.verdict == "TLE" ? slow : wrong) = true;
      }
      row.status = wrong ? "killed" : slow ? "too slow" : "survived";
      progress.update(++done);
    };
    while (next < rows.size() || !running.empty()) {
      while (next < rows.size() && static_cast<int>(running.size()) < options.parallel) {
        if (!rows[next].executable) {
          ++next;
          progress.update(++done);
          continue;
        }
        JudgeSetup mutant_setup = setup;
        mutant_setup.program = rows[next].executable->string();
        running.emplace_back(next, start_judge_on(mutant_setup, options.tests,
                                                  context.work / "mutants" /
                                                      fmt::format("M{:03}", next + 1)));
        ++next;
      }
      if (!running.empty()) collect();
    }
  }
  progress.close();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  out << fmt::format("\nkill matrix (a letter a test, {} to {}: . AC, W WA, P PE, T TLE, R RE, "
                     "M MLE, O OLE):\n",
                     test_names.front(), test_names.back());
  nlohmann::ordered_json rows_json = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    if (row.status == "killed") ++result.killed;
    if (row.status == "too slow") ++result.too_slow;
    if (row.status == "survived") ++result.survived;
    if (row.status == "did not compile") ++result.not_compiled;
    const std::string matrix = row.matrix.empty() ? std::string(test_names.size(), ' ') : row.matrix;
    out << fmt::format("M{:03}  {:<15}  {}  {:<10} {}\n", i + 1, row.status, matrix,
                       row.mutant->op, row.mutant->description);
    nlohmann::ordered_json json;
    json["id"] = fmt::format("M{:03}", i + 1);
    json["operator"] = row.mutant->op;
    json["change"] = row.mutant->description;
    json["status"] = row.status;
    json["matrix"] = row.matrix;
    nlohmann::ordered_json killed_by = nlohmann::ordered_json::array();
    for (const Outcome& outcome : row.failures) {
      killed_by.push_back({{"test", outcome.name}, {"verdict", outcome.verdict}});
    }
    json["killed_by"] = killed_by;
    if (row.status == "survived" || row.status == "did not compile") {
      json["diff"] = diff_lines(original, *row.mutant);
    }
    rows_json.push_back(json);
  }
  const int compiled = result.mutants - result.not_compiled;
  const int caught = result.killed + result.too_slow;
  out << fmt::format("\n{} mutants: {} killed, {} too slow, {} survived, {} did not compile; "
                     "mutation score {} / {} = {:.1f}% of those that compiled ({:.0f} s, "
                     "{:.1f} s per 100 mutants; {} compiled, {} from the cache)\n",
                     result.mutants, result.killed, result.too_slow, result.survived,
                     result.not_compiled, caught, compiled,
                     compiled > 0 ? 100.0 * caught / compiled : 0.0, seconds,
                     result.mutants > 0 ? 100 * seconds / result.mutants : 0.0, cache.compiled(),
                     cache.hits());
  if (result.survived > 0) out << "\nsurvivors: equivalent or a test gap\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    if (row.status != "survived") continue;
    out << fmt::format("M{:03} {}\n{}", i + 1, row.mutant->description,
                       diff_lines(original, *row.mutant));
    if (options.stress_seconds <= 0) continue;
    Context survivor = context;
    survivor.program = fmt::format("M{:03}", i + 1);
    survivor.setup.program = row.executable->string();
    survivor.work = context.work / "survivors" / survivor.program;
    survivor.progress = false;
    fs::create_directories(survivor.work);
    StressOptions stress_options;
    stress_options.seconds = options.stress_seconds;
    std::ostringstream stress_out;
    const StressResult stressed = stress(survivor, stress_options, stress_out);
    nlohmann::ordered_json& json = rows_json[i];
    json["stress"] = stressed.report;
    if (!stressed.found) {
      out << fmt::format("  stress: no counter-test in {:.0f} s ({} instances)\n",
                         stressed.seconds, stressed.tried);
      continue;
    }
    ShrinkOptions shrink_options;
    shrink_options.data = options.data;
    std::ostringstream shrink_out;
    const ShrinkResult shrunk = shrink(survivor, survivor.work / "counter.in", shrink_options, shrink_out);
    json["shrink"] = shrunk.report;
    out << fmt::format("  stress: a test gap: seed {} fails it ({}), shrunk to {} cells:\n{}",
                       stressed.seed, stressed.report["counter_test"]["verdict"].get<std::string>(),
                       shrunk.shrunk.cells(), format_sketch(shrunk.shrunk));
  }
  result.report["mutants_made"] = all.size();
  result.report["mutants"] = rows_json;
  result.report["summary"] = {{"mutants", result.mutants},
                              {"killed", result.killed},
                              {"too_slow", result.too_slow},
                              {"survived", result.survived},
                              {"did_not_compile", result.not_compiled},
                              {"score", compiled > 0 ? static_cast<double>(caught) / compiled : 0.0},
                              {"seconds", seconds}};
  return result;
}

}  // namespace snake::workbench
