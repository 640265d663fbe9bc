// The generator's families (generator/families.hpp): every family gives consistent
// instances within the package limits, the same seed gives the same bytes, impossible
// parameters are refused with a reason, and each family keeps the promise its
// description makes (checked with the model's rules and solver, over many seeds).
#define BOOST_TEST_MODULE generator_families
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <string>

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

int enterable_neighbours(const snake::Board& board, snake::CellId id) {
  int count = 0;
  for (const auto d : snake::k_directions) count += board.is_enterable(board.neighbour(id, d));
  return count;
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

BOOST_AUTO_TEST_CASE(random_family_with_random_food_is_random_field_itself) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    snake::Random random(seed);
    const Instance field = snake::random_field(random, snake::FieldParams{8, 8, 4, 20, 1, 8});
    BOOST_TEST(snake::format_instance(make("random", seeded(seed))) ==
               snake::format_instance(field));
  }
}

BOOST_AUTO_TEST_CASE(walled_and_pockets_have_no_solution) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    BOOST_TEST_CONTEXT("seed " << seed) {
      BOOST_TEST(!snake::solve(make("walled", seeded(seed))).solvable);
      BOOST_TEST(!snake::solve(make("pockets", seeded(seed))).solvable);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_single_pocket_is_solvable) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    GeneratorParams p = seeded(seed);
    p.food = 1;
    BOOST_TEST(snake::solve(make("pockets", p)).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_CASE(spiral_route_is_forced_and_ends_at_the_centre) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("spiral", seeded(seed));
    const auto solution = snake::solve(instance);
    BOOST_TEST_REQUIRE(solution.solvable, "seed " << seed);
    BOOST_TEST(legal_first_moves(instance).size() == 1u);
    const auto order = eating_order(instance, solution.moves);
    BOOST_TEST(order.back() == 0, "seed " << seed << ": food 1 (the centre) is eaten last");
    BOOST_TEST(enterable_neighbours(instance.board, instance.food.cell(0)) == 1);
  }
}

BOOST_AUTO_TEST_CASE(maze_without_braid_is_a_tree_of_width_1_corridors) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("maze", seeded(seed));
    const snake::Board& board = instance.board;
    int cells = 0, edges = 0;
    for (int r = 1; r <= board.rows(); ++r) {
      for (int c = 1; c <= board.cols(); ++c) {
        const auto id = board.id(snake::Cell{r, c});
        if (!board.is_enterable(id)) continue;
        ++cells;
        edges += board.is_enterable(board.neighbour(id, snake::Direction::right));
        edges += board.is_enterable(board.neighbour(id, snake::Direction::down));
      }
    }
    BOOST_TEST(edges == cells - 1, "seed " << seed);  // connected by construction
  }
}

BOOST_AUTO_TEST_CASE(order_puts_food_1_in_a_dead_end_that_must_be_eaten_last) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("order", seeded(seed));
    BOOST_TEST(enterable_neighbours(instance.board, instance.food.cell(0)) == 1);
    const auto solution = snake::solve(instance);
    BOOST_TEST_REQUIRE(solution.solvable, "seed " << seed);
    BOOST_TEST(eating_order(instance, solution.moves).back() == 0, "seed " << seed);
  }
}

BOOST_AUTO_TEST_CASE(chamber_in_room_can_only_start_into_the_vacated_tail_cell) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance instance = make("chamber", seeded(seed));
    const auto legal = legal_first_moves(instance);
    BOOST_TEST_REQUIRE(legal.size() == 1u, "seed " << seed);
    BOOST_TEST(legal.front().to == instance.snake.back(), "seed " << seed);
    BOOST_TEST(snake::solve(instance).solvable, "seed " << seed);
  }
}

BOOST_AUTO_TEST_CASE(chamber_in_corridor_must_turn_in_the_room) {
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

BOOST_AUTO_TEST_CASE(open_and_max_boards) {
  for (std::uint64_t seed = 1; seed <= k_seeds; ++seed) {
    const Instance open = make("open", seeded(seed));
    for (int r = 1; r <= open.board.rows(); ++r) {
      for (int c = 1; c <= open.board.cols(); ++c) {
        BOOST_TEST(open.board.is_enterable(open.board.id(snake::Cell{r, c})));
      }
    }
    const Instance max = make("max", seeded(seed));
    BOOST_TEST(max.board.rows() == 15);
    BOOST_TEST(max.board.cols() == 15);
    BOOST_TEST(max.food.size() == 4u);
  }
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
