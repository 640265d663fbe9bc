#include "model/search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstring>
#include <optional>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

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

// A plain state's 2-bit code in the StateSpace: 0 never reached, else which predecessor
// reached it first, as the turn from the opposite of its own last segment to the tail
// segment the predecessor had (which a plain move dropped): 1..3, since that tail never
// points back onto the state's own body.
//
// A food state's byte (its head on a food cell the mask has eaten):
//   0                                 never reached
//   k_queued | (f % 32) << 2 | pred   queued, f the best priority found so far (>= 0x80)
//   k_settled | pred                  settled: its time is final (0x40..0x43)
// pred (2 bits) names the predecessor: the tail segment the previous state had; or, for
// an eating move, the opposite of this state's own last segment, which no self-avoiding
// previous shape can have there. Queued priorities lie in [f, f + 18] around the
// priority f being expanded, so f % 32 recovers them.
constexpr std::uint8_t k_queued = 0x80;
constexpr std::uint8_t k_settled = 0x40;
// How many states ahead a sweep asks for a group (and twice as far for a row).
constexpr std::size_t k_ahead = 32;
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
  // Written out (not defaulted, C++20): the single-source checker is C++17.
  friend bool operator==(const StateRef& a, const StateRef& b) {
    return a.mask == b.mask && a.neck == b.neck && a.rank == b.rank;
  }
};

StateRef unpack_entry(Entry entry) {
  return {static_cast<FoodMask>(entry >> k_mask_shift),
          static_cast<CellId>((entry >> k_neck_shift) & k_field),
          static_cast<std::uint32_t>(entry & k_field)};
}

std::size_t length_of(FoodMask mask) {
  return k_start_length + static_cast<std::size_t>(std::popcount(mask));
}

// What a head on a cell finds around it, for one eaten mask (one word per padded cell):
//   bits 0..3    plain moves into plain states: the neighbour is enterable, its bound
//                finite, and it holds no food
//   bits 4..7    plain moves into food states: the neighbour holds food the mask has eaten
//   bits 8..27   per direction d, 5 bits at 8 + 5d: the priority's increment
//                cost + bound(neighbour) - bound(cell), in [0, 18] for a consistent bound,
//                or k_eating (31) for an eating move (its priority needs g)
// so a plain move's new priority is the current one plus one field, and g is needed only
// for eating moves (g = priority - bound(head)).
//   bit 28       k_around_on_food: the cell holds a food item the mask has eaten (the
//                head's states are food states)
//   bit 29       k_around_eats: some move eats
//   bit 30       k_around_slow: a food state is involved (an open neighbour or the head
//                itself on an eaten food cell), or an eating move, or the word is not
//                computed (k_around_unknown)
// The loop tests bit 30 alone; when it is set, a dense layer's state goes to the slower
// path only if its head is on food, a move eats, or its body allows a move into a food
// state (bits 4..7 with the shape's moves).
constexpr unsigned k_open = 0xF;
constexpr unsigned delta_shift(unsigned d) { return 8 + 5 * d; }
constexpr std::uint32_t k_max_delta = 18;
constexpr std::uint32_t k_eating = 31;
constexpr std::uint32_t k_around_on_food = 1u << 28;
constexpr std::uint32_t k_around_eats = 1u << 29;
constexpr std::uint32_t k_around_slow = 1u << 30;
constexpr std::uint32_t k_around_unknown = 0xFFFFFFFFu;
constexpr std::uint32_t k_bound_unknown = 0xFFFFFFFFu;

// The eating moves of a neighbour word: into food not eaten yet (the body aside).
unsigned eating_moves(std::uint32_t around) {
  static_assert(k_eating == 31 && delta_shift(0) == 8);
  // Bit 5d of `all` is set when field d is all ones; then gathered into bit d.
  const std::uint32_t fields = around >> delta_shift(0);
  const std::uint32_t all =
      fields & fields >> 1 & fields >> 2 & fields >> 3 & fields >> 4 & 0x8421u;
  return (all | all >> 4 | all >> 8 | all >> 12) & k_open;
}

// One shape rank's plain moves, ready for the loop: a ShapeMoves row with the board's
// geometry and the length's layout folded in, so no field needs a multiply.
// 16 bytes: |head_step| <= 257, |group_delta| <= 257 * 44100 + 2^16 and
// |entry_delta| <= 257 * 2^20 + 2^16 all fit 32 bits.
struct Expansion {
  std::int32_t group_delta;  // the successors' group: own state index + group_delta
  std::int32_t entry_delta;  // the successors' entry at slot 0: own entry + entry_delta
  std::int16_t head_step;    // head = neck + head_step
  std::uint8_t plain;        // plain moves the body allows
  std::uint8_t code;         // a plain successor's 2-bit code (1..3)
  std::uint8_t slot[4];      // per direction: the successor's place in the group
};
static_assert(sizeof(Expansion) == 16);

// A state's plain moves as lanes (docs/search.md): lane j is the j-th move the body
// allows, by direction, whose successor has slot j of the group, since a shape's plain
// moves are its successors' group's heads (model/shape_table.hpp; checked by
// tests/unit/test_shape_table.cpp); so at most three lanes, and none for the move back
// onto the neck. Per allowed set P (an Expansion's `plain`) and open set A (bits 0..3 of
// a neighbour word), at P << 4 | A: bit 2j set when lane j's move is open (so that a
// 2-bit code times the bits lands in the group's state j), and the neighbour word's shift
// to lane j's priority increment. Every plain move into a plain state is relaxed by its
// lane (relax_plain), in every loop.
struct Lanes {
  std::uint8_t open_pairs;
  std::uint8_t shift[3];
};
constexpr unsigned k_lanes = 3;
constexpr auto k_plain_lanes = [] {
  std::array<Lanes, 256> table{};
  for (unsigned allowed = 0; allowed < 16; ++allowed) {
    for (unsigned open = 0; open < 16; ++open) {
      Lanes lanes{0, {delta_shift(0), delta_shift(0), delta_shift(0)}};
      unsigned j = 0;
      for (unsigned d = 0; d < 4 && j < k_lanes; ++d) {
        if (((allowed >> d) & 1u) == 0) continue;
        if ((open >> d) & 1u) {
          lanes.open_pairs = static_cast<std::uint8_t>(lanes.open_pairs | 1u << (2 * j));
        }
        lanes.shift[j++] = static_cast<std::uint8_t>(delta_shift(d));
      }
      table[allowed << 4 | open] = lanes;
    }
  }
  return table;
}();

// How relax_plain tests, marks and queues: in a dense layer's group word with a branch
// per successor queued (newest first, and the dense slow path), the same without a branch
// (a sweep), or through the StateSpace's general entry point (a sparse layer).
enum class Relax { branches, lanes, space };

// The states of one eaten mask as the loop reads them (32 bytes): a dense layer's 2-bit
// states with its cached neighbour words. A sparse layer has no bits and neighbour words
// that all say k_around_slow, so that all of it takes the slow path.
struct Layer {
  std::uint8_t* bits = nullptr;
  const std::uint32_t* around = nullptr;
  const Expansion* expansions = nullptr;
  std::uint32_t shapes = 0;
  std::uint32_t length = 0;  // parts of the mask's snakes
};
static_assert(sizeof(void*) != 8 || sizeof(Layer) == 32);  // wasm32: 20

// The index of the first state of the successors' group of the state (neck, rank) of
// layer `l`, whose expansion row is `x`.
std::uint64_t successor_group(const Layer& l, CellId neck, std::uint32_t rank,
                              const Expansion& x) {
  return static_cast<std::uint64_t>(
      static_cast<std::int64_t>(std::uint64_t{neck} * l.shapes + rank) + x.group_delta);
}

// The successors' group of a state by its plain moves, as successor_group() and the
// Expansion row give it: the state of lane j has index `index + j` and entry `entry + j`
// and gets the 2-bit code `code`. In a dense layer (`at` not null) their 2-bit states lie
// in the 16 bits from the byte `at`, from bit `first` on (regions have a spare byte at
// the end); `word` is those bits as relaxed, `old` as loaded.
struct Successors {
  std::uint64_t index = 0;
  Entry entry = 0;
  unsigned code = 0;
  std::uint8_t* at = nullptr;
  unsigned first = 0;
  unsigned old = 0;
  unsigned word = 0;

  // The rank of the state of lane j.
  std::uint32_t rank(unsigned j) const { return static_cast<std::uint32_t>(entry & k_field) + j; }
  void load() {
    std::uint16_t half = 0;
    std::memcpy(&half, at, sizeof half);
    old = word = half;
  }
  // Writes back both bytes, or (k_changed_only) only those the relaxation changed, so
  // that an untouched page stays untouched.
  template <bool k_changed_only>
  void store() const {
    if constexpr (k_changed_only) {
      if ((word ^ old) & 0xFFu) at[0] = static_cast<std::uint8_t>(word);
      if ((word ^ old) >> 8) at[1] = static_cast<std::uint8_t>(word >> 8);
    } else {
      const auto half = static_cast<std::uint16_t>(word);
      std::memcpy(at, &half, sizeof half);
    }
  }
};

// The successors of the state `entry` of layer `l` (expansion row `x`), whose group
// successor_group() found at `group`, in a dense (k_dense) or sparse layer.
template <bool k_dense>
Successors successors(const Layer& l, Entry entry, std::uint64_t group, const Expansion& x) {
  Successors to;
  to.index = group;
  to.entry = entry + static_cast<std::uint64_t>(std::int64_t{x.entry_delta});
  to.code = x.code;
  if constexpr (k_dense) {
    to.at = l.bits + (to.index >> 2);
    to.first = static_cast<unsigned>(2 * (to.index & 3));
  }
  return to;
}

class Engine {
 public:
  Engine(const Instance& instance, const FoodTourBound& bound, const SearchOptions& options,
         Clock::time_point started);

  Solution run();

 private:
  // Per eaten mask, what only the slow paths read: the bound and neighbour word per padded
  // cell, cached once the layer is dense (a sparse layer computes them each time, so that
  // its memory stays in proportion to its states).
  struct LayerExtras {
    std::vector<std::uint32_t> bound;
    std::vector<std::uint32_t> around;
  };

  Layer& layer(FoodMask mask) {
    Layer& l = m_layers[mask];
    if (l.expansions == nullptr) open_layer(mask);
    return l;
  }
  void open_layer(FoodMask mask);
  // Brings the loop's view of every layer up to date after a layer turned dense.
  void refresh_layers();
  void make_cache(FoodMask mask);
  // The bound of a head on `cell` with `mask` eaten: cached per cell once the layer is
  // dense (compute_bound fills the cache in).
  std::uint32_t bound_at(FoodMask mask, CellId cell) {
    const std::vector<std::uint32_t>& cache = m_extras[mask].bound;
    if (!cache.empty() && cache[cell] != k_bound_unknown) return cache[cell];
    return compute_bound(mask, cell);
  }
  std::uint32_t compute_bound(FoodMask mask, CellId cell);
  std::uint32_t around_at(FoodMask mask, CellId cell);
  std::uint32_t compute_around(FoodMask mask, CellId cell);
  bool is_eaten_food(FoodMask mask, CellId cell, unsigned& item) const {
    const int food = m_food->index_at(cell);
    item = static_cast<unsigned>(food);
    return food >= 0 && ((mask >> food) & 1u) != 0;
  }
  const Expansion* expansions(std::size_t length);
  template <bool k_track_pages>
  void search();
  template <bool k_track_pages, bool k_sweep>
  bool expand(BucketQueue& queue, Entry entry, std::uint32_t priority, std::uint64_t& settled,
              std::uint64_t& reached);
  // What sweep_priority() did: the plain moves' states settled and reached, and whether
  // it found a goal that ends the priority.
  struct Swept {
    std::uint64_t settled = 0;
    std::uint64_t reached = 0;
    bool goal = false;
  };
  template <bool k_track_pages>
  Swept sweep_priority(std::uint32_t bucket, std::uint32_t priority);
  bool expand_slow(Entry entry, std::uint32_t priority);
  template <bool k_track_pages>
  bool expand_dense_slow(Entry entry, std::uint32_t priority, std::uint32_t around);
  // The one relaxation of plain moves into plain states; see its definition.
  template <bool k_track_pages, Relax k_form>
  unsigned relax_plain(BucketQueue& queue, FoodMask mask, Successors& to, unsigned open,
                       const Lanes& lanes, std::uint32_t priority, std::uint32_t around);
  void reach_food_state(const StateRef& to, unsigned item, std::uint32_t priority,
                        std::uint32_t next, unsigned pred);
  // The byte of a food state (head on the cell of item `item`) of an opened layer: straight
  // from a dense layer's food array when it has one, else through the StateSpace.
  std::uint8_t& food_byte(FoodMask mask, CellId neck, std::uint32_t rank, unsigned item) {
    const StateSpace::Layer& stored = *m_stored[mask];
    if (stored.bits != nullptr && stored.food[item] != nullptr) return stored.food[item][rank];
    return m_space->food_state(mask, std::uint64_t{neck} * stored.shapes + rank, item, rank);
  }
  bool eat(const StateRef& from, ShapeMoves row, std::uint32_t priority, CellId head,
           unsigned d);
  // Every 2^16 states settled: the prediction against the budget, and the progress.
  void check_progress();
  std::size_t predicted_bytes() const;
  void report(SearchProgress::Stage stage);
  std::string recover_moves() const;

  const Instance* m_instance;
  const Board* m_board;
  const FoodSet* m_food;
  const FoodTourBound* m_bound;
  const SearchOptions* m_options;
  Clock::time_point m_started;
  Clock::time_point m_last_report;
  MemoryBudget m_budget;
  const ShapeTable* m_shapes;
  std::optional<StateSpace> m_space;
  std::optional<BucketQueue> m_queue;
  std::array<CellId, 4> m_step{};
  // Per padded cell: open directions (bits 0..3); per direction d, 8 bits at 8 + 8d: the
  // move's cost (4 bits), then the item it eats when nothing is eaten yet, plus 1 (0: none).
  std::vector<std::uint64_t> m_cell_moves;
  std::array<Layer, std::size_t{1} << k_max_food> m_layers{};
  std::array<StateSpace::Layer*, std::size_t{1} << k_max_food> m_stored{};
  std::vector<std::uint32_t> m_sparse_around;  // k_around_slow for every cell
  std::vector<LayerExtras> m_extras;
  std::size_t m_conversions = 0;  // m_space->conversions() when the views were made
  std::uint64_t m_growth_marked = 0;  // settled >> 20 at the last mark_growth()
  bool m_order_buckets = false;       // a weighted board: large buckets are ordered
  unsigned m_order_neck_bits = 0;   // the neck's bits in a bucket's order
  unsigned m_order_neck_shift = 0;  // their place in an entry
  unsigned m_order_bits = 0;        // the order's key: the mask's bits, then those
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
  m_shapes = &ShapeTable::shared(std::max(k_start_length + k - 1, ShapeTable::k_shortest));
  m_budget.charge(m_shapes->bytes());
  m_space.emplace(board, *m_food, instance.snake[0], *m_shapes, m_budget);
  m_queue.emplace(m_budget);
  m_extras.resize(std::size_t{1} << k);
  m_budget.charge(board.padded_size() * sizeof(std::uint32_t));
  m_sparse_around.assign(board.padded_size(), k_around_slow);
  const CellId probe = board.id({1, 1});
  for (const Direction d : k_directions) m_step[index_of(d)] = board.neighbour(probe, d) - probe;
  // A bucket's order: the mask, then the neck's highest bits that the sort's one pass has
  // room for (all 13 of a 64 x 64 board's with k = 1, its highest 6 with k = 8).
  const auto neck_bits = static_cast<unsigned>(std::bit_width(board.padded_size() - 1));
  const auto mask_bits = static_cast<unsigned>(k);
  m_order_neck_bits = std::min(neck_bits, BucketQueue::k_max_sort_bits - mask_bits);
  m_order_neck_shift = k_neck_shift + neck_bits - m_order_neck_bits;
  m_order_bits = mask_bits + m_order_neck_bits;
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
    for (unsigned d = 0; d < 4; ++d) {
      if (((word >> d) & 1u) && ((word >> (8 + 8 * d)) & 15u) != 1) {
        m_order_buckets = options.order_large_buckets;
      }
    }
  }
}

const Expansion* Engine::expansions(std::size_t length) {
  std::vector<Expansion>& rows = m_expansions[length];
  if (!rows.empty()) return rows.data();
  const std::uint32_t count = m_shapes->count(length);
  m_budget.charge(count * sizeof(Expansion));
  rows.resize(count);
  const std::span<const ShapeMoves> moves = m_shapes->move_rows(length);
  const std::span<const ShapeCode> codes = m_shapes->codes(length);
  for (std::uint32_t rank = 0; rank < count; ++rank) {
    const ShapeMoves m = moves[rank];
    // Signed: the head may lie before the neck.
    const auto head_step = static_cast<std::int32_t>(m_step[index_of(shape_moves::head(m))]);
    const std::int64_t to_base =
        static_cast<std::int64_t>(shape_moves::plain_base(m)) - static_cast<std::int64_t>(rank);
    // The successors' last segment is this shape's next-to-last one (digit length - 3).
    const unsigned last = index_of(shape_digit(codes[rank], length - 3));
    const unsigned code = (index_of(shape_moves::tail(m)) - (last ^ 1u)) & 3u;
    if (code == 0) throw std::logic_error("search: a shape's tail turns back onto its body");
    const unsigned slots = shape_moves::plain_slots(m);
    rows[rank] = Expansion{
        .group_delta = static_cast<std::int32_t>(std::int64_t{head_step} * count + to_base),
        .entry_delta = static_cast<std::int32_t>(
            std::int64_t{head_step} * (std::int64_t{1} << k_neck_shift) + to_base),
        .head_step = static_cast<std::int16_t>(head_step),
        .plain = static_cast<std::uint8_t>(shape_moves::plain(m)),
        .code = static_cast<std::uint8_t>(code),
        .slot = {static_cast<std::uint8_t>(shape_moves::slot(slots, 0)),
                 static_cast<std::uint8_t>(shape_moves::slot(slots, 1)),
                 static_cast<std::uint8_t>(shape_moves::slot(slots, 2)),
                 static_cast<std::uint8_t>(shape_moves::slot(slots, 3))}};
  }
  return rows.data();
}

void Engine::open_layer(FoodMask mask) {
  StateSpace::Layer& stored = m_space->layer(mask);
  Layer& l = m_layers[mask];
  l.length = static_cast<std::uint32_t>(length_of(mask));
  l.expansions = expansions(l.length);
  l.shapes = stored.shapes;
  l.around = m_sparse_around.data();
  m_stored[mask] = &stored;
  if (stored.bits != nullptr) make_cache(mask);
}

void Engine::make_cache(FoodMask mask) {
  LayerExtras& extras = m_extras[mask];
  const std::size_t cells = m_board->padded_size();
  m_budget.charge(2 * cells * sizeof(std::uint32_t));
  // Both filled in per cell on first use.
  extras.bound.assign(cells, k_bound_unknown);
  extras.around.assign(cells, k_around_unknown);
  Layer& l = m_layers[mask];
  l.around = extras.around.data();
  l.bits = m_stored[mask]->bits;
}

void Engine::refresh_layers() {
  m_conversions = m_space->conversions();
  for (FoodMask mask = 0; mask < m_extras.size(); ++mask) {
    const StateSpace::Layer* stored = m_space->opened(mask);
    if (stored != nullptr && stored->bits != nullptr && m_layers[mask].bits == nullptr &&
        m_layers[mask].expansions != nullptr) {
      make_cache(mask);
    }
  }
}

__attribute__((noinline)) std::uint32_t Engine::compute_bound(FoodMask mask, CellId cell) {
  std::vector<std::uint32_t>& cache = m_extras[mask].bound;
  const std::uint32_t bound =
      m_board->is_enterable(cell) ? (*m_bound)(cell, mask) : FoodTourBound::k_unreachable;
  if (!cache.empty()) cache[cell] = bound;
  return bound;
}

std::uint32_t Engine::around_at(FoodMask mask, CellId cell) {
  std::vector<std::uint32_t>& cache = m_extras[mask].around;
  if (cache.empty()) return compute_around(mask, cell);
  if (cache[cell] == k_around_unknown) cache[cell] = compute_around(mask, cell);
  return cache[cell];
}

std::uint32_t Engine::compute_around(FoodMask mask, CellId cell) {
  const std::uint32_t here = bound_at(mask, cell);
  const std::uint64_t moves = m_cell_moves[cell];
  std::uint32_t word = 0;
  unsigned item = 0;
  if (is_eaten_food(mask, cell, item)) word |= k_around_slow | k_around_on_food;
  for (auto open = static_cast<unsigned>(moves & k_open); open != 0; open &= open - 1) {
    const auto dir = static_cast<unsigned>(std::countr_zero(open));
    const std::uint32_t there = bound_at(mask, cell + m_step[dir]);
    // Cells outside the start's component have an infinite bound: never entered.
    if (here >= FoodTourBound::k_unreachable || there >= FoodTourBound::k_unreachable) continue;
    const auto move = static_cast<std::uint32_t>(moves >> (8 + 8 * dir));
    const std::uint32_t delta = (move & 15u) + there - here;
    if (delta > k_max_delta) {
      throw std::logic_error("search: the food-tour bound is not consistent");
    }
    // The item check_move said the move eats: an eating move unless this mask has eaten
    // it already, and then the neighbour's states are food states.
    const std::uint32_t food = (move >> 4) & 15u;
    if (food != 0 && ((mask >> (food - 1)) & 1u) == 0) {
      word |= k_around_slow | k_around_eats | k_eating << delta_shift(dir);
      continue;
    }
    word |= (food == 0 ? 1u : 0x10u) << dir | delta << delta_shift(dir);
    if (food != 0) word |= k_around_slow;
  }
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
  const Layer& first = layer(0);
  const std::uint32_t start_priority = bound_at(0, snake[0]);
  // Mask 0 has no food states; any code marks the start reached (it has no predecessor).
  m_space->add(0, std::uint64_t{m_start.neck} * first.shapes + m_start.rank, 1);
  m_queue->start_at(start_priority);
  m_queue->push(start_priority, make_entry(0, m_start.neck, m_start.rank));
  m_stats.reached = 1;
  m_stats.queued = 1;

  report(SearchProgress::Stage::planned);
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

// A food state reached with priority `next` from a state of priority `priority`:
// queued when new or better, with predecessor code `pred`.
// Inlined into its three callers: its arguments stay in registers.
__attribute__((always_inline)) inline void Engine::reach_food_state(const StateRef& to,
                                                                    unsigned item,
                                                                    std::uint32_t priority,
                                                                    std::uint32_t next,
                                                                    unsigned pred) {
  std::uint8_t& byte = food_byte(to.mask, to.neck, to.rank, item);
  const std::uint8_t old = byte;
  if (old & k_queued) {
    if (next - priority >= ((old >> 2) - priority) % 32u) return;
  } else if (old != 0) {
    return;  // settled
  } else {
    ++m_stats.reached;
  }
  byte = static_cast<std::uint8_t>(k_queued | (next % 32) << 2 | pred);
  m_queue->push(next, make_entry(to.mask, to.neck, to.rank));
  ++m_stats.queued;
}

// The eating move in direction d from the state `from` (move row `row`, priority
// `priority`, head on `head`): to the goal, or to a state one part longer. True when it
// found a goal.
bool Engine::eat(const StateRef& from, ShapeMoves row, std::uint32_t priority, CellId head,
                 unsigned d) {
  if (((shape_moves::eating(row) >> d) & 1u) == 0) return false;  // the tail stays in the way
  const CellId to = head + m_step[d];
  const std::uint32_t time = priority - bound_at(from.mask, head) +
                             static_cast<std::uint32_t>(m_board->move_cost(head, to));
  MoveCheck move;
  move.food = m_food->index_at(to);
  const FoodMask mask = eaten_after(from.mask, move);
  if (all_food_eaten(*m_food, mask)) {
    if (time >= m_goal_time) return false;
    m_goal_time = time;
    m_goal_from = from;
    m_goal_move = static_cast<Direction>(d);
    return true;
  }
  layer(mask);
  const std::uint32_t rank =
      shape_moves::eating_base(row) + shape_moves::slot(shape_moves::eating_slots(row), d);
  // The predecessor code of an eating move: the opposite of the new last segment, which
  // is the old tail segment.
  reach_food_state({mask, head, rank}, static_cast<unsigned>(move.food), priority,
                   time + bound_at(mask, to), index_of(opposite(shape_moves::tail(row))));
  return false;
}

// The expansion of a state the loop leaves aside: in a sparse layer, a food state, or one
// with eating moves; plain and eating moves in the order U, D, L, R. True when it found
// a goal.
__attribute__((noinline)) bool Engine::expand_slow(Entry entry, std::uint32_t priority) {
  const StateRef s = unpack_entry(entry);
  const Layer& l = m_layers[s.mask];
  const Expansion& x = l.expansions[s.rank];
  const ShapeMoves row = m_shapes->moves(l.length, s.rank);
  const CellId head = s.neck + static_cast<CellId>(x.head_step);
  unsigned item = 0;
  if (is_eaten_food(s.mask, head, item)) {
    const std::uint64_t index = std::uint64_t{s.neck} * l.shapes + s.rank;
    std::uint8_t& byte = m_space->food_state(s.mask, index, item, s.rank);
    if (!(byte & k_queued)) return false;  // settled: queued again with a better priority
    byte = static_cast<std::uint8_t>(k_settled | (byte & 3u));
  }
  ++m_stats.settled;
  const std::uint32_t around = around_at(s.mask, head);
  const unsigned eating = eating_moves(around);
  const unsigned into_plain = around & x.plain & k_open;
  const unsigned into_food = (around >> 4) & x.plain & k_open;
  const Lanes& lanes = k_plain_lanes[unsigned{x.plain} << 4 | (around & k_open)];
  Successors to = successors<false>(l, entry, successor_group(l, s.neck, s.rank, x), x);
  bool goal = false;
  for (unsigned d = 0; d < 4; ++d) {
    if ((eating >> d) & 1u) {
      goal |= eat(s, row, priority, head, d);
    } else if ((into_food >> d) & 1u) {
      reach_food_state({s.mask, head, to.rank(x.slot[d])},
                       static_cast<unsigned>(m_food->index_at(head + m_step[d])), priority,
                       priority + ((around >> delta_shift(d)) & 31u),
                       index_of(shape_moves::tail(row)));
    } else if ((into_plain >> d) & 1u) {
      // Its lane alone, so that the pushes keep the order of the directions.
      const unsigned n = relax_plain<false, Relax::space>(
          *m_queue, s.mask, to, 1u << (2 * x.slot[d]), lanes, priority, around);
      m_stats.reached += n;
      m_stats.queued += n;
    }
  }
  if (m_space->conversions() != m_conversions) refresh_layers();
  return goal;
}

// The one relaxation of plain moves into plain states: for each lane j set in `open`
// (bit 2j, its move open; `lanes` the state's lanes, `around` its neighbour word), into
// the state j of the group `to` of layer `mask`: the first to reach a plain state was the
// best (the priorities are monotone), so a reached successor is left alone; else it is
// coded, its page charged when the pages are tracked, and queued at `priority` plus its
// move's increment. Returns the states queued. How it tests and marks is k_form's
// (Relax): in `to.word` with a branch per successor queued, the same without a branch
// (the sweep, whose caller charged the group's pages), or through StateSpace::add, which
// owns a sparse layer's storage and charges its own pages. Inlined: the hot loops keep
// their registers.
template <bool k_track_pages, Relax k_form>
__attribute__((always_inline)) inline unsigned Engine::relax_plain(
    BucketQueue& queue, FoodMask mask, Successors& to, unsigned open, const Lanes& lanes,
    std::uint32_t priority, std::uint32_t around) {
  // Bit 2j set when lane j's move is open and its successor was never reached.
  unsigned fresh = 0;
  if constexpr (k_form == Relax::space) {
    for (unsigned todo = open; todo != 0; todo &= todo - 1) {
      const auto j = static_cast<unsigned>(std::countr_zero(todo)) / 2;
      if (m_space->add(mask, to.index + j, to.code)) fresh |= 1u << (2 * j);
    }
  } else {
    fresh = open & ~(to.word | to.word >> 1) >> to.first;
    to.word |= (fresh * to.code) << to.first;
  }
  if constexpr (k_form == Relax::lanes) {
    const auto lane = [&](unsigned j) __attribute__((always_inline)) {
      const unsigned wanted = (fresh >> (2 * j)) & 1u;
      queue.push_if(wanted, priority + ((around >> lanes.shift[j]) & 31u), to.entry + j);
      return wanted;
    };
    static_assert(k_lanes == 3);
    return lane(0) + lane(1) + lane(2);
  } else {
    unsigned queued = 0;
    for (unsigned todo = fresh; todo != 0; todo &= todo - 1) {
      const auto j = static_cast<unsigned>(std::countr_zero(todo)) / 2;
      if constexpr (k_track_pages && k_form == Relax::branches) {
        m_space->touch(*m_stored[mask], to.index + j);
      }
      queue.push(priority + ((around >> lanes.shift[j]) & 31u), to.entry + j);
      ++queued;
    }
    return queued;
  }
}

// The expansion of a dense layer's state that the loop leaves aside (a food state, one
// next to a food state or with eating moves): the loop's work, in the order U, D, L, R,
// with food states through reach_food_state and eating moves through eat(). True when it
// found a goal.
template <bool k_track_pages>
__attribute__((noinline)) bool Engine::expand_dense_slow(Entry entry, std::uint32_t priority,
                                                         std::uint32_t around) {
  const StateRef s = unpack_entry(entry);
  const auto [mask, neck, rank] = s;
  const Layer& l = m_layers[mask];
  const Expansion& x = l.expansions[rank];
  const CellId head = neck + static_cast<CellId>(x.head_step);
  if (around & k_around_on_food) {
    const auto item = static_cast<unsigned>(m_food->index_at(head));
    std::uint8_t& byte = food_byte(mask, neck, rank, item);
    if (!(byte & k_queued)) return false;  // settled: queued again with a better priority
    byte = static_cast<std::uint8_t>(k_settled | (byte & 3u));
  }
  ++m_stats.settled;
  const unsigned eating = eating_moves(around);
  const unsigned into_plain = around & x.plain & k_open;
  const unsigned into_food = (around >> 4) & x.plain & k_open;
  const ShapeMoves row = (eating | into_food) != 0 ? m_shapes->moves(l.length, rank) : 0;
  const Lanes& lanes = k_plain_lanes[unsigned{x.plain} << 4 | (around & k_open)];
  Successors to = successors<true>(l, entry, successor_group(l, neck, rank, x), x);
  to.load();
  bool goal = false;
  for (unsigned todo = eating | into_plain | into_food; todo != 0; todo &= todo - 1) {
    const auto d = static_cast<unsigned>(std::countr_zero(todo));
    if ((eating >> d) & 1u) {
      goal |= eat(s, row, priority, head, d);
    } else if ((into_food >> d) & 1u) {
      reach_food_state({mask, head, to.rank(x.slot[d])},
                       static_cast<unsigned>(m_food->index_at(head + m_step[d])), priority,
                       priority + ((around >> delta_shift(d)) & 31u),
                       index_of(shape_moves::tail(row)));
    } else {
      // Its lane alone, so that the pushes keep the order of the directions.
      const unsigned n = relax_plain<k_track_pages, Relax::branches>(
          *m_queue, mask, to, 1u << (2 * x.slot[d]), lanes, priority, around);
      m_stats.reached += n;
      m_stats.queued += n;
    }
  }
  to.store<true>();
  // Only an eating move reaches another layer, which may have turned dense.
  if (eating != 0 && m_space->conversions() != m_conversions) refresh_layers();
  return goal;
}

// One state's expansion (priority `priority`), counting the plain moves' states in
// `settled` and `reached`; true when it found a goal that ends the priority. In a sweep
// (k_sweep) the plain moves are made without a branch on whether the body allows them or
// the successor was reached: states read from a sorted array do not wait for each other,
// and on a weighted board those branches would wait for groups that miss the caches
// (docs/search.md). Newest first, a branch is cheaper: the next pop depends on whether
// this state pushed into the bucket being drained.
template <bool k_track_pages, bool k_sweep>
__attribute__((always_inline)) inline bool Engine::expand(BucketQueue& queue, Entry entry,
                                                          std::uint32_t priority,
                                                          std::uint64_t& settled,
                                                          std::uint64_t& reached) {
  const auto [mask, neck, rank] = unpack_entry(entry);
  const Layer& l = m_layers[mask];
  const Expansion& x = l.expansions[rank];
  const CellId head = neck + static_cast<CellId>(x.head_step);
  std::uint32_t around = l.around[head];
  if (around & k_around_slow) {
    // Rare: a cell seen for the first time, or a food state or an eating move. They
    // go out of line so the common expansion keeps its values in registers.
    if (l.bits == nullptr) return expand_slow(entry, priority) && m_goal_time <= priority;
    if (around == k_around_unknown) around = around_at(mask, head);
    // A state next to a food state its body keeps it from entering (mostly the
    // neck on it, just left) has only moves the loop makes.
    if ((around & k_around_slow) &&
        ((around & (k_around_on_food | k_around_eats)) != 0 || ((around >> 4) & x.plain) != 0)) {
      return expand_dense_slow<k_track_pages>(entry, priority, around) &&
             m_goal_time <= priority;
    }
  }
  ++settled;
  // The successors' group: at most 3 adjacent states, 6 bits within one 16-bit word.
  const std::uint64_t group = successor_group(l, neck, rank, x);
  if constexpr (k_sweep && k_track_pages) {
    // The sweep writes both bytes back: their pages are charged first (a state
    // without plain moves writes nothing). Before the rest is loaded, which would
    // otherwise be kept across the calls.
    if ((around & x.plain & k_open) == 0) return false;
    m_space->touch(*m_stored[mask], group);
    if (((group >> 2) + 1) % StateSpace::k_page_bytes == 0) {
      m_space->touch(*m_stored[mask], group + 4);
    }
  }
  const Lanes& lanes = k_plain_lanes[unsigned{x.plain} << 4 | (around & k_open)];
  Successors to = successors<true>(l, entry, group, x);
  to.load();
  reached += relax_plain<k_track_pages, k_sweep ? Relax::lanes : Relax::branches>(
      queue, mask, to, lanes.open_pairs, lanes, priority, around);
  // Newest first with pages tracked, only the bytes written; else both (charged: the
  // whole layer, or above).
  to.store<k_track_pages && !k_sweep>();
  return false;
}

// Sweeps the bucket `bucket` of priority `priority` (docs/search.md): its states taken
// out sorted by layer and by neck block, which follows the memory, read from the back;
// then the states pushed into the same priority meanwhile, sorted again while they are
// at least ordered_bucket, until fewer than two are left. The row of the state
// 2 * k_ahead places on, and the successors' group and the neighbour word of the one
// k_ahead places on, are asked for early, so that their misses overlap. Out of line,
// so that the newest-first loop keeps its registers.
template <bool k_track_pages>
__attribute__((noinline)) Engine::Swept Engine::sweep_priority(std::uint32_t bucket,
                                                               std::uint32_t priority) {
  BucketQueue& queue = *m_queue;
  // In registers, not in the result, which the queue's stores might alias.
  std::uint64_t settled = 0;
  std::uint64_t reached = 0;
  bool goal = false;
  const unsigned neck_bits = m_order_neck_bits;
  const unsigned neck_shift = m_order_neck_shift;
  const auto key = [=](Entry e) {
    return static_cast<std::size_t>((e >> k_mask_shift) << neck_bits |
                                    ((e >> neck_shift) & ((std::uint64_t{1} << neck_bits) - 1)));
  };
  while (!goal) {
    const bool order = queue.size(bucket) >= m_options->ordered_bucket;
    // Fewer leftovers than that keep their push order (one bin).
    const std::span<const Entry> sorted =
        order ? queue.take_sorted(bucket, m_order_bits, key)
              : queue.take_sorted(bucket, 0, [](Entry) { return std::size_t{0}; });
    if (sorted.empty()) break;
    if (order) ++m_stats.ordered_buckets;
    // The last 2 * k_ahead states ask for nothing ahead.
    for (std::size_t i = sorted.size(); i-- > 0 && !goal;) {
      if (i >= 2 * k_ahead) {
        const Entry far = sorted[i - 2 * k_ahead];
        __builtin_prefetch(m_layers[far >> k_mask_shift].expansions + (far & k_field));
        const auto [mask, neck, rank] = unpack_entry(sorted[i - k_ahead]);
        const Layer& l = m_layers[mask];
        if (l.bits != nullptr) {
          const Expansion& x = l.expansions[rank];
          const std::uint64_t group = successor_group(l, neck, rank, x);
          __builtin_prefetch(l.bits + (group >> 2), 1);
          __builtin_prefetch(l.around + neck + static_cast<CellId>(x.head_step));
        }
      }
      goal = expand<k_track_pages, true>(queue, sorted[i], priority, settled, reached);
    }
  }
  return {settled, reached, goal};
}

template <bool k_track_pages>
void Engine::search() {
  BucketQueue& queue = *m_queue;
  // Counters of the plain moves live in registers; the slow path counts in m_stats.
  // Every plain state reached was queued once.
  std::uint64_t settled = 0;
  std::uint64_t reached = 0;
  const auto flush = [&] {
    m_stats.settled += std::exchange(settled, 0);
    m_stats.queued += reached;
    m_stats.reached += std::exchange(reached, 0);
  };
  std::uint64_t next_check = m_stats.settled + (1u << 16);
  while (queue.advance()) {
    const std::uint32_t priority = queue.current();
    if (priority >= m_goal_time) break;
    if (priority > k_max_time) {
      throw SearchLimitExceeded("the minimal time exceeds 2^31, more than the solver represents");
    }
    // The prediction and the progress at most once per priority: a check per state would
    // cost the loop more than they are worth.
    if (m_stats.settled + settled >= next_check) {
      flush();
      check_progress();
      next_check = m_stats.settled + (1u << 16);
    }
    const std::uint32_t bucket = queue.current_bucket();
    // On a weighted board the states of one priority lie all over the space, and newest
    // first their successor groups miss the caches: a large bucket is swept instead,
    // sorted and prefetched. Flat boards' newest-first order is already local, and small
    // buckets keep it, so that their move strings stay as they are.
    if (m_order_buckets && queue.size(bucket) >= m_options->ordered_bucket) {
      const Swept swept = sweep_priority<k_track_pages>(bucket, priority);
      settled += swept.settled;
      reached += swept.reached;
      if (swept.goal) continue;
    }
    Entry entry = 0;
    while (queue.pop(bucket, entry)) {
      if (expand<k_track_pages, false>(queue, entry, priority, settled, reached)) break;
    }
  }
  flush();
}

std::size_t Engine::predicted_bytes() const {
  // What the budget holds now, with the states' share replaced by the space's prediction.
  return m_budget.used() - m_space->charged() + m_space->predicted_bytes();
}

void Engine::check_progress() {
  // Which dense layers still spread, judged over every 2^20 states settled.
  if ((m_stats.settled >> 20) != m_growth_marked) {
    m_growth_marked = m_stats.settled >> 20;
    m_space->mark_growth();
  }
  const std::size_t predicted = predicted_bytes();
  if (predicted > m_budget.limit()) {
    report(SearchProgress::Stage::searching);
    throw SearchLimitExceeded(fmt::format(
        "the search would need about {} MiB, more than its memory budget of {} MiB "
        "(predicted from the {} layers reached after {} states; raise it with --max-memory)",
        (predicted + (std::size_t{1} << 20) - 1) >> 20, m_budget.limit() >> 20,
        m_space->layers_opened(), m_stats.settled));
  }
  report(SearchProgress::Stage::searching);
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
  p.space_bytes = m_space->dense_bytes();
  p.layers_opened = m_space->layers_opened();
  p.layers_dense = m_space->layers_dense();
  p.memory_bytes = m_budget.used();
  p.predicted_bytes = stage == SearchProgress::Stage::planned ? 0 : predicted_bytes();
  p.budget_bytes = m_budget.limit();
  p.elapsed_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(now - m_started).count();
  m_options->progress(p);
}

std::string Engine::recover_moves() const {
  std::string moves(1, letter(m_goal_move));
  StateRef s = m_goal_from;
  while (!(s == m_start)) {
    const std::size_t length = length_of(s.mask);
    const ShapeCode code = m_shapes->code(length, s.rank);
    const Direction head_dir = shape_digit(code, 0);
    const Direction last = shape_digit(code, length - 2);
    moves += letter(head_dir);
    const CellId head = s.neck + m_step[index_of(head_dir)];
    const std::uint64_t index = std::uint64_t{s.neck} * m_shapes->count(length) + s.rank;
    unsigned item = 0;
    const auto pred = static_cast<Direction>(
        is_eaten_food(s.mask, head, item)
            ? m_space->food_value(s.mask, index, item, s.rank) & 3u
            : (index_of(opposite(last)) + m_space->code(s.mask, index)) & 3u);
    StateRef previous;
    previous.neck = s.neck + m_step[index_of(shape_digit(code, 1))];
    ShapeCode previous_code = (code >> 2) ^ 1u;  // the previous head's way to its neck
    std::size_t previous_length = length;
    if (pred == opposite(last)) {
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
