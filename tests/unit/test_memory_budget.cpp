// MemoryBudget: charges within the limit, a clean refusal past it that takes nothing,
// and the peak.
#include <boost/test/unit_test.hpp>

#include "model/memory_budget.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(charges_add_up_and_releases_keep_the_peak) {
  MemoryBudget budget(100);
  budget.charge(60);
  budget.charge(40);
  BOOST_TEST(budget.used() == 100u);
  budget.release(70);
  BOOST_TEST(budget.used() == 30u);
  BOOST_TEST(budget.peak() == 100u);
  BOOST_TEST(budget.fits(70));
  BOOST_TEST(!budget.fits(71));
}

BOOST_AUTO_TEST_CASE(a_charge_past_the_limit_throws_and_takes_nothing) {
  MemoryBudget budget(std::size_t{3} << 20);
  budget.charge(std::size_t{2} << 20);
  BOOST_CHECK_EXCEPTION(budget.charge(std::size_t{2} << 20), SearchLimitExceeded,
                        [](const SearchLimitExceeded& e) {
                          return std::string(e.what()) ==
                                 "the search needs more than its memory budget of 3 MiB "
                                 "(raise it with --max-memory)";
                        });
  BOOST_TEST(budget.used() == std::size_t{2} << 20);
  BOOST_TEST(budget.peak() <= budget.limit());
}

BOOST_AUTO_TEST_CASE(a_huge_charge_does_not_overflow) {
  MemoryBudget budget(1000);
  budget.charge(10);
  BOOST_CHECK_THROW(budget.charge(~std::size_t{0}), SearchLimitExceeded);
  BOOST_TEST(budget.used() == 10u);
}

}  // namespace
}  // namespace snake
