// generator --family NAME [--seed S] [family parameters] [--require solvable|unsolvable]
// generator --list (the families, their defaults and options) | --list-names (one a line)
// Prints one instance of the named family, deterministic from the seed and the
// parameters (the same command line gives the same bytes on any platform). Before
// printing, the instance is checked by the model (validate) against the package limits
// (--max-side, --max-food), so everything it prints passes the validator with those
// limits. Exit codes (cli/exit_codes.hpp): 0 printed, 1 these parameters cannot give an
// instance (the message says why) or the output cannot be written, 2 bad command line.
#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "generator/families.hpp"
#include "model/instance.hpp"
#include "validator/validation.hpp"

namespace {

namespace po = boost::program_options;
using snake::cli::Choice;
using snake::cli::Named;

constexpr std::array<Named<snake::Requirement>, 3> k_requirements{{
    {"any", snake::Requirement::any},
    {"solvable", snake::Requirement::solvable},
    {"unsolvable", snake::Requirement::unsolvable},
}};
constexpr std::array<Named<snake::SnakeStart>, 2> k_snake_starts{{
    {"in-room", snake::SnakeStart::in_room},
    {"in-corridor", snake::SnakeStart::in_corridor},
}};

using Side = snake::cli::InRange<int, 1, snake::k_max_side>;
using Food = snake::cli::InRange<int, 1, snake::k_max_food>;
// Family parameters in the project's integer syntax ("05", "+5" and "1e3" are refused);
// their ranges are the family's to check (GenerationError names the parameter).
using Int = snake::cli::InRange<int, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()>;
// A seed: any integer that fits in 63 bits ("-1" is refused, not wrapped to 2^64 - 1).
using Seed = snake::cli::InRange<std::uint64_t, 0, std::numeric_limits<std::int64_t>::max()>;

// An integer parameter stored in `target`, with `target` as its default when `defaulted`.
po::typed_value<Int>* int_parameter(int& target, bool defaulted = true) {
  auto* value = po::value<Int>()->notifier([&target](const Int& v) { target = v.value; });
  if (defaulted) value->default_value(Int{target}, std::to_string(target));
  return value;
}

std::string list_families() {
  std::string out;
  for (const snake::Family& family : snake::families()) {
    std::string options;
    for (const auto option : family.options) options += fmt::format(" --{}", option);
    out += fmt::format("{}\n  {}\n  defaults: {} x {}, k = {}{}{}\n  options:{}\n", family.name,
                       family.summary, family.default_rows, family.default_cols,
                       family.default_food,
                       family.default_walls ? fmt::format(", walls {}%", family.default_walls)
                                            : "",
                       fmt::format(", food {}", snake::name_of(family.default_food_place)),
                       options);
  }
  return out;
}

// Advice for a limit the instance breaks.
std::string_view advice(snake::Limit limit) {
  return limit == snake::Limit::food ? "raise --max-food or ask for less food"
                                     : "raise --max-side or ask for a smaller board";
}

int generate(int argc, char** argv) {
  snake::GeneratorParams p;
  po::options_description general("Usage: generator --family NAME [options]\nGeneral options");
  general.add_options()
      ("help,h", "print this help")
      ("list", "list the families, their defaults and the options each reads")
      ("list-names", "print the family names, one a line (for scripts and tests)")
      ("family", po::value<std::string>(), "the family to draw from (see --list)")
      ("seed",
       po::value<Seed>()->default_value(Seed{p.seed}, std::to_string(p.seed))
           ->notifier([&p](const Seed& v) { p.seed = v.value; }),
       "seed of the random choices, 0..9223372036854775807")
      ("require", po::value<Choice<k_requirements>>()->default_value({&k_requirements[0]}, "any"),
       "any | solvable | unsolvable: redraw (up to 200 times, same seed stream) until the "
       "model's solver agrees")
      ("max-side", po::value<Side>()->default_value(Side{snake::k_statement_max_side},
                                                   std::to_string(snake::k_statement_max_side)),
       "largest n and m the output may have (default: data/constraints.def's)")
      ("max-food", po::value<Food>()->default_value(Food{snake::k_statement_max_food},
                                                   std::to_string(snake::k_statement_max_food)),
       "largest k the output may have");
  std::string food_place_help;  // "random | far | dead-ends"
  for (const auto& place : snake::k_food_places) {
    food_place_help += fmt::format("{}{}", food_place_help.empty() ? "" : " | ", place.name);
  }
  po::options_description family_options("Family parameters (each family reads only some)");
  family_options.add_options()
      ("rows", int_parameter(p.rows, false), "n (default: the family's)")
      ("cols", int_parameter(p.cols, false), "m (default: the family's)")
      ("food", int_parameter(p.food, false), "k (default: the family's)")
      ("walls", po::value<Int>(), "percent of cells that are walls")
      ("min-weight", int_parameter(p.min_weight),
       "lowest weight of an open cell")
      ("max-weight", int_parameter(p.max_weight),
       "highest weight of an open cell")
      ("food-place", po::value<Choice<snake::k_food_places>>(), food_place_help.c_str())
      ("braid", int_parameter(p.braid),
       "maze: percent of dead ends opened into loops")
      ("band", int_parameter(p.band), "detour: width of the expensive band")
      ("corridor", int_parameter(p.corridor),
       "order, chamber: corridor length")
      ("room-width", int_parameter(p.room_width),
       "chamber: the room is 2 x W")
      ("room-food", int_parameter(p.room_food),
       "chamber: food items in the room")
      ("walled-food", int_parameter(p.walled_food),
       "walled: items beyond the wall")
      ("snake", po::value<Choice<k_snake_starts>>()->default_value({&k_snake_starts[0]}, "in-room"),
       "chamber: in-room | in-corridor");
  po::options_description all;
  all.add(general).add(family_options);
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), all, 0, 0);
  const po::variables_map& values = command_line.values;
  if (command_line.help) {
    std::string text = snake::cli::describe(all) + "\nFamilies (generator --list for their options):\n";
    for (const auto& family : snake::families()) {
      text += fmt::format("  {:8} {}\n", family.name, family.summary);
    }
    snake::cli::write_stdout(text);
    return snake::cli::k_success;
  }
  if (values.count("list")) {
    snake::cli::write_stdout(list_families());
    return snake::cli::k_success;
  }
  if (values.count("list-names")) {
    std::string names;
    for (const snake::Family& family : snake::families()) names += fmt::format("{}\n", family.name);
    snake::cli::write_stdout(names);
    return snake::cli::k_success;
  }
  if (!values.count("family")) throw snake::cli::UsageError("--family is required");
  const std::string family_name = values["family"].as<std::string>();
  const snake::Family* family = snake::find_family(family_name);
  if (!family) {
    throw snake::cli::UsageError(
        fmt::format("unknown family '{}'; generator --list names them", family_name));
  }
  for (const auto& option : family_options.options()) {
    const std::string& name = option->long_name();
    if (values.count(name) && !values[name].defaulted() &&
        std::find(family->options.begin(), family->options.end(), name) ==
            family->options.end()) {
      throw snake::cli::UsageError(
          fmt::format("--{} does not apply to family '{}'", name, family->name));
    }
  }
  if (values.count("walls")) p.walls = values["walls"].as<Int>().value;
  if (values.count("food-place")) p.food_place = values["food-place"].as<Choice<snake::k_food_places>>().value();
  p.snake_start = values["snake"].as<Choice<k_snake_starts>>().value();
  snake::Limits limits;
  limits.max_side = values["max-side"].as<Side>().value;
  limits.max_food = values["max-food"].as<Food>().value;
  try {
    const snake::Instance instance =
        snake::generate(*family, p, values["require"].as<Choice<k_requirements>>().value());
    snake::validate(instance, limits);
    snake::cli::write_stdout(snake::format_instance(instance));
  } catch (const snake::GenerationError& e) {
    throw snake::cli::InputError(
        fmt::format("cannot make a '{}' instance: {}", family->name, e.what()));
  } catch (const snake::InvalidInstance& e) {
    throw snake::cli::InputError(fmt::format(
        "the '{}' instance breaks the package limits: {}{}", family->name, e.what(),
        e.limit() ? fmt::format(" ({})", advice(*e.limit())) : ""));
  }
  return snake::cli::k_success;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("generator", [&] { return generate(argc, argv); });
}
