#include "model/state_table.hpp"

#include <fmt/format.h>

namespace snake {

void MemoryBudget::charge(std::size_t bytes) {
  if (bytes > m_limit || m_used > m_limit - bytes) {
    throw SearchLimitExceeded(fmt::format(
        "the search needs more than its memory budget of {} MiB (raise it with "
        "--max-memory)",
        m_limit >> 20));
  }
  m_used += bytes;
  if (m_used > m_peak) m_peak = m_used;
}

StateTable::StateTable(MemoryBudget& budget) : m_budget(&budget) { grow_index(); }

std::pair<StateTable::Id, bool> StateTable::insert(StateKey key) {
  const std::size_t mask = m_slots.size() - 1;
  std::size_t slot = slot_of(key);
  while (m_slots[slot] != 0) {
    const Id id = m_slots[slot] - 1;
    if (m_states[id].key == key) return {id, false};
    slot = (slot + 1) & mask;
  }
  if (m_states.size() >= k_none - 1) {
    throw SearchLimitExceeded("the search reached 2^32 states");
  }
  const auto id = static_cast<Id>(m_states.size());
  push_back_charged(m_states, State{key, k_infinite, k_none}, *m_budget);
  if (id % 64 == 0) push_back_charged(m_closed, std::uint64_t{0}, *m_budget);
  m_slots[slot] = id + 1;
  if (2 * m_states.size() > m_slots.size()) grow_index();
  return {id, true};
}

void StateTable::grow_index() {
  const std::size_t old = m_slots.size();
  const std::size_t grown = old == 0 ? 1024 : 2 * old;
  m_budget->charge(grown * sizeof(Id));
  std::vector<Id> slots(grown, 0);
  m_shift = 64 - static_cast<unsigned>(std::countr_zero(grown));
  const std::size_t mask = grown - 1;
  for (Id id = 0; id < m_states.size(); ++id) {
    std::size_t slot = slot_of(m_states[id].key);
    while (slots[slot] != 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  }
  m_slots.swap(slots);
  m_budget->release(old * sizeof(Id));
}

}  // namespace snake
