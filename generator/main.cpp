// generator --family NAME [--seed S] [family parameters] [--require solvable|unsolvable]
// Prints one instance of the named family, deterministic from the seed and the
// parameters (the same command line gives the same bytes on any platform). Before
// printing, the instance is read back by the model's strict reader with the package
// limits (--max-side, --max-food), so everything it prints passes the validator with
// those limits. Exit codes: 0 printed, 1 these parameters cannot give an instance (the
// message says why), 2 bad command line.
#include <fmt/format.h>

#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <string>

#include "generator/families.hpp"
#include "model/instance.hpp"

namespace po = boost::program_options;

namespace {

enum Exit { k_ok = 0, k_cannot_generate = 1, k_usage = 2 };

void print_families() {
  for (const snake::Family& family : snake::families()) {
    std::string options;
    for (const auto option : family.options) options += fmt::format(" --{}", option);
    fmt::print("{}\n  {}\n  defaults: {} x {}, k = {}{}{}\n  options:{}\n", family.name,
               family.summary, family.default_rows, family.default_cols, family.default_food,
               family.default_walls ? fmt::format(", walls {}%", family.default_walls) : "",
               fmt::format(", food {}", snake::name_of(family.default_food_place)), options);
  }
}

}  // namespace

int main(int argc, char** argv) {
  snake::GeneratorParams p;
  std::string family_name, food_place, snake_start = "in-room", require = "any";
  int walls = 0;
  int max_side = 15, max_food = 4;
  po::options_description general("Usage: generator --family NAME [options]\nGeneral options");
  general.add_options()("help,h", "print this help")(
      "list", "list the families, their defaults and the options each reads")(
      "family", po::value<std::string>(&family_name), "the family to draw from (see --list)")(
      "seed", po::value<std::uint64_t>(&p.seed)->default_value(p.seed),
      "seed of the random choices")(
      "require", po::value<std::string>(&require)->default_value(require),
      "any | solvable | unsolvable: redraw (up to 200 times, same seed stream) until the "
      "model's solver agrees")(
      "max-side", po::value<int>(&max_side)->default_value(max_side),
      "largest n and m the output may have (the package's validator limit)")(
      "max-food", po::value<int>(&max_food)->default_value(max_food),
      "largest k the output may have");
  po::options_description family_options("Family parameters (each family reads only some)");
  family_options.add_options()("rows", po::value<int>(&p.rows), "n (default: the family's)")(
      "cols", po::value<int>(&p.cols), "m (default: the family's)")("food", po::value<int>(&p.food),
                                                                    "k (default: the family's)")(
      "walls", po::value<int>(&walls), "percent of cells that are walls")(
      "min-weight", po::value<int>(&p.min_weight)->default_value(p.min_weight),
      "lowest weight of an open cell")("max-weight",
                                       po::value<int>(&p.max_weight)->default_value(p.max_weight),
                                       "highest weight of an open cell")(
      "food-place", po::value<std::string>(&food_place), "random | far | dead-ends")(
      "braid", po::value<int>(&p.braid)->default_value(p.braid),
      "maze: percent of dead ends opened into loops")(
      "band", po::value<int>(&p.band)->default_value(p.band),
      "detour: width of the expensive band")("corridor",
                                             po::value<int>(&p.corridor)->default_value(p.corridor),
                                             "order, chamber: corridor length")(
      "room-width", po::value<int>(&p.room_width)->default_value(p.room_width),
      "chamber: the room is 2 x W")("room-food",
                                    po::value<int>(&p.room_food)->default_value(p.room_food),
                                    "chamber: food items in the room")(
      "walled-food", po::value<int>(&p.walled_food)->default_value(p.walled_food),
      "walled: items beyond the wall")(
      "snake", po::value<std::string>(&snake_start)->default_value(snake_start),
      "chamber: in-room | in-corridor");
  po::options_description all;
  all.add(general).add(family_options);
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, all), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    fmt::print(stderr, "generator: {} (see generator --help)\n", e.what());
    return k_usage;
  }
  if (vm.count("help")) {
    std::cout << all << "\n";
    fmt::print("Families (generator --list for their options):\n");
    for (const auto& family : snake::families())
      fmt::print("  {:8} {}\n", family.name, family.summary);
    return k_ok;
  }
  if (vm.count("list")) {
    print_families();
    return k_ok;
  }
  const auto usage = [](const std::string& message) {
    fmt::print(stderr, "generator: {} (see generator --help)\n", message);
    return k_usage;
  };
  if (family_name.empty()) return usage("--family is required");
  const snake::Family* family = snake::find_family(family_name);
  if (!family) return usage(fmt::format("unknown family '{}' (see generator --list)", family_name));
  for (const auto& option : family_options.options()) {
    const std::string& name = option->long_name();
    if (vm.count(name) && !vm[name].defaulted() &&
        std::find(family->options.begin(), family->options.end(), name) == family->options.end()) {
      return usage(fmt::format("--{} does not apply to family '{}'", name, family->name));
    }
  }
  if (vm.count("walls")) p.walls = walls;
  if (vm.count("food-place")) {
    p.food_place = snake::food_place_from_name(food_place);
    if (!p.food_place)
      return usage(fmt::format("--food-place '{}' is not random, far or dead-ends", food_place));
  }
  if (snake_start == "in-room") {
    p.snake_start = snake::SnakeStart::in_room;
  } else if (snake_start == "in-corridor") {
    p.snake_start = snake::SnakeStart::in_corridor;
  } else {
    return usage(fmt::format("--snake '{}' is not in-room or in-corridor", snake_start));
  }
  snake::Requirement requirement = snake::Requirement::any;
  if (require == "solvable") {
    requirement = snake::Requirement::solvable;
  } else if (require == "unsolvable") {
    requirement = snake::Requirement::unsolvable;
  } else if (require != "any") {
    return usage(fmt::format("--require '{}' is not any, solvable or unsolvable", require));
  }
  if (max_side < 1 || max_side > snake::k_max_side || max_food < 1 ||
      max_food > snake::k_max_food) {
    return usage(fmt::format("--max-side must be in 1..{} and --max-food in 1..{}",
                             snake::k_max_side, snake::k_max_food));
  }

  try {
    const snake::Instance instance = snake::generate(*family, p, requirement);
    const std::string text = snake::format_instance(instance);
    snake::Limits limits;
    limits.max_side = max_side;
    limits.max_food = max_food;
    limits.side_hint = "raise --max-side or ask for a smaller board";
    limits.food_hint = "raise --max-food or ask for less food";
    snake::parse_instance(text, snake::Strictness::strict, limits);
    fmt::print("{}", text);
  } catch (const snake::GenerationError& e) {
    fmt::print(stderr, "generator: cannot make a '{}' instance: {}\n", family->name, e.what());
    return k_cannot_generate;
  } catch (const snake::ReadError& e) {
    fmt::print(stderr, "generator: the '{}' instance breaks the package limits: {}\n", family->name,
               e.what());
    return k_cannot_generate;
  }
  return std::fflush(stdout) == 0 ? k_ok : k_cannot_generate;
}
