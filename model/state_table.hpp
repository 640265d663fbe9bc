// StateTable: the search's memory. Every state the search has reached gets a dense id
// (in order of discovery) and three columns: its packed key, its best known time g, and
// pred, the id of the state it was reached from (the pred[] chain that recovers the
// move string). An open-addressing hash index (linear probing, load <= 1/2) maps keys
// to ids. All growth is charged to a MemoryBudget first, so a search that would exceed
// its budget stops with SearchLimitExceeded instead of being killed by the system.
// Cost: insert/find O(1) expected; about 28 bytes a state (16 of columns, 8 to 16 of
// index, 1 bit closed flag).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "model/packed_state.hpp"

namespace snake {

/// The search would need more than it may use (memory, 2^32 states, or a time beyond
/// what it represents); it stops with this instead of failing in some worse way.
class SearchLimitExceeded : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Bytes the search may hold; charge() throws SearchLimitExceeded past the limit.
class MemoryBudget {
 public:
  explicit MemoryBudget(std::size_t limit_bytes) : m_limit(limit_bytes) {}
  void charge(std::size_t bytes);
  void release(std::size_t bytes) { m_used -= bytes; }
  std::size_t used() const { return m_used; }
  std::size_t peak() const { return m_peak; }
  std::size_t limit() const { return m_limit; }

 private:
  std::size_t m_limit;
  std::size_t m_used = 0;
  std::size_t m_peak = 0;
};

/// Grows `v` like push_back would, charging the new capacity to `budget` first.
template <typename T>
void push_back_charged(std::vector<T>& v, const T& value, MemoryBudget& budget) {
  if (v.size() == v.capacity()) {
    const std::size_t old = v.capacity();
    const std::size_t grown = old == 0 ? 16 : 2 * old;
    budget.charge(grown * sizeof(T));  // old and new buffers coexist while elements move
    v.reserve(grown);
    budget.release(old * sizeof(T));
  }
  v.push_back(value);
}

class StateTable {
 public:
  using Id = std::uint32_t;
  static constexpr Id k_none = 0xFFFFFFFFu;
  static constexpr std::uint32_t k_infinite = 0xFFFFFFFFu;

  explicit StateTable(MemoryBudget& budget);

  /// The id of `key`, adding it (g = k_infinite, pred = k_none) if new; `.second` is
  /// true when it was added.
  std::pair<Id, bool> insert(StateKey key);

  std::size_t size() const { return m_states.size(); }
  StateKey key(Id id) const { return m_states[id].key; }
  std::uint32_t g(Id id) const { return m_states[id].g; }
  Id pred(Id id) const { return m_states[id].pred; }
  void improve(Id id, std::uint32_t g, Id pred) {
    m_states[id].g = g;
    m_states[id].pred = pred;
  }
  /// Closed states are settled: their g is final.
  bool closed(Id id) const { return (m_closed[id / 64] >> (id % 64)) & 1u; }
  void close(Id id) { m_closed[id / 64] |= std::uint64_t{1} << (id % 64); }

 private:
  std::size_t slot_of(StateKey key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> m_shift);
  }
  void grow_index();

  // The three columns of a state, kept together: one allocation, one cache line.
  struct State {
    StateKey key;
    std::uint32_t g;
    Id pred;
  };

  MemoryBudget* m_budget;
  std::vector<State> m_states;
  std::vector<std::uint64_t> m_closed;
  std::vector<Id> m_slots;  // id + 1, or 0 for an empty slot
  unsigned m_shift = 0;
};

}  // namespace snake
