// StateSpace: its size is known before any memory is taken; small layers start dense,
// zero-filled and charged whole; large ones start sparse and turn dense once their table
// would outgrow the pages their states touch, keeping every code and food-state byte;
// pages are charged one by one when tracked, the budget stops it cleanly, and the
// prediction counts a spreading dense layer's pages over the reachable cells.
#include <boost/test/unit_test.hpp>

#include <string>

#include "model/state_space.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

// 3 x 3, one wall in the middle, two food items; snake shapes of 4 and 5 parts.
Instance ring() {
  return testing::instance("3 3\n111\n101\n111\n1 1\n1 2\n1 3\n2 3\n2\n3 3\n3 1\n");
}

// An open 255 x 255 board with eight items: layers far above k_small_region.
Instance open_255(char row_weight = '1') {
  std::string text = "255 255\n";
  for (int r = 0; r < 255; ++r) text += std::string(255, row_weight) + "\n";
  text += "1 1\n1 2\n1 3\n1 4\n8\n";
  for (int i = 1; i <= 8; ++i) text += "100 " + std::to_string(i) + "\n";
  return testing::instance(text);
}

BOOST_AUTO_TEST_CASE(size_counts_enterable_cells_times_shapes_of_each_mask) {
  const Instance level = ring();
  MemoryBudget budget(1 << 20);
  const StateSpace space(level.board, level.food, level.snake[0], ShapeTable::shared(5), budget);
  // Masks 0 (4 parts), 1 and 2 (5 parts); the full mask 3 ends the game.
  BOOST_TEST(space.states() == 8u * (36 + 100 + 100));
  // 2 bits a state over 5 x 5 padded cells, and a spare byte a layer.
  BOOST_TEST(space.dense_bytes() == (25u * 36 + 3) / 4 + 1 + 2 * ((25u * 100 + 3) / 4 + 1));
  BOOST_TEST(!space.tracks_pages());
  BOOST_TEST(budget.used() == 0u);  // nothing taken before a layer is used
  BOOST_TEST(space.opened(0) == nullptr);
  BOOST_TEST(space.layers_opened() == 0u);
}

BOOST_AUTO_TEST_CASE(small_layers_start_dense_zeroed_and_charged_whole) {
  const Instance level = ring();
  MemoryBudget budget(1 << 20);
  StateSpace space(level.board, level.food, level.snake[0], ShapeTable::shared(5), budget);
  StateSpace::Layer& layer = space.layer(1);
  BOOST_TEST(layer.shapes == 100u);
  BOOST_REQUIRE(layer.bits != nullptr);
  BOOST_TEST(layer.region_bytes == 626u);
  for (std::size_t i = 0; i < layer.region_bytes; ++i) BOOST_REQUIRE(layer.bits[i] == 0);
  BOOST_TEST(budget.used() == 626u);
  BOOST_TEST(space.charged() == 626u);
  BOOST_TEST(&space.layer(1) == &layer);  // once
  BOOST_TEST(budget.used() == 626u);
  BOOST_TEST(space.layers_opened() == 1u);
  BOOST_TEST(space.layers_dense() == 1u);
  BOOST_CHECK_THROW(space.layer(3), std::logic_error);
}

BOOST_AUTO_TEST_CASE(a_plain_state_takes_its_first_code_only) {
  const Instance level = ring();
  MemoryBudget budget(1 << 20);
  StateSpace space(level.board, level.food, level.snake[0], ShapeTable::shared(5), budget);
  BOOST_TEST(space.code(0, 77) == 0u);  // an unopened layer: never reached
  BOOST_TEST(space.add(0, 77, 2));
  BOOST_TEST(!space.add(0, 77, 3));
  BOOST_TEST(space.code(0, 77) == 2u);
  BOOST_TEST(space.code(0, 76) == 0u);
  BOOST_TEST(space.code(0, 78) == 0u);
  BOOST_TEST(space.add(0, 78, 1));
  BOOST_TEST(space.code(0, 77) == 2u);
  BOOST_TEST(space.code(0, 78) == 1u);
}

// A code 1..3 for the i-th state added.
unsigned code_of(std::uint64_t i) { return static_cast<unsigned>(1 + i % 3); }

BOOST_AUTO_TEST_CASE(large_layers_start_sparse_and_turn_dense_keeping_their_states) {
  const Instance level = open_255();
  MemoryBudget budget(std::size_t{1} << 30);
  const ShapeTable& shapes = ShapeTable::shared(11);
  StateSpace space(level.board, level.food, level.snake[0], shapes, budget);
  BOOST_TEST(space.tracks_pages());
  const FoodMask mask = 0x7F;  // 11 parts: 44100 shapes a cell, 728 MB of dense form
  const StateSpace::Layer& layer = space.layer(mask);
  BOOST_TEST(layer.bits == nullptr);
  BOOST_TEST(layer.slots == StateSpace::k_first_slots);
  // One state on each of 100 cells: 100 dense pages, far more than the table.
  const std::uint64_t shapes_11 = shapes.count(11);
  const auto spread = [&](std::uint64_t i) { return (1000 + i) * shapes_11 + 17; };
  for (std::uint64_t i = 0; i < 100; ++i) BOOST_REQUIRE(space.add(mask, spread(i), code_of(i)));
  BOOST_TEST(layer.bits == nullptr);
  BOOST_TEST(layer.size == 100u);
  BOOST_TEST(space.conversions() == 0u);
  // Corridor-like: the table (256 slots of 5 bytes) and its page map.
  BOOST_TEST(space.charged() <= 256u * 5 + 728u * 1024 * 1024 / 4096 / 8 + 64);
  // A food state of the layer: item 0 at (100, 1); its head there, its neck at (101, 1)
  // below, so its shape's head digit is up.
  const CellId neck = level.board.id({101, 1});
  std::uint32_t food_rank = 0;
  while (shape_digit(shapes.code(11, food_rank), 0) != Direction::up) ++food_rank;
  const std::uint64_t food_index = neck * shapes_11 + food_rank;
  space.food_state(mask, food_index, 0, food_rank) = 0x93;
  BOOST_TEST(space.food_value(mask, food_index, 0, food_rank) == 0x93);
  // Then states packed on a few pages: the table would soon outgrow them.
  const auto packed = [&](std::uint64_t i) { return 30000 * shapes_11 + i; };
  std::uint64_t added = 0;
  for (std::uint64_t i = 0; space.conversions() == 0 && i < 400000; ++i) {
    if (packed(i) != food_index) added += space.add(mask, packed(i), code_of(i));
  }
  BOOST_TEST(space.conversions() == 1u);
  BOOST_REQUIRE(layer.bits != nullptr);
  BOOST_TEST(layer.keys == nullptr);
  BOOST_TEST(space.layers_dense() == 1u);
  // Every state kept its code, the food state its byte.
  for (std::uint64_t i = 0; i < 100; ++i) BOOST_REQUIRE(space.code(mask, spread(i)) == code_of(i));
  for (std::uint64_t i = 0; i < added; ++i) BOOST_REQUIRE(space.code(mask, packed(i)) == code_of(i));
  BOOST_TEST(space.code(mask, packed(added + 1)) == 0u);
  BOOST_TEST(space.food_value(mask, food_index, 0, food_rank) == 0x93);
  BOOST_TEST(!space.add(mask, spread(5), 3));
  BOOST_TEST(space.add(mask, spread(101), 2));
  BOOST_TEST(space.code(mask, spread(101)) == 2u);
}

BOOST_AUTO_TEST_CASE(pages_are_charged_one_by_one_and_the_budget_stops_cleanly) {
  const Instance level = open_255();
  MemoryBudget budget(std::size_t{4} << 20);
  StateSpace space(level.board, level.food, level.snake[0], ShapeTable::shared(11), budget);
  BOOST_TEST(space.dense_bytes() > (std::uint64_t{20} << 30));
  BOOST_TEST(space.tracks_pages());
  const StateSpace::Layer& layer = space.layer(0);  // 4 parts: 36 shapes a cell, 594 KB
  BOOST_TEST(layer.bits == nullptr);
  // Filled from the start it turns dense at once; each page it touches is charged once.
  std::uint64_t index = std::uint64_t{2 * 257 + 1} * 36;  // from the cell (2, 1)
  while (space.conversions() == 0) space.add(0, index++, 1);
  BOOST_REQUIRE(layer.bits != nullptr);
  const std::size_t charged = budget.used();
  space.add(0, index + 5, 1);  // the same page
  BOOST_TEST(budget.used() == charged);
  space.add(0, std::uint64_t{66049} * 36 - 1, 1);  // the last page
  BOOST_TEST(budget.used() == charged + StateSpace::k_page_bytes);
  // A layer of 6 parts (4.7 MB dense), a state a byte: dense soon, then page after page
  // till the budget stops it.
  BOOST_CHECK_THROW(
      for (std::uint64_t i = 300 * 284; i < std::uint64_t{66049} * 284; i += 4) space.add(0x3, i, 1),
      SearchLimitExceeded);
  BOOST_TEST(space.opened(0x3)->bits != nullptr);
  BOOST_TEST(budget.peak() <= budget.limit());
  // A sparse table stops there too: one state every other page of layer 0x7.
  BOOST_CHECK_THROW(
      for (std::uint64_t i = 300 * 780; i < std::uint64_t{66049} * 780; i += 8192) space.add(0x7, i, 1),
      SearchLimitExceeded);
  BOOST_TEST(space.opened(0x7)->bits == nullptr);
  BOOST_TEST(budget.peak() <= budget.limit());
}

BOOST_AUTO_TEST_CASE(prediction_counts_dense_layers_over_the_reachable_cells) {
  // A room of 20 rows above a wall and 60 rows out of the snake's reach.
  std::string text = "81 41\n";
  for (int r = 0; r < 20; ++r) text += std::string(41, '1') + "\n";
  text += std::string(41, '0') + "\n";
  for (int r = 0; r < 60; ++r) text += std::string(41, '1') + "\n";
  text += "1 1\n1 2\n1 3\n1 4\n1\n10 10\n";
  const Instance level = testing::instance(text);
  // Twice the space (83 x 43 padded cells x 36 shapes / 4: 32 KB) does not fit: tracked.
  MemoryBudget budget(std::size_t{48} << 10);
  StateSpace space(level.board, level.food, level.snake[0], ShapeTable::shared(4), budget);
  BOOST_REQUIRE(space.tracks_pages());
  BOOST_TEST(space.predicted_bytes() == 0u);
  const StateSpace::Layer& layer = space.layer(0);
  BOOST_REQUIRE(layer.bits != nullptr);
  BOOST_TEST(layer.region_bytes > 7 * StateSpace::k_page_bytes);
  // Nothing touched: the page map's word alone.
  BOOST_TEST(space.predicted_bytes() == 8u);
  space.add(0, 5 * 43 * 36 + 1, 1);
  BOOST_TEST(space.charged() == StateSpace::k_page_bytes + 8);
  BOOST_TEST(space.predicted_bytes() == StateSpace::k_page_bytes + 8);
  // Spreading (new pages since the last mark): all the pages over the reachable cells.
  // Rows 1..20 (padded ids up to 20 x 43 + 41, 9 bytes a cell) lie in the first 8118
  // bytes: 2 pages, of the region's 8.
  space.mark_growth();
  BOOST_TEST(space.predicted_bytes() == 2 * StateSpace::k_page_bytes + 8);
  // No new page since: what it holds.
  space.add(0, 5 * 43 * 36 + 2, 1);
  space.mark_growth();
  BOOST_TEST(space.predicted_bytes() == StateSpace::k_page_bytes + 8);
}

BOOST_AUTO_TEST_CASE(food_beyond_the_table_is_refused) {
  const Instance level = ring();
  MemoryBudget budget(1 << 20);
  BOOST_CHECK_THROW(StateSpace(level.board, level.food, level.snake[0], ShapeTable::shared(4), budget),
                    std::invalid_argument);
}

}  // namespace
}  // namespace snake
