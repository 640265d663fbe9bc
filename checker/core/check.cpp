#include "checker/core/check.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "model/instance.hpp"
#include "model/memory_budget.hpp"
#include "model/search.hpp"

namespace snake::checker {

namespace {

// The jury answer checked against the input, or the judge failure it amounts to.
// `found_ms` is set when the answer was empty and the checker found the optimum itself.
struct JuryReading {
  JuryAnswer answer;
  std::optional<Outcome> failure;
  std::optional<std::int64_t> found_ms;
};

std::string budget_text(const SelfSolveBudget& budget) {
  return fmt::format("{} ms and {} MiB", budget.time_ms, budget.memory_bytes >> 20);
}

// The optimum found by the model's search, for an empty jury answer, within `budget`.
JuryReading solve_for_jury(const Instance& instance, const SelfSolveBudget& budget) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point started = Clock::now();
  const auto elapsed_ms = [&] {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
  };
  SearchOptions options(budget.memory_bytes);
  // The search reports every 2^16 states settled: past the time bound it stops there.
  options.progress_interval_ms = 0;
  options.progress = [&](const SearchProgress&) {
    if (elapsed_ms() > budget.time_ms) {
      throw SearchLimitExceeded(fmt::format("it ran past {} ms", budget.time_ms));
    }
  };
  try {
    const Solution solution = solve(instance, options);
    return JuryReading{JuryAnswer{solution.solvable, solution.time}, std::nullopt, elapsed_ms()};
  } catch (const SearchLimitExceeded& e) {
    return JuryReading{
        {},
        judge_failure(fmt::format("the jury answer is empty and the checker could not find the "
                                  "optimum itself within its budget of {}: {}",
                                  budget_text(budget), e.what()),
                      fmt::format("the jury answer of this test is empty and the checker could "
                                  "not find the optimum within its budget of {}",
                                  budget_text(budget))),
        std::nullopt};
  }
}

JuryReading read_jury(std::istream& stream, const Instance& instance,
                      const SelfSolveBudget& budget) {
  ReadingRules rules;
  rules.moves_required = false;  // a time-only answer is a jury answer too
  const AnswerReading r = read_answer(stream, instance, rules);
  if (r.empty) return solve_for_jury(instance, budget);
  const auto fail = [](const std::string& why) {
    // The details quote the jury's time and moves: they are for the judges only.
    return JuryReading{{}, judge_failure(fmt::format("jury answer: {}", why),
                                         "the jury answer of this test is broken (the judges' "
                                         "message says how)",
                                         Rule::jury_broken),
                       std::nullopt};
  };
  if (!r.head) return fail(*r.format_error);
  const AnswerHead& head = *r.head;
  if (head.solvable && head.time < 1) {
    return fail(fmt::format("time T = {} is impossible: there is food to eat and every move "
                            "costs at least 1",
                            head.time));
  }
  if (r.format_error) return fail(*r.format_error);
  if (r.over_limit) {
    return fail(fmt::format("more than {} moves cannot cost the jury time {}", head.time,
                            head.time));
  }
  if (r.rejection) return fail(*r.rejection);
  if (r.food_left) return fail(*r.food_left);
  if (r.has_moves && r.cost != head.time) {
    return fail(fmt::format("the {} move{} cost{} {}, not the jury time {}", r.moves,
                            r.moves == 1 ? "" : "s", r.moves == 1 ? "s" : "", r.cost,
                            head.time));
  }
  return JuryReading{JuryAnswer{head.solvable, head.time}, std::nullopt, std::nullopt};
}

// The contestant's output read and replayed with at most `max_moves` letters judged,
// shown to the observer.
AnswerReading read_contestant(std::istream& stream, const Instance& instance,
                              std::uint64_t max_moves, const CheckOptions& options,
                              Observer* observer) {
  ReadingRules rules;
  rules.head_only = options.policy.time_only;
  rules.bare_moves = options.bare_moves;
  rules.max_moves = max_moves;
  rules.explain = options.explain;
  rules.skip_byte_order_mark = true;  // as testlib does before the contestant's output
  if (observer) {
    rules.on_move = [observer](const MoveCheck& move, const Game& game) {
      observer->move_played(move, game);
    };
  }
  AnswerReading r = read_answer(stream, instance, rules);
  if (observer) observer->output_read(r);
  return r;
}

ContestantAnswer contestant_answer(AnswerReading r, const Instance& instance) {
  ContestantAnswer c;
  c.format_error = std::move(r.format_error);
  if (r.head) {
    c.solvable = r.head->solvable;
    c.claimed = r.head->time;
  }
  c.moves = r.moves;
  c.over_limit = r.over_limit;
  c.rejection = std::move(r.rejection);
  c.food_left = std::move(r.food_left);
  c.cost = r.cost;
  c.food_count = instance.food.size();
  c.explanation = std::move(r.explanation);
  return c;
}

// The judging pass around `judge_output`, which gets the input read: every exception is
// a judge failure, never an escape.
template <typename JudgeOutput>
Outcome judging_pass(std::istream& input, Observer* observer, JudgeOutput judge_output) {
  try {
    Scanner in(input, Strictness::lenient);
    std::optional<Instance> instance;
    try {
      instance.emplace(read_instance(in));
    } catch (const ReadError& e) {
      return judge_failure(fmt::format("input: {}", e.what()), {}, Rule::input_broken);
    }
    if (observer) observer->instance_read(*instance);
    return judge_output(*instance);
  } catch (const std::bad_alloc&) {
    return judge_failure("internal error: out of memory");
  } catch (const std::exception& e) {
    return judge_failure(fmt::format("internal error: {}", e.what()));
  }
}

}  // namespace

Outcome check(std::istream& input, std::istream& output, std::istream& answer,
              const CheckOptions& options, Observer* observer) {
  return judging_pass(input, observer, [&](const Instance& instance) {
    const JuryReading jury = read_jury(answer, instance, options.self_solve);
    if (jury.failure) return *jury.failure;
    const std::uint64_t max_moves = jury.answer.solvable
                                        ? static_cast<std::uint64_t>(jury.answer.time)
                                        : std::numeric_limits<std::uint64_t>::max();
    Outcome outcome = decide(jury.answer,
                             contestant_answer(read_contestant(output, instance, max_moves,
                                                               options, observer),
                                               instance),
                             options.policy);
    if (jury.found_ms) {
      outcome.message += fmt::format(
          " (the jury answer is empty: the checker found {} itself in {} ms, budget {})",
          jury.answer.solvable ? fmt::format("T* = {}", jury.answer.time)
                               : std::string("'No solution.'"),
          *jury.found_ms, budget_text(options.self_solve));
      outcome.team_message += " (judged against the optimum the checker found itself)";
    }
    return outcome;
  });
}

Outcome check_legality(std::istream& input, std::istream& output, const CheckOptions& options,
                       Observer* observer) {
  return judging_pass(input, observer, [&](const Instance& instance) {
    AnswerReading r = read_contestant(output, instance,
                                      std::numeric_limits<std::uint64_t>::max(), options,
                                      observer);
    if (r.head && !r.head->solvable) {
      return judge_failure(std::string(k_not_judged_without_jury), {}, Rule::not_judged);
    }
    const JuryAnswer jury{true, std::max<std::int64_t>(1, r.cost)};
    return decide(jury, contestant_answer(std::move(r), instance), options.policy);
  });
}

}  // namespace snake::checker
