#include "model/search.hpp"

#include <algorithm>
#include <array>

#include "model/food_tour.hpp"
#include "model/packed_state.hpp"
#include "model/state_table.hpp"

namespace snake {

namespace {

using Id = StateTable::Id;

// Times and priorities are 32-bit; bound + time stays below 2^32 up to this time.
constexpr std::uint32_t k_max_time = 1u << 31;

// Monotone bucket queue over priorities in a sliding window of k_ring values; each
// bucket is a stack, so among equal priorities the newest (deepest) state comes first.
class BucketQueue {
 public:
  static constexpr std::uint32_t k_ring = 32;  // > 18, the largest priority step

  explicit BucketQueue(MemoryBudget& budget) : m_budget(&budget) {}

  bool empty() const { return m_size == 0; }
  /// Precondition: current() <= priority < current() + k_ring.
  void push(std::uint32_t priority, Id id) {
    push_back_charged(m_buckets[priority % k_ring], id, *m_budget);
    ++m_size;
  }
  /// Pops an entry of the smallest priority; returns that priority. Precondition: !empty().
  std::uint32_t pop(Id& id) {
    while (m_buckets[m_current % k_ring].empty()) ++m_current;
    auto& bucket = m_buckets[m_current % k_ring];
    id = bucket.back();
    bucket.pop_back();
    --m_size;
    return m_current;
  }
  void start_at(std::uint32_t priority) { m_current = priority; }

 private:
  MemoryBudget* m_budget;
  std::array<std::vector<Id>, k_ring> m_buckets;
  std::uint32_t m_current = 0;
  std::size_t m_size = 0;
};

std::string moves_to(const StateTable& table, Id last, Direction final_move) {
  std::string moves(1, letter(final_move));
  for (Id id = last; table.pred(id) != StateTable::k_none; id = table.pred(id)) {
    moves += letter(last_move(table.key(id)));
  }
  std::reverse(moves.begin(), moves.end());
  return moves;
}

}  // namespace

Solution solve(const Instance& instance, const SearchOptions& options) {
  const Board& board = instance.board;
  const FoodSet& food = instance.food;
  const FoodTourBound bound(board, food);
  Solution solution;

  const StateKey start = pack_state(board, instance.snake, 0);
  const std::uint32_t start_bound = bound(head_of(start), 0);
  if (start_bound >= FoodTourBound::k_unreachable) return solution;

  MemoryBudget budget(options.max_memory_bytes);
  StateTable table(budget);
  BucketQueue queue(budget);
  const Id start_id = table.insert(start).first;
  table.improve(start_id, 0, StateTable::k_none);
  queue.start_at(start_bound);
  queue.push(start_bound, start_id);
  ++solution.stats.queued;

  // The game ends with the move that eats the last food; that move is not a state of its
  // own, just the best "goal" found so far and the state it was made from.
  std::uint32_t goal_time = StateTable::k_infinite;
  Id goal_pred = StateTable::k_none;
  Direction goal_move = Direction::up;

  std::array<CellId, k_max_length> cells{};
  while (!queue.empty()) {
    Id id = 0;
    if (queue.pop(id) >= goal_time) break;
    if (table.closed(id)) continue;
    table.close(id);
    ++solution.stats.settled;

    const StateKey key = table.key(id);
    const std::uint32_t g = table.g(id);
    const FoodMask eaten = eaten_of(key);
    const std::size_t length = unpack_snake(board, key, cells);
    const std::span<const CellId> snake(cells.data(), length);
    for (const Direction d : k_directions) {
      const MoveCheck move = check_move(board, food, snake, eaten, d);
      if (!move.legal()) continue;
      const std::uint32_t time = g + static_cast<std::uint32_t>(move.cost);
      if (time > k_max_time) {
        throw SearchLimitExceeded("the minimal time exceeds 2^31, more than the solver represents");
      }
      const FoodMask eaten_next = eaten_after(eaten, move);
      if (all_food_eaten(food, eaten_next)) {
        if (time < goal_time) {
          goal_time = time;
          goal_pred = id;
          goal_move = d;
        }
        continue;
      }
      const Id next = table.insert(successor(key, move, length)).first;
      if (time >= table.g(next)) continue;  // also skips closed states: their g is final
      // Finite in practice (the head stays in the start's component); a finite bound
      // keeps every priority within the queue's window of f + 18.
      const std::uint32_t remaining = bound(move.to, eaten_next);
      if (remaining >= FoodTourBound::k_unreachable) continue;
      table.improve(next, time, id);
      queue.push(time + remaining, next);
      ++solution.stats.queued;
    }
  }

  solution.stats.reached = table.size();
  solution.stats.peak_bytes = budget.peak();
  if (goal_pred != StateTable::k_none) {
    solution.solvable = true;
    solution.time = goal_time;
    solution.moves = moves_to(table, goal_pred, goal_move);
  }
  return solution;
}

}  // namespace snake
