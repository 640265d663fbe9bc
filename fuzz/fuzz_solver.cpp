// libFuzzer harness: the solver (model/search.hpp solve()) on tiny boards. The bytes are
// decoded into a valid instance of at most 4 x 4 cells with k <= 3 (every byte string
// gives one, or none when the board is too small for the snake and one food); the
// instance is written in the input format and read back by the model. Properties: the
// solver finds a route exactly when the independent brute force of the stress test
// (tests/stress/brute_force.cpp, no shared code) does, with the same minimal time, and
// its move string replays with the model, legally, to the end, at exactly that time.
// Cost: the brute force dominates (Dijkstra over explicit states of a 4 x 4 board).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "fuzz/fuzz_support.hpp"
#include "model/game.hpp"
#include "model/search.hpp"
#include "tests/stress/brute_force.hpp"

namespace {

using snake::fuzzing::require;

constexpr int k_side = 4;
constexpr int k_food = 3;
constexpr int k_snake = 4;

// The bytes as a stream of numbers; zeros once they run out.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : m_data(data), m_size(size) {}
  int next(int modulus) { return m_at < m_size ? m_data[m_at++] % modulus : 0; }

 private:
  const std::uint8_t* m_data;
  std::size_t m_size;
  std::size_t m_at = 0;
};

// An instance in the input format decoded from the bytes, or "" when none fits.
std::string decode(Bytes& bytes) {
  const int n = 1 + bytes.next(k_side);
  const int m = 1 + bytes.next(k_side);
  const int cells = n * m;
  if (cells < k_snake + 1) return {};
  const int k = std::min(1 + bytes.next(k_food), cells - k_snake);
  std::vector<int> weight(static_cast<std::size_t>(cells));
  for (int& w : weight) w = bytes.next(9);
  std::vector<bool> taken(static_cast<std::size_t>(cells));
  std::vector<int> snake{bytes.next(cells)};
  taken[static_cast<std::size_t>(snake[0])] = true;
  constexpr int k_dr[] = {-1, 1, 0, 0};
  constexpr int k_dc[] = {0, 0, -1, 1};
  while (snake.size() < k_snake) {
    const int first = bytes.next(4);
    const int at = snake.back();
    int next = -1;
    for (int i = 0; i < 4 && next < 0; ++i) {
      const int d = (first + i) % 4;
      const int r = at / m + k_dr[d];
      const int c = at % m + k_dc[d];
      if (r >= 0 && r < n && c >= 0 && c < m && !taken[static_cast<std::size_t>(r * m + c)]) {
        next = r * m + c;
      }
    }
    if (next < 0) return {};
    snake.push_back(next);
    taken[static_cast<std::size_t>(next)] = true;
  }
  std::vector<int> food;
  for (int i = 0; i < k; ++i) {
    int cell = bytes.next(cells);
    while (taken[static_cast<std::size_t>(cell)]) cell = (cell + 1) % cells;
    taken[static_cast<std::size_t>(cell)] = true;
    food.push_back(cell);
  }
  // Snake and food cells must be enterable.
  for (std::size_t cell = 0; cell < weight.size(); ++cell) {
    if (taken[cell]) weight[cell] = std::max(1, weight[cell]);
  }
  std::string text = fmt::format("{} {}\n", n, m);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < m; ++c) text += static_cast<char>('0' + weight[static_cast<std::size_t>(r * m + c)]);
    text += '\n';
  }
  for (const int cell : snake) text += fmt::format("{} {}\n", cell / m + 1, cell % m + 1);
  text += fmt::format("{}\n", k);
  for (const int cell : food) text += fmt::format("{} {}\n", cell / m + 1, cell % m + 1);
  return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes bytes(data, size);
  const std::string text = decode(bytes);
  if (text.empty()) return 0;
  const snake::Instance instance = snake::parse_instance(text, snake::Strictness::strict);
  const snake::Solution solution = snake::solve(instance);
  const std::optional<long long> expected = snake::testing::brute_force_time(text);
  require(solution.solvable == expected.has_value(),
          "the solver and the brute force disagree on whether a route exists");
  if (!solution.solvable) return 0;
  require(solution.time == *expected, "the solver's time is not the brute force's");
  const snake::Replay r = snake::replay_moves(instance, solution.moves);
  require(!r.illegal && !r.moves_after_end && r.finished &&
              r.moves_played == solution.moves.size() && r.time == solution.time,
          "the solver's move string does not replay to its time");
  return 0;
}
