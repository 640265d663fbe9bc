// BucketQueue: the search's open list, a monotone bucket queue over integer priorities
// (Dial's algorithm). Priorities popped never decrease, and every priority pushed lies in
// [current, current + k_ring), so a ring of k_ring buckets holds them all. Each bucket is
// a LIFO stack: among equal priorities the newest entry comes first (the search relies on
// this order for its deterministic move strings).
// The stacks are kept in fixed-size chunks drawn from one free list shared by all
// buckets, so memory follows the entries actually queued (plus at most one spare chunk a
// bucket) instead of each bucket's largest size, and growing never copies entries. Every
// chunk is charged to the MemoryBudget before it is allocated.
// Cost: push and pop O(1) (amortised over the buckets skipped); 8 bytes an entry.
#pragma once

#include <cstddef>
#include <cstdint>

#include "model/memory_budget.hpp"

namespace snake {

class BucketQueue {
 public:
  using Entry = std::uint64_t;
  /// Buckets in the ring: the largest priority step must be below this.
  static constexpr std::uint32_t k_ring = 32;
  /// Entries a chunk holds (8 KiB of entries).
  static constexpr std::size_t k_chunk_entries = 1024;

  explicit BucketQueue(MemoryBudget& budget) : m_budget(&budget) {}
  BucketQueue(const BucketQueue&) = delete;
  BucketQueue& operator=(const BucketQueue&) = delete;
  ~BucketQueue();

  bool empty() const { return m_size == 0; }
  std::uint64_t size() const { return m_size; }
  /// The priority popped last (or set by start_at): the smallest one queued.
  std::uint32_t current() const { return m_current; }
  /// Sets the smallest priority, before the first push.
  void start_at(std::uint32_t priority) { m_current = priority; }

  /// Queues `entry` with `priority`. Precondition: current() <= priority < current() + k_ring.
  void push(std::uint32_t priority, Entry entry) {
    Bucket& bucket = m_buckets[priority % k_ring];
    if (bucket.top == bucket.end) add_chunk(bucket);
    *bucket.top++ = entry;
    ++m_size;
  }

  /// Removes an entry of the smallest priority, the newest among equals, and returns that
  /// priority. Precondition: !empty().
  std::uint32_t pop(Entry& entry) {
    for (;;) {
      Bucket& bucket = m_buckets[m_current % k_ring];
      if (bucket.top != bucket.begin) {
        entry = *--bucket.top;
        --m_size;
        return m_current;
      }
      if (!drop_chunk(bucket)) ++m_current;
    }
  }

  /// The entry `depth` places below the next one pop() returns, when it is in the same
  /// chunk of the current bucket (what the search prefetches), else nullptr.
  const Entry* peek(std::size_t depth) const {
    const Bucket& bucket = m_buckets[m_current % k_ring];
    return static_cast<std::size_t>(bucket.top - bucket.begin) > depth ? bucket.top - 1 - depth
                                                                       : nullptr;
  }

  /// Bytes of the chunks held, queued entries and spares together.
  std::size_t bytes() const { return m_chunks * sizeof(Chunk); }

 private:
  struct Chunk {
    Chunk* below;  // the bucket's next chunk down, or the next free chunk
    Entry entries[k_chunk_entries];
  };
  struct Bucket {
    Entry* top = nullptr;    // one past the newest entry
    Entry* begin = nullptr;  // entries of the top chunk
    Entry* end = nullptr;
    Chunk* chunk = nullptr;  // the top chunk
  };

  void add_chunk(Bucket& bucket);
  // Releases the bucket's empty top chunk when another lies below it; false when the
  // bucket is empty.
  bool drop_chunk(Bucket& bucket);

  MemoryBudget* m_budget;
  Bucket m_buckets[k_ring];
  Chunk* m_free = nullptr;
  std::size_t m_chunks = 0;
  std::uint64_t m_size = 0;
  std::uint32_t m_current = 0;
};

}  // namespace snake
