// Stress test: the solver's time equals the brute force's on many seeded random boards
// up to 6 x 6 with k up to 4, walls and weights varied (some have no solution), and every
// move string the solver prints replays with the model to exactly the printed time; on
// weighted boards the same with every priority of two or more states sorted
// (SearchOptions::ordered_bucket = 2), so that the bucket order meets the brute force too.
// A failing case prints its seed and the instance; rerun one seed with
//   test_solver_vs_brute_force -- --seed N
// SNAKE_STRESS_SCALE=F (0 < F <= 1) checks only the first F of the seeds, and expects F
// of each kind of board: the sanitizer build of CI (scripts/sanitize.sh) uses 0.25.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdlib>
#include <string>

#include "generator/random_field.hpp"
#include "model/game.hpp"
#include "model/search.hpp"
#include "tests/stress/brute_force.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

constexpr std::uint64_t k_first_seed = 1;
constexpr std::uint64_t k_seeds = 4000;

// Board shape, food count, wall density and weight range all drawn from the seed, so
// tiny boards, corridors, flat boards and rugged ones all occur.
FieldParams params_for(Random& random) {
  FieldParams p;
  p.rows = static_cast<int>(random.uniform(1, 6));
  p.cols = static_cast<int>(random.uniform((5 + p.rows - 1) / p.rows, 6));  // >= 5 cells
  p.food = static_cast<int>(random.uniform(1, std::min(4, p.rows * p.cols - 4)));
  constexpr int k_walls[] = {0, 10, 25, 40};
  p.wall_percent = k_walls[random.uniform(0, 3)];
  constexpr int k_ranges[][2] = {{1, 1}, {1, 3}, {1, 8}, {4, 8}};
  const auto& range = k_ranges[random.uniform(0, 3)];
  p.min_weight = range[0];
  p.max_weight = range[1];
  return p;
}

struct Tally {
  int solvable = 0;
  int unsolvable = 0;
  int blocked_by_body = 0;  // no solution, though all food is reachable on the bare board
  int ordered = 0;          // solvable, and the ordered search sorted some priority
};

bool check_seed(std::uint64_t seed, Tally& tally) {
  Random random(seed);
  const FieldParams params = params_for(random);
  const Instance level = random_field(random, params);
  const std::string text = format_instance(level);
  const Solution solution = solve(level);
  // On a weighted board, also with every priority of two or more states drained in the
  // order of large buckets (BucketQueue::sort() and the drain from its scratch).
  SearchOptions ordering;
  ordering.ordered_bucket = 2;
  const Solution ordered = solve(level, ordering);
  const std::optional<long long> expected = testing::brute_force_time(text);
  BOOST_TEST_CONTEXT("seed " << seed << ", instance:\n" << text) {
    BOOST_TEST(solution.solvable == expected.has_value());
    BOOST_TEST(ordered.solvable == expected.has_value());
    if (!solution.solvable || !expected) {
      ++tally.unsolvable;
      if (solution.stats.settled > 0) ++tally.blocked_by_body;
      return solution.solvable == expected.has_value() &&
             ordered.solvable == expected.has_value();
    }
    ++tally.solvable;
    if (ordered.stats.ordered_buckets > 0) ++tally.ordered;
    BOOST_TEST(solution.time == *expected);
    BOOST_TEST(ordered.time == *expected);
    const bool replays = testing::check_replays(level, solution);
    const bool ordered_replays = testing::check_replays(level, ordered);
    return solution.time == *expected && ordered.time == *expected && replays &&
           ordered_replays;
  }
  return false;
}

// The share of the seeds to check (SNAKE_STRESS_SCALE, default all).
double stress_scale() {
  const char* text = std::getenv("SNAKE_STRESS_SCALE");
  const double scale = text ? std::atof(text) : 1;
  return scale > 0 && scale <= 1 ? scale : 1;
}

std::uint64_t seed_from_command_line() {
  const auto& args = boost::unit_test::framework::master_test_suite().argv;
  const int argc = boost::unit_test::framework::master_test_suite().argc;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::string(args[i]) == "--seed") return std::stoull(args[i + 1]);
  }
  return 0;
}

BOOST_AUTO_TEST_CASE(solver_time_equals_brute_force_time) {
  Tally tally;
  if (const std::uint64_t only = seed_from_command_line()) {
    BOOST_TEST(check_seed(only, tally));
    return;
  }
  int failures = 0;
  const double scale = stress_scale();
  const auto seeds = static_cast<std::uint64_t>(std::ceil(static_cast<double>(k_seeds) * scale));
  BOOST_TEST_MESSAGE("seeds " << k_first_seed << ".." << k_first_seed + seeds - 1);
  for (std::uint64_t seed = k_first_seed; seed < k_first_seed + seeds; ++seed) {
    if (!check_seed(seed, tally) && ++failures >= 5) break;  // enough to debug with
  }
  BOOST_TEST_MESSAGE("boards: " << tally.solvable << " solvable, " << tally.unsolvable
                                << " with no solution (" << tally.blocked_by_body
                                << " of them only because of the body); the bucket order"
                                << " sorted priorities on " << tally.ordered << " solvable ones");
  // The mix must really contain both kinds, or the test proves less than it claims.
  BOOST_TEST(tally.solvable >= 1000 * scale);
  BOOST_TEST(tally.unsolvable >= 100 * scale);
  BOOST_TEST(tally.blocked_by_body >= 20 * scale);
  BOOST_TEST(tally.ordered >= 100 * scale);
}

}  // namespace
}  // namespace snake
