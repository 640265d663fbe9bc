// StateSpace: the search's memory, one byte for every game state at a dense index, no
// hashing. A state is (eaten mask, neck cell, shape rank) (model/shape_table.hpp); its
// byte is
//   region(mask).states[neck * region(mask).shapes + rank],
// where a mask's region holds every padded cell times every self-avoiding shape of the
// length the mask implies (k_start_length + items eaten). States whose head would be
// off the board or on a wall are never reached, so their bytes stay untouched. The full
// mask has no region: the game ends with the move that eats the last food.
// The byte's meaning belongs to the search; 0 means "never reached".
//
// Memory is touched lazily: a region is reserved (address space only, zero-filled by the
// system on first touch) when the search first reaches its mask. The size of the whole
// space is known before the search starts (bytes()). When it fits the budget, each region
// is charged whole when reserved; when it does not, the space tracks pages instead and
// charges 4 KiB the first time a state on a page is written (touch()), so the budget is
// what the system really gives the search, and a search that stays sparse (A* on a
// solvable board) uses little even when the space is huge.
// Cost: region() O(1) after the first call per mask (an mmap); touch() O(1).
// Tested by tests/unit/test_state_space.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "model/board.hpp"
#include "model/food.hpp"
#include "model/memory_budget.hpp"
#include "model/shape_table.hpp"

namespace snake {

class StateSpace {
 public:
  static constexpr std::size_t k_page_bytes = 4096;

  /// The states of one eaten mask.
  struct Region {
    std::uint8_t* states = nullptr;  // padded cells x shapes bytes, 0 = never reached
    std::uint64_t* pages = nullptr;  // bit per page: touched (when pages are tracked)
    std::uint32_t shapes = 0;        // shapes of the mask's length
    std::size_t bytes = 0;
  };

  /// The space of `board` with `food_count` items (1..k_max_food), shapes from `shapes`
  /// (which must store lengths up to k_start_length + food_count - 1). Nothing is
  /// reserved yet; page tracking is chosen by whether bytes() fits what is left of
  /// `budget`.
  StateSpace(const Board& board, std::size_t food_count, const ShapeTable& shapes,
             MemoryBudget& budget);
  StateSpace(const StateSpace&) = delete;
  StateSpace& operator=(const StateSpace&) = delete;
  ~StateSpace();

  /// States in the space: every mask but the full one x enterable cells x shapes (an
  /// upper bound on the states a search can reach; the progress' denominator).
  std::uint64_t states() const { return m_states; }
  /// Bytes of every region together: the most the space can take.
  std::uint64_t bytes() const { return m_bytes; }
  /// Whether pages are charged one by one (the whole space does not fit the budget).
  bool tracks_pages() const { return m_track_pages; }
  /// Bytes charged so far (reserved regions, or touched pages and their bitmaps).
  std::size_t charged() const { return m_charged; }
  /// States of the regions reserved so far (enterable cells x shapes each).
  std::uint64_t reserved_states() const { return m_reserved_states; }

  /// The region of `mask` (not the full mask), reserved on first use. Throws
  /// SearchLimitExceeded when the budget or the address space cannot take it.
  Region& region(FoodMask mask) {
    Region& r = m_regions[mask];
    if (r.states == nullptr) reserve(mask);
    return r;
  }
  /// The region of `mask` if it is reserved, else nullptr.
  const Region* reserved(FoodMask mask) const {
    return m_regions[mask].states == nullptr ? nullptr : &m_regions[mask];
  }

  /// Records that the search writes `slot` of `region`; charges its page when pages are
  /// tracked and it is new. Throws SearchLimitExceeded past the budget.
  void touch(Region& region, const std::uint8_t* slot) {
    const auto page = static_cast<std::size_t>(slot - region.states) / k_page_bytes;
    if (((region.pages[page / 64] >> (page % 64)) & 1u) == 0) charge_page(region, page);
  }

 private:
  void reserve(FoodMask mask);
  void charge_page(Region& region, std::size_t page);

  MemoryBudget* m_budget;
  std::size_t m_padded_cells;
  std::array<Region, std::size_t{1} << k_max_food> m_regions{};
  std::uint64_t m_enterable = 0;
  std::uint64_t m_states = 0;
  std::uint64_t m_bytes = 0;
  std::uint64_t m_reserved_states = 0;
  std::size_t m_charged = 0;
  bool m_track_pages = false;
};

}  // namespace snake
