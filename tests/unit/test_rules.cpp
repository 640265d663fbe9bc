// One test per rule of the statement ("One move", "Goal"), each on a board made for it.
#include <boost/test/unit_test.hpp>

#include "model/game.hpp"
#include "model/rules.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

using testing::instance;

// A 3 x 4 board, snake along the top row heading left, food far away at (3, 4).
//   1111      head (1,1) part2 (1,2) part3 (1,3) tail (1,4)
//   1011      wall at (2,2)
//   1111
constexpr std::string_view k_row = "3 4\n1111\n1011\n1111\n1 1\n1 2\n1 3\n1 4\n1\n3 4\n";

BOOST_AUTO_TEST_CASE(head_may_not_leave_the_board) {
  const Instance level = instance(k_row);
  Game game(level);
  const MoveCheck up = game.play(Direction::up);
  BOOST_TEST(!up.legal());
  BOOST_TEST(up.obstacle == Obstacle::edge);
  BOOST_TEST(game.play(Direction::left).obstacle == Obstacle::edge);
  BOOST_TEST(game.moves_played() == 0u);
  BOOST_TEST(describe_illegal_move(level.board, up, 1, 0, 4) ==
             "move 1 'U' at time 0: head at (1, 1) would leave the board to (0, 1)");
}

BOOST_AUTO_TEST_CASE(head_may_not_enter_a_wall) {
  const Instance level = instance(k_row);
  Game game(level);
  BOOST_TEST(game.play(Direction::down).legal());  // (2, 1)
  const MoveCheck right = game.play(Direction::right);
  BOOST_TEST(right.obstacle == Obstacle::wall);
  BOOST_TEST(describe_illegal_move(level.board, right, 2, game.time(), 4) ==
             "move 2 'R' at time 1: head at (2, 1) would enter the wall at (2, 2)");
}

BOOST_AUTO_TEST_CASE(head_may_not_enter_its_own_body) {
  // Reversing into part 2 is the simplest self-collision.
  const Instance level = instance(k_row);
  Game game(level);
  const MoveCheck back = game.play(Direction::right);
  BOOST_TEST(back.obstacle == Obstacle::body);
  BOOST_TEST(back.body_part == 2u);
  BOOST_TEST(describe_illegal_move(level.board, back, 1, 0, 4) ==
             "move 1 'R' at time 0: head at (1, 1) would enter body part 2 at (1, 2)");
}

BOOST_AUTO_TEST_CASE(head_may_not_enter_a_middle_part_of_a_longer_snake) {
  // After eating, the snake is 5 long; circling back hits part 4, which stays put.
  //   head (2,2), body (2,3) (2,4) (1,4); food at (2,1) and (3,3).
  const Instance level = instance("3 4\n1111\n1111\n1111\n2 2\n2 3\n2 4\n1 4\n2\n2 1\n3 3\n");
  Game game(level);
  BOOST_TEST(game.play(Direction::left).eats());  // eats (2,1): snake (2,1)(2,2)(2,3)(2,4)(1,4)
  BOOST_TEST(game.play(Direction::up).legal());   // (1,1): snake (1,1)(2,1)(2,2)(2,3)(2,4)
  BOOST_TEST(game.play(Direction::right).legal());  // (1,2): (1,2)(1,1)(2,1)(2,2)(2,3)
  const MoveCheck down = game.check(Direction::down);  // (2,2) is part 4
  BOOST_TEST(down.obstacle == Obstacle::body);
  BOOST_TEST(down.body_part == 4u);
}

BOOST_AUTO_TEST_CASE(head_may_enter_vacated_tail_cell) {
  // A 2 x 2 ring: the head moves into the cell the tail is leaving.
  const Instance level = instance("3 3\n111\n111\n111\n1 1\n2 1\n2 2\n1 2\n1\n3 3\n");
  Game game(level);
  const MoveCheck into_tail = game.play(Direction::right);
  BOOST_TEST(into_tail.legal());
  BOOST_TEST(!into_tail.eats());
  const std::vector<CellId> expected{level.board.id({1, 2}), level.board.id({1, 1}),
                                     level.board.id({2, 1}), level.board.id({2, 2})};
  BOOST_TEST(game.snake() == expected);
}

BOOST_AUTO_TEST_CASE(eating_move_may_not_enter_tail_cell) {
  // Valid inputs never put food under the snake, and the head eats everything it
  // visits, so this is checked on the rule itself with food placed under the tail.
  const Instance level = instance("3 3\n111\n111\n111\n1 1\n2 1\n2 2\n1 2\n1\n3 3\n");
  const FoodSet food_on_tail(level.board, {level.board.id({1, 2})});
  const MoveCheck move =
      check_move(level.board, food_on_tail, level.snake, 0, Direction::right);
  BOOST_TEST(move.obstacle == Obstacle::body);
  BOOST_TEST(move.body_part == 4u);
  BOOST_TEST(describe_illegal_move(level.board, move, 3, 5, 4) ==
             "move 3 'R' at time 5: head at (1, 1) would enter body part 4 at (1, 2) "
             "(the tail stays put on a move that eats)");
  // Once that food is eaten, the same move is a plain one and legal.
  BOOST_TEST(check_move(level.board, food_on_tail, level.snake, 1, Direction::right).legal());
}

BOOST_AUTO_TEST_CASE(growth_keeps_the_old_tail) {
  const Instance level = instance(k_row);
  Game game(level);
  BOOST_TEST(game.play(Direction::down).legal());   // (2,1)
  BOOST_TEST(game.play(Direction::down).legal());   // (3,1)
  BOOST_TEST(game.play(Direction::right).legal());  // (3,2)
  BOOST_TEST(game.play(Direction::right).legal());  // (3,3): snake (3,3)(3,2)(3,1)(2,1)
  const MoveCheck eat = game.play(Direction::right);  // (3,4) holds the food
  BOOST_TEST(eat.eats());
  const std::vector<CellId> expected{level.board.id({3, 4}), level.board.id({3, 3}),
                                     level.board.id({3, 2}), level.board.id({3, 1}),
                                     level.board.id({2, 1})};
  BOOST_TEST(game.snake() == expected);
  BOOST_TEST(length_after(4, true) == 5u);
  BOOST_TEST(length_after(4, false) == 4u);
}

BOOST_AUTO_TEST_CASE(food_is_eaten_on_entry_and_only_once) {
  // Food 1 at (1,3) lies on the way to food 2 at (1,5): passing over it eats it.
  const Instance level = instance("2 5\n11111\n11111\n2 1\n2 2\n2 3\n2 4\n2\n1 3\n1 5\n");
  Game game(level);
  BOOST_TEST(game.play(Direction::up).legal());  // (1,1)
  BOOST_TEST(game.play(Direction::right).legal());  // (1,2)
  const MoveCheck over = game.play(Direction::right);  // (1,3): food 1, eaten on entry
  BOOST_TEST(over.eats());
  BOOST_TEST(over.food == 0);
  BOOST_TEST(game.eaten() == 1u);
  BOOST_TEST(game.snake().size() == 5u);
  BOOST_TEST(game.describe_food_left() == "food 2 at (1, 5)");
  // Coming back over an eaten item is a plain move: go round the board to (1,3) again.
  const Replay round = replay_moves(level, "URRRDLLLURR");
  BOOST_TEST(!round.illegal.has_value());
  BOOST_TEST(round.moves_played == 11u);
  Game again(level);
  for (const char c : std::string_view("URRRDLLLUR")) again.play(*direction_from_letter(c));
  const MoveCheck revisit = again.play(Direction::right);  // (1,3): nothing left to eat
  BOOST_TEST(revisit.legal());
  BOOST_TEST(!revisit.eats());
  BOOST_TEST(again.snake().size() == 5u);
}

BOOST_AUTO_TEST_CASE(move_cost_is_weight_difference_plus_one) {
  const Instance level = instance("1 5\n18311\n1 2\n1 3\n1 4\n1 5\n1\n1 1\n");
  const Board& board = level.board;
  BOOST_TEST(board.move_cost(board.id({1, 1}), board.id({1, 2})) == 8);  // |1 - 8| + 1
  BOOST_TEST(board.move_cost(board.id({1, 2}), board.id({1, 1})) == 8);
  BOOST_TEST(board.move_cost(board.id({1, 2}), board.id({1, 3})) == 6);  // |8 - 3| + 1
  BOOST_TEST(board.move_cost(board.id({1, 4}), board.id({1, 5})) == 1);  // equal weights
  Game game(level);
  const MoveCheck last = game.play(Direction::left);
  BOOST_TEST(last.cost == 8);
  BOOST_TEST(game.time() == 8);
}

BOOST_AUTO_TEST_CASE(game_ends_with_the_move_that_eats_the_last_food) {
  const Instance level = instance("1 6\n111111\n1 2\n1 3\n1 4\n1 5\n1\n1 1\n");
  const Replay done = replay_moves(level, "L");
  BOOST_TEST(done.finished);
  BOOST_TEST(done.time == 1);
  BOOST_TEST(!done.moves_after_end);
  BOOST_TEST(all_food_eaten(level.food, level.food.all()));
  BOOST_TEST(!all_food_eaten(level.food, 0));
  // Any further move comes after the end of the game.
  const Replay extra = replay_moves(level, "LR");
  BOOST_TEST(extra.moves_after_end);
  BOOST_TEST(extra.moves_played == 1u);
  BOOST_TEST(extra.time == 1);
}

BOOST_AUTO_TEST_CASE(move_strings_are_explained_in_the_statement_terms) {
  const Instance level = instance("1 6\n111111\n1 2\n1 3\n1 4\n1 5\n1\n1 1\n");
  Game game(level);
  BOOST_TEST(game.explain_unfinished().value_or("") == "the moves end after move 0 at time 0 with food "
                                          "left: food 1 at (1, 1)");
  BOOST_TEST(game.play_or_explain(Direction::right).value_or("") ==
             "move 1 'R' at time 0: head at (1, 2) would enter body part 2 at (1, 3)");
  BOOST_TEST(!game.play_or_explain(Direction::left).has_value());
  BOOST_TEST(!game.explain_unfinished().has_value());
  BOOST_TEST(game.play_or_explain(Direction::right).value_or("") ==
             "move 2 'R' at time 1: the last food was eaten by move 1, where the moves must "
             "end");
  BOOST_TEST(game.moves_played() == 1u);
}

BOOST_AUTO_TEST_CASE(replay_stops_at_the_first_illegal_move) {
  const Instance level = instance(k_row);
  const Replay r = replay_moves(level, "DRD");
  BOOST_REQUIRE(r.illegal.has_value());
  BOOST_TEST(r.illegal->obstacle == Obstacle::wall);
  BOOST_TEST(r.moves_played == 1u);
  BOOST_TEST(r.time == 1);
  BOOST_TEST(!r.finished);
}

}  // namespace
}  // namespace snake
