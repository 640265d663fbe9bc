// The solver on hand-made boards: the sample, both kinds of "No solution.", the tail
// rule mattering, determinism and the memory budget.
#define BOOST_TEST_MODULE search
#include <boost/test/unit_test.hpp>

#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/search.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

using testing::check_replays;

BOOST_AUTO_TEST_CASE(sample_answers_21) {
  const Instance level = testing::instance(testing::k_sample);
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  BOOST_TEST(solution.time == 21);
  check_replays(level, solution);
  BOOST_TEST(format_answer(solution, AnswerFormat::time_only) == "21\n");
}

BOOST_AUTO_TEST_CASE(same_input_gives_same_move_string) {
  const Instance level = testing::instance(testing::k_sample);
  BOOST_TEST(solve(level).moves == solve(level).moves);
  BOOST_TEST(solve(level).moves == "RDDDDRRRULURULU");
}

BOOST_AUTO_TEST_CASE(body_blocking_gives_no_solution_after_a_search) {
  // The snake lies on a width-1 row heading left and can never turn round: food 2 at
  // (1,7), behind it, is reachable on the bare board but not by the snake.
  //   1111111   snake (1,3) (1,4) (1,5) (1,6), head at (1,3)
  //   1000000   the only way on is left, then down the corridor to food 1 at (3,1)
  //   1000000
  const Instance level =
      testing::instance("3 7\n1111111\n1000000\n1000000\n1 3\n1 4\n1 5\n1 6\n2\n3 1\n1 7\n");
  const Solution solution = solve(level);
  BOOST_TEST(!solution.solvable);
  BOOST_TEST(solution.stats.settled > 0u);
  BOOST_TEST(format_answer(solution, AnswerFormat::with_moves) == "No solution.\n");
  // Without food 2 the same board is solvable in 4 moves.
  const Solution one = solve(
      testing::instance("3 7\n1111111\n1000000\n1000000\n1 3\n1 4\n1 5\n1 6\n1\n3 1\n"));
  BOOST_TEST(one.solvable);
  BOOST_TEST(one.moves == "LLDD");
}

BOOST_AUTO_TEST_CASE(optimal_route_may_need_the_vacated_tail_cell) {
  // 2 x 3 board of ones; snake on a ring, food where only following the tail reaches it
  // in 3 moves. With the tail cell blocked the answer would be longer or impossible.
  const Instance level = testing::instance("2 3\n111\n111\n1 1\n2 1\n2 2\n1 2\n1\n2 3\n");
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  BOOST_TEST(solution.time == 3);  // R (into the vacated tail cell), R, D
  BOOST_TEST(solution.moves == "RRD");
  check_replays(level, solution);
}

BOOST_AUTO_TEST_CASE(model_limits_255_by_255_and_8_food_are_solved) {
  // Nothing is tied to 15 x 15 or k <= 4: a 255 x 255 board, 8 food in its far corners
  // and middles, the snake in the centre. Weights vary so the route is not trivial.
  std::string text = "255 255\n";
  for (int r = 1; r <= 255; ++r) {
    for (int c = 1; c <= 255; ++c) text += static_cast<char>('1' + (r * 7 + c * 3) % 8);
    text += '\n';
  }
  text += "128 128\n128 129\n128 130\n128 131\n8\n";
  text += "1 1\n1 255\n255 1\n255 255\n1 128\n255 128\n128 1\n128 255\n";
  const Instance level = testing::instance(text);
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  check_replays(level, solution);
  BOOST_TEST_MESSAGE("255 x 255, k = 8: T = " << solution.time << ", "
                                               << solution.stats.settled << " states settled");
}

BOOST_AUTO_TEST_CASE(memory_budget_stops_the_search_cleanly) {
  const Instance level = testing::instance(testing::k_sample);
  BOOST_CHECK_THROW(solve(level, SearchOptions{1024}), SearchLimitExceeded);
}

}  // namespace
}  // namespace snake
