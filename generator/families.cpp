#include "generator/families.hpp"

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "model/search.hpp"

namespace snake {

std::string_view name_of(FoodPlace place) {
  for (const FoodPlaceName& entry : k_food_places) {
    if (entry.value == place) return entry.name;
  }
  return "?";
}

const std::vector<Family>& families() {
  static const std::vector<Family> all{
#define SNAKE_FAMILY(name) name##_family(),
#include "generator/families/list.def"
#undef SNAKE_FAMILY
  };
  return all;
}

const Family* find_family(std::string_view name) {
  for (const Family& family : families()) {
    if (family.name == name) return &family;
  }
  return nullptr;
}

Instance generate(const Family& family, GeneratorParams p, Requirement requirement) {
  if (p.rows == 0) p.rows = family.default_rows;
  if (p.cols == 0) p.cols = family.default_cols;
  if (p.food == 0) p.food = family.default_food;
  if (!p.walls) p.walls = family.default_walls;
  if (!p.food_place) p.food_place = family.default_food_place;
  if (p.rows < 1 || p.cols < 1 || p.rows > k_max_side || p.cols > k_max_side) {
    throw GenerationError(
        fmt::format("a {} x {} board is outside 1..{}", p.rows, p.cols, k_max_side));
  }
  if (p.food < 1 || p.food > k_max_food) {
    throw GenerationError(fmt::format("k = {} is outside 1..{}", p.food, k_max_food));
  }
  if (p.min_weight < 1 || p.max_weight > k_max_weight || p.min_weight > p.max_weight) {
    throw GenerationError(fmt::format("weights {}..{} are not within 1..{}", p.min_weight,
                                      p.max_weight, k_max_weight));
  }
  if (*p.walls < 0 || *p.walls > 100) {
    throw GenerationError(fmt::format("--walls {} is not a percentage 0..100", *p.walls));
  }
  if (p.braid < 0 || p.braid > 100) {
    throw GenerationError(fmt::format("--braid {} is not a percentage 0..100", p.braid));
  }
  Random random(p.seed);
  for (int attempt = 1; attempt <= k_max_attempts; ++attempt) {
    Instance instance = family.make(random, p);
    if (requirement == Requirement::any) return instance;
    const bool solvable = solve(instance).solvable;
    if (solvable == (requirement == Requirement::solvable)) return instance;
  }
  throw GenerationError(fmt::format(
      "no {} instance in {} attempts; try other parameters",
      requirement == Requirement::solvable ? "solvable" : "unsolvable", k_max_attempts));
}

}  // namespace snake
