#include "replay/judging.hpp"

#include <algorithm>
#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "checker/answer_reading.hpp"
#include "model/search.hpp"
#include "model/memory_budget.hpp"

namespace snake::viewer {

namespace {

Instance read(std::string_view input) {
  std::istringstream stream{std::string(input)};
  Scanner in(stream, Strictness::lenient);
  return read_instance(in);
}

// What the legal moves of `output` cost, read with the checker's reader without a limit.
std::int64_t legal_cost(const Instance& instance, std::string_view output) {
  std::istringstream stream{std::string(output)};
  checker::ReadingRules rules;
  rules.max_moves = std::numeric_limits<std::uint64_t>::max();
  return checker::read_answer(stream, instance, rules).cost;
}

bool solvable_claim(std::string_view output) {
  std::istringstream stream{std::string(output)};
  try {
    Scanner in(stream, Strictness::lenient);
    return read_answer_head(in).solvable;
  } catch (const ReadError&) {
    return true;  // a malformed head: the checker's PE, whatever the jury
  }
}

}  // namespace

bool is_bare_moves(std::string_view output) {
  const auto first = std::find_if(output.begin(), output.end(), [](char c) {
    return c != ' ' && c != '\t' && c != '\n' && c != '\r';
  });
  return first != output.end() && direction_from_letter(*first).has_value();
}

Trace judge(std::string_view input, std::string_view output, const JuryOptions& jury,
            const checker::CheckOptions& options) {
  const Instance instance = read(input);
  std::vector<std::string> notes;
  std::string judged(output);
  if (is_bare_moves(output)) {
    const std::int64_t cost = legal_cost(instance, fmt::format("0\n{}", output));
    judged = fmt::format("{}\n{}", cost, output);
    notes.push_back(fmt::format(
        "a move string alone: judged as claiming T = {}, what its legal moves cost", cost));
  }

  std::string answer;
  std::string label;
  bool legality_only = jury.legality_only;
  if (jury.answer) {
    answer = *jury.answer;
    label = fmt::format("the jury answer {}", jury.answer_name);
  } else if (!legality_only) {
    try {
      answer = format_answer(solve(instance, SearchOptions{jury.max_memory_bytes}),
                             AnswerFormat::with_moves);
      label = "the model's solver (bin/solver's answer; no --answer given)";
    } catch (const SearchLimitExceeded& e) {
      legality_only = true;
      notes.push_back(fmt::format("the solver gave up ({}): legality only", e.what()));
    }
  }
  if (legality_only) {
    if (!solvable_claim(judged)) {
      checker::Outcome outcome;
      outcome.verdict = checker::Verdict::judge_failure;
      outcome.message = "not judged: 'No solution.' cannot be judged without a jury answer";
      outcome.team_message = outcome.message;
      Trace trace = build_trace({input, judged, "No solution.\n"}, options, outcome,
                                "none (legality only)");
      trace.fault = Fault::none;
      trace.judged = false;
      trace.notes.insert(trace.notes.begin(), notes.begin(), notes.end());
      return trace;
    }
    answer = fmt::format("{}\n", std::max<std::int64_t>(1, legal_cost(instance, judged)));
    label = "none (legality only): the checker judged the moves against their own cost, "
            "so optimality is not judged";
  }

  std::istringstream input_stream{std::string(input)};
  std::istringstream output_stream{judged};
  std::istringstream answer_stream{answer};
  checker::Outcome outcome = checker::check(input_stream, output_stream, answer_stream, options);
  Trace trace = build_trace({input, judged, answer}, options, std::move(outcome), label);
  trace.notes.insert(trace.notes.begin(), notes.begin(), notes.end());
  return trace;
}

}  // namespace snake::viewer
