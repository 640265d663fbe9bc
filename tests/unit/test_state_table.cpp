// StateTable and MemoryBudget: ids in order of discovery, lookups across growth, and a
// clean stop when the budget is exhausted.
#define BOOST_TEST_MODULE state_table
#include <boost/test/unit_test.hpp>

#include "model/state_table.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(empty_table_has_no_states) {
  MemoryBudget budget(1 << 20);
  const StateTable table(budget);
  BOOST_TEST(table.size() == 0u);
  BOOST_TEST(budget.used() > 0u);  // the initial index
}

BOOST_AUTO_TEST_CASE(ids_are_dense_and_stable_across_growth) {
  MemoryBudget budget(std::size_t{256} << 20);
  StateTable table(budget);
  constexpr std::uint32_t k_count = 100000;
  for (std::uint32_t i = 0; i < k_count; ++i) {
    const auto [id, added] = table.insert(StateKey{i} * 7919u + 13u);
    BOOST_REQUIRE(added);
    BOOST_REQUIRE(id == i);
    BOOST_REQUIRE(table.g(id) == StateTable::k_infinite);
    BOOST_REQUIRE(table.pred(id) == StateTable::k_none);
  }
  for (std::uint32_t i = 0; i < k_count; ++i) {
    const auto [id, added] = table.insert(StateKey{i} * 7919u + 13u);
    BOOST_REQUIRE(!added);
    BOOST_REQUIRE(id == i);
  }
  BOOST_TEST(table.size() == k_count);
}

BOOST_AUTO_TEST_CASE(improve_and_close_are_per_state) {
  MemoryBudget budget(1 << 20);
  StateTable table(budget);
  const auto a = table.insert(1).first;
  const auto b = table.insert(2).first;
  table.improve(b, 5, a);
  BOOST_TEST(table.g(b) == 5u);
  BOOST_TEST(table.pred(b) == a);
  BOOST_TEST(!table.closed(a));
  table.close(a);
  BOOST_TEST(table.closed(a));
  BOOST_TEST(!table.closed(b));
}

BOOST_AUTO_TEST_CASE(exceeding_the_budget_throws_instead_of_growing) {
  MemoryBudget budget(64 << 10);
  StateTable table(budget);
  BOOST_CHECK_THROW(
      for (StateKey key = 0; key < 1000000; ++key) table.insert(key), SearchLimitExceeded);
  BOOST_TEST(budget.peak() <= budget.limit());
}

}  // namespace
}  // namespace snake
