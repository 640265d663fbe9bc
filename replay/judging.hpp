// How the replay tool (bin/replay) judges an output it is given, so that the page shows
// the checker's own verdict: the judging core (checker::check(), in-process) on the
// input, the output and a jury answer. The output may be anything the checker can read,
// plus a move string alone; the jury answer is, in this order:
//   1. the file given with --answer;
//   2. without one, the model's solve() (the same answer bin/solver prints) within a
//      memory budget;
//   3. with --no-jury, or when that search would exceed its budget: a legality-only
//      verdict, clearly labelled: the checker judges the moves against a time-only jury
//      answer equal to what the moves cost, so every rule is the checker's own but
//      optimality is not judged (and "No solution." cannot be).
// A move string alone ("RDDDDRRRULURULU", no time line) is judged as the output "C" then
// the moves, where C is what its legal moves cost (read with the checker's reader), so
// that only the moves can be wrong, never a claimed time that was never made.
// Cost: that of check() plus, without --answer, one search (bounded by its budget).
// Tested by tests/replay/test_replay.cpp and the browser tests.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "replay/trace.hpp"

namespace snake::viewer {

struct JuryOptions {
  std::optional<std::string> answer;  // the jury answer's bytes (--answer)
  std::string answer_name;            // its file name, for the page
  bool legality_only = false;         // --no-jury
  std::size_t max_memory_bytes = std::size_t{512} << 20;  // the search's budget
};

/// Whether an output is a move string alone: its first non-blank byte is U, D, L or R.
bool is_bare_moves(std::string_view output);

/// Judges `output` against the jury of `jury` with the checker's core and returns the
/// trace the page shows. `input` must hold a readable instance (the tool reports an
/// unreadable one itself, as the solver does).
Trace judge(std::string_view input, std::string_view output, const JuryOptions& jury,
            const checker::CheckOptions& options);

}  // namespace snake::viewer
