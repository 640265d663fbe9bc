// FoodTourBound: exact on bare boards, infinite when food is cut off, never above the
// optimum (the stress test checks the latter on many boards; here on known ones).
#include <boost/test/unit_test.hpp>

#include "model/food_tour.hpp"
#include "model/search.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(bare_board_distances_use_move_costs_and_avoid_walls) {
  //   151   from (1,1): across the 5 costs 5 + 5 = 10 to (1,3),
  //   101   but round the wall at (2,2) costs 6 on ones;
  //   111   (2,2) is a wall: unreachable.
  const Instance level = testing::instance("3 3\n151\n101\n111\n3 1\n3 2\n3 3\n2 3\n1\n1 1\n");
  const Board& b = level.board;
  const auto dist = bare_board_distances(b, b.id({1, 1}));
  BOOST_TEST(dist[b.id({1, 1})] == 0u);
  BOOST_TEST(dist[b.id({1, 2})] == 5u);
  BOOST_TEST(dist[b.id({1, 3})] == 6u);
  BOOST_TEST(dist[b.id({2, 3})] == 5u);
  BOOST_TEST(dist[b.id({2, 2})] == FoodTourBound::k_unreachable);
}

BOOST_AUTO_TEST_CASE(bound_is_cheapest_order_through_remaining_food) {
  // Flat row: head at (1,4); food at (1,1) and (1,7). Best order visits the nearer first:
  // 3 + 6 = 9 either way here; after eating (1,1) only 6 is left from there.
  const Instance level = testing::instance("2 7\n1111111\n1111111\n1 4\n2 4\n2 5\n2 6\n2\n1 1\n1 7\n");
  const FoodTourBound bound(level.board, level.food);
  const CellId head = level.board.id({1, 4});
  BOOST_TEST(bound(head, 0) == 9u);
  BOOST_TEST(bound(level.board.id({1, 1}), 1) == 6u);
  BOOST_TEST(bound(head, 3) == 0u);
}

BOOST_AUTO_TEST_CASE(unreachable_food_gives_an_infinite_bound_and_no_solution) {
  const Instance level = testing::instance("3 5\n11011\n11011\n11011\n1 1\n2 1\n3 1\n3 2\n1\n1 5\n");
  const FoodTourBound bound(level.board, level.food);
  BOOST_TEST(bound(level.snake[0], 0) >= FoodTourBound::k_unreachable);
  const Solution solution = solve(level);
  BOOST_TEST(!solution.solvable);
  BOOST_TEST(solution.stats.settled == 0u);  // decided before any search
}

BOOST_AUTO_TEST_CASE(bound_never_exceeds_the_optimum_on_the_sample) {
  const Instance level = testing::instance(testing::k_sample);
  const FoodTourBound bound(level.board, level.food);
  const Solution solution = solve(level);
  BOOST_TEST(bound(level.snake[0], 0) <= static_cast<std::uint32_t>(solution.time));
}

}  // namespace
}  // namespace snake
