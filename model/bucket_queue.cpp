#include "model/bucket_queue.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace snake {

BucketQueue::~BucketQueue() {
  for (Chunk*& top : m_chunk) {
    while (top != nullptr) delete std::exchange(top, top->below);
  }
  while (m_free != nullptr) delete std::exchange(m_free, m_free->below);
}

bool BucketQueue::empty() const {
  for (std::uint32_t b = 0; b < k_ring; ++b) {
    if (m_top[b] != m_begin[b] || (m_chunk[b] != nullptr && m_chunk[b]->below != nullptr)) {
      return false;
    }
  }
  return true;
}

std::size_t BucketQueue::size(std::uint32_t bucket) const {
  std::size_t n = static_cast<std::size_t>(m_top[bucket] - m_begin[bucket]);
  if (m_chunk[bucket] == nullptr) return n;
  for (const Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) n += k_chunk_entries;
  return n;
}

void BucketQueue::sort(std::uint32_t bucket, unsigned shift) {
  const std::size_t n = size(bucket);
  if (n < 2) return;
  // The bucket's storage bottom to top (push order): the full chunks, then the top one,
  // whose entries start at m_begin. Position p is parts[p / k_chunk_entries] plus
  // p % k_chunk_entries.
  std::size_t chunks = 1;
  for (const Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) ++chunks;
  if (m_scratch.size() < n || m_parts.size() < chunks) {
    const std::size_t entries = std::max(n, m_scratch.size() * 3 / 2);
    const std::size_t parts = std::max(chunks, m_parts.size() * 3 / 2);
    m_budget->charge((std::max(entries, m_scratch.size()) - m_scratch.size()) * sizeof(Entry) +
                     (std::max(parts, m_parts.size()) - m_parts.size()) * sizeof(Entry*));
    m_scratch.resize(std::max(entries, m_scratch.size()));
    m_parts.resize(std::max(parts, m_parts.size()));
  }
  std::size_t at = chunks - 1;
  m_parts[at] = m_begin[bucket];
  for (Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) m_parts[--at] = c->entries;
  const auto slot = [&](std::size_t p) -> Entry& {
    return m_parts[p / k_chunk_entries][p % k_chunk_entries];
  };
  // A stable LSD radix sort by descending key in two digits, storage -> scratch ->
  // storage, so that popping from the top yields ascending keys and, within a key, the
  // newest entry first.
  constexpr unsigned k_digit = k_sort_bits / 2;
  constexpr std::size_t k_bins = std::size_t{1} << k_digit;
  const auto bin = [&](Entry e, unsigned pass) {
    return k_bins - 1 - ((e >> (shift + pass * k_digit)) & (k_bins - 1));
  };
  std::array<std::size_t, 2 * (k_bins + 1)> start{};  // 16 KiB on the stack
  std::size_t* const low = start.data();
  std::size_t* const high = low + k_bins + 1;
  for (std::size_t p = 0; p < n; ++p) {
    const Entry e = slot(p);
    ++low[bin(e, 0) + 1];
    ++high[bin(e, 1) + 1];
  }
  for (std::size_t b = 0; b < k_bins; ++b) {
    low[b + 1] += low[b];
    high[b + 1] += high[b];
  }
  for (std::size_t p = 0; p < n; ++p) {
    const Entry e = slot(p);
    m_scratch[low[bin(e, 0)]++] = e;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const Entry e = m_scratch[i];
    slot(high[bin(e, 1)]++) = e;
  }
}

bool BucketQueue::advance() {
  for (std::uint32_t skipped = 0; skipped < k_ring; ++skipped, ++m_current) {
    const std::uint32_t b = current_bucket();
    if (m_top[b] != m_begin[b] || drop_chunk(b)) return true;
  }
  return false;
}

void BucketQueue::add_chunk(std::uint32_t bucket) {
  Chunk* chunk = m_free;
  if (chunk != nullptr) {
    m_free = chunk->below;
  } else {
    m_budget->charge(sizeof(Chunk));
    chunk = new Chunk;
    ++m_chunks;
  }
  chunk->below = m_chunk[bucket];
  m_chunk[bucket] = chunk;
  m_begin[bucket] = chunk->entries;
  m_top[bucket] = chunk->entries;
  m_end[bucket] = chunk->entries + k_chunk_entries;
}

bool BucketQueue::drop_chunk(std::uint32_t bucket) {
  Chunk* chunk = m_chunk[bucket];
  if (chunk == nullptr || chunk->below == nullptr) return false;
  m_chunk[bucket] = chunk->below;
  chunk->below = m_free;
  m_free = chunk;
  m_begin[bucket] = m_chunk[bucket]->entries;
  m_end[bucket] = m_begin[bucket] + k_chunk_entries;
  m_top[bucket] = m_end[bucket];
  return true;
}

}  // namespace snake
