// MemoryBudget: the bytes the search may hold, charged before they are taken, so a search
// that would exceed its budget stops with SearchLimitExceeded instead of being killed by
// the system. SearchLimitExceeded also reports the other limits of the search (a time
// beyond what it represents).
// Cost: O(1) a charge. Tested by tests/unit/test_memory_budget.cpp.
#pragma once

#include <cstddef>
#include <stdexcept>

namespace snake {

/// The search would need more than it may use (memory, or a time beyond what it
/// represents); it stops with this instead of failing in some worse way.
class SearchLimitExceeded : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Bytes the search may hold; charge() throws SearchLimitExceeded past the limit.
class MemoryBudget {
 public:
  explicit MemoryBudget(std::size_t limit_bytes) : m_limit(limit_bytes) {}
  /// Takes `bytes` from the budget, or throws SearchLimitExceeded and takes nothing.
  void charge(std::size_t bytes);
  void release(std::size_t bytes) { m_used -= bytes; }
  std::size_t used() const { return m_used; }
  std::size_t peak() const { return m_peak; }
  std::size_t limit() const { return m_limit; }
  /// Whether `bytes` more would still fit.
  bool fits(std::size_t bytes) const { return bytes <= m_limit && m_used <= m_limit - bytes; }

 private:
  std::size_t m_limit;
  std::size_t m_used = 0;
  std::size_t m_peak = 0;
};

}  // namespace snake
