#include "model/bucket_queue.hpp"

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
