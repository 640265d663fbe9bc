#include "checker/judge.hpp"

#include <cstdint>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "checker/explain.hpp"
#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"

namespace snake::checker {

std::string_view verdict_word(Verdict verdict) {
  switch (verdict) {
    case Verdict::ok: return "ok";
    case Verdict::wrong_answer: return "wrong answer";
    case Verdict::presentation_error: return "wrong output format";
    case Verdict::judge_failure: return "FAIL";
    case Verdict::partial: return "points";
  }
  return "FAIL";
}

namespace {

// A problem in the input or the jury answer: the judge's fault, never the contestant's.
struct JudgeFailure {
  std::string message;
};

// The jury answer, checked: its time (when solvable) is at least 1 and, when it came
// with moves, those moves are legal, eat everything, end with the last food and cost it.
struct JuryAnswer {
  bool solvable = false;
  std::int64_t time = 0;
};

Outcome make(Verdict verdict, std::string message, std::string explanation = {}) {
  return Outcome{verdict, verdict == Verdict::ok ? 1.0 : 0.0, std::move(message),
                 std::move(explanation)};
}

std::string food_items(std::size_t k) {
  return k == 1 ? "the 1 food item" : fmt::format("all {} food items", k);
}

std::string moves_word(std::uint64_t count) {
  return fmt::format("{} move{}", count, count == 1 ? "" : "s");
}

// `verb` agreeing with `count` moves: "eats" / "eat", "costs" / "cost", "is" / "are".
std::string_view agree(std::uint64_t count, std::string_view singular, std::string_view plural) {
  return count == 1 ? singular : plural;
}

Instance read_input(std::istream& stream) {
  Scanner in(stream, Strictness::lenient);
  try {
    return read_instance(in);
  } catch (const ReadError& e) {
    throw JudgeFailure{fmt::format("input: {}", e.what())};
  }
}

JuryAnswer read_jury_answer(std::istream& stream, const Instance& instance) {
  Scanner in(stream, Strictness::lenient);
  try {
    const AnswerHead head = read_answer_head(in);
    JuryAnswer jury{head.solvable, head.time};
    if (head.solvable && head.time < 1) {
      throw JudgeFailure{fmt::format(
          "jury answer: time T = {} is impossible: there is food to eat and every move "
          "costs at least 1", head.time)};
    }
    in.skip_whitespace();
    if (head.solvable && in.peek() >= 0) {
      MoveReader moves(in);
      Game game(instance);
      while (const auto d = moves.next()) {
        if (moves.count() > static_cast<std::uint64_t>(head.time)) {
          throw JudgeFailure{fmt::format(
              "jury answer: more than {} moves cannot cost the jury time {}",
              head.time, head.time)};
        }
        if (const auto why = game.play_or_explain(*d)) {
          throw JudgeFailure{fmt::format("jury answer: {}", *why)};
        }
      }
      if (const auto why = game.explain_unfinished()) {
        throw JudgeFailure{fmt::format("jury answer: {}", *why)};
      }
      if (game.time() != head.time) {
        throw JudgeFailure{fmt::format("jury answer: the {} {} {}, not the jury time {}",
                                       moves_word(moves.count()),
                                       agree(moves.count(), "costs", "cost"), game.time(),
                                       head.time)};
      }
    }
    in.read_eof();
    return jury;
  } catch (const ReadError& e) {
    throw JudgeFailure{fmt::format("jury answer: {}", e.what())};
  }
}

Outcome judge_time_only(Scanner& out, const JuryAnswer& jury) {
  AnswerHead head;
  try {
    head = read_answer_head(out);
  } catch (const ReadError& e) {
    return make(Verdict::presentation_error, e.what());
  }
  if (!head.solvable) {
    if (!jury.solvable) return make(Verdict::ok, "No solution., as the jury says");
    return make(Verdict::wrong_answer,
                fmt::format("the contestant says No solution. but the jury time is {}",
                            jury.time));
  }
  if (!jury.solvable) {
    return make(Verdict::wrong_answer,
                fmt::format("T = {} but the jury says No solution.", head.time));
  }
  if (head.time != jury.time) {
    return make(Verdict::wrong_answer,
                fmt::format("T = {} differs from the jury time {}", head.time, jury.time));
  }
  return make(Verdict::ok, fmt::format("T = {}", head.time));
}

// The first reason the contestant's moves are not accepted, found while replaying.
struct Rejection {
  std::string message;
  std::string explanation;
};

class ContestantJudge {
 public:
  ContestantJudge(const Instance& instance, const JuryAnswer& jury,
                  const CheckOptions& options)
      : m_instance(instance), m_jury(jury), m_options(options), m_game(instance) {}

  Outcome judge(Scanner& out) {
    AnswerHead head;
    try {
      head = read_answer_head(out);
    } catch (const ReadError& e) {
      return make(Verdict::presentation_error, e.what());
    }
    if (!head.solvable) return judge_no_solution(out);
    m_claimed = head.time;
    m_time_right = m_jury.solvable && head.time == m_jury.time;

    // Read at most T* + 1 letters: more than T* moves cost more than T*, so such a
    // string can be neither optimal nor evidence against the jury.
    const std::uint64_t limit = m_jury.solvable ? static_cast<std::uint64_t>(m_jury.time) + 1
                                                : std::numeric_limits<std::uint64_t>::max();
    std::uint64_t letters = 0;
    try {
      MoveReader moves(out);
      // Letters after a rejection are still read (up to the limit) so that a format
      // error anywhere in the bounded part is reported as such.
      while (moves.count() < limit) {
        const auto d = moves.next();
        if (!d) break;
        if (!m_rejection) replay(*d);
      }
      letters = moves.count();
      if (letters < limit) out.read_eof();
    } catch (const ReadError& e) {
      return reject(Verdict::presentation_error, e.what());
    }
    if (m_rejection) {
      return reject(Verdict::wrong_answer, m_rejection->message, m_rejection->explanation);
    }
    if (letters >= limit) {
      return reject(Verdict::wrong_answer,
                    fmt::format("more than {}: every move costs at least 1, so they cost "
                                "more than the jury time {}",
                                moves_word(static_cast<std::uint64_t>(m_jury.time)),
                                m_jury.time));
    }
    if (const auto why = m_game.explain_unfinished()) {
      return reject(Verdict::wrong_answer, *why,
                    picture(fmt::format("after the last move {} at time {}:", letters,
                                        m_game.time())));
    }
    const long long cost = m_game.time();
    const std::size_t k = m_instance.food.size();
    if (!m_jury.solvable) {
      return make(Verdict::judge_failure,
                  fmt::format("the contestant's {} {} legal, {} {} and {} {}, but the jury "
                              "says No solution.: the jury answer is wrong",
                              moves_word(letters), agree(letters, "is", "are"),
                              agree(letters, "eats", "eat"), food_items(k),
                              agree(letters, "costs", "cost"), cost));
    }
    if (cost < m_jury.time) {
      return make(Verdict::judge_failure,
                  fmt::format("the contestant's {} {} legal, {} {} and {} {} < jury time "
                              "{}: the jury answer is wrong",
                              moves_word(letters), agree(letters, "is", "are"),
                              agree(letters, "eats", "eat"), food_items(k),
                              agree(letters, "costs", "cost"), cost, m_jury.time));
    }
    if (m_claimed != cost) {
      return reject(Verdict::wrong_answer,
                    fmt::format("claimed time T = {} but the {} {} {}", m_claimed,
                                moves_word(letters), agree(letters, "costs", "cost"), cost));
    }
    if (cost > m_jury.time) {
      return make(Verdict::wrong_answer,
                  fmt::format("T = {} is not optimal: the jury time is {}", cost,
                              m_jury.time));
    }
    return make(Verdict::ok, fmt::format("T = {}: {} {} {}", cost, moves_word(letters),
                                         agree(letters, "eats", "eat"), food_items(k)));
  }

 private:
  Outcome judge_no_solution(Scanner& out) {
    try {
      out.read_eof();
    } catch (const ReadError& e) {
      return make(Verdict::presentation_error, e.what());
    }
    if (!m_jury.solvable) return make(Verdict::ok, "No solution., as the jury says");
    return make(Verdict::wrong_answer,
                fmt::format("the contestant says No solution. but the jury time is {}",
                            m_jury.time));
  }

  // Plays the next move unless it is rejected, which is then remembered.
  void replay(Direction d) {
    const bool ended = m_game.finished();
    const auto why = m_game.play_or_explain(d);
    if (!why) return;
    m_rejection = Rejection{
        *why, picture(ended ? fmt::format("after move {} at time {}, when the last food "
                                          "was eaten:",
                                          m_game.moves_played(), m_game.time())
                            : fmt::format("before {}:", *why))};
  }

  std::string picture(const std::string& title) const {
    if (!m_options.explain) return {};
    return render_state(m_instance, m_game.snake(), m_game.eaten(), title);
  }

  // A rejection of the output; with --partial, a right time line still earns points.
  Outcome reject(Verdict verdict, std::string message, std::string explanation = {}) const {
    if (m_time_right && m_options.partial > 0) {
      return Outcome{Verdict::partial, m_options.partial,
                     fmt::format("T = {} is the optimal time, but the moves are not "
                                 "accepted: {}", m_claimed, message),
                     std::move(explanation)};
    }
    return make(verdict, std::move(message), std::move(explanation));
  }

  const Instance& m_instance;
  const JuryAnswer& m_jury;
  const CheckOptions& m_options;
  Game m_game;
  std::int64_t m_claimed = 0;
  bool m_time_right = false;
  std::optional<Rejection> m_rejection;
};

}  // namespace

Outcome check(std::istream& input, std::istream& output, std::istream& answer,
              const CheckOptions& options) {
  try {
    const Instance instance = read_input(input);
    const JuryAnswer jury = read_jury_answer(answer, instance);
    Scanner out(output, Strictness::lenient);
    if (options.time_only) return judge_time_only(out, jury);
    return ContestantJudge(instance, jury, options).judge(out);
  } catch (const JudgeFailure& e) {
    return make(Verdict::judge_failure, e.message);
  } catch (const std::bad_alloc&) {
    return make(Verdict::judge_failure, "internal error: out of memory");
  } catch (const std::exception& e) {
    return make(Verdict::judge_failure, fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace snake::checker
