// The solver on hand-made boards: the sample, both kinds of "No solution.", the tail
// rule mattering, determinism, the memory budget (whole space or page by page), the
// progress reports and an exhaustive trap.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/search.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

using testing::check_replays;

BOOST_AUTO_TEST_CASE(sample_answers_21) {
  const Instance level = testing::instance(testing::k_sample);
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  BOOST_TEST(solution.time == 21);
  check_replays(level, solution);
  BOOST_TEST(format_answer(solution, AnswerFormat::time_only) == "21\n");
}

BOOST_AUTO_TEST_CASE(same_input_gives_same_move_string) {
  const Instance level = testing::instance(testing::k_sample);
  BOOST_TEST(solve(level).moves == solve(level).moves);
  BOOST_TEST(solve(level).moves == "RDDDDRRRULURULU");
}

BOOST_AUTO_TEST_CASE(body_blocking_gives_no_solution_after_a_search) {
  // The snake lies on a width-1 row heading left and can never turn round: food 2 at
  // (1,7), behind it, is reachable on the bare board but not by the snake.
  //   1111111   snake (1,3) (1,4) (1,5) (1,6), head at (1,3)
  //   1000000   the only way on is left, then down the corridor to food 1 at (3,1)
  //   1000000
  const Instance level =
      testing::instance("3 7\n1111111\n1000000\n1000000\n1 3\n1 4\n1 5\n1 6\n2\n3 1\n1 7\n");
  const Solution solution = solve(level);
  BOOST_TEST(!solution.solvable);
  BOOST_TEST(solution.stats.settled > 0u);
  BOOST_TEST(format_answer(solution, AnswerFormat::with_moves) == "No solution.\n");
  // Without food 2 the same board is solvable in 4 moves.
  const Solution one = solve(
      testing::instance("3 7\n1111111\n1000000\n1000000\n1 3\n1 4\n1 5\n1 6\n1\n3 1\n"));
  BOOST_TEST(one.solvable);
  BOOST_TEST(one.moves == "LLDD");
}

BOOST_AUTO_TEST_CASE(optimal_route_may_need_the_vacated_tail_cell) {
  // 2 x 3 board of ones; snake on a ring, food where only following the tail reaches it
  // in 3 moves. With the tail cell blocked the answer would be longer or impossible.
  const Instance level = testing::instance("2 3\n111\n111\n1 1\n2 1\n2 2\n1 2\n1\n2 3\n");
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  BOOST_TEST(solution.time == 3);  // R (into the vacated tail cell), R, D
  BOOST_TEST(solution.moves == "RRD");
  check_replays(level, solution);
}

BOOST_AUTO_TEST_CASE(model_limits_255_by_255_and_8_food_are_solved) {
  // Nothing is tied to 15 x 15 or k <= 4: a 255 x 255 board, 8 food in its far corners
  // and middles, the snake in the centre. Weights vary so the route is not trivial.
  std::string text = "255 255\n";
  for (int r = 1; r <= 255; ++r) {
    for (int c = 1; c <= 255; ++c) text += static_cast<char>('1' + (r * 7 + c * 3) % 8);
    text += '\n';
  }
  text += "128 128\n128 129\n128 130\n128 131\n8\n";
  text += "1 1\n1 255\n255 1\n255 255\n1 128\n255 128\n128 1\n128 255\n";
  const Instance level = testing::instance(text);
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  check_replays(level, solution);
  BOOST_TEST_MESSAGE("255 x 255, k = 8: T = " << solution.time << ", "
                                               << solution.stats.settled << " states settled");
}

BOOST_AUTO_TEST_CASE(memory_budget_stops_the_search_cleanly) {
  const Instance level = testing::instance(testing::k_sample);
  BOOST_CHECK_THROW(solve(level, SearchOptions{1024}), SearchLimitExceeded);
}

// A 15 x 15 exhaustive trap (as bench/make_trap.sh makes them): food 1 and 2 in one-cell
// notches on the top edge, whichever is eaten first traps the head, so no order eats
// both; food 3 and 4 in the open. Every state the snake can reach must be settled.
Instance trap() {
  std::string text = "15 15\n111010110101111\n";
  for (int r = 2; r <= 15; ++r) text += "111111111111111\n";
  text += "15 5\n15 4\n15 3\n15 2\n4\n1 5\n1 10\n7 12\n11 3\n";
  return testing::instance(text);
}

BOOST_AUTO_TEST_CASE(exhaustive_trap_settles_every_reachable_state) {
  const Solution solution = solve(trap());
  BOOST_TEST(!solution.solvable);
  // Four parts and any subset of the two open items: at most 225 cells x (36 + 2 * 100 +
  // 284) shapes; walls, edges and the trapped heads keep some out.
  BOOST_TEST(solution.stats.settled > 60000u);
  BOOST_TEST(solution.stats.settled <= 225u * (36 + 2 * 100 + 284) + 4 * 225 * 780);
  BOOST_TEST(solution.stats.settled == solution.stats.reached);
  BOOST_TEST(solution.stats.queued >= solution.stats.reached);
}

BOOST_AUTO_TEST_CASE(a_budget_below_the_whole_space_charges_pages_and_finds_the_same) {
  // The trap's space: 17 x 17 padded cells x (36 + 4 * 100 + 6 * 284 + 4 * 780) bytes,
  // about 1.5 MiB; a 1 MiB budget holds what the search touches but not all of it.
  const Solution whole = solve(trap());
  const Solution paged = solve(trap(), SearchOptions{std::size_t{1} << 20});
  BOOST_TEST(paged.stats.settled == whole.stats.settled);
  BOOST_TEST(paged.stats.peak_bytes <= std::size_t{1} << 20);
  BOOST_CHECK_THROW(solve(trap(), SearchOptions{std::size_t{200} << 10}), SearchLimitExceeded);
  // And on a solvable board, the same move string.
  const Instance sample = testing::instance(testing::k_sample);
  BOOST_TEST(solve(sample, SearchOptions{std::size_t{200} << 10}).moves == solve(sample).moves);
}

BOOST_AUTO_TEST_CASE(ordering_large_buckets_on_a_weighted_board_keeps_the_time) {
  // A 32 x 32 weighted trap with one notch (bench/make_trap.sh's shape, weights 1..8 by
  // formula): solvable only with the notch eaten last. With ordered_bucket lowered from
  // 2^16 to 64 the search drains many of its priorities by layer and region. Either order
  // finds the same time (the first reach is final whatever the order inside one
  // priority), and both move strings replay to that time.
  std::string text = "32 32\n";
  for (int r = 1; r <= 32; ++r) {
    for (int c = 1; c <= 32; ++c) {
      const bool wall = r == 1 && (c == 9 || c == 11);
      text += wall ? '0' : static_cast<char>('1' + (r * 7 + c * 3) % 8);
    }
    text += '\n';
  }
  text += "32 5\n32 4\n32 3\n32 2\n6\n1 10\n10 5\n20 25\n8 28\n25 8\n16 16\n";
  const Instance level = testing::instance(text);
  SearchOptions sorting;
  sorting.ordered_bucket = 64;
  SearchOptions newest = sorting;
  newest.order_large_buckets = false;
  const Solution ordered = solve(level, sorting);
  const Solution plain = solve(level, newest);
  BOOST_TEST(ordered.stats.ordered_buckets > 0u);
  BOOST_TEST(plain.stats.ordered_buckets == 0u);
  BOOST_TEST(ordered.solvable);
  BOOST_TEST(plain.solvable);
  BOOST_TEST(ordered.time == plain.time);
  check_replays(level, ordered);
  check_replays(level, plain);
}

BOOST_AUTO_TEST_CASE(progress_reports_the_plan_the_search_and_the_end) {
  std::vector<SearchProgress> reports;
  SearchOptions options;
  options.progress = [&](const SearchProgress& p) { reports.push_back(p); };
  options.progress_interval_ms = 0;  // report at every chance (65536 states settled or more)
  const Solution solution = solve(trap(), options);
  BOOST_REQUIRE(reports.size() >= 3u);
  const SearchProgress& plan = reports.front();
  BOOST_TEST((plan.stage == SearchProgress::Stage::planned));
  BOOST_TEST(plan.settled == 0u);
  // 221 enterable cells (4 walls) x the shapes of every mask but the full one.
  BOOST_TEST(plan.space_states == 221u * (36 + 4 * 100 + 6 * 284 + 4 * 780));
  BOOST_TEST(plan.budget_bytes == options.max_memory_bytes);
  BOOST_TEST((reports[1].stage == SearchProgress::Stage::searching));
  BOOST_TEST(reports[1].settled >= 65536u);  // checked when a priority is done
  BOOST_TEST(reports[1].layers_opened >= 1u);
  BOOST_TEST(reports[1].layers_dense <= reports[1].layers_opened);
  BOOST_TEST(reports[1].predicted_bytes >= reports[1].memory_bytes);
  BOOST_TEST(reports[1].predicted_bytes <= options.max_memory_bytes);
  const SearchProgress& end = reports.back();
  BOOST_TEST((end.stage == SearchProgress::Stage::finished));
  BOOST_TEST(end.settled == solution.stats.settled);
  BOOST_TEST(end.reached == solution.stats.reached);
  BOOST_TEST(end.memory_bytes > 0u);
  // 2 bits a state over 17 x 17 padded cells (a byte's rounding and a spare byte a layer).
  const std::uint64_t quarter = 17u * 17u * (36 + 4 * 100 + 6 * 284 + 4 * 780) / 4;
  BOOST_TEST(plan.space_bytes >= quarter);
  BOOST_TEST(plan.space_bytes <= quarter + 2 * 15);
}

BOOST_AUTO_TEST_CASE(without_food_the_game_ends_with_the_cheapest_first_move) {
  // The statement has k >= 1; an instance built without food still gets an answer:
  // all_food_eaten holds after any move, so the first legal move ends the game.
  const Instance sample = testing::instance(testing::k_sample);
  const Instance level{sample.board, sample.snake, FoodSet(sample.board, {})};
  const Solution solution = solve(level);
  BOOST_TEST(solution.solvable);
  BOOST_TEST(solution.moves == "R");  // (1,1) -> (1,2); (2,1) below is the neck
  BOOST_TEST(solution.time == 1);
}

}  // namespace
}  // namespace snake
