// bare_board_distances: both metrics, walls, the outside ring, unreachable cells, and the
// worst case (a 255 x 255 board) in bounded time per cell.
#include <boost/test/unit_test.hpp>

#include "model/distances.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

//   151
//   101     (2, 2) is a wall; (3, 1) .. (3, 3) ones
//   111
Board ring() { return Board(3, 3, std::vector<std::uint8_t>{1, 5, 1, 1, 0, 1, 1, 1, 1}); }

BOOST_AUTO_TEST_CASE(time_metric_weighs_each_step_by_its_move_cost) {
  const Board b = ring();
  const auto dist = bare_board_distances(b, b.id({1, 1}));
  BOOST_TEST(dist[b.id({1, 1})] == 0u);
  BOOST_TEST(dist[b.id({1, 2})] == 5u);  // |1 - 5| + 1
  BOOST_TEST(dist[b.id({1, 3})] == 6u);  // round the wall on ones beats 5 + 5
  BOOST_TEST(dist[b.id({3, 3})] == 4u);
}

BOOST_AUTO_TEST_CASE(steps_metric_counts_moves) {
  const Board b = ring();
  const auto dist = bare_board_distances(b, b.id({1, 1}), Metric::steps);
  BOOST_TEST(dist[b.id({1, 2})] == 1u);
  BOOST_TEST(dist[b.id({1, 3})] == 2u);  // across the 5: fewest moves, dearest time
  BOOST_TEST(dist[b.id({3, 3})] == 4u);
}

BOOST_AUTO_TEST_CASE(walls_the_ring_and_cut_off_cells_are_unreachable) {
  //   1101
  //   1101   column 3 is a wall: column 4 is cut off
  const Board b(2, 4, std::vector<std::uint8_t>{1, 1, 0, 1, 1, 1, 0, 1});
  for (const Metric metric : {Metric::time, Metric::steps}) {
    const auto dist = bare_board_distances(b, b.id({1, 1}), metric);
    BOOST_TEST(dist.size() == b.padded_size());
    BOOST_TEST(dist[b.id({1, 3})] == k_unreachable);
    BOOST_TEST(dist[b.id({1, 4})] == k_unreachable);
    BOOST_TEST(dist[b.id({2, 4})] == k_unreachable);
    BOOST_TEST(dist[b.neighbour(b.id({1, 1}), Direction::up)] == k_unreachable);
    BOOST_TEST(dist[b.id({2, 2})] == 2u);
  }
}

BOOST_AUTO_TEST_CASE(the_largest_board_is_covered) {
  const Board b(255, 255, 8);
  const auto dist = bare_board_distances(b, b.id({1, 1}), Metric::steps);
  BOOST_TEST(dist[b.id({255, 255})] == 508u);
  const auto time = bare_board_distances(b, b.id({1, 1}));
  BOOST_TEST(time[b.id({255, 255})] == 508u);  // flat: every move costs 1
}

}  // namespace
}  // namespace snake
