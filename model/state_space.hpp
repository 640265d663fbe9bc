// StateSpace: what the search records of each game state it reaches, in memory that
// follows the states reached. A state is (eaten mask, neck cell, shape rank)
// (model/shape_table.hpp); the states of one mask are its layer, where a state has the
// index  neck * shapes + rank  (shapes of the mask's length). The full mask has no layer:
// the game ends with the move that eats the last food.
//
// Two kinds of state (docs/search.md says why this is exact):
//   plain      2 bits: 0 never reached, 1..3 the predecessor that reached it first;
//   food state its head on a food cell its mask has eaten (also reached by the eating
//              move): one byte, whose meaning belongs to the search (queued with its
//              priority, or settled, and its predecessor).
// Two forms of a layer:
//   dense   the 2 bits at the state's index in a region of reserved address space that
//           the system fills with zero pages on first touch, and per eaten item one byte
//           array of food states indexed by rank: a quarter byte a state on open boards;
//   sparse  a hash set of the indices reached (open addressing, linear probing, a 4-byte
//           key and a 1-byte value a slot, at most 80% full): 6.25 to 12.5 bytes a state
//           whatever the board, for corridors, where few shapes fit a neck cell.
// A layer starts sparse, or dense when its region is at most k_small_region, and turns
// dense (never back) when its table would grow to more bytes than the pages its states
// would touch in dense form, so that each layer takes the cheaper form as it fills.
// Every byte is charged to the MemoryBudget before it is taken: tables whole, regions page
// by page as they are touched (touch()), or whole when all of them together are small
// (k_untracked_space) and fit the budget twice.
// Cost: add() O(1) expected; touch() O(1); turning a layer dense O(its states).
// Tested by tests/unit/test_state_space.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/board.hpp"
#include "model/food.hpp"
#include "model/memory_budget.hpp"
#include "model/shape_table.hpp"

namespace snake {

class StateSpace {
 public:
  static constexpr std::size_t k_page_bytes = 4096;
  /// Regions up to this size start dense.
  static constexpr std::size_t k_small_region = std::size_t{256} << 10;
  /// Spaces up to this size (in dense form) charge each region whole, sparing the search
  /// the page checks.
  static constexpr std::size_t k_untracked_space = std::size_t{8} << 20;
  /// Slots of a new sparse table (a power of two).
  static constexpr std::uint32_t k_first_slots = 256;

  /// The states of one eaten mask.
  struct Layer {
    std::uint8_t* bits = nullptr;  // dense: 2 bits a state, 4 a byte from bit 0; else null
    std::uint32_t shapes = 0;      // shapes of the mask's length
    // Dense form.
    std::uint64_t* pages = nullptr;  // bit per page: touched (when pages are tracked)
    std::size_t region_bytes = 0;    // reserved for `bits`
    std::array<std::uint8_t*, k_max_food> food{};  // food states per eaten item, by rank
    std::size_t pages_touched = 0;  // when tracked
    std::size_t pages_marked = 0;   // pages_touched at the last mark_growth()
    bool growing = false;           // touched new pages between the last two marks
    // Sparse form.
    std::uint32_t* keys = nullptr;  // index + 1, 0 = empty
    std::uint8_t* values = nullptr;
    std::uint32_t slots = 0;  // a power of two, 0 before the layer is opened
    std::uint32_t size = 0;
    std::uint64_t* would_touch = nullptr;  // bit per page of the dense form holding a state
    std::size_t pages_would_touch = 0;
    bool opened = false;
  };

  /// The space of `board` with `food` (1..k_max_food items) for a snake whose head
  /// starts on `start`, shapes from `shapes` (which must store lengths up to
  /// k_start_length + food.size() - 1). Nothing is taken yet.
  StateSpace(const Board& board, const FoodSet& food, CellId start, const ShapeTable& shapes,
             MemoryBudget& budget);
  StateSpace(const StateSpace&) = delete;
  StateSpace& operator=(const StateSpace&) = delete;
  ~StateSpace();

  /// States in the space: every mask but the full one x enterable cells x shapes (an
  /// upper bound on the states a search can reach; the progress' denominator).
  std::uint64_t states() const { return m_states; }
  /// Bytes of every layer in dense form: the most the states can take.
  std::uint64_t dense_bytes() const { return m_dense_bytes; }
  /// Whether dense pages are charged one by one (the space is not small, or does not fit).
  bool tracks_pages() const { return m_track_pages; }
  /// Bytes charged so far and not released.
  std::size_t charged() const { return m_charged; }
  /// Layers opened, and how many of them are dense.
  std::size_t layers_opened() const { return m_opened; }
  std::size_t layers_dense() const { return m_dense; }
  /// Times a layer turned from sparse to dense (so the search knows to look again).
  std::size_t conversions() const { return m_conversions; }
  /// The bytes the states will take at the end of a search that visits every state it can
  /// reach in the layers opened so far: a dense layer that is still spreading (it touched
  /// new pages between the last two mark_growth() calls) all its pages over the cells
  /// reachable from the start, any other layer what it holds now.
  std::size_t predicted_bytes() const;
  /// Notes which dense layers touched new pages since the last call.
  void mark_growth();

  /// The layer of `mask` (not the full mask), opened on first use. Throws
  /// SearchLimitExceeded when the budget or the address space cannot take it.
  Layer& layer(FoodMask mask) {
    Layer& l = m_layers[mask];
    if (!l.opened) open(mask);
    return l;
  }
  /// The layer of `mask` if it is opened, else nullptr.
  const Layer* opened(FoodMask mask) const {
    return m_layers[mask].opened ? &m_layers[mask] : nullptr;
  }

  /// Records that the search writes state `index` of the dense `layer`; charges its page
  /// when pages are tracked and it is new. Throws SearchLimitExceeded past the budget.
  void touch(Layer& layer, std::uint64_t index) {
    const std::uint64_t page = (index >> 2) / k_page_bytes;
    if (((layer.pages[page / 64] >> (page % 64)) & 1u) == 0) charge_page(layer, page);
  }

  /// The code (0..3) of the plain state `index` of `mask`'s layer.
  unsigned code(FoodMask mask, std::uint64_t index) const;
  /// Gives the plain state `index` of `mask`'s layer the code `code` (1..3) if it has none
  /// yet; true when it was new. May turn the layer dense.
  bool add(FoodMask mask, std::uint64_t index, unsigned code);
  /// The byte of the food state `index` (rank `rank`, head on the cell of item `item`,
  /// which `mask` has eaten), 0 when it was never written. The reference holds until the
  /// next call that may add to this layer.
  std::uint8_t& food_state(FoodMask mask, std::uint64_t index, unsigned item,
                           std::uint32_t rank);
  std::uint8_t food_value(FoodMask mask, std::uint64_t index, unsigned item,
                          std::uint32_t rank) const;

 private:
  void open(FoodMask mask);
  void make_dense(FoodMask mask);
  void reserve_region(FoodMask mask);
  void charge_page(Layer& layer, std::uint64_t page);
  // The slot of `index` in a sparse layer: its key, or the empty slot it would take.
  std::uint32_t find_slot(const Layer& layer, std::uint64_t index) const;
  // Room for one more key: grows the table, or turns the layer dense (then false).
  bool make_room(FoodMask mask);
  // Puts a new key in a sparse layer with room for it (a food state's or a plain one's);
  // its slot.
  std::uint32_t insert(Layer& layer, std::uint64_t index, std::uint8_t value, bool food);
  void allocate_table(Layer& layer, std::uint32_t slots);
  void free_table(Layer& layer);
  // Bytes a dense layer of snakes of `length` parts can touch: its pages over the blocks
  // of the cells reachable from the start.
  std::size_t live_region_bytes(std::size_t length) const;
  bool is_food_state(FoodMask mask, std::uint64_t index, std::uint32_t shapes,
                     unsigned& item) const;

  const Board* m_board;
  const FoodSet* m_food;
  const ShapeTable* m_shapes;
  MemoryBudget* m_budget;
  std::size_t m_padded_cells;
  CellId m_start;
  mutable std::vector<std::uint8_t> m_live;  // per padded cell: reachable from the start
  std::vector<Layer> m_layers;  // per mask (2^k of them, the full mask's never opened)
  std::array<std::int32_t, 4> m_step{};
  std::uint64_t m_states = 0;
  std::uint64_t m_dense_bytes = 0;
  std::size_t m_charged = 0;
  std::size_t m_opened = 0;
  std::size_t m_dense = 0;
  std::size_t m_conversions = 0;
  bool m_track_pages = false;
  mutable std::array<std::size_t, ShapeTable::k_longest + 1> m_live_bytes{};  // by length
};

}  // namespace snake
