// stress: seed after seed, an instance drawn from the generator's families (bin/generator,
// so that the command printed reproduces it byte for byte) or a small random board,
// validated, answered by the model's search, and judged in batches by bin/judge, until
// the program fails or the budget of seconds or seeds runs out. The recipes are the
// table in stress.cpp; seed S takes recipe S mod (their number), and a small random
// board's size, food and walls are drawn from S too.
// Tested by tests/cli/workbench/stress_*.
#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "workbench/context.hpp"

namespace snake::workbench {

struct StressOptions {
  std::uint64_t first_seed = 1000;  // the package's candidates use seeds below 100
  std::uint64_t seeds = 1000000;    // at most this many seeds
  double seconds = 60;              // wall-clock budget
  int batch = 16;                   // seeds judged by one bin/judge process
  std::optional<std::string> family;  // only this family's recipes
  std::filesystem::path out;        // where the counter-test is written
};

/// The generator's arguments (without the executable) for seed `seed`.
std::vector<std::string> recipe_for(std::uint64_t seed, int max_side,
                                    const std::optional<std::string>& family);

struct StressResult {
  bool found = false;
  std::uint64_t seed = 0;
  std::uint64_t tried = 0;
  double seconds = 0;
  nlohmann::ordered_json report;
};

/// Stresses `context`'s program; prints the counter-test and how to reproduce it.
StressResult stress(const Context& context, const StressOptions& options, std::ostream& out);

}  // namespace snake::workbench
