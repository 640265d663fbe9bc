#include "model/search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "model/bucket_queue.hpp"
#include "model/food_tour.hpp"
#include "model/rules.hpp"
#include "model/shape_table.hpp"
#include "model/state_space.hpp"

namespace snake {

namespace {

using Clock = std::chrono::steady_clock;
using Entry = BucketQueue::Entry;

// Times and priorities are 32-bit; bound + time stays below 2^32 up to this time.
constexpr std::uint32_t k_max_time = 1u << 31;
constexpr std::uint32_t k_no_goal = 0xFFFFFFFFu;

// The byte of a state in the StateSpace:
//   0                                 never reached
//   k_queued | (f % 32) << 2 | pred   queued, f the best priority found so far (>= 0x80)
//   k_settled | pred                  settled: its time is final (0x40..0x43)
// pred (2 bits) names the predecessor: the tail segment the previous state had, which a
// plain move dropped; or, for an eating move, the opposite of this state's own last
// segment, which no self-avoiding previous shape can have there.
// Queued priorities lie in [f, f + 18] around the priority f being expanded, so f % 32
// recovers them.
constexpr std::uint8_t k_queued = 0x80;
constexpr std::uint8_t k_settled = 0x40;
static_assert(BucketQueue::k_ring == 32);

// A queue entry is the state itself: rank | neck << 20 | mask << 40.
constexpr unsigned k_neck_shift = 20;
constexpr unsigned k_mask_shift = 40;
constexpr std::uint64_t k_field = (std::uint64_t{1} << 20) - 1;
static_assert(ShapeTable::k_longest <= 12);  // 120292 shapes of 12 parts < 2^20

Entry make_entry(FoodMask mask, CellId neck, std::uint32_t rank) {
  return std::uint64_t{mask} << k_mask_shift | std::uint64_t{neck} << k_neck_shift | rank;
}

struct StateRef {
  FoodMask mask = 0;
  CellId neck = 0;
  std::uint32_t rank = 0;
  friend bool operator==(const StateRef&, const StateRef&) = default;
};

StateRef unpack_entry(Entry entry) {
  return {static_cast<FoodMask>(entry >> k_mask_shift),
          static_cast<CellId>((entry >> k_neck_shift) & k_field),
          static_cast<std::uint32_t>(entry & k_field)};
}

// What a head on a cell finds around it, for one eaten mask (one word per padded cell):
//   bits 0..3    open directions: the neighbour is enterable (and its bound finite)
//   bits 4..7    open directions into a food item the mask has not eaten: eating moves
//   bits 8..27   per direction d, 5 bits at 8 + 5d: the priority's increment
//                cost + bound(neighbour) - bound(cell), in [0, 18] for a consistent bound
// so a plain move's new priority is the current one plus one field, and g is needed only
// for eating moves (g = priority - bound(head)).
//   bit 30       k_around_slow: some eating move (bits 4..7), or the word is not computed
//   bit 31       k_around_known: the word is computed
// The loop tests bit 30 alone and leaves the rare cases to a slower path.
constexpr unsigned k_open = 0xF;
constexpr unsigned delta_shift(unsigned d) { return 8 + 5 * d; }
constexpr std::uint32_t k_max_delta = 18;
constexpr std::uint32_t k_around_slow = 1u << 30;
constexpr std::uint32_t k_around_known = 1u << 31;
constexpr std::uint32_t k_around_unknown = k_around_slow;
constexpr std::uint32_t k_bound_unknown = 0xFFFFFFFFu;

// One shape rank's plain moves, ready for the loop: a ShapeMoves row with the board's
// geometry and the length's region layout folded in, so no field needs a multiply.
// 16 bytes: |head_step| <= 257, |group_delta| <= 257 * 44100 + 2^16 and
// |entry_delta| <= 257 * 2^20 + 2^16 all fit 32 bits.
struct Expansion {
  std::int32_t group_delta;  // the successors' group: own byte + group_delta
  std::int32_t entry_delta;  // the successors' entry at slot 0: own entry + entry_delta
  std::int16_t head_step;    // head = neck + head_step
  std::uint8_t plain;        // plain moves the body allows
  std::uint8_t code;         // k_queued | tail: a plain successor's byte without priority
  std::uint8_t slot[4];      // per direction: the successor's place in the group
};
static_assert(sizeof(Expansion) == 16);

// The states of one eaten mask as the loop reads them.
struct Layer {
  std::uint8_t* states = nullptr;  // the StateSpace region (nullptr until reached)
  const std::uint32_t* around = nullptr;
  const Expansion* expansions = nullptr;
  std::size_t shapes = 0;
};

class Engine {
 public:
  Engine(const Instance& instance, const FoodTourBound& bound, const SearchOptions& options,
         Clock::time_point started);

  Solution run();

 private:
  // Per eaten mask, what only the slow paths read.
  struct LayerExtras {
    StateSpace::Region* region = nullptr;
    std::vector<std::uint32_t> bound;  // the FoodTourBound per padded cell
    std::vector<std::uint32_t> around;
  };

  Layer& layer(FoodMask mask) {
    Layer& l = m_layers[mask];
    if (l.states == nullptr) open_layer(mask);
    return l;
  }
  void open_layer(FoodMask mask);
  // The bound and the neighbour word of a cell in a layer, computed on first use.
  std::uint32_t bound_at(FoodMask mask, CellId cell);
  std::uint32_t around_at(FoodMask mask, CellId cell);
  const Expansion* expansions(std::size_t length);
  template <bool k_track_pages>
  void search();
  template <bool k_track_pages>
  bool expand_near_food(Entry entry, std::uint32_t priority);
  template <bool k_track_pages>
  bool eat(Entry from, std::uint32_t priority, CellId head, unsigned d);
  void report(SearchProgress::Stage stage);
  std::string recover_moves() const;
  std::uint8_t byte_of(const StateRef& s) const {
    const Layer& l = m_layers[s.mask];
    return l.states[std::size_t{s.neck} * l.shapes + s.rank];
  }

  const Instance* m_instance;
  const Board* m_board;
  const FoodSet* m_food;
  const FoodTourBound* m_bound;
  const SearchOptions* m_options;
  Clock::time_point m_started;
  Clock::time_point m_last_report;
  MemoryBudget m_budget;
  std::optional<ShapeTable> m_shapes;
  std::optional<StateSpace> m_space;
  std::optional<BucketQueue> m_queue;
  std::array<CellId, 4> m_step{};
  // Per padded cell: open directions (bits 0..3); per direction d, 8 bits at 8 + 8d: the
  // move's cost (4 bits), then the item it eats when nothing is eaten yet, plus 1 (0: none).
  std::vector<std::uint64_t> m_cell_moves;
  std::array<Layer, std::size_t{1} << k_max_food> m_layers{};
  std::vector<LayerExtras> m_extras;
  std::array<std::vector<Expansion>, ShapeTable::k_longest + 1> m_expansions;
  SearchStats m_stats;
  StateRef m_start;
  std::uint32_t m_goal_time = k_no_goal;
  StateRef m_goal_from;
  Direction m_goal_move = Direction::up;
};

Engine::Engine(const Instance& instance, const FoodTourBound& bound,
               const SearchOptions& options, Clock::time_point started)
    : m_instance(&instance),
      m_board(&instance.board),
      m_food(&instance.food),
      m_bound(&bound),
      m_options(&options),
      m_started(started),
      m_last_report(started),
      m_budget(options.max_memory_bytes) {
  const Board& board = *m_board;
  const std::size_t k = m_food->size();
  // Only the lengths this instance can store: 4 .. 3 + k parts.
  m_shapes.emplace(std::max(k_start_length + k - 1, ShapeTable::k_shortest));
  m_budget.charge(m_shapes->bytes());
  m_space.emplace(board, k, *m_shapes, m_budget);
  m_queue.emplace(m_budget);
  m_extras.resize(std::size_t{1} << k);
  const CellId probe = board.id({1, 1});
  for (const Direction d : k_directions) m_step[index_of(d)] = board.neighbour(probe, d) - probe;
  // What every layer's neighbour words share, judged by check_move for a head on each
  // cell (with its neck on another open neighbour, never in the way): which moves stay on
  // the board and off walls, their cost, and which food item they would eat.
  m_budget.charge(board.padded_size() * sizeof(std::uint64_t));
  m_cell_moves.assign(board.padded_size(), 0);
  for (CellId cell = 0; cell < board.padded_size(); ++cell) {
    if (!board.is_enterable(cell)) continue;
    std::uint64_t word = 0;
    for (const Direction d : k_directions) {
      const CellId ahead = board.neighbour(cell, d);
      std::array<CellId, 2> snake{cell, cell};
      for (const Direction n : k_directions) {
        const CellId neck = board.neighbour(cell, n);
        if (neck != ahead && board.is_enterable(neck)) snake[1] = neck;
      }
      // No other open neighbour: every snake with its head here has its neck ahead.
      if (snake[1] == cell) continue;
      const MoveCheck move = check_move(board, *m_food, snake, 0, d);
      if (!move.legal()) continue;
      const unsigned dir = index_of(d);
      word |= std::uint64_t{1} << dir |
              std::uint64_t(static_cast<unsigned>(move.cost) |
                            static_cast<unsigned>(move.food + 1) << 4)
                  << (8 + 8 * dir);
    }
    m_cell_moves[cell] = word;
  }
}

const Expansion* Engine::expansions(std::size_t length) {
  std::vector<Expansion>& rows = m_expansions[length];
  if (!rows.empty()) return rows.data();
  const std::uint32_t count = m_shapes->count(length);
  m_budget.charge(count * sizeof(Expansion));
  rows.resize(count);
  for (std::uint32_t rank = 0; rank < count; ++rank) {
    const ShapeMoves m = m_shapes->moves(length, rank);
    // Signed: the head may lie before the neck.
    const auto head_step = static_cast<std::int32_t>(m_step[index_of(shape_moves::head(m))]);
    const std::int64_t to_base =
        static_cast<std::int64_t>(shape_moves::plain_base(m)) - static_cast<std::int64_t>(rank);
    rows[rank] = Expansion{
        .group_delta = static_cast<std::int32_t>(std::int64_t{head_step} * count + to_base),
        .entry_delta = static_cast<std::int32_t>(
            std::int64_t{head_step} * (std::int64_t{1} << k_neck_shift) + to_base),
        .head_step = static_cast<std::int16_t>(head_step),
        .plain = static_cast<std::uint8_t>(shape_moves::plain(m)),
        .code = static_cast<std::uint8_t>(k_queued | index_of(shape_moves::tail(m))),
        .slot = {}};
    for (unsigned d = 0; d < 4; ++d) {
      rows[rank].slot[d] =
          static_cast<std::uint8_t>(shape_moves::slot(shape_moves::plain_slots(m), d));
    }
  }
  return rows.data();
}

void Engine::open_layer(FoodMask mask) {
  const std::size_t cells = m_board->padded_size();
  LayerExtras& extras = m_extras[mask];
  StateSpace::Region& region = m_space->region(mask);
  m_budget.charge(2 * cells * sizeof(std::uint32_t));
  // Both filled in per cell on first use: a layer reached by a few states only (food
  // that traps the head) costs next to nothing.
  extras.bound.assign(cells, k_bound_unknown);
  extras.around.assign(cells, k_around_unknown);
  extras.region = &region;
  Layer& l = m_layers[mask];
  l.expansions = expansions(k_start_length + static_cast<std::size_t>(std::popcount(mask)));
  l.around = extras.around.data();
  l.shapes = region.shapes;
  l.states = region.states;
}

std::uint32_t Engine::bound_at(FoodMask mask, CellId cell) {
  std::uint32_t& bound = m_extras[mask].bound[cell];
  if (bound == k_bound_unknown) {
    bound = m_board->is_enterable(cell) ? (*m_bound)(cell, mask) : FoodTourBound::k_unreachable;
  }
  return bound;
}

std::uint32_t Engine::around_at(FoodMask mask, CellId cell) {
  std::uint32_t& around = m_extras[mask].around[cell];
  if (around != k_around_unknown) return around;
  const std::uint32_t here = bound_at(mask, cell);
  const std::uint64_t moves = m_cell_moves[cell];
  std::uint32_t word = k_around_known | (moves & k_open);
  for (auto open = static_cast<unsigned>(moves & k_open); open != 0; open &= open - 1) {
    const auto dir = static_cast<unsigned>(std::countr_zero(open));
    const std::uint32_t there = bound_at(mask, cell + m_step[dir]);
    // Cells outside the start's component have an infinite bound: never entered.
    if (here >= FoodTourBound::k_unreachable || there >= FoodTourBound::k_unreachable) {
      word &= ~(0x11u << dir);
      continue;
    }
    const auto move = static_cast<std::uint32_t>(moves >> (8 + 8 * dir));
    const std::uint32_t delta = (move & 15u) + there - here;
    if (delta > k_max_delta) {
      throw std::logic_error("search: the food-tour bound is not consistent");
    }
    word |= delta << delta_shift(dir);
    // The item check_move said the move eats, unless this mask has eaten it already.
    const std::uint32_t item = (move >> 4) & 15u;
    if (item != 0 && ((mask >> (item - 1)) & 1u) == 0) word |= k_around_slow | 1u << (4 + dir);
  }
  around = word;
  return word;
}

Solution Engine::run() {
  const Board& board = *m_board;
  const std::vector<CellId>& snake = m_instance->snake;
  const auto direction = [&](CellId from, CellId to) {
    for (const Direction d : k_directions) {
      if (board.neighbour(from, d) == to) return index_of(d);
    }
    throw std::invalid_argument("search: the snake's parts are not side-neighbours");
  };
  if (snake.size() != k_start_length) {
    throw std::invalid_argument("search: the initial snake does not have four parts");
  }
  const ShapeCode code = direction(snake[1], snake[0]) | direction(snake[1], snake[2]) << 2 |
                         direction(snake[2], snake[3]) << 4;
  const auto rank = m_shapes->rank(k_start_length, code);
  if (!rank) throw std::invalid_argument("search: the initial snake crosses itself");
  m_start = StateRef{0, snake[1], *rank};
  Layer& first = layer(0);
  const std::uint32_t start_priority = bound_at(0, snake[0]);
  std::uint8_t* const slot =
      first.states + std::size_t{m_start.neck} * first.shapes + m_start.rank;
  if (m_space->tracks_pages()) m_space->touch(*m_extras[0].region, slot);
  *slot = static_cast<std::uint8_t>(k_queued | (start_priority % 32) << 2);
  m_queue->start_at(start_priority);
  m_queue->push(start_priority, make_entry(0, m_start.neck, m_start.rank));
  m_stats.reached = 1;
  m_stats.queued = 1;

  report(SearchProgress::Stage::planned);
  // Software prefetching of the next entries' states measured no gain, even on the
  // 64 x 64 trap (the popped state's byte is still cached from its push; the hardware
  // overlaps the misses on its successors' group), so there is none.
  if (m_space->tracks_pages()) {
    search<true>();
  } else {
    search<false>();
  }
  report(SearchProgress::Stage::finished);

  Solution solution;
  m_stats.peak_bytes = m_budget.peak();
  solution.stats = m_stats;
  if (m_goal_time != k_no_goal) {
    solution.solvable = true;
    solution.time = m_goal_time;
    solution.moves = recover_moves();
  }
  return solution;
}

// The eating move in direction d from the state `from` (priority `priority`, head on
// `head`): to the goal, or to a state one part longer. True when it found a goal.
template <bool k_track_pages>
bool Engine::eat(Entry from, std::uint32_t priority, CellId head, unsigned d) {
  const StateRef s = unpack_entry(from);
  const std::size_t length = k_start_length + static_cast<std::size_t>(std::popcount(s.mask));
  const ShapeMoves row = m_shapes->moves(length, s.rank);
  if (((shape_moves::eating(row) >> d) & 1u) == 0) return false;  // the tail stays in the way
  const CellId to = head + m_step[d];
  const std::uint32_t time = priority - bound_at(s.mask, head) +
                             static_cast<std::uint32_t>(m_board->move_cost(head, to));
  MoveCheck move;
  move.food = m_food->index_at(to);
  const FoodMask mask = eaten_after(s.mask, move);
  if (all_food_eaten(*m_food, mask)) {
    if (time >= m_goal_time) return false;
    m_goal_time = time;
    m_goal_from = s;
    m_goal_move = static_cast<Direction>(d);
    return true;
  }
  Layer& target = layer(mask);
  const std::uint32_t next = time + bound_at(mask, to);
  const std::uint32_t rank =
      shape_moves::eating_base(row) + shape_moves::slot(shape_moves::eating_slots(row), d);
  std::uint8_t* const slot = target.states + std::size_t{head} * target.shapes + rank;
  const std::uint8_t old = *slot;
  if (old & k_queued) {
    if (next - priority >= ((old >> 2) - priority) % 32u) return false;
  } else if (old != 0) {
    return false;  // settled
  } else {
    if constexpr (k_track_pages) m_space->touch(*m_extras[mask].region, slot);
    ++m_stats.reached;
  }
  // The predecessor code of an eating move: the opposite of the new last segment, which
  // is the old tail segment.
  *slot = static_cast<std::uint8_t>(k_queued | (next % 32) << 2 |
                                    index_of(opposite(shape_moves::tail(row))));
  m_queue->push(next, make_entry(mask, head, rank));
  ++m_stats.queued;
  return false;
}

// The expansion of a state with food not yet eaten next to its head: plain and eating
// moves in the order U, D, L, R. True when it found a goal.
template <bool k_track_pages>
__attribute__((noinline)) bool Engine::expand_near_food(Entry entry, std::uint32_t priority) {
  const StateRef s = unpack_entry(entry);
  const Layer& l = m_layers[s.mask];
  const Expansion& x = l.expansions[s.rank];
  const CellId head = s.neck + static_cast<CellId>(x.head_step);
  const std::uint32_t around = around_at(s.mask, head);
  const unsigned eating = (around >> 4) & k_open;
  const unsigned plain = around & x.plain & ~eating;
  std::uint8_t* const group = l.states + std::size_t{s.neck} * l.shapes + s.rank + x.group_delta;
  const Entry next = entry + static_cast<std::uint64_t>(std::int64_t{x.entry_delta});
  bool goal = false;
  for (unsigned d = 0; d < 4; ++d) {
    if ((eating >> d) & 1u) {
      goal |= eat<k_track_pages>(entry, priority, head, d);
      continue;
    }
    if (((plain >> d) & 1u) == 0) continue;
    const unsigned delta = (around >> delta_shift(d)) & 31u;
    const unsigned offset = x.slot[d];
    std::uint8_t* const slot = group + offset;
    const std::uint8_t old = *slot;
    if (old & k_queued) {
      if (delta >= ((old >> 2) - priority) % 32u) continue;
    } else if (old != 0) {
      continue;
    } else {
      if constexpr (k_track_pages) m_space->touch(*m_extras[s.mask].region, slot);
      ++m_stats.reached;
    }
    const std::uint32_t next_priority = priority + delta;
    *slot = static_cast<std::uint8_t>(x.code | (next_priority % 32) << 2);
    m_queue->push(next_priority, next + offset);
    ++m_stats.queued;
  }
  return goal;
}

template <bool k_track_pages>
void Engine::search() {
  BucketQueue& queue = *m_queue;
  const bool reports = static_cast<bool>(m_options->progress);
  // Counters of the plain moves live in registers; eating moves count in m_stats.
  // `queued` counts only the states queued again: every state reached was queued once.
  std::uint64_t settled = 0;
  std::uint64_t reached = 0;
  std::uint64_t queued = 0;
  const auto flush = [&] {
    m_stats.settled += std::exchange(settled, 0);
    m_stats.queued += std::exchange(queued, 0) + reached;
    m_stats.reached += std::exchange(reached, 0);
  };
  while (queue.advance()) {
    const std::uint32_t priority = queue.current();
    if (priority >= m_goal_time) break;
    if (priority > k_max_time) {
      throw SearchLimitExceeded("the minimal time exceeds 2^31, more than the solver represents");
    }
    // Progress at most once per priority (and, by the clock, once per interval): a check
    // per state would cost the loop more than the reports are worth.
    if (reports && settled >= (1u << 16)) {  // flush() starts the count again
      flush();
      report(SearchProgress::Stage::searching);
    }
    const std::uint32_t bucket = queue.current_bucket();
    Entry entry = 0;
    while (queue.pop(bucket, entry)) {
      const auto mask = static_cast<FoodMask>(entry >> k_mask_shift);
      const auto neck = static_cast<CellId>((entry >> k_neck_shift) & k_field);
      const auto rank = static_cast<std::uint32_t>(entry & k_field);
      const Layer& l = m_layers[mask];
      std::uint8_t* const self = l.states + neck * l.shapes + rank;
      const std::uint8_t byte = *self;
      if (!(byte & k_queued)) continue;  // settled: queued again with a better priority
      *self = static_cast<std::uint8_t>(k_settled | (byte & 3u));
      ++settled;

      const Expansion& x = l.expansions[rank];
      const CellId head = neck + static_cast<CellId>(x.head_step);
      std::uint32_t around = l.around[head];
      if (around & k_around_slow) {
        // Rare: a cell seen for the first time, or food next to the head. Both go out of
        // line so the common expansion keeps its values in registers.
        if (!(around & k_around_known)) around = around_at(mask, head);
        if (around & k_around_slow) {
          if (expand_near_food<k_track_pages>(entry, priority) && m_goal_time <= priority) break;
          continue;
        }
      }
      const unsigned plain = around & x.plain;
      std::uint8_t* const group = self + x.group_delta;
      const Entry next = entry + static_cast<std::uint64_t>(std::int64_t{x.entry_delta});
      const unsigned code = x.code;
      const auto relax = [&](unsigned d) __attribute__((always_inline)) {
        const unsigned delta = (around >> delta_shift(d)) & 31u;
        const unsigned offset = x.slot[d];
        std::uint8_t* const slot = group + offset;
        const std::uint8_t old = *slot;
        if (old & k_queued) {
          // Both priorities lie in [priority, priority + 18]: compare their offsets.
          if (delta >= ((old >> 2) - priority) % 32u) return;
          ++queued;  // again, with a better priority
        } else if (old != 0) {
          return;  // settled
        } else {
          if constexpr (k_track_pages) m_space->touch(*m_extras[mask].region, slot);
          ++reached;
        }
        const std::uint32_t next_priority = priority + delta;
        *slot = static_cast<std::uint8_t>(code | (next_priority % 32) << 2);
        queue.push(next_priority, next + offset);
      };
      if (plain & 1u) relax(0);
      if (plain & 2u) relax(1);
      if (plain & 4u) relax(2);
      if (plain & 8u) relax(3);
    }
  }
  flush();
}

void Engine::report(SearchProgress::Stage stage) {
  if (!m_options->progress) return;
  const Clock::time_point now = Clock::now();
  if (stage == SearchProgress::Stage::searching &&
      now - m_last_report < std::chrono::milliseconds(m_options->progress_interval_ms)) {
    return;
  }
  m_last_report = now;
  SearchProgress p;
  p.stage = stage;
  p.settled = m_stats.settled;
  p.reached = m_stats.reached;
  p.space_states = m_space->states();
  p.space_bytes = m_space->bytes();
  p.layer_states = m_space->reserved_states();
  p.memory_bytes = m_budget.used();
  p.budget_bytes = m_budget.limit();
  p.elapsed_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(now - m_started).count();
  m_options->progress(p);
}

std::string Engine::recover_moves() const {
  std::string moves(1, letter(m_goal_move));
  StateRef s = m_goal_from;
  while (!(s == m_start)) {
    const std::size_t length = k_start_length + static_cast<std::size_t>(std::popcount(s.mask));
    const ShapeCode code = m_shapes->code(length, s.rank);
    const Direction head_dir = shape_digit(code, 0);
    moves += letter(head_dir);
    const auto pred = static_cast<Direction>(byte_of(s) & 3u);
    const CellId head = s.neck + m_step[index_of(head_dir)];
    StateRef previous;
    previous.neck = s.neck + m_step[index_of(shape_digit(code, 1))];
    ShapeCode previous_code = (code >> 2) ^ 1u;  // the previous head's way to its neck
    std::size_t previous_length = length;
    if (pred == opposite(shape_digit(code, length - 2))) {
      previous.mask = s.mask & ~(FoodMask{1} << m_food->index_at(head));
      --previous_length;
    } else {
      previous.mask = s.mask;
      previous_code |= ShapeCode{index_of(pred)} << (2 * (length - 2));
    }
    previous.rank = *m_shapes->rank(previous_length, previous_code);
    s = previous;
  }
  std::reverse(moves.begin(), moves.end());
  return moves;
}

// No food at all: the game ends with the first legal move (all_food_eaten holds after
// any move), so the answer is the cheapest one.
Solution solve_without_food(const Instance& instance) {
  Solution solution;
  for (const Direction d : k_directions) {
    const MoveCheck move = check_move(instance.board, instance.food, instance.snake, 0, d);
    if (move.legal() && (!solution.solvable || move.cost < solution.time)) {
      solution.solvable = true;
      solution.time = move.cost;
      solution.moves = std::string(1, letter(d));
    }
  }
  return solution;
}

}  // namespace

Solution solve(const Instance& instance, const SearchOptions& options) {
  const auto started = Clock::now();
  if (instance.food.size() == 0) return solve_without_food(instance);
  const FoodTourBound bound(instance.board, instance.food);
  if (bound(instance.snake[0], 0) >= FoodTourBound::k_unreachable) return Solution{};
  Engine engine(instance, bound, options, started);
  return engine.run();
}

}  // namespace snake
