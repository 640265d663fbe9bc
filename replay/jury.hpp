// How the replay tool (bin/replay) judges an output it is given, so that the page shows
// the checker's own verdict: one judging pass of the checker's core (checker::check(),
// in-process), watched by a TraceRecorder. The output may be anything the checker can
// read, plus a move string alone; the jury answer is, in this order:
//   1. the file given with --answer;
//   2. without one, the model's solve() (the same answer bin/solver prints) within a
//      memory budget;
//   3. with --no-jury, or when that search would exceed its budget: a legality-only
//      verdict, clearly labelled (checker::check_legality: every rule is the checker's,
//      optimality is not judged, and "No solution." cannot be).
// A move string alone ("RDDDDRRRULURULU", no time line) is judged as claiming what its
// legal moves cost (CheckOptions::bare_moves), so only the moves can be wrong.
// Cost: that of one check() plus, without --answer, one search (bounded by its budget).
// Tested by tests/replay/test_replay.cpp, tests/cli/replay and the browser tests.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "replay/trace.hpp"

namespace snake::replay {

struct JuryOptions {
  std::optional<std::string> answer;  // the jury answer's bytes (--answer)
  std::string answer_name;            // its file name, for the page
  bool legality_only = false;         // --no-jury
  std::size_t max_memory_bytes = std::size_t{512} << 20;  // the search's budget
};

/// Whether an output is a move string alone: its first byte other than a space, tab,
/// CR or LF is U, D, L or R.
bool is_bare_moves(std::string_view output);

/// Judges `output` on `input` once, against the jury of `jury`, with the checker's core,
/// and returns the trace of that pass. `input` must hold a readable instance (the tool
/// reports an unreadable one itself, as the solver does).
Trace trace_output(std::string_view input, std::string_view output, const JuryOptions& jury,
                   checker::CheckOptions options);

}  // namespace snake::replay
