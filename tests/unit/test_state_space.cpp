#define BOOST_TEST_MODULE state_space
#include <boost/test/unit_test.hpp>
BOOST_AUTO_TEST_CASE(placeholder) { BOOST_TEST(true); }
