#include "checker/core/answer_reading.hpp"

#include <fmt/format.h>

#include "checker/core/explain.hpp"
#include "model/game.hpp"

namespace snake::checker {

namespace {

class Reading {
 public:
  Reading(std::istream& stream, const Instance& instance, const ReadingRules& rules)
      : m_in(stream, Strictness::lenient), m_instance(instance), m_rules(rules),
        m_game(instance) {}

  AnswerReading run() {
    try {
      if (m_rules.skip_byte_order_mark) m_in.skip_utf8_bom();
      if (m_rules.bare_moves) {
        m_result.head = AnswerHead{true, 0, m_in.position()};
      } else {
        // Lenient reading skips blanks before the first token anyway: skipping them here
        // changes no position, and tells an empty answer from a malformed one.
        m_in.skip_whitespace();
        m_result.empty = m_in.peek() < 0;
        m_result.head = read_answer_head(m_in);
      }
      if (!m_rules.head_only) read_rest(*m_result.head);
    } catch (const ReadError& e) {
      m_result.format_error = e.what();
    }
    m_result.cost = m_game.time();
    if (m_rules.bare_moves) m_result.head->time = m_result.cost;
    if (m_result.has_moves && !m_result.rejection) {
      m_result.food_left = m_game.explain_unfinished();
      if (m_result.food_left) {
        m_result.explanation = picture(fmt::format("after the last move {} at time {}:",
                                                   m_result.moves, m_game.time()));
      }
    }
    return m_result;
  }

 private:
  void read_rest(const AnswerHead& head) {
    if (!head.solvable) {
      m_in.read_eof();
      return;
    }
    m_in.skip_whitespace();
    if (!m_rules.moves_required && m_in.peek() < 0) return;
    MoveReader moves(m_in);
    m_result.has_moves = true;
    const std::uint64_t max_moves =
        m_rules.max_moves.value_or(static_cast<std::uint64_t>(head.time));
    const std::uint64_t cap =
        max_moves == std::numeric_limits<std::uint64_t>::max() ? max_moves : max_moves + 1;
    // Letters after a rejection are still read (up to the cap), so that a format error
    // anywhere in the bounded part is reported as such.
    while (moves.count() < cap) {
      const auto d = moves.next();
      if (!d) break;
      m_result.moves = moves.count();
      if (!m_result.rejection) play(*d);
    }
    m_result.moves = moves.count();
    m_result.over_limit = moves.count() > max_moves;
    if (!m_result.over_limit) m_in.read_eof();
  }

  // Plays the next move unless it is rejected, which is then remembered.
  void play(Direction d) {
    const bool ended = m_game.finished();
    const std::optional<MoveCheck> watched =
        m_rules.on_move ? std::optional(m_game.check(d)) : std::nullopt;
    auto why = m_game.play_or_explain(d);
    if (!why) {
      if (watched) m_rules.on_move(*watched, m_game);
      return;
    }
    // A rejected move changes nothing, so judging it again gives its data.
    m_result.rejected_move = RejectedMove{m_game.moves_played() + 1, m_game.check(d), ended};
    m_result.explanation =
        picture(ended ? fmt::format("after move {} at time {}, when the last food was eaten:",
                                    m_game.moves_played(), m_game.time())
                      : fmt::format("before {}:", *why));
    m_result.rejection = std::move(why);
  }

  std::string picture(const std::string& title) const {
    if (!m_rules.explain) return {};
    return render_state(m_instance, m_game.snake(), m_game.eaten(), title);
  }

  Scanner m_in;
  const Instance& m_instance;
  const ReadingRules& m_rules;
  Game m_game;
  AnswerReading m_result;
};

}  // namespace

AnswerReading read_answer(std::istream& stream, const Instance& instance,
                          const ReadingRules& rules) {
  return Reading(stream, instance, rules).run();
}

}  // namespace snake::checker
