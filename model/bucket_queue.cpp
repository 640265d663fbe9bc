#include "model/bucket_queue.hpp"

#include <algorithm>
#include <stdexcept>
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

std::size_t BucketQueue::prepare_sort(std::uint32_t bucket, unsigned bits) {
  if (bits > k_max_sort_bits) {
    throw std::logic_error("BucketQueue::take_sorted: the key is too wide");
  }
  const std::size_t n = size(bucket);
  m_sort_parts = 0;
  if (n < 2) return n;
  // The bucket's storage bottom to top (push order): the full chunks, then the top one,
  // whose entries start at m_begin.
  std::size_t chunks = 1;
  for (const Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) ++chunks;
  const std::size_t bins = (std::size_t{1} << bits) + 1;
  if (m_scratch.size() < n || m_parts.size() < chunks || m_bins.size() < bins) {
    const std::size_t entries = std::max(m_scratch.size(), std::max(n, m_scratch.size() * 3 / 2));
    const std::size_t parts = std::max(m_parts.size(), std::max(chunks, m_parts.size() * 3 / 2));
    const std::size_t new_bins = std::max(bins, m_bins.size());
    m_budget->charge((entries - m_scratch.size()) * sizeof(Entry) +
                     (parts - m_parts.size()) * sizeof(Entry*) +
                     (new_bins - m_bins.size()) * sizeof(std::size_t));
    m_scratch.resize(entries);
    m_parts.resize(parts);
    m_bins.resize(new_bins);
  }
  std::size_t at = chunks - 1;
  m_parts[at] = m_begin[bucket];
  for (Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) m_parts[--at] = c->entries;
  m_sort_parts = chunks;
  std::fill(m_bins.begin(), m_bins.begin() + static_cast<std::ptrdiff_t>(bins), std::size_t{0});
  return n;
}

void BucketQueue::release_chunks(std::uint32_t bucket) {
  while (m_chunk[bucket] != nullptr) {
    Chunk* const chunk = std::exchange(m_chunk[bucket], m_chunk[bucket]->below);
    chunk->below = m_free;
    m_free = chunk;
  }
  m_begin[bucket] = m_top[bucket] = m_end[bucket] = nullptr;
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
