// The consistency rules, each alone, with its exact wording (model/consistency.hpp).
#include <boost/test/unit_test.hpp>

#include <vector>

#include "model/consistency.hpp"

namespace snake {
namespace {

// 3 x 3 with a wall in the middle.
Board board() { return Board(3, 3, std::vector<std::uint8_t>{1, 1, 1, 1, 0, 1, 1, 1, 1}); }

BOOST_AUTO_TEST_CASE(listed_cells_must_be_on_the_board_and_enterable) {
  const Board b = board();
  BOOST_TEST(!listed_cell_problem(b, "food 1", b.id({1, 1})));
  BOOST_TEST(listed_cell_problem(b, "food 1", b.id({2, 2})).value_or("") ==
             "food 1 at (2, 2) is on a wall");
  BOOST_TEST(listed_cell_problem(b, "snake part 2", b.neighbour(b.id({1, 1}), Direction::up))
                 .value_or("") == "snake part 2 is off the board");
  BOOST_TEST(listed_cell_problem(b, "food 3", CellId{100000}).value_or("") ==
             "food 3 is off the board");
}

BOOST_AUTO_TEST_CASE(snake_parts_are_distinct_and_chained_by_side_neighbours) {
  const Board b = board();
  const std::vector<CellId> parts{b.id({1, 1}), b.id({1, 2})};
  BOOST_TEST(!snake_part_problem(b, {}, b.id({3, 3})));  // the head: nothing before it
  BOOST_TEST(!snake_part_problem(b, parts, b.id({1, 3})));
  BOOST_TEST(snake_part_problem(b, parts, b.id({1, 1})).value_or("") ==
             "snake part 3 at (1, 1) overlaps part 1");
  BOOST_TEST(snake_part_problem(b, parts, b.id({2, 1})).value_or("") ==
             "snake part 3 at (2, 1) is not next to part 2 at (1, 2)");
  BOOST_TEST(snake_part_problem(b, parts, b.id({3, 3})).value_or("") ==
             "snake part 3 at (3, 3) is not next to part 2 at (1, 2)");
}

BOOST_AUTO_TEST_CASE(food_items_are_on_distinct_cells) {
  const Board b = board();
  const std::vector<CellId> food{b.id({3, 1}), b.id({3, 3})};
  BOOST_TEST(!food_overlap_problem(b, food, b.id({1, 3})));
  BOOST_TEST(food_overlap_problem(b, food, b.id({3, 3})).value_or("") ==
             "food 3 at (3, 3) is on the same cell as food 2");
}

BOOST_AUTO_TEST_CASE(food_is_never_under_the_initial_snake) {
  const Board b = board();
  const std::vector<CellId> snake{b.id({1, 1}), b.id({1, 2}), b.id({1, 3}), b.id({2, 3})};
  BOOST_TEST(!food_under_snake_problem(b, 1, snake, b.id({3, 3})));
  BOOST_TEST(food_under_snake_problem(b, 2, snake, b.id({2, 3})).value_or("") ==
             "food 2 at (2, 3) is under snake part 4");
}

}  // namespace
}  // namespace snake
