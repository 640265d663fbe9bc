// The generator's families (generator/families.hpp): every family gives consistent
// instances within the package limits, the same seed gives the same bytes, impossible
// parameters are refused with a reason, and each family keeps the promise its
// description makes (checked with the model's rules and solver, over many seeds).
// Each family's promises are one test suite, family_<name>; the test case
// every_listed_family_has_a_test_suite fails for a family added to the list without one.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "generator/families.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"
#include "model/search.hpp"

namespace {

using snake::Family;
using snake::GenerationError;
using snake::GeneratorParams;
using snake::Instance;

constexpr int k_seeds = 30;

const Family& family(std::string_view name) {
  const Family* found = snake::find_family(name);
  BOOST_TEST_REQUIRE(found != nullptr, "no family " << name);
  return *found;
}

Instance make(std::string_view name, GeneratorParams params) {
  return snake::generate(family(name), params);
}

GeneratorParams seeded(std::uint64_t seed) {
  GeneratorParams p;
  p.seed = seed;
  return p;
}

// The legal first moves of an instance.
std::vector<snake::MoveCheck> legal_first_moves(const Instance& instance) {
  snake::Game game(instance);
  std::vector<snake::MoveCheck> legal;
  for (const auto d : snake::k_directions) {
    const auto move = game.check(d);
    if (move.legal()) legal.push_back(move);
  }
  return legal;
}

// The food items in the order the solver's route eats them.
std::vector<int> eating_order(const Instance& instance, const std::string& moves) {
  snake::Game game(instance);
  std::vector<int> order;
  for (const char c : moves) {
    const auto move = game.play(*snake::direction_from_letter(c));
    if (move.eats()) order.push_back(move.food);
  }
  return order;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_family_gives_valid_instances_within_the_package_limits) {
  snake::Limits limits;
  limits.max_side = 15;
  limits.max_food = 4;
  for (const Family& f : snake::families()) {
    for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
      BOOST_TEST_CONTEXT("family " << f.name << ", seed " << seed) {
        const std::string text = snake::format_instance(snake::generate(f, seeded(seed)));
        BOOST_CHECK_NO_THROW(snake::parse_instance(text, snake::Strictness::strict, limits));
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(same_seed_gives_same_bytes_and_seeds_differ) {
  for (const Family& f : snake::families()) {
    BOOST_TEST_CONTEXT("family " << f.name) {
      const std::string a = snake::format_instance(snake::generate(f, seeded(11)));
      const std::string b = snake::format_instance(snake::generate(f, seeded(11)));
      const std::string c = snake::format_instance(snake::generate(f, seeded(12)));
      BOOST_TEST(a == b);
      BOOST_TEST(a != c);
    }
  }
}

BOOST_AUTO_TEST_CASE(impossible_parameters_are_refused_with_a_reason) {
  GeneratorParams p;
  p.rows = 2;
  p.cols = 2;
  BOOST_CHECK_EXCEPTION(make("spiral", p), GenerationError, [](const GenerationError& e) {
    return std::string(e.what()) == "family 'spiral' needs at least 3 x 4 cells, got 2 x 2";
  });
  p = GeneratorParams{};
  p.food = 1;
  BOOST_CHECK_EXCEPTION(make("order", p), GenerationError, [](const GenerationError& e) {
    return std::string(e.what()) == "family 'order' needs at least 2 food items, got 1";
  });
  p = GeneratorParams{};
  p.rows = 3;
  p.cols = 3;
  p.food = 4;
  BOOST_CHECK_EXCEPTION(make("pockets", p), GenerationError, [](const GenerationError& e) {
    return std::string(e.what()).starts_with("family 'pockets' has room for ");
  });
  p = GeneratorParams{};
  p.room_width = 3;
  BOOST_CHECK_THROW(make("chamber", p), GenerationError);  // in-room needs a 2 x 2 room
  p = GeneratorParams{};
  p.min_weight = 0;
  BOOST_CHECK_EXCEPTION(make("open", p), GenerationError, [](const GenerationError& e) {
    return std::string(e.what()) == "weights 0..8 are not within 1..8";
  });
}

BOOST_AUTO_TEST_CASE(requirements_are_met_or_refused) {
  GeneratorParams p = seeded(3);
  p.walls = 40;
  const Instance solvable = snake::generate(family("random"), p, snake::Requirement::solvable);
  BOOST_TEST(snake::solve(solvable).solvable);
  const Instance unsolvable = snake::generate(family("random"), p, snake::Requirement::unsolvable);
  BOOST_TEST(!snake::solve(unsolvable).solvable);
  BOOST_CHECK_EXCEPTION(snake::generate(family("walled"), seeded(1), snake::Requirement::solvable),
                        GenerationError, [](const GenerationError& e) {
                          return std::string(e.what()) ==
                                 "no solvable instance in 200 attempts; try other parameters";
                        });
}

BOOST_AUTO_TEST_CASE(every_listed_family_has_a_test_suite) {
  const boost::unit_test::test_suite& master = boost::unit_test::framework::master_test_suite();
  BOOST_TEST_REQUIRE(!snake::families().empty());
  for (const Family& f : snake::families()) {
    const auto id = master.get(fmt::format("family_{}", f.name));
    BOOST_TEST_REQUIRE(id != boost::unit_test::INV_TEST_UNIT_ID,
                       "family '" << f.name << "' has no test suite family_" << f.name);
    const auto& unit = boost::unit_test::framework::get(id, boost::unit_test::TUT_ANY);
    BOOST_TEST_REQUIRE(unit.p_type == boost::unit_test::TUT_SUITE,
                       "'" << f.name << "' is a test case, not a suite");
    BOOST_TEST(boost::unit_test::framework::get<boost::unit_test::test_suite>(id).size() > 0u,
               "the test suite of family '" << f.name << "' is empty");
  }
}

BOOST_AUTO_TEST_SUITE(family_random)

BOOST_AUTO_TEST_CASE(random_food_is_random_field_itself) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    snake::Random random(seed);
    const Instance field = snake::random_field(random, snake::FieldParams{8, 8, 4, 20, 1, 8});
    BOOST_TEST(snake::format_instance(make("random", seeded(seed))) ==
               snake::format_instance(field));
  }
}

BOOST_AUTO_TEST_CASE(dead_end_food_lies_in_dead_ends) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.food_place = snake::FoodPlace::dead_ends;
    p.food = 2;
    p.walls = 35;  // enough walls for two dead ends on every seed here
    const Instance instance = make("random", p);
    for (const auto cell : instance.food.cells()) {
      BOOST_TEST(instance.board.enterable_neighbour_count(cell) == 1, "seed " << seed);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_maze)

BOOST_AUTO_TEST_CASE(without_braid_is_a_tree_of_width_1_corridors) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("maze", seeded(seed));
    const snake::Board& board = instance.board;
    int cells = 0, edges = 0;
    for (const auto id : board.cells()) {
      if (!board.is_enterable(id)) continue;
      ++cells;
      edges += board.is_enterable(board.neighbour(id, snake::Direction::right));
      edges += board.is_enterable(board.neighbour(id, snake::Direction::down));
    }
    BOOST_TEST(edges == cells - 1, "seed " << seed);  // connected by construction
  }
}

BOOST_AUTO_TEST_CASE(rooms_are_the_cells_at_odd_row_and_column) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("maze", seeded(seed));
    const snake::Board& board = instance.board;
    for (const auto id : board.cells()) {
      const snake::Cell cell = board.cell(id);
      if (cell.row % 2 == 1 && cell.col % 2 == 1) {
        BOOST_TEST(board.is_enterable(id), "seed " << seed << ": room (" << cell.row << ", "
                                                   << cell.col << ") is a wall");
      } else if (cell.row % 2 == 0 && cell.col % 2 == 0) {
        BOOST_TEST(!board.is_enterable(id), "seed " << seed << ": pillar (" << cell.row << ", "
                                                    << cell.col << ") is open");
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(full_braid_leaves_no_dead_end_room_with_a_wall_to_open) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.braid = 100;
    const snake::Board& board = make("maze", p).board;
    for (int r = 1; r <= board.rows(); r += 2) {
      for (int c = 1; c <= board.cols(); c += 2) {
        const auto room = board.id(snake::Cell{r, c});
        if (board.enterable_neighbour_count(room) != 1) continue;
        // A dead end left after braiding has no closed wall towards another room.
        for (const auto d : snake::k_directions) {
          const auto wall = board.neighbour(room, d);
          if (!board.on_board(wall) || !board.on_board(board.neighbour(wall, d))) continue;
          BOOST_TEST(board.is_enterable(wall), "seed " << seed << ": dead end (" << r << ", "
                                                       << c << ") was not braided");
        }
      }
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_spiral)

BOOST_AUTO_TEST_CASE(route_is_forced_and_ends_at_the_centre) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("spiral", seeded(seed));
    const auto solution = snake::solve(instance);
    BOOST_TEST_REQUIRE(solution.solvable, "seed " << seed);
    BOOST_TEST(legal_first_moves(instance).size() == 1u);
    const auto order = eating_order(instance, solution.moves);
    BOOST_TEST(order.back() == 0, "seed " << seed << ": food 1 (the centre) is eaten last");
    BOOST_TEST(instance.board.enterable_neighbour_count(instance.food.cell(0)) == 1);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_ridges)

// Ring r of a cell is its distance to the border; even rings are valleys of weight 1,
// odd ones ridges of 8, and each valley is cut by one ridge cell below its top-left corner.
BOOST_AUTO_TEST_CASE(valley_rings_of_1_between_ridges_of_8_each_valley_cut_once) {
  for (const auto& [rows, cols] : {std::pair{15, 15}, std::pair{12, 12}, std::pair{9, 14}}) {
    GeneratorParams p = seeded(1);
    p.rows = rows;
    p.cols = cols;
    const Instance instance = make("ridges", p);
    const snake::Board& board = instance.board;
    for (const auto id : board.cells()) {
      const auto [r, c] = board.cell(id);
      const int ring = std::min({r - 1, c - 1, rows - r, cols - c});
      const bool cut = c == ring + 1 && r == ring + 2;
      BOOST_TEST(board.weight(id) == (ring % 2 == 0 && !cut ? 1 : 8),
                 rows << " x " << cols << " (" << r << ", " << c << ")");
    }
  }
}

BOOST_AUTO_TEST_CASE(the_snake_heads_right_along_the_outer_valley_and_the_food_is_far_apart) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("ridges", seeded(seed));
    const snake::Board& board = instance.board;
    BOOST_TEST((board.cell(instance.snake.front()) == snake::Cell{1, 4}), "seed " << seed);
    BOOST_TEST((board.cell(instance.snake.back()) == snake::Cell{1, 1}), "seed " << seed);
    BOOST_TEST_REQUIRE(instance.food.size() == 4u);
    for (std::size_t i = 0; i < instance.food.size(); ++i) {
      for (std::size_t j = 0; j < i; ++j) {
        const auto a = board.cell(instance.food.cell(i)), b = board.cell(instance.food.cell(j));
        BOOST_TEST(std::abs(a.row - b.row) + std::abs(a.col - b.col) >= 7,
                   "seed " << seed << ": items " << j << " and " << i << " are close");
      }
    }
  }
}

// Up onto a ridge or down from it costs |8 - 1| + 1 = 8, a step along a valley 1.
BOOST_AUTO_TEST_CASE(a_step_onto_a_ridge_costs_8_and_along_a_valley_1) {
  const Instance instance = make("ridges", seeded(1));
  const snake::Board& board = instance.board;
  BOOST_TEST(board.move_cost(board.id({1, 1}), board.id({2, 1})) == 8);
  BOOST_TEST(board.move_cost(board.id({2, 1}), board.id({3, 1})) == 8);
  BOOST_TEST(board.move_cost(board.id({1, 1}), board.id({1, 2})) == 1);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_open)

BOOST_AUTO_TEST_CASE(every_cell_is_enterable_and_the_head_is_at_the_centre) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance open = make("open", seeded(seed));
    for (const auto id : open.board.cells()) BOOST_TEST(open.board.is_enterable(id));
    BOOST_TEST((open.board.cell(open.snake.front()) == snake::Cell{8, 8}), "seed " << seed);
  }
}

// The board of the largest reachable state space the selection found within 12 x 12
// (data/selection.tsv): four items far apart on an open board are its four corners.
BOOST_AUTO_TEST_CASE(four_far_items_on_an_open_12_by_12_board_lie_in_the_corners) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.rows = p.cols = 12;
    const Instance open = make("open", p);
    std::vector<snake::Cell> food;
    for (const auto id : open.food.cells()) food.push_back(open.board.cell(id));
    std::sort(food.begin(), food.end(), [](const snake::Cell& a, const snake::Cell& b) {
      return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    const std::vector<snake::Cell> corners{{1, 1}, {1, 12}, {12, 1}, {12, 12}};
    BOOST_TEST((food == corners), "seed " << seed);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_checker)

BOOST_AUTO_TEST_CASE(every_move_costs_the_same_and_the_head_is_at_the_centre) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.min_weight = 2;
    p.max_weight = 6;
    const Instance checker = make("checker", p);
    BOOST_TEST((checker.board.cell(checker.snake.front()) == snake::Cell{7, 7}), "seed " << seed);
    for (const auto id : checker.board.cells()) {
      const snake::Cell cell = checker.board.cell(id);
      BOOST_TEST(checker.board.weight(id) == ((cell.row + cell.col) % 2 == 0 ? 2 : 6));
      for (const auto next : checker.board.neighbours(id)) {
        if (checker.board.on_board(next)) BOOST_TEST(checker.board.move_cost(id, next) == 5);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(defaults_make_every_move_cost_8) {
  const Instance checker = make("checker", seeded(1));
  BOOST_TEST(checker.board.rows() == 12);
  BOOST_TEST(checker.food.size() == 4u);
  const auto answer = snake::solve(checker);
  BOOST_TEST_REQUIRE(answer.solvable);
  BOOST_TEST(answer.time == 8 * static_cast<std::int64_t>(answer.moves.size()));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_detour)

BOOST_AUTO_TEST_CASE(band_is_a_checkerboard_of_1_and_8_with_one_cheap_edge_row) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("detour", seeded(seed));
    const snake::Board& board = instance.board;
    const int first = (board.cols() - 3) / 2 + 1, last = first + 2;  // default --band 3
    int gap = 0;
    for (const int r : {1, board.rows()}) {
      bool cheap = true;
      for (int c = first; c <= last; ++c) cheap = cheap && board.weight(board.id({r, c})) == 1;
      if (cheap) gap = r;
    }
    BOOST_TEST_REQUIRE(gap != 0, "seed " << seed << ": no cheap row at an edge");
    for (int r = 1; r <= board.rows(); ++r) {
      for (int c = first; c <= last && r != gap; ++c) {
        BOOST_TEST(board.weight(board.id({r, c})) == ((r + c) % 2 == 0 ? 1 : 8),
                   "seed " << seed << ", cell (" << r << ", " << c << ")");
      }
    }
    for (const auto part : instance.snake) BOOST_TEST(board.cell(part).col < first);
    for (const auto item : instance.food.cells()) BOOST_TEST(board.cell(item).col > last);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_walled)

BOOST_AUTO_TEST_CASE(has_no_solution) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    BOOST_TEST(!snake::solve(make("walled", seeded(seed))).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_pockets)

BOOST_AUTO_TEST_CASE(two_pockets_have_no_solution) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    BOOST_TEST(!snake::solve(make("pockets", seeded(seed))).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_CASE(a_single_pocket_is_solvable) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.food = 1;
    BOOST_TEST(snake::solve(make("pockets", p)).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_order)

BOOST_AUTO_TEST_CASE(food_1_lies_in_a_dead_end_that_must_be_eaten_last) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("order", seeded(seed));
    BOOST_TEST(instance.board.enterable_neighbour_count(instance.food.cell(0)) == 1);
    const auto solution = snake::solve(instance);
    BOOST_TEST_REQUIRE(solution.solvable, "seed " << seed);
    BOOST_TEST(eating_order(instance, solution.moves).back() == 0, "seed " << seed);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_chamber)

BOOST_AUTO_TEST_CASE(in_room_can_only_start_into_the_vacated_tail_cell) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("chamber", seeded(seed));
    const auto legal = legal_first_moves(instance);
    BOOST_TEST_REQUIRE(legal.size() == 1u, "seed " << seed);
    BOOST_TEST(legal.front().to == instance.snake.back(), "seed " << seed);
    BOOST_TEST(snake::solve(instance).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_CASE(in_corridor_must_turn_in_the_room) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.snake_start = snake::SnakeStart::in_corridor;
    const Instance instance = make("chamber", p);
    const auto legal = legal_first_moves(instance);
    BOOST_TEST_REQUIRE(legal.size() == 1u, "seed " << seed);
    BOOST_TEST(snake::letter(legal.front().direction) == 'U', "seed " << seed);
    BOOST_TEST(snake::solve(instance).solvable, "seed " << seed);
    p.room_food = 1;  // eaten during the turn, the snake grows to 5 and a 2 x 2 room is too small
    BOOST_TEST(!snake::solve(make("chamber", p)).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(family_max)

BOOST_AUTO_TEST_CASE(is_15_by_15_with_4_food_far_apart) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance max = make("max", seeded(seed));
    BOOST_TEST(max.board.rows() == 15);
    BOOST_TEST(max.board.cols() == 15);
    BOOST_TEST(max.food.size() == 4u);
  }
}

BOOST_AUTO_TEST_SUITE_END()
