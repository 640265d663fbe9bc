// mutate: grades a test set by the mutants of an accepted solution (mutation.hpp): each
// mutant is compiled through the cache (keyed by the hash of its text) and judged by
// bin/judge on every test, several at once; the kill matrix says of each whether it was
// killed (and on which tests, with which verdict), only too slow (TLE on some tests and
// no other failure), survived, or did not compile. Survivors are listed with their diff
// as "equivalent or a test gap"; with a stress budget each is handed to stress, and a
// counter-test it finds is shrunk (a test gap, shown).
// Score: killed and too slow, out of the mutants that compiled (equivalent mutants count
// against it: it is a lower bound).
// Tested by tests/cli/workbench/mutate_*.
#pragma once
#include <cstddef>
#include <filesystem>
#include <ostream>

#include <nlohmann/json.hpp>

#include "workbench/context.hpp"

namespace snake::workbench {

struct MutateOptions {
  std::filesystem::path tests;  // the tests folder (data/tests)
  std::size_t max_mutants = 0;  // 0: every mutant
  int parallel = 2;             // mutants compiled and judged at once
  double stress_seconds = 0;    // per survivor; 0: survivors are not stressed
  std::filesystem::path data;   // for shrink's test number
};

struct MutateResult {
  int mutants = 0;
  int killed = 0;
  int too_slow = 0;
  int survived = 0;
  int not_compiled = 0;
  nlohmann::ordered_json report;
};

/// Mutates `context`'s program (a C++ source) and judges every mutant.
MutateResult mutate(const Context& context, const MutateOptions& options, std::ostream& out);

}  // namespace snake::workbench
