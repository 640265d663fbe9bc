#include "workbench/stress.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "generator/random.hpp"
#include "workbench/process.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

namespace {

// Fixed recipes of the generator's families, on boards of at most 12 x 12; "random" is
// the small random board, its parameters drawn from the seed.
const std::vector<std::vector<std::string>>& recipes() {
  static const std::vector<std::vector<std::string>> table{
      {"random"},
      {"--family", "pockets", "--rows", "6", "--cols", "6", "--food", "3"},
      {"random"},
      {"--family", "order", "--rows", "6", "--cols", "6", "--food", "2", "--corridor", "1"},
      {"random"},
      {"--family", "chamber", "--rows", "6", "--cols", "6", "--corridor", "1", "--food", "2"},
      {"random"},
      {"--family", "chamber", "--rows", "6", "--cols", "6", "--corridor", "2", "--food", "3"},
      {"random"},
      {"--family", "detour", "--rows", "5", "--cols", "7", "--band", "3", "--food", "1",
       "--min-weight", "1", "--max-weight", "2"},
      {"random"},
      {"--family", "walled", "--rows", "6", "--cols", "6", "--food", "2"},
      {"random"},
      {"--family", "maze", "--rows", "9", "--cols", "9", "--food", "3", "--braid", "30"},
      {"random"},
      {"--family", "open", "--rows", "7", "--cols", "7", "--food", "4"},
      {"random"},
      {"--family", "checker", "--rows", "6", "--cols", "6", "--food", "3"},
      {"random"},
      {"--family", "spiral", "--rows", "12", "--cols", "12", "--food", "1"},
      {"random"},
      {"--family", "random", "--rows", "12", "--cols", "12", "--food", "2", "--walls", "25"},
  };
  return table;
}

}  // namespace

std::vector<std::string> recipe_for(std::uint64_t seed, int max_side,
                                    const std::optional<std::string>& family) {
  std::vector<const std::vector<std::string>*> chosen;
  for (const auto& recipe : recipes()) {
    const std::string name = recipe.size() == 1 ? recipe[0] : recipe[1];
    if (!family || *family == name) chosen.push_back(&recipe);
  }
  if (chosen.empty()) throw std::runtime_error(fmt::format("no recipe of family '{}'", *family));
  std::vector<std::string> args = *chosen[seed % chosen.size()];
  if (args.size() == 1) {
    Random random(seed);
    const int side = std::min(max_side, 7);
    const int rows = static_cast<int>(random.uniform(1, side));
    const int cols_low = std::min(side, (6 + rows - 1) / rows);  // room for snake and food
    const int cols = static_cast<int>(random.uniform(cols_low, side));
    const int food = static_cast<int>(random.uniform(1, std::clamp(rows * cols - 4, 1, 4)));
    const int walls = static_cast<int>(random.uniform(0, 35));
    args = {"--family", "random", "--rows", std::to_string(rows), "--cols", std::to_string(cols),
            "--food", std::to_string(food), "--walls", std::to_string(walls)};
  }
  args.insert(args.end(), {"--seed", std::to_string(seed)});
  return args;
}

StressResult stress(const Context& context, const StressOptions& options, std::ostream& out) {
  StressResult result;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const std::string generator = (context.bin / "generator").string();
  const fs::path folder = context.work / "stress";
  fs::create_directories(folder);
  Progress progress("stress", static_cast<std::size_t>(std::min<std::uint64_t>(options.seeds, 1u << 30)),
                    context.progress);
  std::uint64_t seed = options.first_seed;
  const std::uint64_t end = options.first_seed + options.seeds;
  std::uint64_t skipped = 0;
  result.report["command"] = "stress";
  result.report["program"] = context.program;
  while (seed < end && elapsed() < options.seconds && !result.found) {
    std::vector<std::pair<std::string, Answered>> cases;
    std::vector<std::vector<std::string>> args_of;
    for (int i = 0; i < options.batch && seed < end; ++i, ++seed) {
      std::vector<std::string> args = recipe_for(seed, context.validator.max_side, options.family);
      std::vector<std::string> argv{generator};
      argv.insert(argv.end(), args.begin(), args.end());
      const std::string file = (folder / "drawn.in").string();
      if (run(argv, {"/dev/null", file, (folder / "generator.err").string()}) != 0) {
        ++skipped;  // the family refused these parameters
        continue;
      }
      Answered answered = answer_input(cli::read_file_or_empty(file), context.validator);
      if (answered.refusal) {
        ++skipped;
        continue;
      }
      cases.emplace_back(fmt::format("{:020}", seed), std::move(answered));
      args_of.push_back(args);
    }
    if (cases.empty()) continue;
    const Batch batch = judge_batch(context.setup, cases, folder / "batch");
    result.tried += cases.size();
    progress.update(static_cast<std::size_t>(result.tried));
    for (std::size_t i = 0; i < batch.outcomes.size(); ++i) {
      const Outcome& outcome = batch.outcomes[i];
      if (outcome.verdict == "AC") continue;
      result.found = true;
      const std::vector<std::string>& args = args_of[i];
      result.seed = std::stoull(args.back());
      const fs::path counter = options.out.empty() ? context.work / "counter.in" : options.out;
      {
        std::ofstream file(counter, std::ios::binary);
        file << cases[i].second.input;
      }
      std::vector<std::string> generate{generator};
      generate.insert(generate.end(), args.begin(), args.end());
      const std::string replay = replay_command(context.bin.string(), batch, outcome.name);
      const std::string again =
          shell_line({(context.bin / "workbench").string(), "stress", "--program", context.program,
                      "--first-seed", std::to_string(result.seed), "--seeds", "1"}) +
          (options.family ? " --family " + *options.family : "");
      progress.close();
      out << fmt::format("counter-test: seed {} after {} instances, {:.1f} s\n", result.seed,
                         result.tried, elapsed());
      out << fmt::format("  {}: {}\n", outcome.verdict, outcome.message);
      out << fmt::format("  jury: {}\n", cases[i].second.answer.substr(0, cases[i].second.answer.find('\n')));
      out << fmt::format("  input: {}\n", counter.string());
      out << fmt::format("  generate: {} > counter.in\n", shell_line(generate));
      out << fmt::format("  reproduce: {}\n", again);
      out << fmt::format("  replay page: {}\n", replay);
      result.report["counter_test"] = {{"seed", result.seed},
                                       {"generator", shell_line(generate)},
                                       {"verdict", outcome.verdict},
                                       {"message", outcome.message},
                                       {"input", counter.string()},
                                       {"reproduce", again},
                                       {"replay", replay}};
      break;
    }
  }
  progress.close();
  result.seconds = elapsed();
  if (!result.found) {
    out << fmt::format("no counter-test: {} instances (seeds {} to {}) in {:.1f} s, all AC\n",
                       result.tried, options.first_seed, seed - 1, result.seconds);
  }
  result.report["found"] = result.found;
  result.report["instances"] = result.tried;
  result.report["skipped"] = skipped;
  result.report["seconds"] = result.seconds;
  return result;
}

}  // namespace snake::workbench
