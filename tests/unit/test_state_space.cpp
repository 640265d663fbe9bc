// StateSpace: its size is known before any memory is taken; regions are reserved on first
// use, zero-filled, and charged whole when the space fits the budget; otherwise pages are
// charged one by one as states are written, and the budget stops it cleanly.
#define BOOST_TEST_MODULE state_space
#include <boost/test/unit_test.hpp>

#include "model/state_space.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

// 3 x 3, one wall in the middle, two food items; snake shapes of 4 and 5 parts.
Instance ring() {
  return testing::instance("3 3\n111\n101\n111\n1 1\n1 2\n1 3\n2 3\n2\n3 3\n3 1\n");
}

BOOST_AUTO_TEST_CASE(size_counts_enterable_cells_times_shapes_of_each_mask) {
  const Instance level = ring();
  const ShapeTable shapes(5);
  MemoryBudget budget(1 << 20);
  const StateSpace space(level.board, 2, shapes, budget);
  // Masks 0 (4 parts), 1 and 2 (5 parts); the full mask 3 ends the game.
  BOOST_TEST(space.states() == 8u * (36 + 100 + 100));
  BOOST_TEST(space.bytes() == 25u * (36 + 100 + 100));  // 5 x 5 padded cells
  BOOST_TEST(!space.tracks_pages());
  BOOST_TEST(budget.used() == 0u);  // nothing taken before a region is used
  BOOST_TEST(space.reserved(0) == nullptr);
}

BOOST_AUTO_TEST_CASE(regions_are_reserved_zeroed_and_charged_whole_when_all_fits) {
  const Instance level = ring();
  const ShapeTable shapes(5);
  MemoryBudget budget(1 << 20);
  StateSpace space(level.board, 2, shapes, budget);
  StateSpace::Region& region = space.region(1);
  BOOST_TEST(region.shapes == 100u);
  BOOST_TEST(region.bytes == 2500u);
  BOOST_TEST(space.reserved(1) == &region);
  for (std::size_t i = 0; i < region.bytes; ++i) BOOST_REQUIRE(region.states[i] == 0);
  region.states[region.bytes - 1] = 7;  // writable to the end
  BOOST_TEST(budget.used() == 2500u);
  BOOST_TEST(space.charged() == 2500u);
  BOOST_TEST(space.reserved_states() == 800u);
  BOOST_TEST(&space.region(1) == &region);  // once
  BOOST_TEST(budget.used() == 2500u);
  BOOST_CHECK_THROW(space.region(3), std::logic_error);
}

BOOST_AUTO_TEST_CASE(pages_are_charged_one_by_one_when_the_space_does_not_fit) {
  // 255 x 255, eight items: about 89 GB of space, far beyond a 64 MiB budget.
  const Instance level = testing::instance([] {
    std::string text = "255 255\n";
    for (int r = 0; r < 255; ++r) text += std::string(255, '1') + "\n";
    text += "1 1\n1 2\n1 3\n1 4\n8\n";
    for (int i = 1; i <= 8; ++i) text += "100 " + std::to_string(i) + "\n";
    return text;
  }());
  const ShapeTable shapes(11);
  MemoryBudget budget(std::size_t{64} << 20);
  StateSpace space(level.board, 8, shapes, budget);
  BOOST_TEST(space.bytes() > (std::uint64_t{80} << 30));
  BOOST_TEST(space.tracks_pages());
  StateSpace::Region& region = space.region(0x7F);  // 11 parts: 44100 shapes a cell
  const std::size_t map = budget.used();
  BOOST_TEST(map < (std::size_t{1} << 20));  // the page map, not the region
  space.touch(region, region.states + 5);
  space.touch(region, region.states + 4000);  // the same page
  BOOST_TEST(budget.used() == map + StateSpace::k_page_bytes);
  space.touch(region, region.states + region.bytes - 1);
  BOOST_TEST(budget.used() == map + 2 * StateSpace::k_page_bytes);
  // Touching page after page stops at the budget.
  BOOST_CHECK_THROW(
      for (std::size_t offset = 0; offset < region.bytes; offset += StateSpace::k_page_bytes) {
        space.touch(region, region.states + offset);
      },
      SearchLimitExceeded);
  BOOST_TEST(budget.peak() <= budget.limit());
}

BOOST_AUTO_TEST_CASE(food_beyond_the_table_is_refused) {
  const Instance level = ring();
  const ShapeTable shapes(4);  // room for one item only
  MemoryBudget budget(1 << 20);
  BOOST_CHECK_THROW(StateSpace(level.board, 2, shapes, budget), std::invalid_argument);
}

}  // namespace
}  // namespace snake
