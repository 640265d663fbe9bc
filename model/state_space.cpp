#include "model/state_space.hpp"

#include <bit>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include <sys/mman.h>

#include <fmt/format.h>

#include "model/rules.hpp"

namespace snake {

StateSpace::StateSpace(const Board& board, std::size_t food_count, const ShapeTable& shapes,
                       MemoryBudget& budget)
    : m_budget(&budget), m_padded_cells(board.padded_size()) {
  if (food_count < 1 || food_count > k_max_food ||
      shapes.longest_stored() + 1 < k_start_length + food_count) {
    throw std::invalid_argument(fmt::format(
        "state space: {} food items need shapes of up to {} parts, the table stores {}",
        food_count, k_start_length + food_count - 1, shapes.longest_stored()));
  }
  for (CellId id = 0; id < board.padded_size(); ++id) m_enterable += board.is_enterable(id);
  const FoodMask full = (FoodMask{1} << food_count) - 1;
  for (FoodMask mask = 0; mask < full; ++mask) {
    Region& r = m_regions[mask];
    r.shapes = shapes.count(k_start_length + static_cast<std::size_t>(std::popcount(mask)));
    r.bytes = m_padded_cells * r.shapes;
    m_states += m_enterable * r.shapes;
    m_bytes += r.bytes;
  }
  m_track_pages = !budget.fits(m_bytes);
}

StateSpace::~StateSpace() {
  for (Region& r : m_regions) {
    if (r.states != nullptr) munmap(r.states, r.bytes);
    std::free(r.pages);
  }
}

void StateSpace::reserve(FoodMask mask) {
  Region& r = m_regions[mask];
  if (r.bytes == 0) throw std::logic_error("state space: the full mask has no region");
  std::size_t charge = r.bytes;
  if (m_track_pages) {
    const std::size_t words = (r.bytes / k_page_bytes + 64) / 64;
    charge = words * sizeof(std::uint64_t);
    m_budget->charge(charge);
    r.pages = static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t)));
    if (r.pages == nullptr) {
      m_budget->release(charge);
      throw SearchLimitExceeded("the system refused memory for the search's page map");
    }
  } else {
    m_budget->charge(charge);
  }
  void* states = mmap(nullptr, r.bytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (states == MAP_FAILED) {
    m_budget->release(charge);
    std::free(std::exchange(r.pages, nullptr));
    throw SearchLimitExceeded(fmt::format(
        "the system refused {} MiB of address space for the states with {} items eaten",
        r.bytes >> 20, std::popcount(mask)));
  }
  r.states = static_cast<std::uint8_t*>(states);
  m_charged += charge;
  m_reserved_states += m_enterable * r.shapes;
}

void StateSpace::charge_page(Region& region, std::size_t page) {
  m_budget->charge(k_page_bytes);
  m_charged += k_page_bytes;
  region.pages[page / 64] |= std::uint64_t{1} << (page % 64);
}

}  // namespace snake
