// The checker's core in WebAssembly (docs/web.md): the functions the interactive page
// (web/page.html, written by bin/replay --interactive) and the corpus test
// (tests/web/corpus.js) call through embind. Each is thin glue over the native code,
// compiled unchanged: check() is checker::check(), what bin/checker runs; judge() is
// replay's trace_output(), one judging pass of checker::check() (or check_legality())
// watched by the replay's TraceRecorder, answering with the checker's verdict line word
// for word plus the replay page's data; solve() is the model's search. Strings cross as
// bytes (a Uint8Array, or a JS string as UTF-8); none of them throws.
// Cost: that of the native calls (the ratio is in docs/web.md) plus a copy of each string. Tested by tests/web (node over the case corpus, Chromium on the page).
#include <cstddef>
#include <exception>
#include <sstream>
#include <string>

#include <emscripten/bind.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "checker/core/check.hpp"
#include "checker/core/report.hpp"
#include "model/answer.hpp"
#include "model/memory_budget.hpp"
#include "model/search.hpp"
#include "replay/jury.hpp"
#include "replay/page.hpp"

namespace {

using Json = nlohmann::ordered_json;

std::string text(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Judges `output` on `input` as bin/replay does: against `answer` (named `answer_name` on
// the page) when `has_answer`,
// else against the model's solver within `memory_mib` (or legality only). The JSON has
// "line" (the checker's verdict line, or the message when not judged), "team" (the same
// with the team message, as the testlib protocol prints it) and "page" (the
// replay page's data, replay/page.hpp).
std::string judge(const std::string& input, const std::string& output, const std::string& answer,
                  const std::string& answer_name, bool has_answer, bool legality_only, bool time_only, double partial,
                  double memory_mib) {
  try {
    snake::replay::JuryOptions jury;
    if (has_answer) {
      jury.answer = answer;
      jury.answer_name = answer_name;
    }
    jury.legality_only = legality_only;
    jury.max_memory_bytes = static_cast<std::size_t>(memory_mib) << 20;
    snake::checker::CheckOptions check;
    check.policy.time_only = time_only;
    check.policy.partial = partial;
    const snake::replay::Trace trace = snake::replay::trace_output(input, output, jury, check);
    Json out;
    out["line"] = trace.judged ? snake::checker::verdict_line(trace.outcome) : trace.outcome.message;
    out["team"] = trace.judged ? snake::checker::shown_line(trace.outcome) : trace.outcome.message;
    out["page"] = Json::parse(snake::replay::page_data(trace, "pasted output"));
    return text(out);
  } catch (const std::exception& e) {
    return text(Json{{"error", fmt::format("internal error: {}", e.what())}});
  }
}

// Judges as bin/checker does, with nothing of the replay's: checker::check() on the
// three byte strings. The JSON has "line" (the verdict line with the judges' message)
// and "team" (shown_line: the team message, as the testlib protocol prints it).
std::string check(const std::string& input, const std::string& output, const std::string& answer,
                  bool time_only, double partial) {
  snake::checker::CheckOptions options;
  options.policy.time_only = time_only;
  options.policy.partial = partial;
  std::istringstream input_stream(input), output_stream(output), answer_stream(answer);
  const snake::checker::Outcome outcome =
      snake::checker::check(input_stream, output_stream, answer_stream, options);
  return text(Json{{"line", snake::checker::verdict_line(outcome)},
                   {"team", snake::checker::shown_line(outcome)}});
}

// The optimum of `input` by the model's search within `memory_mib`: {"answer": the
// solver's output "T\nMOVES\n" or "No solution.\n"} or {"error": why not}.
std::string solve(const std::string& input, double memory_mib) {
  try {
    const snake::Instance instance = snake::parse_instance(input);
    const snake::Solution solution = snake::solve(
        instance, snake::SearchOptions{static_cast<std::size_t>(memory_mib) << 20});
    return text(Json{{"answer", snake::format_answer(solution, snake::AnswerFormat::with_moves)}});
  } catch (const snake::ReadError& e) {
    return text(Json{{"error", fmt::format("input: {}", e.what())}});
  } catch (const snake::SearchLimitExceeded& e) {
    return text(Json{{"error", fmt::format("the solver gave up: {}", e.what())}});
  } catch (const std::exception& e) {
    return text(Json{{"error", fmt::format("internal error: {}", e.what())}});
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(snake_web) {
  emscripten::function("check", &check);
  emscripten::function("judge", &judge);
  emscripten::function("solve", &solve);
}
