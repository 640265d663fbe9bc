#include "model/search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

#include "model/bucket_queue.hpp"
#include "model/food_tour.hpp"
#include "model/rules.hpp"
#include "model/shape_table.hpp"
#include "model/state_space.hpp"

namespace snake {

namespace {

using Clock = std::chrono::steady_clock;

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

// What a head on a cell finds in each direction, one byte per direction d at bits 8d:
// the move's cost (1..9, 0 when the neighbour is off the board or a wall) in bits 0..3,
// k_food_here when a food item lies there, its index in bits 5..7.
constexpr unsigned k_food_here = 0x10;

// The states of one eaten mask as the loop reads them.
struct Layer {
  std::uint8_t* states = nullptr;  // region of the StateSpace (nullptr until reached)
  StateSpace::Region* region = nullptr;
  const std::uint32_t* bound = nullptr;  // the FoodTourBound per padded cell
  const ShapeMoves* moves = nullptr;     // ShapeTable rows of this length
  std::uint32_t shapes = 0;
};

struct StateRef {
  FoodMask mask = 0;
  CellId neck = 0;
  std::uint32_t rank = 0;
  friend bool operator==(const StateRef&, const StateRef&) = default;
};

StateRef unpack_entry(BucketQueue::Entry entry) {
  return {static_cast<FoodMask>(entry >> k_mask_shift),
          static_cast<CellId>((entry >> k_neck_shift) & k_field),
          static_cast<std::uint32_t>(entry & k_field)};
}

class Engine {
 public:
  Engine(const Instance& instance, const FoodTourBound& bound, const SearchOptions& options,
         Clock::time_point started);

  Solution run();

 private:
  Layer& layer(FoodMask mask) {
    Layer& l = m_layers[mask];
    if (l.states == nullptr) open_layer(mask);
    return l;
  }
  void open_layer(FoodMask mask);
  template <bool k_track_pages, bool k_prefetch>
  void search();
  template <bool k_track_pages>
  void relax(Layer& target, std::uint8_t* slot, std::uint32_t priority, std::uint32_t current,
             std::uint8_t pred, BucketQueue::Entry entry);
  template <bool k_track_pages>
  void eat(const StateRef& from, std::uint32_t g, CellId head, Direction d, unsigned info,
           ShapeMoves row);
  void prefetch(std::size_t depth);
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
  std::vector<std::uint32_t> m_cell_info;
  std::array<CellId, 4> m_step{};
  std::array<Layer, std::size_t{1} << k_max_food> m_layers{};
  std::vector<std::vector<std::uint32_t>> m_bounds;
  FoodMask m_full = 0;
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
      m_budget(options.max_memory_bytes),
      m_full(instance.food.all()) {
  const Board& board = *m_board;
  const std::size_t k = m_food->size();
  const std::size_t longest = k_start_length + k - 1;
  // The tables are small next to the budget, but a budget too small even for them stops
  // here, like any other.
  m_shapes.emplace(std::max(longest, ShapeTable::k_shortest));
  m_budget.charge(m_shapes->bytes());
  m_budget.charge(board.padded_size() * sizeof(std::uint32_t));
  m_space.emplace(board, k, *m_shapes, m_budget);
  m_queue.emplace(m_budget);
  m_bounds.resize(std::size_t{1} << k);

  const CellId probe = board.id({1, 1});
  for (const Direction d : k_directions) m_step[index_of(d)] = board.neighbour(probe, d) - probe;
  m_cell_info.assign(board.padded_size(), 0);
  for (CellId cell = 0; cell < board.padded_size(); ++cell) {
    if (!board.is_enterable(cell)) continue;
    std::uint32_t info = 0;
    for (const Direction d : k_directions) {
      const CellId to = board.neighbour(cell, d);
      if (!board.is_enterable(to)) continue;
      auto byte = static_cast<std::uint32_t>(board.move_cost(cell, to));
      const int item = m_food->index_at(to);
      if (item >= 0) byte |= k_food_here | static_cast<std::uint32_t>(item) << 5;
      info |= byte << (8 * index_of(d));
    }
    m_cell_info[cell] = info;
  }
}

void Engine::open_layer(FoodMask mask) {
  Layer& l = m_layers[mask];
  StateSpace::Region& region = m_space->region(mask);
  std::vector<std::uint32_t>& bound = m_bounds[mask];
  m_budget.charge(m_board->padded_size() * sizeof(std::uint32_t));
  bound.assign(m_board->padded_size(), FoodTourBound::k_unreachable);
  for (CellId cell = 0; cell < m_board->padded_size(); ++cell) {
    if (m_board->is_enterable(cell)) bound[cell] = (*m_bound)(cell, mask);
  }
  l.region = &region;
  l.bound = bound.data();
  l.moves = m_shapes->moves(k_start_length + static_cast<std::size_t>(std::popcount(mask)));
  l.shapes = region.shapes;
  l.states = region.states;
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
  const ShapeCode code = direction(snake[1], snake[0]) | direction(snake[1], snake[2]) << 2 |
                         direction(snake[2], snake[3]) << 4;
  const auto rank = m_shapes->rank(k_start_length, code);
  if (snake.size() != k_start_length || !rank) {
    throw std::invalid_argument("search: the initial snake is not four distinct chained parts");
  }
  m_start = StateRef{0, snake[1], *rank};
  Layer& first = layer(0);
  const std::uint32_t start_priority = first.bound[snake[0]];
  first.states[std::size_t{m_start.neck} * first.shapes + m_start.rank] =
      static_cast<std::uint8_t>(k_queued | (start_priority % 32) << 2);
  if (m_space->tracks_pages()) {
    m_space->touch(*first.region, first.states + std::size_t{m_start.neck} * first.shapes + m_start.rank);
  }
  m_queue->start_at(start_priority);
  m_queue->push(start_priority, std::uint64_t{m_start.neck} << k_neck_shift | m_start.rank);
  m_stats.reached = 1;
  m_stats.queued = 1;

  report(SearchProgress::Stage::planned);
  // Prefetching pays when the states no longer fit the caches.
  const bool prefetch = m_space->bytes() > (std::uint64_t{64} << 20);
  if (m_space->tracks_pages()) {
    prefetch ? search<true, true>() : search<true, false>();
  } else {
    prefetch ? search<false, true>() : search<false, false>();
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

template <bool k_track_pages>
void Engine::relax(Layer& target, std::uint8_t* slot, std::uint32_t priority,
                   std::uint32_t current, std::uint8_t pred, BucketQueue::Entry entry) {
  const std::uint8_t old = *slot;
  if (old & k_queued) {
    // Both priorities lie in [current, current + 18]: compare their offsets.
    if (priority - current >= ((old >> 2) - current) % 32u) return;
  } else {
    if (old != 0) return;  // settled
    if constexpr (k_track_pages) m_space->touch(*target.region, slot);
    ++m_stats.reached;
  }
  *slot = static_cast<std::uint8_t>(k_queued | (priority % 32) << 2 | pred);
  m_queue->push(priority, entry);
  ++m_stats.queued;
}

template <bool k_track_pages>
void Engine::eat(const StateRef& from, std::uint32_t g, CellId head, Direction d,
                 unsigned info, ShapeMoves row) {
  const unsigned dir = index_of(d);
  if (((shape_moves::eating(row) >> dir) & 1u) == 0) return;  // the tail stays in the way
  const std::uint32_t time = g + (info & 15u);
  MoveCheck move;
  move.food = static_cast<int>(info >> 5);
  const FoodMask mask = eaten_after(from.mask, move);
  if (all_food_eaten(*m_food, mask)) {
    if (time < m_goal_time) {
      m_goal_time = time;
      m_goal_from = from;
      m_goal_move = d;
    }
    return;
  }
  Layer& target = layer(mask);
  const CellId to = head + m_step[dir];
  const std::uint32_t remaining = target.bound[to];
  if (remaining >= FoodTourBound::k_unreachable) return;
  const std::uint32_t rank =
      shape_moves::eating_base(row) + shape_moves::slot(shape_moves::eating_slots(row), dir);
  std::uint8_t* slot = target.states + std::size_t{head} * target.shapes + rank;
  const auto pred = static_cast<std::uint8_t>(index_of(opposite(shape_moves::tail(row))));
  relax<k_track_pages>(target, slot, time + remaining, m_queue->current(), pred,
                       std::uint64_t{mask} << k_mask_shift | std::uint64_t{head} << k_neck_shift |
                           rank);
}

void Engine::prefetch(std::size_t depth) {
  // Two stages: the state's byte and row far ahead, its successors' group nearer.
  if (const BucketQueue::Entry* far = m_queue->peek(2 * depth)) {
    const StateRef s = unpack_entry(*far);
    const Layer& l = m_layers[s.mask];
    __builtin_prefetch(l.states + std::size_t{s.neck} * l.shapes + s.rank, 1);
    __builtin_prefetch(l.moves + s.rank);
  }
  if (const BucketQueue::Entry* near = m_queue->peek(depth)) {
    const StateRef s = unpack_entry(*near);
    const Layer& l = m_layers[s.mask];
    const ShapeMoves row = l.moves[s.rank];
    const CellId head = s.neck + m_step[index_of(shape_moves::head(row))];
    __builtin_prefetch(l.states + std::size_t{head} * l.shapes + shape_moves::plain_base(row), 1);
  }
}

template <bool k_track_pages, bool k_prefetch>
void Engine::search() {
  BucketQueue& queue = *m_queue;
  const std::uint32_t* const cell_info = m_cell_info.data();
  const std::array<CellId, 4> step = m_step;
  const bool reports = static_cast<bool>(m_options->progress);
  std::uint32_t countdown = 1u << 16;
  while (!queue.empty()) {
    BucketQueue::Entry entry = 0;
    const std::uint32_t priority = queue.pop(entry);
    if (priority >= m_goal_time) break;
    if (priority > k_max_time) {
      throw SearchLimitExceeded("the minimal time exceeds 2^31, more than the solver represents");
    }
    if constexpr (k_prefetch) prefetch(8);
    const StateRef s = unpack_entry(entry);
    Layer& l = m_layers[s.mask];
    std::uint8_t* const self = l.states + std::size_t{s.neck} * l.shapes + s.rank;
    const std::uint8_t byte = *self;
    if (!(byte & k_queued)) continue;  // settled: queued again with a better priority
    *self = static_cast<std::uint8_t>(k_settled | (byte & 3u));
    ++m_stats.settled;
    if (--countdown == 0) {
      countdown = 1u << 16;
      if (reports) report(SearchProgress::Stage::searching);
    }

    const ShapeMoves row = l.moves[s.rank];
    const CellId head = s.neck + step[index_of(shape_moves::head(row))];
    const std::uint32_t g = priority - l.bound[head];
    const std::uint32_t around = cell_info[head];
    const unsigned plain = shape_moves::plain(row);
    const unsigned slots = shape_moves::plain_slots(row);
    const std::uint32_t base = shape_moves::plain_base(row);
    std::uint8_t* const group = l.states + std::size_t{head} * l.shapes + base;
    const BucketQueue::Entry next = (entry & ~(k_field << k_neck_shift | k_field)) |
                                    std::uint64_t{head} << k_neck_shift | base;
    const auto tail = static_cast<std::uint8_t>(index_of(shape_moves::tail(row)));
    // The bound is finite on every cell the head can reach: the start's bound is, and
    // bare-board distances are finite across the whole component of the start.
    const auto try_move = [&](unsigned d) {
      const unsigned info = (around >> (8 * d)) & 0xFFu;
      if (info == 0) return;  // off the board or a wall
      if ((info & k_food_here) && ((s.mask >> (info >> 5)) & 1u) == 0) {
        eat<k_track_pages>(s, g, head, static_cast<Direction>(d), info, row);
        return;
      }
      if (((plain >> d) & 1u) == 0) return;  // the body is in the way
      const std::uint32_t offset = shape_moves::slot(slots, d);
      relax<k_track_pages>(l, group + offset, g + (info & 15u) + l.bound[head + step[d]],
                           priority, tail, next + offset);
    };
    try_move(0);
    try_move(1);
    try_move(2);
    try_move(3);
  }
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

// No food at all: the game ends with the first legal move (the existing convention of
// all_food_eaten with an empty set), so the answer is the cheapest one.
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
