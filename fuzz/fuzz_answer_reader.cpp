// libFuzzer harness: the answer readers on arbitrary bytes, against the statement's
// sample: the model's read_answer_head() + MoveReader (the only exception is a
// ReadError) and the checker's read_answer() (model/answer.hpp, checker/
// answer_reading.hpp) under four reading rules (plain, time-only head, jury-style with
// an optional moves line and a letter cap, --explain). Properties: read_answer() never
// throws; it reads the same first line as read_answer_head(); it reads at most the cap
// plus one letter; when it reads the whole moves token without a format error, it counts
// the same letters as MoveReader, and the model's replay_moves() of those letters agrees with
// it on the cost, the rejection and the food left.
// Cost: O(bytes) per rule.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>

#include "checker/core/answer_reading.hpp"
#include "fuzz/fuzz_support.hpp"
#include "model/game.hpp"

namespace {

using snake::fuzzing::require;

const snake::Instance& sample() {
  static const snake::Instance instance =
      snake::parse_instance(snake::fuzzing::repository_file("data/sample/sample.in"));
  return instance;
}

// What the model's readers make of `text`: the head, and the letters of the moves token
// when it was read to its end without an error.
struct ModelReading {
  std::optional<snake::AnswerHead> head;
  std::optional<std::string> letters;
};

ModelReading read_with_the_model(const std::string& text) {
  ModelReading result;
  std::istringstream stream(text);
  snake::Scanner in(stream, snake::Strictness::lenient);
  try {
    result.head = snake::read_answer_head(in);
    if (!result.head->solvable) return result;
    snake::MoveReader moves(in);
    std::string letters;
    while (const auto d = moves.next()) letters += snake::letter(*d);
    require(!moves.more(), "MoveReader stopped inside its token");
    require(moves.count() == letters.size(), "MoveReader miscounts its letters");
    result.letters = std::move(letters);
  } catch (const snake::ReadError&) {
  }
  return result;
}

void check_rules(const std::string& text, const ModelReading& model,
                 const snake::checker::ReadingRules& rules) {
  std::istringstream stream(text);
  const snake::checker::AnswerReading r = snake::checker::read_answer(stream, sample(), rules);
  require(r.head.has_value() == model.head.has_value(),
          "read_answer and read_answer_head disagree on the first line");
  if (r.head) {
    require(r.head->solvable == model.head->solvable && r.head->time == model.head->time,
            "read_answer and read_answer_head read different first lines");
  }
  if (!r.head || !r.head->solvable || rules.head_only) {
    require(!r.has_moves && r.moves == 0 && r.cost == 0, "moves read where there are none");
    return;
  }
  const std::uint64_t max_moves =
      rules.max_moves.value_or(static_cast<std::uint64_t>(r.head->time));
  require(r.moves <= max_moves || (r.over_limit && r.moves == max_moves + 1),
          "read_answer read past its letter cap");
  if (!r.has_moves || r.over_limit || !model.letters) return;
  require(r.moves == model.letters->size(), "read_answer and MoveReader count different letters");
  const snake::Replay replay = snake::replay_moves(sample(), *model.letters);
  require(replay.time == r.cost, "read_answer and replay_moves() disagree on the cost");
  require(r.rejection.has_value() == (replay.illegal.has_value() || replay.moves_after_end),
          "read_answer and replay_moves() disagree on a rejection");
  if (!r.rejection) {
    require(r.food_left.has_value() == !replay.finished,
            "read_answer and replay_moves() disagree on the food left");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const ModelReading model = read_with_the_model(text);
  snake::checker::ReadingRules plain;
  snake::checker::ReadingRules head_only;
  head_only.head_only = true;
  snake::checker::ReadingRules jury;
  jury.moves_required = false;
  jury.max_moves = 21;
  snake::checker::ReadingRules explain;
  explain.explain = true;
  for (const auto* rules : {&plain, &head_only, &jury, &explain}) check_rules(text, model, *rules);
  return 0;
}
