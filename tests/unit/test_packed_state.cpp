// Packed states: exact round trips, and successor() agreeing with apply_move().
#define BOOST_TEST_MODULE packed_state
#include <boost/test/unit_test.hpp>

#include <array>

#include "generator/random_field.hpp"
#include "model/game.hpp"
#include "model/packed_state.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

std::vector<CellId> unpacked(const Board& board, StateKey key) {
  std::array<CellId, k_max_length> cells{};
  const std::size_t length = unpack_snake(board, key, cells);
  return {cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(length)};
}

BOOST_AUTO_TEST_CASE(start_state_round_trips) {
  const Instance level = testing::instance(testing::k_sample);
  const StateKey key = pack_state(level.board, level.snake, 0);
  BOOST_TEST(head_of(key) == level.snake[0]);
  BOOST_TEST(eaten_of(key) == 0u);
  BOOST_TEST(unpacked(level.board, key) == level.snake);
}

BOOST_AUTO_TEST_CASE(largest_board_and_longest_snake_fit) {
  // Bottom-right corner of a 255 x 255 board, 8 items eaten: 12 parts, 11 segments.
  std::vector<std::uint8_t> weights(255 * 255, 1);
  const Board board(255, 255, weights);
  std::vector<CellId> snake;
  for (int c = 255; c > 255 - 12; --c) snake.push_back(board.id({255, c}));
  const StateKey key = pack_state(board, snake, 0xFF);
  BOOST_TEST(head_of(key) == board.id({255, 255}));
  BOOST_TEST(eaten_of(key) == 0xFFu);
  BOOST_TEST(unpacked(board, key) == snake);
}

BOOST_AUTO_TEST_CASE(successor_matches_apply_move_on_random_walks) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Random random(seed);
    const Instance level = random_field(random, FieldParams{6, 6, 4, 10, 1, 8});
    Game game(level);
    StateKey key = pack_state(level.board, level.snake, 0);
    for (int step = 0; step < 60 && !game.finished(); ++step) {
      const auto d = k_directions[static_cast<std::size_t>(random.uniform(0, 3))];
      const std::size_t length = game.snake().size();
      const MoveCheck move = game.play(d);
      if (!move.legal()) continue;
      key = successor(key, move, length);
      BOOST_TEST_INFO("seed " << seed << " step " << step);
      BOOST_TEST(unpacked(level.board, key) == game.snake());
      BOOST_TEST(eaten_of(key) == game.eaten());
      BOOST_TEST(last_move(key) == d);
      BOOST_TEST(key == pack_state(level.board, game.snake(), game.eaten()));
    }
  }
}

}  // namespace
}  // namespace snake
