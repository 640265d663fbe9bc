// Trace: everything the replay page and the board pictures show about one output, all
// computed in C++ so that the page only plays it back (docs/replay.md). A TraceRecorder
// watches the checker's own judging pass (checker::Observer, checker/core/check.hpp): the
// moves are the ones that pass played, with its letter limit, so the trace stops exactly
// where the checker stopped, and the verdict is that pass's Outcome, unchanged; the trace
// only classifies it (which rule was broken, which cells to highlight) for display.
// Per move the trace keeps the direction, whether the move ate (the tail stayed), the
// food eaten and the cost the model charged; every k_keyframe_interval moves a keyframe
// holds the full state (snake, eaten food, time), so that the page can seek anywhere by
// applying at most that many moves.
// Cost: O(1) per move watched plus O(l) a keyframe; 4 bytes a move; at most k_max_steps
// moves are kept.
// Tested by tests/replay/test_replay.cpp and, in a real browser,
// tests/replay/test_replay_browser.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checker/core/answer_reading.hpp"
#include "checker/core/check.hpp"
#include "model/instance.hpp"

namespace snake::replay {

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

/// What the verdict says is wrong, for the page to highlight (from the outcome's
/// checker::Rule and, for an illegal move, the reader's record of it); the message itself
/// is the checker's. Named Finding, not Fault, so that checker::Fault (a problem's kind
/// in the readers' blame) is the only Fault; the page's data keeps the key "fault".
enum class Finding {
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
std::string_view fault_name(Finding fault);
/// The rule a fault breaks, in the statement's words (empty for none).
std::string_view fault_rule(Finding fault);

struct Trace {
  std::optional<Instance> instance;   // nothing when the input cannot be read
  std::vector<Step> steps;            // the moves played, in order
  std::vector<State> keyframes;       // keyframes[i]: the state after i * interval moves
  std::optional<checker::RejectedMove> rejected;  // the move rejected after the last step
  bool truncated = false;             // more than k_max_steps moves: only those are kept
  checker::Outcome outcome;           // the checker's verdict, word for word
  bool judged = true;                 // false: no verdict could be given (no jury)
  Finding fault = Finding::none;
  std::vector<CellId> highlight;      // cells the fault is about (uneaten food, ...)
  std::string jury;                   // where the jury answer came from
  std::optional<std::int64_t> cost;   // what the legal moves cost, once the output was read
  std::vector<std::string> notes;     // anything else the page must say
};

/// Records the trace of one judging pass: give it to checker::check() (or
/// check_legality()) as the observer, then finish() with that pass's outcome.
class TraceRecorder final : public checker::Observer {
 public:
  void instance_read(const Instance& instance) override;
  void move_played(const MoveCheck& move, const Game& game) override;
  void output_read(const checker::AnswerReading& reading) override;

  /// The trace of the pass, with its `outcome` (word for word), judged with `options`;
  /// `jury` says where the jury answer came from.
  Trace finish(checker::Outcome outcome, const checker::CheckOptions& options,
               std::string jury);

 private:
  Trace m_trace;
  State m_last;
  std::optional<checker::AnswerReading> m_reading;
};

/// The state after `step` moves of the trace (clamped to its last step), replayed with
/// the model's Game. Precondition: trace.instance.
State state_at(const Trace& trace, std::size_t step);

}  // namespace snake::replay
