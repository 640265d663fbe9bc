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
// with the same priority come out too). Instead of popping, take_sorted() may take a
// bucket out ordered by a key of its entries (for locality: the search groups entries of
// one layer and region): one counting pass and one scatter into a scratch array, handed
// to the caller, with the bucket left empty, so that a caller sweeping the array (a
// weighted board's search) never waits for its own pushes; push_if() queues an entry or
// not by a 0 or 1, without a branch on it.
// Cost: push, push_if and pop O(1); advance O(k_ring); take_sorted O(entries + 2^bits),
// about 14 instructions an entry; 8 bytes an entry, and 8 an entry of the largest bucket
// taken out for the scratch, plus 8 a bin (charged, kept).
// Tested by tests/unit/test_bucket_queue.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
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

  /// Queues `entry` with `priority` when `wanted` (0 or 1), without a branch on it: the
  /// entry is written either way and kept only when wanted, so that a caller whose
  /// condition is hard to predict pays no misprediction. Precondition as for push().
  void push_if(unsigned wanted, std::uint32_t priority, Entry entry) {
    const std::uint32_t b = priority % k_ring;
    if (m_top[b] == m_end[b]) {
      if (wanted == 0) return;
      add_chunk(b);
    }
    *m_top[b] = entry;
    m_top[b] += wanted;
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
  /// The widest key take_sorted() takes (its pass has 2^bits bins).
  static constexpr unsigned k_max_sort_bits = 14;
  /// Takes the entries of `bucket` out, ordered by key(entry): returns them so that
  /// reading them from the back gives ascending keys, entries of one key newest first (as
  /// pop() would), and leaves the bucket empty, so that entries pushed to it while the
  /// caller reads them stay apart. One counting pass and one stable scatter into the
  /// queue's scratch array; the span lives there and holds until the next take_sorted().
  /// With fewer than 2 entries queued it returns an empty span and leaves the bucket as
  /// it was. Precondition: key(entry) < 2^bits <= 2^k_max_sort_bits. Throws
  /// SearchLimitExceeded when the budget cannot take the scratch.
  template <class Key>
  std::span<const Entry> take_sorted(std::uint32_t bucket, unsigned bits, Key key);

  /// Bytes of the chunks held, queued entries and spares together, and the scratch.
  std::size_t bytes() const {
    return m_chunks * sizeof(Chunk) + m_scratch.size() * sizeof(Entry) +
           m_parts.size() * sizeof(Entry*) + m_bins.size() * sizeof(std::size_t);
  }

 private:
  struct Chunk {
    Chunk* below;  // the bucket's next chunk down, or the next free chunk
    Entry entries[k_chunk_entries];
  };

  // Sizes the scratch, the parts and the bins for `bucket` and lists its chunks, bottom
  // to top, in m_parts; returns the entries queued.
  std::size_t prepare_sort(std::uint32_t bucket, unsigned bits);
  // Hands the bucket's chunks to the free list, leaving it empty.
  void release_chunks(std::uint32_t bucket);
  // Entries of the chunk `part` of a sort's list of `bucket`'s chunks.
  std::size_t part_size(std::size_t part, std::size_t parts, std::uint32_t bucket) const {
    return part + 1 < parts ? k_chunk_entries
                            : static_cast<std::size_t>(m_top[bucket] - m_begin[bucket]);
  }
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
  std::vector<std::size_t> m_bins;  // the sort's bin starts
  std::size_t m_sort_parts = 0;     // chunks listed in m_parts
  std::uint32_t m_current = 0;
};

template <class Key>
std::span<const BucketQueue::Entry> BucketQueue::take_sorted(std::uint32_t bucket,
                                                             unsigned bits, Key key) {
  const std::size_t n = prepare_sort(bucket, bits);
  if (n < 2) return {};
  // Bins by descending key (bin k starts after those of the keys above k), entries in
  // push order, so that reading from the back yields ascending keys and, within a key,
  // the newest entry first.
  const std::size_t keys = std::size_t{1} << bits;
  std::size_t* const start = m_bins.data();
  const std::size_t parts = m_sort_parts;
  for (std::size_t part = 0; part < parts; ++part) {
    const Entry* const entries = m_parts[part];
    const std::size_t count = part_size(part, parts, bucket);
    for (std::size_t i = 0; i < count; ++i) ++start[key(entries[i])];
  }
  std::size_t sum = 0;
  for (std::size_t k = keys; k-- > 0;) sum += std::exchange(start[k], sum);
  Entry* const out = m_scratch.data();
  for (std::size_t part = 0; part < parts; ++part) {
    const Entry* const entries = m_parts[part];
    const std::size_t count = part_size(part, parts, bucket);
    for (std::size_t i = 0; i < count; ++i) out[start[key(entries[i])]++] = entries[i];
  }
  release_chunks(bucket);
  return {out, n};
}

}  // namespace snake
