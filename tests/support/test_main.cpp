// The one main of every Boost.Test executable (snake_add_unit_test, tests/CMakeLists.txt),
// compiled once instead of once per test file: the files define no BOOST_TEST_MODULE,
// which also lets them share one precompiled <boost/test/unit_test.hpp> (a header that
// generates main only where BOOST_TEST_MODULE is defined before it). The test module is
// named after the executable without its "test_" prefix (test_rules: "rules"), as each
// file's BOOST_TEST_MODULE named it before.
#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

namespace {

bool init_module() {
  auto& master = boost::unit_test::framework::master_test_suite();
  if (master.argc > 0) {
    std::string_view name = master.argv[0];
    name.remove_prefix(name.find_last_of('/') + 1);  // npos + 1 == 0: no folder
    if (name.starts_with("test_")) name.remove_prefix(5);
    master.p_name.value = std::string(name);
  }
  return true;
}

}  // namespace

int main(int argc, char* argv[]) {
  return boost::unit_test::unit_test_main(&init_module, argc, argv);
}
