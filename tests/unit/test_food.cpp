// FoodSet: lookup by cell, the all-eaten mask, and its limits.
#include <boost/test/unit_test.hpp>

#include <stdexcept>

#include "model/food.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(index_at_names_the_item_on_a_cell_in_input_order) {
  const Board b(2, 3, 1);
  const FoodSet food(b, {b.id({2, 3}), b.id({1, 1})});
  BOOST_TEST(food.size() == 2u);
  BOOST_TEST(food.index_at(b.id({2, 3})) == 0);
  BOOST_TEST(food.index_at(b.id({1, 1})) == 1);
  BOOST_TEST(food.index_at(b.id({1, 2})) == -1);
  BOOST_TEST(food.cell(1) == b.id({1, 1}));
  BOOST_TEST(food.all() == 0b11u);
}

BOOST_AUTO_TEST_CASE(up_to_eight_items_fit_the_mask) {
  const Board b(3, 3, 1);
  std::vector<CellId> cells;
  for (const CellId id : b.cells()) {
    if (cells.size() < 8) cells.push_back(id);
  }
  const FoodSet eight(b, cells);
  BOOST_TEST(eight.all() == 0xFFu);
  cells.push_back(b.id({3, 3}));
  BOOST_CHECK_EXCEPTION(FoodSet(b, cells), std::invalid_argument,
                        [](const std::invalid_argument& e) {
                          return std::string(e.what()) == "9 food items exceed the limit of 8";
                        });
}

BOOST_AUTO_TEST_CASE(no_food_means_everything_is_eaten_already) {
  const Board b(1, 1, 1);
  const FoodSet none(b, {});
  BOOST_TEST(none.all() == 0u);
}

}  // namespace
}  // namespace snake
