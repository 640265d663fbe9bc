#include "replay/jury.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "model/memory_budget.hpp"
#include "model/search.hpp"

namespace snake::replay {

namespace {

Instance read(std::string_view input) {
  std::istringstream stream{std::string(input)};
  Scanner in(stream, Strictness::lenient);
  return read_instance(in);
}

}  // namespace

bool is_bare_moves(std::string_view output) {
  const auto first = std::find_if(output.begin(), output.end(), [](char c) {
    return c != ' ' && c != '\t' && c != '\n' && c != '\r';
  });
  return first != output.end() && direction_from_letter(*first).has_value();
}

Trace trace_output(std::string_view input, std::string_view output, const JuryOptions& jury,
                   checker::CheckOptions options) {
  std::vector<std::string> notes;
  options.bare_moves = is_bare_moves(output);

  std::optional<std::string> answer = jury.answer;
  std::string label;
  if (answer) {
    label = fmt::format("the jury answer {}", jury.answer_name);
  } else if (!jury.legality_only) {
    try {
      answer = format_answer(solve(read(input), SearchOptions{jury.max_memory_bytes}),
                             AnswerFormat::with_moves);
      label = "the model's solver (bin/solver's answer; no --answer given)";
    } catch (const SearchLimitExceeded& e) {
      notes.push_back(fmt::format("the solver gave up ({}): legality only", e.what()));
    }
  }

  TraceRecorder recorder;
  std::istringstream input_stream{std::string(input)};
  std::istringstream output_stream{std::string(output)};
  checker::Outcome outcome;
  if (answer) {
    std::istringstream answer_stream{*answer};
    outcome = checker::check(input_stream, output_stream, answer_stream, options, &recorder);
  } else {
    outcome = checker::check_legality(input_stream, output_stream, options, &recorder);
    label = "none (legality only): the checker judged the moves against their own cost, "
            "so optimality is not judged";
  }
  if (outcome.rule == checker::Rule::not_judged) label = "none (legality only)";
  Trace trace = recorder.finish(std::move(outcome), options, label);
  if (options.bare_moves && trace.cost) {
    notes.push_back(fmt::format(
        "a move string alone: judged as claiming T = {}, what its legal moves cost",
        *trace.cost));
  }
  trace.notes.insert(trace.notes.begin(), notes.begin(), notes.end());
  return trace;
}

}  // namespace snake::replay
