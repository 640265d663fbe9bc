// Families of generated instances: named recipes that turn a seed and a few parameters
// into one consistent Instance, each aimed at a kind of test a problem setter wants
// (random fields, mazes, spirals, open boards with far-apart food, detour landscapes,
// walled-off food, pockets that trap the snake, eating order, the vacated tail cell,
// maximum size). Every choice is drawn from one Random seeded with `seed`, so the same
// parameters always give the same instance on any platform.
// Each family is one file, generator/families/<name>.cpp, holding its recipe and its
// Family entry (name, summary, options, defaults), plus one line in
// generator/families/list.def, which makes both its declaration and its place in
// families(); the build picks the file up by itself. Tests and scripts read the list
// (families(), `generator --list-names`) instead of naming families.
// A family either returns a consistent instance (snake chained on enterable cells, food
// on free enterable cells; checked by the model's validate()) or throws GenerationError
// saying why these parameters cannot give one. What a family promises beyond consistency
// (no solution, an order that matters, ...) is stated in its description and checked by
// tests/package/test_generator_families.cpp, one test suite per family.
// Cost: O(n m) a board for most families; O(n m k) for far-apart food placement.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/random_field.hpp"
#include "model/instance.hpp"

namespace snake {

/// Where a family puts its food items (families with a fixed layout ignore it).
enum class FoodPlace {
  random,     // uniform among free enterable cells
  far,        // far apart: each item maximises its walking distance to the head and to
              // the items already placed (cells the head cannot reach are not used)
  dead_ends,  // cells with exactly one enterable side-neighbour
};

/// The parse names of the food placements, for `--food-place` (cli::Choice reads the
/// entries' `name` and `value`) and for name_of().
struct FoodPlaceName {
  std::string_view name;
  FoodPlace value;
};
inline constexpr std::array<FoodPlaceName, 3> k_food_places{{
    {"random", FoodPlace::random},
    {"far", FoodPlace::far},
    {"dead-ends", FoodPlace::dead_ends},
}};

/// Where the `chamber` family starts the snake.
enum class SnakeStart {
  in_room,      // coiled in the 2 x 2 room: it must turn through its own tail cell
  in_corridor,  // in the corridor, head at the room: it must turn around in the room
};

/// Every parameter a family may use; a family uses only those its Family::options names.
struct GeneratorParams {
  std::uint64_t seed = 1;
  int rows = 0;  // 0: the family's default
  int cols = 0;
  int food = 0;
  std::optional<int> walls;  // percent of cells that are walls (random, walled, max)
  int min_weight = 1;
  int max_weight = 8;
  std::optional<FoodPlace> food_place;
  int braid = 0;        // maze: percent of dead ends opened into loops
  int band = 3;         // detour: width of the expensive band
  int corridor = 2;     // order, chamber: length of the width-1 corridor
  int room_width = 2;   // chamber: the room is 2 x room_width
  int room_food = 0;    // chamber: food items inside the room
  int walled_food = 1;  // walled: food items beyond the wall
  SnakeStart snake_start = SnakeStart::in_room;
};

/// A named recipe, its one-paragraph description and the options it reads.
struct Family {
  std::string_view name;
  std::string_view summary;
  std::vector<std::string_view> options;  // long option names besides --family, --seed
  int default_rows;
  int default_cols;
  int default_food;
  int default_walls;
  FoodPlace default_food_place;
  Instance (*make)(Random&, const GeneratorParams&);
};

/// All families, in the order of generator/families/list.def (the order the help lists
/// them).
const std::vector<Family>& families();

/// The family called `name`, if any.
const Family* find_family(std::string_view name);

/// What the generated instance must be, checked with the model's solver.
enum class Requirement { any, solvable, unsolvable };

/// How many instances generate() tries before giving up on a requirement.
inline constexpr int k_max_attempts = 200;

/// Fills the family's defaults into unset parameters and makes an instance from a Random
/// seeded with params.seed. With a requirement other than `any`, keeps drawing instances
/// from the same Random until one meets it (at most k_max_attempts).
/// Throws GenerationError when the parameters cannot give an instance.
Instance generate(const Family& family, GeneratorParams params,
                  Requirement requirement = Requirement::any);

/// The parse name of a food placement ("random", "far", "dead-ends"), from k_food_places.
std::string_view name_of(FoodPlace place);

}  // namespace snake
