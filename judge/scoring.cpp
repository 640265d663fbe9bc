#include "judge/scoring.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

namespace snake::judge {

namespace {

// A tag and what it asks: every test gets `every`, or at least one test gets `some`
// (nothing: any verdict but AC).
struct Tag {
  std::string_view name;
  std::optional<Result> every;
  bool needs_some = false;
  std::optional<Result> some;
  std::string_view promise;  // in words
};

constexpr std::array<Tag, 6> k_tags{{
    {"main", Result::accepted, false, std::nullopt, "to get AC on every test"},
    {"accepted", Result::accepted, false, std::nullopt, "to get AC on every test"},
    {"wrong-answer", std::nullopt, true, std::nullopt, "to fail at least one test"},
    {"rejected", std::nullopt, true, std::nullopt, "to fail at least one test"},
    {"time-limit-exceeded", std::nullopt, true, Result::time_limit,
     "to get TLE on at least one test"},
    {"memory-limit-exceeded", std::nullopt, true, Result::memory_limit,
     "to get MLE on at least one test"},
}};

const Tag* find_tag(std::string_view name) {
  for (const Tag& tag : k_tags) {
    if (tag.name == name) return &tag;
  }
  return nullptr;
}

}  // namespace

std::vector<GroupScore> score_groups(const std::vector<package::GroupEntry>& groups,
                                     const std::vector<TestResult>& results) {
  std::vector<GroupScore> scores;
  for (const package::GroupEntry& group : groups) {
    GroupScore score{group.name, group.scoring, group.points, 0, 0, 0};
    double sum = 0;
    double weakest = 1;
    for (const TestResult& result : results) {
      if (result.group != group.name) continue;
      ++score.tests;
      if (result.judged.verdict == Result::accepted) ++score.accepted;
      sum += result.judged.score;
      weakest = std::min(weakest, result.judged.score);
    }
    if (score.tests == 0) continue;
    const double fraction =
        group.scoring == package::Scoring::min ? weakest : sum / static_cast<double>(score.tests);
    score.score = fraction * group.points;
    scores.push_back(score);
  }
  return scores;
}

bool known_tag(std::string_view tag) { return find_tag(tag) != nullptr; }

std::optional<Result> verdict_per_test(const Expectations& expectations) {
  if (expectations.verdict) return expectations.verdict;
  if (const Tag* tag = find_tag(expectations.tag)) return tag->every;
  return std::nullopt;
}

std::vector<std::string> unmet_expectations(const Expectations& expectations,
                                            const std::vector<TestResult>& results) {
  std::vector<std::string> unmet;
  const std::optional<Result> every = verdict_per_test(expectations);
  const Tag* tag = find_tag(expectations.tag);
  for (const TestResult& result : results) {
    const Result verdict = result.judged.verdict;
    if (verdict == Result::judge_failure) {
      unmet.push_back(fmt::format("test {}: FAIL, the jury's or the judge's fault: {}", result.name,
                                  result.judged.message));
    } else if (every && verdict != *every) {
      unmet.push_back(
          fmt::format("test {}: {}, expected {}", result.name, word(verdict), word(*every)));
    }
  }
  if (tag && tag->needs_some) {
    const bool found = std::any_of(results.begin(), results.end(), [&](const TestResult& r) {
      return tag->some ? r.judged.verdict == *tag->some : r.judged.verdict != Result::accepted;
    });
    if (!found) {
      unmet.push_back(fmt::format("no test gave {}, but a {} solution is expected {}",
                                  tag->some ? word(*tag->some) : "a rejection", tag->name,
                                  tag->promise));
    }
  }
  return unmet;
}

std::string describe(const Expectations& expectations) {
  if (expectations.verdict) return fmt::format("{} on every test", word(*expectations.verdict));
  if (const Tag* tag = find_tag(expectations.tag)) {
    return fmt::format("{} (tagged {}) {}", expectations.solution, tag->name, tag->promise);
  }
  return "none";
}

}  // namespace snake::judge
