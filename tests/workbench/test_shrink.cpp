// The shrinker's reductions of a board (workbench/shrink.hpp).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "model/instance.hpp"
#include "workbench/shrink.hpp"

namespace snake::workbench {
namespace {

const std::string k_board =
    "3 4\n1101\n1211\n1111\n1 1\n1 2\n2 2\n2 1\n2\n3 4\n1 4\n";

BOOST_AUTO_TEST_CASE(a_sketch_prints_back_the_instance_it_was_read_from) {
  const Sketch sketch = sketch_of(parse_instance(k_board));
  BOOST_TEST(format_sketch(sketch) == k_board);
  BOOST_TEST(sketch.cells() == 12);
  BOOST_TEST(sketch.walls() == 1);
  BOOST_TEST(sketch.weight_above_one() == 1);
}

BOOST_AUTO_TEST_CASE(reductions_delete_lines_without_the_snake_and_drop_their_food) {
  const Sketch sketch = sketch_of(parse_instance(k_board));
  std::vector<std::string> out;
  for (const Sketch& reduced : reductions(sketch)) out.push_back(format_sketch(reduced));
  // row 3 goes with its item; rows 1 and 2 hold the snake
  BOOST_TEST(out[0] == "2 4\n1101\n1211\n1 1\n1 2\n2 2\n2 1\n1\n1 4\n");
  // column 3 alone (the block 3..4 and column 4 would take every item: not made)
  BOOST_TEST(std::count(out.begin(), out.end(),
                        "3 3\n111\n121\n111\n1 1\n1 2\n2 2\n2 1\n2\n3 3\n1 3\n") == 1);
  for (const Sketch& reduced : reductions(sketch)) BOOST_TEST(!reduced.food.empty());
  // a food item removed, the wall opened, the weight set to 1
  BOOST_TEST(std::count(out.begin(), out.end(), "3 4\n1101\n1211\n1111\n1 1\n1 2\n2 2\n2 1\n1\n1 4\n") == 1);
  BOOST_TEST(std::count(out.begin(), out.end(), "3 4\n1111\n1211\n1111\n1 1\n1 2\n2 2\n2 1\n2\n3 4\n1 4\n") == 1);
  BOOST_TEST(std::count(out.begin(), out.end(), "3 4\n1101\n1111\n1111\n1 1\n1 2\n2 2\n2 1\n2\n3 4\n1 4\n") == 1);
  for (const Sketch& reduced : reductions(sketch)) {
    BOOST_TEST(reduced.cells() * 100 + static_cast<int>(reduced.food.size()) * 10 +
                   reduced.walls() + reduced.weight_above_one() <
               sketch.cells() * 100 + 20 + 1 + 1);
  }
}

}  // namespace
}  // namespace snake::workbench
