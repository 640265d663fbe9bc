// shrink: from an instance the program fails, a smaller one it fails the same way (the
// same verdict), by delta debugging in rounds: each round makes every reduction of the
// current board (blocks of rows or of columns deleted, halves down to single ones; one
// food item removed; blocks of walls opened and of weights set to 1), validates and
// answers each, judges them all in one bin/judge batch, and keeps the smallest that
// still fails the same way (fewest cells, then food, walls, weight). It ends when no
// reduction fails so. The result is written as a test ready for data/tests with the
// manifest line it needs.
// Cost: one batch a round, rounds at most about the number of cells.
// Tested by tests/cli/workbench/shrink_*.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/board.hpp"
#include "workbench/context.hpp"

namespace snake::workbench {

/// An instance as plain data to cut: the rows of digits and the 1-based cells.
struct Sketch {
  std::vector<std::string> rows;
  std::vector<Cell> snake;  // head first
  std::vector<Cell> food;

  int cells() const;
  int walls() const;
  int weight_above_one() const;
};

Sketch sketch_of(const Instance& instance);
/// The instance in the statement's input format.
std::string format_sketch(const Sketch& sketch);
/// Every reduction of `sketch` one round tries (not yet validated).
std::vector<Sketch> reductions(const Sketch& sketch);

struct ShrinkOptions {
  std::filesystem::path data;  // the package's data/ folder (for the next test number)
  std::filesystem::path out;   // where NN.in and NN.ans go
  int max_rounds = 200;
};

struct ShrinkResult {
  bool failing = false;  // the input failed to begin with
  Sketch shrunk;
  nlohmann::ordered_json report;
};

/// Shrinks `input` (a file) against `context`'s program.
ShrinkResult shrink(const Context& context, const std::filesystem::path& input,
                    const ShrinkOptions& options, std::ostream& out);

}  // namespace snake::workbench
