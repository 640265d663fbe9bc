#include "model/bucket_queue.hpp"

#include <utility>

namespace snake {

BucketQueue::~BucketQueue() {
  for (Bucket& bucket : m_buckets) {
    while (bucket.chunk != nullptr) delete std::exchange(bucket.chunk, bucket.chunk->below);
  }
  while (m_free != nullptr) delete std::exchange(m_free, m_free->below);
}

void BucketQueue::add_chunk(Bucket& bucket) {
  Chunk* chunk = m_free;
  if (chunk != nullptr) {
    m_free = chunk->below;
  } else {
    m_budget->charge(sizeof(Chunk));
    chunk = new Chunk;
    ++m_chunks;
  }
  chunk->below = bucket.chunk;
  bucket.chunk = chunk;
  bucket.begin = chunk->entries;
  bucket.top = chunk->entries;
  bucket.end = chunk->entries + k_chunk_entries;
}

bool BucketQueue::drop_chunk(Bucket& bucket) {
  Chunk* chunk = bucket.chunk;
  if (chunk == nullptr || chunk->below == nullptr) return false;
  bucket.chunk = chunk->below;
  chunk->below = m_free;
  m_free = chunk;
  bucket.begin = bucket.chunk->entries;
  bucket.end = bucket.begin + k_chunk_entries;
  bucket.top = bucket.end;
  return true;
}

}  // namespace snake
