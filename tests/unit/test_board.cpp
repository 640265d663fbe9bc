// Board: the one grid. Padded ids, coordinates both ways, the outside ring, walls,
// neighbours in k_directions order, move costs, cells() order, set_weight's checks,
// construction errors, the count of enterable neighbours (the generator's dead-end
// test), and formatter<Cell>.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "model/board.hpp"

namespace snake {
namespace {

// 2 x 3:  1 5 0
//         8 1 2
Board small() { return Board(2, 3, std::vector<std::uint8_t>{1, 5, 0, 8, 1, 2}); }

BOOST_AUTO_TEST_CASE(ids_and_cells_convert_both_ways_on_the_padded_grid) {
  const Board b = small();
  BOOST_TEST(b.rows() == 2);
  BOOST_TEST(b.cols() == 3);
  BOOST_TEST(b.padded_size() == 4u * 5u);  // (n + 2) x (m + 2)
  BOOST_TEST(b.id(Cell{1, 1}) == 6u);       // row * (m + 2) + column
  for (int r = 1; r <= 2; ++r) {
    for (int c = 1; c <= 3; ++c) BOOST_TEST((b.cell(b.id(Cell{r, c})) == Cell{r, c}));
  }
  BOOST_TEST(b.contains(Cell{2, 3}));
  BOOST_TEST(!b.contains(Cell{0, 1}));
  BOOST_TEST(!b.contains(Cell{3, 1}));
  BOOST_TEST(!b.contains(Cell{1, 4}));
}

BOOST_AUTO_TEST_CASE(the_ring_around_the_board_is_outside_and_walls_are_not_enterable) {
  const Board b = small();
  const CellId corner = b.id(Cell{1, 1});
  BOOST_TEST(!b.on_board(b.neighbour(corner, Direction::up)));
  BOOST_TEST(!b.on_board(b.neighbour(corner, Direction::left)));
  BOOST_TEST(!b.is_enterable(b.neighbour(corner, Direction::up)));
  BOOST_TEST(b.on_board(b.id(Cell{1, 3})));
  BOOST_TEST(!b.is_enterable(b.id(Cell{1, 3})));  // weight 0: a wall
  BOOST_TEST(b.is_enterable(b.id(Cell{2, 1})));
}

BOOST_AUTO_TEST_CASE(neighbours_follow_the_direction_order_and_step_one_cell) {
  const Board b = small();
  const CellId centre = b.id(Cell{1, 2});
  const auto n = b.neighbours(centre);
  BOOST_TEST((b.cell(n[0]) == Cell{0, 2}));  // up (outside)
  BOOST_TEST((b.cell(n[1]) == Cell{2, 2}));  // down
  BOOST_TEST((b.cell(n[2]) == Cell{1, 1}));  // left
  BOOST_TEST((b.cell(n[3]) == Cell{1, 3}));  // right
  for (const Direction d : k_directions) {
    BOOST_TEST(n[index_of(d)] == b.neighbour(centre, d));
    BOOST_TEST(b.neighbour(b.neighbour(centre, d), opposite(d)) == centre);
  }
  BOOST_TEST(b.are_side_neighbours(centre, b.id(Cell{2, 2})));
  BOOST_TEST(!b.are_side_neighbours(centre, b.id(Cell{2, 3})));  // diagonal
  BOOST_TEST(!b.are_side_neighbours(centre, centre));
}

BOOST_AUTO_TEST_CASE(a_move_costs_the_weight_difference_plus_one_either_way) {
  const Board b = small();
  BOOST_TEST(b.move_cost(b.id(Cell{1, 1}), b.id(Cell{1, 2})) == 5);  // |1 - 5| + 1
  BOOST_TEST(b.move_cost(b.id(Cell{1, 2}), b.id(Cell{1, 1})) == 5);
  BOOST_TEST(b.move_cost(b.id(Cell{1, 1}), b.id(Cell{2, 1})) == 8);  // |1 - 8| + 1
  BOOST_TEST(b.move_cost(b.id(Cell{2, 2}), b.id(Cell{1, 1})) == 1);  // equal weights
}

BOOST_AUTO_TEST_CASE(cells_lists_the_board_row_by_row) {
  const Board b = small();
  std::vector<Cell> cells;
  for (const CellId id : b.cells()) cells.push_back(b.cell(id));
  const std::vector<Cell> expected{{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}};
  BOOST_TEST((cells == expected));
}

BOOST_AUTO_TEST_CASE(a_uniform_board_is_shaped_with_set_weight) {
  Board b(3, 2, 0);
  for (const CellId id : b.cells()) BOOST_TEST(!b.is_enterable(id));
  b.set_weight(b.id(Cell{2, 2}), 7);
  BOOST_TEST(b.weight(b.id(Cell{2, 2})) == 7);
  BOOST_TEST(b.is_enterable(b.id(Cell{2, 2})));
  BOOST_CHECK_EXCEPTION(b.set_weight(b.id(Cell{1, 1}), 9), std::invalid_argument,
                        [](const std::invalid_argument& e) {
                          return std::string(e.what()) == "weight 9 at (1, 1) is not 0..8";
                        });
  BOOST_CHECK_THROW(b.set_weight(b.neighbour(b.id(Cell{1, 1}), Direction::up), 1),
                    std::invalid_argument);
  BOOST_CHECK_THROW(Board(2, 2, 9), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(construction_refuses_sizes_and_weights_out_of_range) {
  const auto message = [](auto make) {
    try {
      make();
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  BOOST_TEST(message([] { Board(0, 3, 1); }) == "board 0 x 3 is outside 1..255 x 1..255");
  BOOST_TEST(message([] { Board(2, 256, 1); }) == "board 2 x 256 is outside 1..255 x 1..255");
  BOOST_TEST(message([] { Board(1, 2, std::vector<std::uint8_t>{1}); }) ==
             "board 1 x 2 needs 2 weights, got 1");
  BOOST_TEST(message([] { Board(1, 2, std::vector<std::uint8_t>{1, 9}); }) ==
             "weight 9 at (1, 2) is not 0..8");
  BOOST_TEST(message([] { Board(255, 255, 1); }) == "no error");
}

BOOST_AUTO_TEST_CASE(cells_print_as_the_statement_writes_them) {
  BOOST_TEST(fmt::format("{}", Cell{4, 12}) == "(4, 12)");
  // A format spec would be silently ignored; it is refused instead.
  BOOST_CHECK_THROW((void)fmt::format(fmt::runtime("{:>8}"), Cell{1, 1}), fmt::format_error);
}

// ---------------------------------------------------------------- enterable neighbours

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
