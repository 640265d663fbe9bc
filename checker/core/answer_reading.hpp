// The one reader of answers, for the jury answer and the contestant's output alike, the
// way testlib reads tokens (any run of spaces, tabs, CRs and LFs between them; a vertical
// tab or form feed is part of a token, so it is a format error): the first line
// ("No solution." or the time T), then the moves, streamed letter by letter and replayed
// with the model's Game (check_move, apply_move: the solver's own rule code), then the
// end of the file. It never throws for any bytes: a format problem is recorded as data
// (the first one, with its line and column) and the verdict table (checker/core/verdict.hpp)
// decides whom to blame.
// The moves are never held in memory, and at most max_moves + 1 letters are read: every
// move costs at least 1, so more than T moves cannot cost T.
// Cost: O(1) memory and O(1) time per byte read; O(l) per move replayed.
// Tested through tests/unit/test_verdict.cpp, tests/cli/checker (bom_* for the byte order
// mark) and tests/property.
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <limits>
#include <optional>
#include <string>

#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"

namespace snake::checker {

struct ReadingRules {
  /// Skip a UTF-8 byte order mark before the first line, as testlib does before the
  /// contestant's output only (InStream::skipBom in registerTestlibCmd); a jury answer
  /// with one stays unreadable, like a test input.
  bool skip_byte_order_mark = false;
  /// Stop after the first line (the time-only variant ignores the rest).
  bool head_only = false;
  /// The moves line must follow a time (a contestant's output); a jury answer may be the
  /// time alone, as in the BZOJ / Luogu data.
  bool moves_required = true;
  /// The answer is a move string alone (no time line): its head is taken to claim what
  /// the legal moves cost (AnswerReading::head->time == cost). Needs max_moves.
  bool bare_moves = false;
  /// The most moves that can be right; nothing: the answer's own time T.
  std::optional<std::uint64_t> max_moves;
  /// Draw the board at a rejected move (or at the end when food is left).
  bool explain = false;
  /// Called after each move the replay plays (every legal move before the first
  /// rejection, in order) with the move and the game after it: how a tool watches the
  /// checker's own replay (checker/core/check.hpp, Observer) instead of running a second.
  std::function<void(const MoveCheck&, const Game&)> on_move;
};

/// The first rejected move as data, for tools that show it (replay/).
struct RejectedMove {
  std::uint64_t number = 0;  // 1-based move number
  MoveCheck check;           // the model's judgement of it: direction, cells, obstacle, part
  bool after_end = false;    // the last food had been eaten before it: the game was over
};

/// Everything an answer says and what its replay shows.
struct AnswerReading {
  std::optional<AnswerHead> head;          // nothing when the first line is malformed
  bool empty = false;                      // nothing but blanks (and a skipped mark)
  std::optional<std::string> format_error; // the first format problem, "line L, column C: ..."
  bool has_moves = false;                  // a moves token followed the time
  std::uint64_t moves = 0;                 // letters read
  bool over_limit = false;                 // more than max_moves letters
  std::optional<std::string> rejection;    // the first illegal move or move after the end
  std::optional<RejectedMove> rejected_move;  // the same move as data
  std::optional<std::string> food_left;    // food left after the last move played
  std::int64_t cost = 0;                   // what the legal moves cost
  std::string explanation;                 // the --explain board, when asked for
};

/// Reads one answer to its end (or to the letter limit) under `rules`.
AnswerReading read_answer(std::istream& stream, const Instance& instance,
                          const ReadingRules& rules);

}  // namespace snake::checker
