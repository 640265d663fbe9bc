#include "replay/trace.hpp"

#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "model/answer.hpp"
#include "model/game.hpp"

namespace snake::replay {

namespace {

// Which cells a rejected move is about: the rejection's own data, as the reader recorded it.
Finding rejected_fault(const checker::AnswerReading* reading) {
  if (!reading || !reading->rejected_move) {
    // Cannot happen: the checker rejects a move only after recording it. Shown as the
    // checker's own failure rather than guessed.
    return Finding::judge_failure;
  }
  if (reading->rejected_move->after_end) return Finding::after_end;
  switch (reading->rejected_move->check.obstacle) {
    case Obstacle::edge: return Finding::edge;
    case Obstacle::wall: return Finding::wall;
    case Obstacle::body: return Finding::body;
    case Obstacle::none: break;
  }
  return Finding::judge_failure;
}

// What the page highlights, from the row of the verdict table that decided the outcome
// (checker::Rule); only an illegal move looks further, at the reader's record of it.
Finding classify(const checker::Outcome& outcome, const checker::AnswerReading* reading) {
  using checker::Rule;
  switch (outcome.rule) {
    case Rule::accepted:
    case Rule::no_solution_agreed:
    case Rule::not_judged: return Finding::none;
    case Rule::format:
    case Rule::output_content: return Finding::format;
    case Rule::illegal_move: return rejected_fault(reading);
    case Rule::too_many_moves: return Finding::too_many_moves;
    case Rule::food_left: return Finding::food_left;
    case Rule::claimed_time: return Finding::claimed_time;
    case Rule::not_optimal: return Finding::not_optimal;
    case Rule::time_differs:
    case Rule::time_but_no_solution: return Finding::time_differs;
    case Rule::no_solution_wrong: return Finding::no_solution;
    case Rule::jury_beaten:
    case Rule::input_broken:
    case Rule::jury_broken:
    case Rule::internal_error: return Finding::judge_failure;
  }
  return Finding::judge_failure;
}

}  // namespace

std::string_view fault_name(Finding fault) {
  switch (fault) {
    case Finding::none: return "none";
    case Finding::edge: return "edge";
    case Finding::wall: return "wall";
    case Finding::body: return "body";
    case Finding::after_end: return "after_end";
    case Finding::too_many_moves: return "too_many_moves";
    case Finding::food_left: return "food_left";
    case Finding::claimed_time: return "claimed_time";
    case Finding::not_optimal: return "not_optimal";
    case Finding::time_differs: return "time_differs";
    case Finding::no_solution: return "no_solution";
    case Finding::format: return "format";
    case Finding::judge_failure: return "judge_failure";
  }
  return "none";
}

std::string_view fault_rule(Finding fault) {
  switch (fault) {
    case Finding::none: return "";
    case Finding::edge: return "the head must stay on the board";
    case Finding::wall: return "a cell of weight 0 is a wall: the head never enters it";
    case Finding::body:
      return "no two parts of the snake may share a cell (on a move that eats, the tail "
             "stays where it is)";
    case Finding::after_end:
      return "the game ends with the move that eats the last food: no move may follow it";
    case Finding::too_many_moves:
      return "every move costs at least 1, so more moves than the jury time cost more "
             "than it";
    case Finding::food_left: return "the moves must eat every food item";
    case Finding::claimed_time: return "the time T on the first line must be what the moves cost";
    case Finding::not_optimal: return "T must be the least time in which all food can be eaten";
    case Finding::time_differs: return "T must be the least time in which all food can be eaten";
    case Finding::no_solution:
      return "'No solution.' only when no sequence of legal moves eats all food";
    case Finding::format:
      return "the output is 'No solution.' or the time T, then the moves over U, D, L, R";
    case Finding::judge_failure:
      return "a problem in the input or the jury answer: never the contestant's fault";
  }
  return "";
}

void TraceRecorder::instance_read(const Instance& instance) {
  m_trace.instance.emplace(instance);
  m_last = State{0, instance.snake, 0, 0};
  m_trace.keyframes.push_back(m_last);
}

void TraceRecorder::move_played(const MoveCheck& move, const Game& game) {
  if (m_trace.truncated) return;
  if (m_trace.steps.size() == k_max_steps) {
    m_trace.truncated = true;
    return;
  }
  m_trace.steps.push_back(Step{move.direction, move.eats(), move.food, move.cost});
  m_last = State{game.moves_played(), game.snake(), game.eaten(), game.time()};
  if (m_last.step % k_keyframe_interval == 0) m_trace.keyframes.push_back(m_last);
}

void TraceRecorder::output_read(const checker::AnswerReading& reading) { m_reading = reading; }

Trace TraceRecorder::finish(checker::Outcome outcome, const checker::CheckOptions& options,
                            std::string jury) {
  Trace trace = std::move(m_trace);
  trace.outcome = std::move(outcome);
  trace.jury = std::move(jury);
  trace.judged = trace.outcome.rule != checker::Rule::not_judged;
  trace.fault = classify(trace.outcome, m_reading ? &*m_reading : nullptr);
  if (!trace.instance) return trace;  // the outcome says why: "input: line ..."
  const Instance& instance = *trace.instance;
  if (!m_reading) return trace;
  const checker::AnswerReading& reading = *m_reading;
  trace.cost = reading.cost;
  if (trace.truncated) {
    trace.notes.push_back(fmt::format(
        "the checker played {} moves; the page shows the first {} only", reading.moves,
        k_max_steps));
  } else {
    trace.rejected = reading.rejected_move;
  }
  if (options.policy.time_only) {
    trace.notes.push_back("time-only: the checker judged the first line alone, so no move "
                          "was played");
  }
  if (reading.over_limit) {
    trace.notes.push_back(fmt::format(
        "the checker stops reading after {} moves: more moves than the jury time cannot "
        "cost it",
        reading.moves));
  }
  if (trace.rejected && trace.rejected->check.obstacle != Obstacle::edge) {
    trace.highlight.push_back(trace.rejected->check.to);
  }
  if (trace.fault == Finding::food_left) {
    for (std::size_t i = 0; i < instance.food.size(); ++i) {
      if (((m_last.eaten >> i) & 1u) == 0) trace.highlight.push_back(instance.food.cell(i));
    }
  }
  return trace;
}

State state_at(const Trace& trace, std::size_t step) {
  if (!trace.instance) throw std::logic_error("state_at: the trace has no instance");
  step = std::min(step, trace.steps.size());
  Game game(*trace.instance);
  for (std::size_t i = 0; i < step; ++i) {
    if (!game.play(trace.steps[i].direction).legal()) {
      throw std::logic_error(fmt::format("state_at: move {} of the trace is illegal", i + 1));
    }
  }
  return State{step, game.snake(), game.eaten(), game.time()};
}

}  // namespace snake::replay
