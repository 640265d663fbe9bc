#include "model/memory_budget.hpp"

#include <fmt/format.h>

namespace snake {

void MemoryBudget::charge(std::size_t bytes) {
  if (!fits(bytes)) {
    throw SearchLimitExceeded(fmt::format(
        "the search needs more than its memory budget of {} MiB (raise it with "
        "--max-memory)",
        m_limit >> 20));
  }
  m_used += bytes;
  if (m_used > m_peak) m_peak = m_used;
}

}  // namespace snake
