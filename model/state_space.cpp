#include "model/state_space.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "model/distances.hpp"
#include "model/rules.hpp"
#include "model/zeroed_region.hpp"

namespace snake {

namespace {

std::size_t layer_length(FoodMask mask) {
  return k_start_length + static_cast<std::size_t>(std::popcount(mask));
}

std::size_t page_words(std::size_t bytes) {
  return (bytes / StateSpace::k_page_bytes + 64) / 64;
}

std::size_t table_bytes(std::uint32_t slots) {
  return std::size_t{slots} * (sizeof(std::uint32_t) + sizeof(std::uint8_t));
}

// Fibonacci hashing of a state index onto a table of 2^bits slots.
std::uint32_t home_slot(std::uint64_t index, std::uint32_t slots) {
  const auto bits = static_cast<unsigned>(std::countr_zero(slots));
  return static_cast<std::uint32_t>((index * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

}  // namespace

StateSpace::StateSpace(const Board& board, const FoodSet& food, CellId start,
                       const ShapeTable& shapes, MemoryBudget& budget)
    : m_board(&board),
      m_food(&food),
      m_shapes(&shapes),
      m_budget(&budget),
      m_padded_cells(board.padded_size()),
      m_start(start) {
  const std::size_t count = food.size();
  if (count < 1 || count > k_max_food || shapes.longest_stored() + 1 < k_start_length + count) {
    throw std::invalid_argument(fmt::format(
        "state space: {} food items need shapes of up to {} parts, the table stores {}",
        count, k_start_length + count - 1, shapes.longest_stored()));
  }
  // A state index must fit the sparse tables' 32-bit keys (with 0 free for "empty").
  if (std::uint64_t{m_padded_cells} * shapes.count(k_start_length + count - 1) >=
      0xFFFFFFFFull) {
    throw std::invalid_argument("state space: the board is too large for 32-bit state indices");
  }
  std::uint64_t enterable = 0;
  for (CellId id = 0; id < m_padded_cells; ++id) enterable += board.is_enterable(id);
  const CellId probe = board.id({1, 1});
  for (const Direction d : k_directions) {
    m_step[index_of(d)] = static_cast<std::int32_t>(board.neighbour(probe, d)) -
                          static_cast<std::int32_t>(probe);
  }
  const FoodMask full = food.all();
  m_layers.resize(std::size_t{full} + 1);
  for (FoodMask mask = 0; mask < full; ++mask) {
    Layer& l = m_layers[mask];
    l.shapes = shapes.count(layer_length(mask));
    // A spare byte at the end: the search reads a group of states as one 16-bit word.
    l.region_bytes = (m_padded_cells * l.shapes + 3) / 4 + 1;
    m_states += enterable * l.shapes;
    m_dense_bytes += l.region_bytes;
  }
  m_track_pages = m_dense_bytes > k_untracked_space || !budget.fits(2 * m_dense_bytes);
}

StateSpace::~StateSpace() {
  for (Layer& l : m_layers) {
    free_zeroed_region(l.bits, l.region_bytes);
    std::free(l.pages);
    for (std::uint8_t* food : l.food) std::free(food);
    std::free(l.keys);
    std::free(l.values);
    std::free(l.would_touch);
  }
}

void StateSpace::open(FoodMask mask) {
  Layer& l = m_layers[mask];
  if (l.shapes == 0) throw std::logic_error("state space: the full mask has no layer");
  if (l.region_bytes <= k_small_region) {
    reserve_region(mask);
  } else {
    const std::size_t words = page_words(l.region_bytes);
    m_budget->charge(words * sizeof(std::uint64_t));
    l.would_touch = static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t)));
    if (l.would_touch == nullptr) {
      m_budget->release(words * sizeof(std::uint64_t));
      throw SearchLimitExceeded("the system refused memory for the search's page map");
    }
    m_charged += words * sizeof(std::uint64_t);
    allocate_table(l, k_first_slots);
  }
  l.opened = true;
  ++m_opened;
}

void StateSpace::reserve_region(FoodMask mask) {
  Layer& l = m_layers[mask];
  std::size_t charge = l.region_bytes;
  if (m_track_pages) {
    const std::size_t words = page_words(l.region_bytes);
    charge = words * sizeof(std::uint64_t);
    m_budget->charge(charge);
    l.pages = static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t)));
    if (l.pages == nullptr) {
      m_budget->release(charge);
      throw SearchLimitExceeded("the system refused memory for the search's page map");
    }
  } else {
    m_budget->charge(charge);
  }
  void* bits = allocate_zeroed_region(l.region_bytes);
  if (bits == nullptr) {
    m_budget->release(charge);
    std::free(std::exchange(l.pages, nullptr));
    throw SearchLimitExceeded(fmt::format(
        "the system refused {} MiB of address space for the states with {} items eaten",
        l.region_bytes >> 20, std::popcount(mask)));
  }
  l.bits = static_cast<std::uint8_t*>(bits);
  m_charged += charge;
  ++m_dense;
}

void StateSpace::charge_page(Layer& layer, std::uint64_t page) {
  m_budget->charge(k_page_bytes);
  m_charged += k_page_bytes;
  ++layer.pages_touched;
  layer.pages[page / 64] |= std::uint64_t{1} << (page % 64);
}

void StateSpace::allocate_table(Layer& layer, std::uint32_t slots) {
  const std::size_t bytes = table_bytes(slots);
  m_budget->charge(bytes);
  auto* keys = static_cast<std::uint32_t*>(std::calloc(slots, sizeof(std::uint32_t)));
  auto* values = static_cast<std::uint8_t*>(std::calloc(slots, sizeof(std::uint8_t)));
  if (keys == nullptr || values == nullptr) {
    std::free(keys);
    std::free(values);
    m_budget->release(bytes);
    throw SearchLimitExceeded("the system refused memory for the search's state table");
  }
  m_charged += bytes;
  layer.keys = keys;
  layer.values = values;
  layer.slots = slots;
  layer.size = 0;
}

void StateSpace::free_table(Layer& layer) {
  std::free(std::exchange(layer.keys, nullptr));
  std::free(std::exchange(layer.values, nullptr));
  const std::size_t bytes = table_bytes(layer.slots);
  m_budget->release(bytes);
  m_charged -= bytes;
  layer.slots = 0;
  layer.size = 0;
}

std::uint32_t StateSpace::find_slot(const Layer& layer, std::uint64_t index) const {
  const auto key = static_cast<std::uint32_t>(index + 1);
  const std::uint32_t wrap = layer.slots - 1;
  std::uint32_t slot = home_slot(index, layer.slots);
  while (layer.keys[slot] != 0 && layer.keys[slot] != key) slot = (slot + 1) & wrap;
  return slot;
}

bool StateSpace::make_room(FoodMask mask) {
  Layer& l = m_layers[mask];
  if (std::uint64_t{l.size + 1} * 5 <= std::uint64_t{l.slots} * 4) return true;
  const std::uint32_t grown = l.slots * 2;
  // The dense form: the pages its plain states touch, and an array a food item.
  const std::size_t dense = l.pages_would_touch * k_page_bytes +
                            static_cast<std::size_t>(std::popcount(mask)) * l.shapes;
  if (table_bytes(grown) >= dense ||
      table_bytes(grown) >= live_region_bytes(layer_length(mask))) {
    make_dense(mask);
    return false;
  }
  Layer old = l;
  allocate_table(l, grown);
  for (std::uint32_t slot = 0; slot < old.slots; ++slot) {
    if (old.keys[slot] == 0) continue;
    const std::uint32_t to = find_slot(l, old.keys[slot] - 1u);
    l.keys[to] = old.keys[slot];
    l.values[to] = old.values[slot];
  }
  l.size = old.size;
  free_table(old);
  return true;
}

std::uint32_t StateSpace::insert(Layer& layer, std::uint64_t index, std::uint8_t value,
                                 bool food) {
  const std::uint32_t slot = find_slot(layer, index);
  layer.keys[slot] = static_cast<std::uint32_t>(index + 1);
  layer.values[slot] = value;
  ++layer.size;
  // A food state's dense home is its item's array, not a page of the region.
  if (food) return slot;
  const std::uint64_t page = (index >> 2) / k_page_bytes;
  std::uint64_t& word = layer.would_touch[page / 64];
  if (((word >> (page % 64)) & 1u) == 0) {
    word |= std::uint64_t{1} << (page % 64);
    ++layer.pages_would_touch;
  }
  return slot;
}

bool StateSpace::is_food_state(FoodMask mask, std::uint64_t index, std::uint32_t shapes,
                               unsigned& item) const {
  const auto neck = static_cast<CellId>(index / shapes);
  const auto rank = static_cast<std::uint32_t>(index % shapes);
  const ShapeCode code = m_shapes->code(layer_length(mask), rank);
  const std::int64_t head = static_cast<std::int64_t>(neck) + m_step[index_of(shape_digit(code, 0))];
  if (head < 0 || static_cast<std::uint64_t>(head) >= m_padded_cells) return false;
  const int food = m_food->index_at(static_cast<CellId>(head));
  if (food < 0 || ((mask >> food) & 1u) == 0) return false;
  item = static_cast<unsigned>(food);
  return true;
}

void StateSpace::make_dense(FoodMask mask) {
  Layer& l = m_layers[mask];
  Layer sparse = l;
  l.keys = nullptr;
  l.values = nullptr;
  reserve_region(mask);
  // The table's states move into the region and the food arrays; then it goes.
  for (std::uint32_t slot = 0; slot < sparse.slots; ++slot) {
    if (sparse.keys[slot] == 0) continue;
    const std::uint64_t index = sparse.keys[slot] - 1u;
    unsigned item = 0;
    if (is_food_state(mask, index, l.shapes, item)) {
      food_state(mask, index, item, static_cast<std::uint32_t>(index % l.shapes)) =
          sparse.values[slot];
    } else {
      if (m_track_pages) touch(l, index);
      l.bits[index >> 2] = static_cast<std::uint8_t>(l.bits[index >> 2] |
                                                     sparse.values[slot] << (2 * (index & 3)));
    }
  }
  free_table(sparse);
  l.slots = 0;
  l.size = 0;
  const std::size_t words = page_words(l.region_bytes);
  std::free(std::exchange(l.would_touch, nullptr));
  m_budget->release(words * sizeof(std::uint64_t));
  m_charged -= words * sizeof(std::uint64_t);
  l.pages_would_touch = 0;
  ++m_conversions;
}

unsigned StateSpace::code(FoodMask mask, std::uint64_t index) const {
  const Layer& l = m_layers[mask];
  if (!l.opened) return 0;
  if (l.bits != nullptr) return (l.bits[index >> 2] >> (2 * (index & 3))) & 3u;
  const std::uint32_t slot = find_slot(l, index);
  return l.keys[slot] == 0 ? 0 : l.values[slot];
}

bool StateSpace::add(FoodMask mask, std::uint64_t index, unsigned code) {
  Layer& l = layer(mask);
  if (l.bits == nullptr) {
    std::uint32_t slot = find_slot(l, index);
    if (l.keys[slot] != 0) return false;
    if (make_room(mask)) {
      insert(l, index, static_cast<std::uint8_t>(code), false);
      return true;
    }
    // Now dense: the state is not in the region yet.
  }
  std::uint8_t& byte = l.bits[index >> 2];
  const auto shift = static_cast<unsigned>(2 * (index & 3));
  if (((byte >> shift) & 3u) != 0) return false;
  if (m_track_pages) touch(l, index);
  byte = static_cast<std::uint8_t>(byte | code << shift);
  return true;
}

std::uint8_t& StateSpace::food_state(FoodMask mask, std::uint64_t index, unsigned item,
                                     std::uint32_t rank) {
  Layer& l = layer(mask);
  if (l.bits == nullptr) {
    std::uint32_t slot = find_slot(l, index);
    if (l.keys[slot] != 0) return l.values[slot];
    if (make_room(mask)) {
      return l.values[insert(l, index, 0, true)];
    }
  }
  std::uint8_t*& food = l.food[item];
  if (food == nullptr) {
    m_budget->charge(l.shapes);
    food = static_cast<std::uint8_t*>(std::calloc(l.shapes, 1));
    if (food == nullptr) {
      m_budget->release(l.shapes);
      throw SearchLimitExceeded("the system refused memory for the search's food states");
    }
    m_charged += l.shapes;
  }
  return food[rank];
}

std::uint8_t StateSpace::food_value(FoodMask mask, std::uint64_t index, unsigned item,
                                    std::uint32_t rank) const {
  const Layer& l = m_layers[mask];
  if (!l.opened) return 0;
  if (l.bits == nullptr) {
    const std::uint32_t slot = find_slot(l, index);
    return l.keys[slot] == 0 ? 0 : l.values[slot];
  }
  return l.food[item] == nullptr ? 0 : l.food[item][rank];
}

std::size_t StateSpace::live_region_bytes(std::size_t length) const {
  std::size_t& bytes = m_live_bytes[length];
  if (bytes != 0) return bytes;
  if (m_live.empty()) {
    // Reachability from the start on the bare board, once, when a layer first asks.
    const std::vector<std::uint32_t> distance =
        bare_board_distances(*m_board, m_start, Metric::steps);
    m_live.resize(m_padded_cells);
    for (CellId id = 0; id < m_padded_cells; ++id) m_live[id] = distance[id] < k_unreachable;
  }
  const std::uint64_t shapes = m_shapes->count(length);
  // Pages holding the block of some reachable cell: bytes [cell * shapes, (cell + 1) *
  // shapes) / 4, ascending with the cell.
  std::uint64_t pages = 0;
  std::uint64_t counted = 0;  // pages [0, counted) are decided
  for (CellId cell = 0; cell < m_padded_cells; ++cell) {
    if (!m_live[cell]) continue;
    const std::uint64_t first = cell * shapes / 4 / k_page_bytes;
    const std::uint64_t last = ((cell + 1) * shapes - 1) / 4 / k_page_bytes;
    const std::uint64_t from = std::max(first, counted);
    if (last + 1 > from) pages += last + 1 - from;
    counted = std::max(counted, last + 1);
  }
  bytes = static_cast<std::size_t>(pages) * k_page_bytes;
  return bytes;
}

std::size_t StateSpace::predicted_bytes() const {
  std::size_t total = 0;
  for (FoodMask mask = 0; mask < m_layers.size(); ++mask) {
    const Layer& l = m_layers[mask];
    if (!l.opened) continue;
    const std::size_t map = page_words(l.region_bytes) * sizeof(std::uint64_t);
    if (l.bits == nullptr) {
      total += table_bytes(l.slots) + map;
      continue;
    }
    if (!m_track_pages) {
      total += l.region_bytes;
    } else if (l.growing) {
      total += std::max(live_region_bytes(layer_length(mask)), l.pages_touched * k_page_bytes) + map;
    } else {
      total += l.pages_touched * k_page_bytes + map;
    }
    for (const std::uint8_t* food : l.food) total += food == nullptr ? 0 : l.shapes;
  }
  return total;
}

void StateSpace::mark_growth() {
  for (Layer& l : m_layers) {
    l.growing = l.pages_touched > l.pages_marked;
    l.pages_marked = l.pages_touched;
  }
}

}  // namespace snake
