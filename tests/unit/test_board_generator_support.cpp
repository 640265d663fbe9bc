// Board::enterable_neighbour_count (model/board.hpp), the dead-end test the generator's
// families use (dead-end food, maze braiding): the padding ring and walls never count,
// on a single cell, along edges and corners, and around walls.
#define BOOST_TEST_MODULE board_generator_support
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

#include "model/board.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(single_cell_has_no_enterable_neighbour) {
  const Board board(1, 1, 5);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 1})) == 0);
}

BOOST_AUTO_TEST_CASE(open_board_counts_corners_edges_and_inner_cells) {
  const Board board(3, 4, 1);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 1})) == 2);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{3, 4})) == 2);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 2})) == 3);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{2, 4})) == 3);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{2, 2})) == 4);
}

BOOST_AUTO_TEST_CASE(walls_do_not_count_and_leave_dead_ends) {
  // 1 0 1
  // 1 1 1
  // 0 1 0
  const Board board(3, 3, std::vector<std::uint8_t>{1, 0, 1, 1, 1, 1, 0, 1, 0});
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 1})) == 1);  // dead end
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 3})) == 1);  // dead end
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{3, 2})) == 1);  // dead end
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{2, 2})) == 3);
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{2, 1})) == 2);
  // A wall's own count is still its enterable neighbours.
  BOOST_TEST(board.enterable_neighbour_count(board.id(Cell{1, 2})) == 3);
}

BOOST_AUTO_TEST_CASE(count_follows_set_weight) {
  Board board(2, 2, 3);
  const CellId corner = board.id(Cell{1, 1});
  BOOST_TEST(board.enterable_neighbour_count(corner) == 2);
  board.set_weight(board.id(Cell{1, 2}), 0);
  BOOST_TEST(board.enterable_neighbour_count(corner) == 1);
  board.set_weight(board.id(Cell{2, 1}), 0);
  BOOST_TEST(board.enterable_neighbour_count(corner) == 0);
}

}  // namespace
}  // namespace snake
