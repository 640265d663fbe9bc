// Game and replay_moves(): explicit replays on the statement's sample, the messages of a move
// after the end and of food left, and replay_moves()'s summary of a whole move string.
#include <boost/test/unit_test.hpp>

#include <stdexcept>
#include <type_traits>

#include "model/game.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

using testing::k_sample;

constexpr std::string_view k_optimal = "RDDDDRRRULURULU";  // time 21

// A temporary instance would dangle inside the game.
static_assert(!std::is_constructible_v<Game, Instance&&>);
static_assert(std::is_constructible_v<Game, const Instance&>);

BOOST_AUTO_TEST_CASE(playing_the_optimal_route_eats_everything_at_time_21) {
  const Instance level = testing::instance(k_sample);
  Game game(level);
  for (const char c : k_optimal) {
    BOOST_TEST(!game.finished());
    BOOST_TEST(!game.play_or_explain(*direction_from_letter(c)).has_value());
  }
  BOOST_TEST(game.finished());
  BOOST_TEST(game.time() == 21);
  BOOST_TEST(game.moves_played() == 15u);
  BOOST_TEST(game.snake().size() == 8u);  // four items eaten
  BOOST_TEST(game.eaten() == 0b1111u);
  BOOST_TEST(!game.explain_unfinished().has_value());
}

BOOST_AUTO_TEST_CASE(a_move_after_the_last_food_is_explained_and_changes_nothing) {
  const Instance level = testing::instance(k_sample);
  Game game(level);
  for (const char c : k_optimal) game.play(*direction_from_letter(c));
  BOOST_TEST(game.play_or_explain(Direction::left).value_or("") ==
             "move 16 'L' at time 21: the last food was eaten by move 15, where the moves "
             "must end");
  BOOST_TEST(game.moves_played() == 15u);
  BOOST_TEST(game.time() == 21);
}

BOOST_AUTO_TEST_CASE(an_illegal_move_is_explained_and_changes_nothing) {
  const Instance level = testing::instance(k_sample);
  Game game(level);
  BOOST_TEST(game.check(Direction::down).obstacle == Obstacle::body);
  BOOST_TEST(game.play_or_explain(Direction::down).value_or("") ==
             "move 1 'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)");
  BOOST_TEST(game.moves_played() == 0u);
  BOOST_TEST(game.snake() == level.snake);
}

BOOST_AUTO_TEST_CASE(food_left_is_listed_in_input_order) {
  const Instance level = testing::instance(k_sample);
  Game game(level);
  for (const char c : std::string_view("RDDDDRRRU")) game.play(*direction_from_letter(c));
  BOOST_TEST(game.describe_food_left() == "food 2 at (4, 4), food 3 at (2, 5), food 4 at (1, 4)");
  BOOST_TEST(game.explain_unfinished().value_or("") ==
             "the moves end after move 9 at time 15 with food left: food 2 at (4, 4), food 3 "
             "at (2, 5), food 4 at (1, 4)");
}

BOOST_AUTO_TEST_CASE(replay_summarises_a_whole_move_string) {
  const Instance level = testing::instance(k_sample);
  const Replay full = replay_moves(level, k_optimal);
  BOOST_TEST(full.finished);
  BOOST_TEST(full.time == 21);
  BOOST_TEST(full.moves_played == 15u);
  BOOST_TEST(!full.illegal.has_value());
  BOOST_TEST(!full.moves_after_end);

  const Replay illegal = replay_moves(level, "RLD");  // L turns back into part 2
  BOOST_REQUIRE(illegal.illegal.has_value());
  BOOST_TEST(illegal.illegal->obstacle == Obstacle::body);
  BOOST_TEST(illegal.illegal->body_part == 2u);
  BOOST_TEST(illegal.moves_played == 1u);
  BOOST_TEST(illegal.time == 1);

  const Replay after = replay_moves(level, std::string(k_optimal) + "L");
  BOOST_TEST(after.moves_after_end);
  BOOST_TEST(after.moves_played == 15u);

  const Replay empty = replay_moves(level, "");
  BOOST_TEST(!empty.finished);
  BOOST_TEST(empty.time == 0);

  BOOST_CHECK_THROW(replay_moves(level, "RX"), std::invalid_argument);
}

}  // namespace
}  // namespace snake
