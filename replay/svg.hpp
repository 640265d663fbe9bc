// A static picture of the board at one step of a Trace, as SVG, for statements and
// documentation (replay --svg FILE --step N): weights as shades (with their digits on
// boards up to 40 cells a side), walls, the uneaten food numbered in input order, the
// snake with its head marked and parts numbered, and, at the last step of a rejected
// output, the cell the rejected move aimed at, in red. A caption under the board gives
// the step, the move, the time and the length. The state is the model's replay
// (state_at), the colours those of the page (replay/palette.hpp). With SvgOptions::path
// the head's path over every move of the trace is drawn too, as a line with an arrow
// at its end (the statement's picture of the sample: package/statement_files.hpp).
// Size: rows are drawn as runs of equal weight, so a 255 x 255 board is one rect per run.
// Tested by tests/replay/test_replay.cpp.
#pragma once

#include <cstddef>
#include <string>

#include "replay/trace.hpp"

namespace snake::replay {

struct SvgOptions {
  bool path = false;     // draw the head's path over all the trace's moves
  bool caption = true;   // the caption line under the board
};

/// The SVG picture of `trace` after `step` moves (clamped to the last step).
/// Precondition: trace.instance.
std::string render_svg(const Trace& trace, std::size_t step, const SvgOptions& options = {});

}  // namespace snake::replay
