#include "checker/core/verdict.hpp"

#include <fmt/format.h>

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

std::string_view rule_name(Rule rule) {
  switch (rule) {
    case Rule::accepted: return "accepted";
    case Rule::no_solution_agreed: return "no_solution_agreed";
    case Rule::format: return "format";
    case Rule::illegal_move: return "illegal_move";
    case Rule::too_many_moves: return "too_many_moves";
    case Rule::food_left: return "food_left";
    case Rule::claimed_time: return "claimed_time";
    case Rule::not_optimal: return "not_optimal";
    case Rule::time_differs: return "time_differs";
    case Rule::time_but_no_solution: return "time_but_no_solution";
    case Rule::no_solution_wrong: return "no_solution_wrong";
    case Rule::output_content: return "output_content";
    case Rule::jury_beaten: return "jury_beaten";
    case Rule::input_broken: return "input_broken";
    case Rule::jury_broken: return "jury_broken";
    case Rule::not_judged: return "not_judged";
    case Rule::internal_error: return "internal_error";
  }
  return "internal_error";
}

Rule fault_rule(Source source, Fault fault) {
  switch (source) {
    case Source::input: return Rule::input_broken;
    case Source::jury: return Rule::jury_broken;
    case Source::contestant: break;
  }
  return fault == Fault::format ? Rule::format : Rule::output_content;
}

Verdict blame(Source source, Fault fault) {
  if (source != Source::contestant) return Verdict::judge_failure;
  return fault == Fault::format ? Verdict::presentation_error : Verdict::wrong_answer;
}

Outcome fault_outcome(Source source, Fault fault, std::string message) {
  std::string team = message;
  return Outcome{blame(source, fault), 0, std::move(message), std::move(team), {},
                 fault_rule(source, fault)};
}

Outcome judge_failure(std::string message, std::string team, Rule rule) {
  if (team.empty()) team = message;
  return Outcome{Verdict::judge_failure, 0, std::move(message), std::move(team), {}, rule};
}

namespace {

std::string food_items(std::size_t k) {
  return k == 1 ? "the 1 food item" : fmt::format("all {} food items", k);
}

std::string moves_word(std::uint64_t count) {
  return fmt::format("{} move{}", count, count == 1 ? "" : "s");
}

// A verb agreeing with `count` moves: "eats" / "eat", "costs" / "cost", "is" / "are".
std::string_view agree(std::uint64_t count, std::string_view singular, std::string_view plural) {
  return count == 1 ? singular : plural;
}

// A verdict on the contestant's output, decided by `rule`. `team` is the message without
// the jury's figures; empty when it is the same as `message`.
Outcome verdict(Verdict v, Rule rule, std::string message, std::string team = {},
                std::string explanation = {}) {
  if (team.empty()) team = message;
  return Outcome{v, v == Verdict::ok ? 1.0 : 0.0, std::move(message), std::move(team),
                 std::move(explanation), rule};
}

// The table for a claimed time T (the first line was a time).
class Claim {
 public:
  Claim(const JuryAnswer& jury, const ContestantAnswer& c, const Policy& policy)
      : m_jury(jury), m_c(c), m_policy(policy) {}

  Outcome decide() const {
    if (m_policy.time_only) return decide_time_only();
    if (m_c.format_error) {
      return reject(blame(Source::contestant, Fault::format), Rule::format, *m_c.format_error);
    }
    const Verdict wrong = blame(Source::contestant, Fault::content);
    if (m_c.rejection) {
      return reject(wrong, Rule::illegal_move, *m_c.rejection, {}, m_c.explanation);
    }
    if (m_c.over_limit) {
      return reject(wrong, Rule::too_many_moves,
                    fmt::format("more than {}: every move costs at least 1, so they cost more "
                                "than the jury time {}",
                                moves_word(static_cast<std::uint64_t>(m_jury.time)), m_jury.time),
                    "too many moves: every move costs at least 1, so they cost more than the "
                    "optimal time");
    }
    if (m_c.food_left) return reject(wrong, Rule::food_left, *m_c.food_left, {}, m_c.explanation);
    const std::uint64_t n = m_c.moves;
    if (!m_jury.solvable || m_c.cost < m_jury.time) {
      const std::string compared =
          m_jury.solvable ? fmt::format(" < jury time {}", m_jury.time)
                          : ", but the jury says No solution.";
      const std::string legal =
          fmt::format("the contestant's {} {} legal, {} {} and {} {}", moves_word(n),
                      agree(n, "is", "are"), agree(n, "eats", "eat"),
                      food_items(m_c.food_count), agree(n, "costs", "cost"), m_c.cost);
      return judge_failure(
          fmt::format("{}{}: the jury answer is wrong", legal, compared),
          fmt::format("{}, {}: the jury answer is wrong", legal,
                      m_jury.solvable ? "less than the jury time"
                                      : "but the jury says No solution."),
          Rule::jury_beaten);
    }
    if (m_c.claimed != m_c.cost) {
      return reject(wrong, Rule::claimed_time,
                    fmt::format("claimed time T = {} but the {} {} {}", m_c.claimed,
                                moves_word(n), agree(n, "costs", "cost"), m_c.cost));
    }
    if (m_c.cost > m_jury.time) {
      return verdict(wrong, Rule::not_optimal,
                     fmt::format("T = {} is not optimal: the jury time is {}", m_c.cost,
                                 m_jury.time),
                     fmt::format("T = {} is not optimal", m_c.cost));
    }
    return verdict(Verdict::ok, Rule::accepted,
                   fmt::format("T = {}: {} {} {}", m_c.cost, moves_word(n),
                               agree(n, "eats", "eat"), food_items(m_c.food_count)));
  }

 private:
  Outcome decide_time_only() const {
    const Verdict wrong = blame(Source::contestant, Fault::content);
    if (!m_jury.solvable) {
      return verdict(wrong, Rule::time_but_no_solution,
                     fmt::format("T = {} but the jury says No solution.", m_c.claimed),
                     fmt::format("T = {} but there is no solution", m_c.claimed));
    }
    if (m_c.claimed != m_jury.time) {
      return verdict(wrong, Rule::time_differs,
                     fmt::format("T = {} differs from the jury time {}", m_c.claimed,
                                 m_jury.time),
                     fmt::format("T = {} is not the optimal time", m_c.claimed));
    }
    return verdict(Verdict::ok, Rule::accepted, fmt::format("T = {}", m_c.claimed));
  }

  // A rejection of the moves; with a partial policy, a right time line still earns points.
  Outcome reject(Verdict v, Rule rule, std::string message, std::string team = {},
                 std::string explanation = {}) const {
    if (team.empty()) team = message;
    const bool time_right = m_jury.solvable && m_c.claimed == m_jury.time;
    if (time_right && m_policy.partial > 0) {
      const auto partial = [&](std::string_view why) {
        return fmt::format("T = {} is the optimal time, but the moves are not accepted: {}",
                           m_c.claimed, why);
      };
      return Outcome{Verdict::partial, m_policy.partial, partial(message), partial(team),
                     std::move(explanation), rule};
    }
    return verdict(v, rule, std::move(message), std::move(team), std::move(explanation));
  }

  const JuryAnswer& m_jury;
  const ContestantAnswer& m_c;
  const Policy& m_policy;
};

}  // namespace

Outcome decide(const JuryAnswer& jury, const ContestantAnswer& contestant,
               const Policy& policy) {
  if (!contestant.solvable) {
    return verdict(blame(Source::contestant, Fault::format), Rule::format,
                   contestant.format_error.value_or("the output could not be read"));
  }
  if (*contestant.solvable) return Claim(jury, contestant, policy).decide();
  // "No solution.": in the full version nothing may follow it.
  if (contestant.format_error && !policy.time_only) {
    return verdict(blame(Source::contestant, Fault::format), Rule::format,
                   *contestant.format_error);
  }
  if (!jury.solvable) {
    return verdict(Verdict::ok, Rule::no_solution_agreed, "No solution., as the jury says");
  }
  return verdict(blame(Source::contestant, Fault::content), Rule::no_solution_wrong,
                 fmt::format("the contestant says No solution. but the jury time is {}",
                             jury.time),
                 "the contestant says No solution. but there is a solution");
}

}  // namespace snake::checker
