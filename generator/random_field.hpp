// Random fields: boards of random weights and walls with a snake and food placed on
// them, always a consistent instance (snake chained on enterable cells, food on free
// enterable cells), so stress tests and the generator never produce invalid input.
// Walls may still cut food off: such instances simply have no solution. Built on a
// Canvas (generator/placement.hpp), so the model's validate() checks every one.
// Cost: O(n m) a board.
// Tested by tests/package/test_generator_families.cpp (the `random` family is this
// field) and used by the stress and property tests as their source of instances.
#pragma once

#include <stdexcept>

#include "generator/random.hpp"
#include "model/instance.hpp"

namespace snake {

struct FieldParams {
  int rows = 6;
  int cols = 6;
  int food = 4;
  int wall_percent = 20;  // chance that a cell is a wall
  int min_weight = 1;     // enterable weights are uniform in [min_weight, max_weight]
  int max_weight = 8;
};

/// Thrown when the parameters cannot give an instance (too few cells, bad ranges).
class GenerationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A random instance; the snake and the food cells are made enterable if a wall fell
/// on them.
Instance random_field(Random& random, const FieldParams& params);

}  // namespace snake
