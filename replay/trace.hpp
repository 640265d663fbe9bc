// Trace: everything the replay page and the board pictures show about one output, all
// computed in C++ so that the page only plays it back (docs/replay.md). The moves are
// the ones the checker's own replay played: build_trace() reads the output with the
// checker's reader (checker/answer_reading.hpp) under the checker's rules and records
// each move it plays through ReadingRules::on_move, with the checker's letter limit, so
// the trace stops exactly where the checker stopped. The verdict is the checker's
// Outcome, passed in unchanged; the trace only classifies it (which rule was broken,
// which cells to highlight) for display.
// Per move the trace keeps the direction, whether the move ate (the tail stayed), the
// food eaten and the cost the model charged; every k_keyframe_interval moves a keyframe
// holds the full state (snake, eaten food, time), so that the page can seek anywhere by
// applying at most that many moves.
// Cost: O(bytes read + moves * l) time; 4 bytes a move plus O(l) a keyframe; at most
// k_max_steps moves are kept.
// Tested by tests/replay/test_replay.cpp and, in a real browser, tests/replay/browser.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checker/answer_reading.hpp"
#include "checker/judge.hpp"
#include "model/instance.hpp"

namespace snake::viewer {

/// The most moves a trace keeps (a page of this many moves is under 3 MB).
inline constexpr std::size_t k_max_steps = 2'000'000;
/// Moves between two keyframes.
inline constexpr std::size_t k_keyframe_interval = 512;

/// One move the checker's replay played.
struct Step {
  Direction direction{};
  bool eats = false;  // the move ate food: the tail stayed where it was
  int food = -1;      // the food eaten (0-based, input order), or -1
  int cost = 0;       // |w(P) - w(Q)| + 1, as the model charged it
};

/// The full state after some number of moves.
struct State {
  std::size_t step = 0;        // moves played (0: the initial state)
  std::vector<CellId> snake;   // head first
  FoodMask eaten = 0;
  std::int64_t time = 0;
};

/// What the verdict says is wrong, for the page to highlight; the message itself is the
/// checker's.
enum class Fault {
  none,            // accepted (or not judged)
  edge,            // a move leaves the board
  wall,            // a move enters a wall
  body,            // a move enters a part of the snake
  after_end,       // a move after the last food was eaten
  too_many_moves,  // more moves than the jury time
  food_left,       // the moves end with food left
  claimed_time,    // the first line is not what the moves cost
  not_optimal,     // the moves cost more than the jury time
  time_differs,    // time-only: T is not the jury time
  no_solution,     // "No solution." where the jury has a time
  format,          // the output does not follow the format
  judge_failure,   // a problem in the input or the jury answer, or a wrong jury answer
};

/// The short name of a fault ("body", "food_left"), as the page's data attributes show.
std::string_view fault_name(Fault fault);
/// The rule a fault breaks, in the statement's words (empty for none).
std::string_view fault_rule(Fault fault);

struct Trace {
  std::optional<Instance> instance;   // nothing when the input cannot be read
  std::vector<Step> steps;            // the moves played, in order
  std::vector<State> keyframes;       // keyframes[i]: the state after i * interval moves
  std::optional<checker::RejectedMove> rejected;  // the move rejected after the last step
  bool truncated = false;             // more than k_max_steps moves: only those are kept
  checker::Outcome outcome;           // the checker's verdict, word for word
  bool judged = true;                 // false: no verdict could be given (no jury)
  Fault fault = Fault::none;
  std::vector<CellId> highlight;      // cells the fault is about (uneaten food, ...)
  std::string jury;                   // where the jury answer came from
  std::vector<std::string> notes;     // anything else the page must say
};

/// The three files as the checker read them (their bytes).
struct Sources {
  std::string_view input;
  std::string_view output;
  std::string_view answer;
};

/// The trace of `files.output`, judged by the checker with `options` as `outcome`
/// (check() on the same bytes). `jury` says where the jury answer came from.
Trace build_trace(const Sources& files, const checker::CheckOptions& options,
                  checker::Outcome outcome, std::string jury);

/// The state after `step` moves of the trace (clamped to its last step), replayed with
/// the model's Game. Precondition: trace.instance.
State state_at(const Trace& trace, std::size_t step);

}  // namespace snake::viewer
