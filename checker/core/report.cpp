#include "checker/core/report.hpp"

#include <cmath>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake::checker {

namespace {

std::string line(const Outcome& outcome, const std::string& message) {
  if (outcome.verdict == Verdict::partial) {
    return one_line(fmt::format("points {} {}", decimal(outcome.score), message));
  }
  return one_line(fmt::format("{} {}", verdict_word(outcome.verdict), message));
}

}  // namespace

std::string verdict_line(const Outcome& outcome) { return line(outcome, outcome.message); }

std::string team_line(const Outcome& outcome) { return line(outcome, outcome.team_message); }

std::string shown_message(const Outcome& outcome) {
  if (outcome.verdict == Verdict::judge_failure && outcome.message != outcome.team_message) {
    return one_line(fmt::format("{}; judges' message: {}", outcome.team_message, outcome.message));
  }
  return outcome.team_message;
}

std::string shown_line(const Outcome& outcome) { return line(outcome, shown_message(outcome)); }

std::string decimal(double value, bool keep_point) {
  std::string text = fmt::format("{:.10f}", value);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') {
    if (keep_point) {
      text += '0';
    } else {
      text.pop_back();
    }
  }
  return text == "-0.0" ? "0.0" : text == "-0" ? "0" : text;
}

std::int64_t integer_points(double score, std::int64_t full) {
  return static_cast<std::int64_t>(std::floor(score * static_cast<double>(full) + 1e-9));
}

std::string scaled_points(double score, PointsScale scale, double full_score) {
  switch (scale) {
    case PointsScale::fraction: return decimal(score);
    case PointsScale::percent: return fmt::format("{}", integer_points(score, 100));
    case PointsScale::absolute: return decimal(score * full_score);
  }
  return decimal(score);
}


}  // namespace snake::checker
