// BucketQueue: the search's open list, a monotone bucket queue over integer priorities
// (Dial's algorithm). Priorities popped never decrease, and every priority pushed lies in
// [current, current + k_ring), so a ring of k_ring buckets holds them all. Each bucket is
// a LIFO stack: among equal priorities the newest entry comes first (the search relies on
// this order for its deterministic move strings).
// The stacks are kept in fixed-size chunks drawn from one free list shared by all
// buckets, so memory follows the entries actually queued (plus at most one spare chunk a
// bucket) instead of each bucket's largest size, and growing never copies entries. Every
// chunk is charged to the MemoryBudget before it is allocated.
// The search drains one priority at a time: advance() to the smallest priority queued,
// then pop() from current_bucket() until it says none is left (entries pushed meanwhile
// with the same priority come out too). Before draining, sort() may reorder a bucket by a
// field of its entries (for locality: the search groups entries of one layer and region).
// Cost: push and pop O(1); advance O(k_ring); sort O(entries) in two radix passes; 8
// bytes an entry, and 8 an entry of the largest bucket sorted, for the sort's scratch
// (charged, kept).
// Tested by tests/unit/test_bucket_queue.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

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

  /// Whether no entry is queued. O(k_ring).
  bool empty() const;
  /// The priority of the entries pop() takes.
  std::uint32_t current() const { return m_current; }
  /// Sets the smallest priority, before the first push.
  void start_at(std::uint32_t priority) { m_current = priority; }

  /// Queues `entry` with `priority`. Precondition: current() <= priority < current() + k_ring.
  void push(std::uint32_t priority, Entry entry) {
    const std::uint32_t b = priority % k_ring;
    if (m_top[b] == m_end[b]) add_chunk(b);
    *m_top[b]++ = entry;
  }

  /// Moves current() up to the smallest priority queued; false when the queue is empty.
  bool advance();

  /// The bucket of current(), for pop().
  std::uint32_t current_bucket() const { return m_current % k_ring; }
  /// Takes the newest entry of `bucket` (current_bucket()), that is of priority current();
  /// false when none is left there.
  bool pop(std::uint32_t bucket, Entry& entry) {
    if (m_top[bucket] == m_begin[bucket] && !drop_chunk(bucket)) return false;
    entry = *--m_top[bucket];
    return true;
  }

  /// Entries queued in `bucket`.
  std::size_t size(std::uint32_t bucket) const;
  /// Reorders `bucket` so that pop() returns its entries by ascending key (entry >> shift)
  /// mod 2^k_sort_bits, entries of one key newest first as before. Throws
  /// SearchLimitExceeded when the budget cannot take the scratch.
  static constexpr unsigned k_sort_bits = 20;
  void sort(std::uint32_t bucket, unsigned shift);

  /// Bytes of the chunks held, queued entries and spares together, and the sort's scratch.
  std::size_t bytes() const {
    return m_chunks * sizeof(Chunk) + m_scratch.size() * sizeof(Entry) +
           m_parts.size() * sizeof(Entry*);
  }

 private:
  struct Chunk {
    Chunk* below;  // the bucket's next chunk down, or the next free chunk
    Entry entries[k_chunk_entries];
  };

  void add_chunk(std::uint32_t bucket);
  // Releases the bucket's empty top chunk when another lies below it; false when the
  // bucket is empty.
  bool drop_chunk(std::uint32_t bucket);

  MemoryBudget* m_budget;
  // Bucket b: entries [m_begin[b], m_top[b]) of its top chunk m_chunk[b], which ends at
  // m_end[b]; all null while the bucket never held a chunk. Arrays, not a struct per
  // bucket, so a push indexes them directly.
  Entry* m_top[k_ring] = {};
  Entry* m_end[k_ring] = {};
  Entry* m_begin[k_ring] = {};
  Chunk* m_chunk[k_ring] = {};
  Chunk* m_free = nullptr;
  std::size_t m_chunks = 0;
  std::vector<Entry> m_scratch;  // the sort's one array of entries
  std::vector<Entry*> m_parts;   // the sort's chunks of one bucket, bottom to top
  std::uint32_t m_current = 0;
};

}  // namespace snake
