// workbench SUBCOMMAND ...: the setter's workbench (docs/workbench.md).
//   hack INPUT|FOLDER... --program P   validate, answer and judge the program on inputs
//   stress --program P                 seed after seed from the families, until it fails
//   shrink INPUT --program P           a smaller board failing the same way, as a test
//   mutate --program SOURCE.cpp        the kill matrix of its mutants on the tests
// Every subcommand judges through bin/judge (its sandbox, limits and JSON report), beside
// this executable. Exit codes: 0 nothing failed, 1 a file, set-up or validator problem,
// 2 bad command line, 3 the program failed (a counter-test was found), 4 internal error.
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "workbench/hack.hpp"
#include "workbench/mutate.hpp"
#include "workbench/shrink.hpp"
#include "workbench/stress.hpp"

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;
namespace wb = snake::workbench;
using Side = snake::cli::InRange<int, 1, snake::k_max_side>;
using Food = snake::cli::InRange<int, 1, snake::k_max_food>;
using Jobs = snake::cli::InRange<int, 1, 64>;

constexpr const char* k_usage =
    "usage: workbench hack INPUT|FOLDER... --program P [options]\n"
    "       workbench stress --program P [--seconds S] [--seeds N] [--first-seed S]\n"
    "       workbench shrink INPUT --program P [--out DIR] [--data DIR]\n"
    "       workbench mutate --program SOURCE.cpp [--tests DIR] [--max-mutants N]\n"
    "\n"
    "  hack    validate each input (refused with the validator's message), answer it with\n"
    "          the model's search and judge the program on it in bin/judge's sandbox\n"
    "  stress  draw instances from the generator's families and small random boards, seed\n"
    "          after seed, judging the program in batches until it fails or the budget ends\n"
    "\n"
    "P is what bin/judge --program takes: an executable, a C++ source (compiled once, into\n"
    "the work folder's cache) or a command. docs/workbench.md has a worked session.\n";

po::options_description common_options() {
  po::options_description options("options");
  options.add_options()
      ("program", po::value<std::string>()->value_name("P"), "the program under test")
      ("work", po::value<std::string>()->value_name("DIR")->default_value("workbench.work"),
       "scratch folder: batches, replays, the compile cache")
      ("json", po::value<std::string>()->value_name("FILE"), "write the JSON report")
      ("max-side", po::value<Side>()->default_value(Side{snake::k_statement_max_side},
                                           std::to_string(snake::k_statement_max_side))
           ->value_name("N"), "validator --max-side")
      ("max-food", po::value<Food>()->default_value(Food{snake::k_statement_max_food},
                                           std::to_string(snake::k_statement_max_food))
           ->value_name("K"), "validator --max-food")
      ("time-limit", po::value<std::string>()->value_name("S"), "judge --time-limit")
      ("share", po::value<std::vector<std::string>>()->value_name("PATH"), "judge --share")
      ("sandbox", po::value<std::string>()->value_name("MODE"), "judge --sandbox")
      ("jobs,j", po::value<Jobs>()->default_value(Jobs{2}, "2")->value_name("N"),
       "judge -j");
  return options;
}

wb::Context context_from(const po::variables_map& values) {
  if (!values.count("program")) throw snake::cli::UsageError("--program is required");
  std::vector<std::string> judge_options;
  if (values.count("time-limit")) {
    judge_options.insert(judge_options.end(), {"--time-limit", values["time-limit"].as<std::string>()});
  }
  if (values.count("sandbox")) {
    judge_options.insert(judge_options.end(), {"--sandbox", values["sandbox"].as<std::string>()});
  }
  if (values.count("share")) {
    for (const std::string& path : values["share"].as<std::vector<std::string>>()) {
      judge_options.insert(judge_options.end(), {"--share", path});
    }
  }
  snake::ValidatorOptions validator;
  validator.max_side = values["max-side"].as<Side>().value;
  validator.max_food = values["max-food"].as<Food>().value;
  const fs::path bin = fs::read_symlink("/proc/self/exe").parent_path();
  try {
    wb::Context context = wb::make_context(bin, values["work"].as<std::string>(),
                                           values["program"].as<std::string>(), judge_options,
                                           validator, values["jobs"].as<Jobs>().value);
    context.progress = isatty(STDERR_FILENO) != 0;
    return context;
  } catch (const std::runtime_error& e) {
    throw snake::cli::InputError(e.what());
  }
}

void write_report(const po::variables_map& values, const nlohmann::ordered_json& report) {
  if (values.count("json")) {
    snake::cli::write_file(values["json"].as<std::string>(), report.dump(2) + "\n");
  }
}

int hack_command(const std::vector<std::string>& args) {
  const po::options_description options = common_options();
  const auto command_line = snake::cli::parse(args, options, 1, 10000);
  if (command_line.help) {
    snake::cli::write_stdout(std::string(k_usage) + "\n" + snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const wb::Context context = context_from(command_line.values);
  std::vector<fs::path> inputs(command_line.positional.begin(), command_line.positional.end());
  std::ostringstream out;
  wb::HackResult result;
  try {
    result = wb::hack(context, inputs, out);
  } catch (const std::runtime_error& e) {
    snake::cli::write_stdout(out.str());
    throw snake::cli::InputError(e.what());
  }
  snake::cli::write_stdout(out.str());
  write_report(command_line.values, result.report);
  if (result.refused > 0) return snake::cli::k_file_error;
  return result.failed > 0 ? snake::cli::k_negative : snake::cli::k_success;
}

using Seed = snake::cli::InRange<std::uint64_t, 0, (std::uint64_t{1} << 62)>;
using Count = snake::cli::InRange<std::uint64_t, 1, (std::uint64_t{1} << 40)>;
using Batch = snake::cli::InRange<int, 1, 1000>;

int stress_command(const std::vector<std::string>& args) {
  po::options_description options = common_options();
  options.add_options()
      ("seconds", po::value<double>()->default_value(60)->value_name("S"), "wall-clock budget")
      ("seeds", po::value<Count>()->default_value(Count{1000000}, "1000000")->value_name("N"),
       "at most N seeds")
      ("first-seed", po::value<Seed>()->default_value(Seed{1000}, "1000")->value_name("S"),
       "the first seed")
      ("batch", po::value<Batch>()->default_value(Batch{16}, "16")->value_name("N"),
       "seeds a bin/judge run judges")
      ("family", po::value<std::string>()->value_name("NAME"), "only this family's recipes")
      ("out", po::value<std::string>()->value_name("FILE"),
       "where the counter-test goes (default WORK/counter.in)");
  const auto command_line = snake::cli::parse(args, options, 0, 0);
  if (command_line.help) {
    snake::cli::write_stdout(std::string(k_usage) + "\n" + snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const wb::Context context = context_from(values);
  wb::StressOptions stress;
  stress.seconds = values["seconds"].as<double>();
  stress.seeds = values["seeds"].as<Count>().value;
  stress.first_seed = values["first-seed"].as<Seed>().value;
  stress.batch = values["batch"].as<Batch>().value;
  if (values.count("family")) stress.family = values["family"].as<std::string>();
  if (values.count("out")) stress.out = values["out"].as<std::string>();
  std::ostringstream out;
  wb::StressResult result;
  try {
    result = wb::stress(context, stress, out);
  } catch (const std::runtime_error& e) {
    snake::cli::write_stdout(out.str());
    throw snake::cli::InputError(e.what());
  }
  snake::cli::write_stdout(out.str());
  write_report(values, result.report);
  return result.found ? snake::cli::k_negative : snake::cli::k_success;
}

int shrink_command(const std::vector<std::string>& args) {
  po::options_description options = common_options();
  options.add_options()
      ("out", po::value<std::string>()->value_name("DIR"),
       "where NN.in and NN.ans go (default WORK/shrunk)")
      ("data", po::value<std::string>()->default_value(SNAKE_DATA_DIR)->value_name("DIR"),
       "the package's data folder, for the next test number");
  const auto command_line = snake::cli::parse(args, options, 1, 1);
  if (command_line.help) {
    snake::cli::write_stdout(std::string(k_usage) + "\n" + snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const wb::Context context = context_from(values);
  wb::ShrinkOptions shrink;
  shrink.data = values["data"].as<std::string>();
  if (values.count("out")) shrink.out = values["out"].as<std::string>();
  std::ostringstream out;
  wb::ShrinkResult result;
  try {
    result = wb::shrink(context, command_line.positional[0], shrink, out);
  } catch (const std::runtime_error& e) {
    snake::cli::write_stdout(out.str());
    throw snake::cli::InputError(e.what());
  }
  snake::cli::write_stdout(out.str());
  write_report(values, result.report);
  return result.failing ? snake::cli::k_success : snake::cli::k_negative;
}

using Limit = snake::cli::InRange<std::size_t, 0, 1000000>;
using Parallel = snake::cli::InRange<int, 1, 64>;

int mutate_command(const std::vector<std::string>& args) {
  po::options_description options = common_options();
  options.add_options()
      ("tests", po::value<std::string>()->default_value(std::string(SNAKE_DATA_DIR) + "/tests")
           ->value_name("DIR"), "the tests the mutants are judged on")
      ("max-mutants", po::value<Limit>()->default_value(Limit{0}, "0")->value_name("N"),
       "judge at most N mutants, evenly spread (0: all)")
      ("parallel", po::value<Parallel>()->default_value(Parallel{2}, "2")->value_name("N"),
       "mutants compiled and judged at once")
      ("stress-survivors", po::value<double>()->default_value(0)->value_name("S"),
       "stress each survivor for S seconds and shrink what it finds")
      ("data", po::value<std::string>()->default_value(SNAKE_DATA_DIR)->value_name("DIR"),
       "the package's data folder, for shrink's test number");
  const auto command_line = snake::cli::parse(args, options, 0, 0);
  if (command_line.help) {
    snake::cli::write_stdout(std::string(k_usage) + "\n" + snake::cli::describe(options));
    return snake::cli::k_success;
  }
  const po::variables_map& values = command_line.values;
  const wb::Context context = context_from(values);
  wb::MutateOptions mutate;
  mutate.tests = values["tests"].as<std::string>();
  mutate.max_mutants = values["max-mutants"].as<Limit>().value;
  mutate.parallel = values["parallel"].as<Parallel>().value;
  mutate.stress_seconds = values["stress-survivors"].as<double>();
  mutate.data = values["data"].as<std::string>();
  std::ostringstream out;
  wb::MutateResult result;
  try {
    result = wb::mutate(context, mutate, out);
  } catch (const std::runtime_error& e) {
    snake::cli::write_stdout(out.str());
    throw snake::cli::InputError(e.what());
  }
  snake::cli::write_stdout(out.str());
  write_report(values, result.report);
  return snake::cli::k_success;
}

int body(int argc, char** argv) {
  std::vector<std::string> args = snake::cli::arguments(argc, argv);
  if (args.empty()) throw snake::cli::UsageError("a subcommand is required: hack, stress, shrink or mutate");
  const std::string command = args.front();
  if (command == "--help" || command == "-h") {
    snake::cli::write_stdout(k_usage);
    return snake::cli::k_success;
  }
  if (command == "--version") throw snake::cli::VersionRequest();
  args.erase(args.begin());
  if (command == "hack") return hack_command(args);
  if (command == "stress") return stress_command(args);
  if (command == "shrink") return shrink_command(args);
  if (command == "mutate") return mutate_command(args);
  throw snake::cli::UsageError(
      fmt::format("unknown subcommand '{}': hack, stress, shrink or mutate", command));
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("workbench", [&] { return body(argc, argv); });
}
