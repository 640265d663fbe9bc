#include "model/bucket_queue.hpp"

#include <algorithm>
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
  if (m_scratch.size() < 2 * n) {
    const std::size_t grown = std::max(2 * n, m_scratch.size() * 3 / 2);
    m_budget->charge((grown - m_scratch.size()) * sizeof(Entry));
    m_scratch.resize(grown);
  }
  Entry* from = m_scratch.data();
  Entry* to = from + n;
  // The bucket bottom to top (push order): the top chunk's entries, then the full ones
  // below it.
  const auto top_size = static_cast<std::size_t>(m_top[bucket] - m_begin[bucket]);
  std::size_t at = n - top_size;
  std::copy(m_begin[bucket], m_top[bucket], from + at);
  for (const Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) {
    at -= k_chunk_entries;
    std::copy(c->entries, c->entries + k_chunk_entries, from + at);
  }
  // Stable LSD radix sort by descending key, so that popping from the top yields
  // ascending keys and, within a key, the newest entry first.
  constexpr unsigned k_digit = k_sort_bits / 2;
  constexpr std::size_t k_bins = std::size_t{1} << k_digit;
  for (unsigned pass = 0; pass < 2; ++pass) {
    std::size_t start[k_bins + 1] = {};
    const unsigned digit_shift = shift + pass * k_digit;
    const auto bin = [&](Entry e) { return k_bins - 1 - ((e >> digit_shift) & (k_bins - 1)); };
    for (std::size_t i = 0; i < n; ++i) ++start[bin(from[i]) + 1];
    for (std::size_t b = 0; b < k_bins; ++b) start[b + 1] += start[b];
    for (std::size_t i = 0; i < n; ++i) to[start[bin(from[i])]++] = from[i];
    std::swap(from, to);
  }
  at = n - top_size;
  std::copy(from + at, from + n, m_begin[bucket]);
  for (Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) {
    at -= k_chunk_entries;
    std::copy(from + at, from + at + k_chunk_entries, c->entries);
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
