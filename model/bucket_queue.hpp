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
// key of its entries (for locality: the search groups entries of one layer and region):
// one counting pass and one scatter into a scratch array, from which the bucket is then
// drained, so that the entries move once.
// Cost: push and pop O(1); advance O(k_ring); sort O(entries + 2^bits), about 14
// instructions an entry; 8 bytes an entry, and 8 an entry of the largest bucket sorted for
// the sort's scratch, plus 8 a bin (charged, kept).
// Tested by tests/unit/test_bucket_queue.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
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
  /// The widest key sort() takes (its pass has 2^bits bins).
  static constexpr unsigned k_max_sort_bits = 14;
  /// Reorders `bucket` so that pop() returns its entries by ascending key(entry), entries
  /// of one key newest first as before; entries pushed to it meanwhile still come out
  /// first. One counting pass and one stable scatter into the queue's scratch array, from
  /// which the bucket is drained. Preconditions: key(entry) < 2^bits <= 2^k_max_sort_bits,
  /// and the bucket sorted before has been drained. Throws SearchLimitExceeded when the
  /// budget cannot take the scratch.
  template <class Key>
  void sort(std::uint32_t bucket, unsigned bits, Key key);

  /// Bytes of the chunks held, queued entries and spares together, and the sort's scratch.
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
  // Hands the bucket's chunks to the free list and points it at the scratch's n entries.
  void finish_sort(std::uint32_t bucket, std::size_t n);
  // Entries of the top chunk (or the scratch) of `bucket`, and of the chunk `part` of a
  // sort's list.
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
  // The bucket drained from the scratch (k_ring: none), and its scratch top while chunks
  // pushed during the drain lie above it.
  std::uint32_t m_sorted = k_ring;
  Entry* m_sorted_top = nullptr;
  std::uint32_t m_current = 0;
};

template <class Key>
void BucketQueue::sort(std::uint32_t bucket, unsigned bits, Key key) {
  const std::size_t n = prepare_sort(bucket, bits);
  if (n < 2) return;
  // Bins by descending key (bin k starts after those of the keys above k), entries in
  // push order, so that popping from the top yields ascending keys and, within a key, the
  // newest entry first.
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
  finish_sort(bucket, n);
}

// BinnedQueue: the same monotone bucket queue (the ring of BucketQueue::k_ring buckets,
// the same interface for the search's loop), with each bucket split at push time into
// 2^bits bins by a key of the entry: two of its fields, `high` above `low`
// (KeyFields). The current bucket is drained bin by bin in ascending key, each bin newest
// first; an entry pushed meanwhile to the current bucket comes out in this drain too,
// also when its key lies below the bin being drained (the drain goes back to it). So the
// search walks a priority's states in the order of their key without a pass over the
// bucket (BucketQueue::sort() reads a bucket twice and writes it once more).
// A bin is a stack of small chunks (k_chunk_entries slots, the first links to the chunk
// below), aligned to their size so that a push and a pop find the chunk's ends from the
// pointer alone; chunks come from slabs charged to the MemoryBudget whole and kept, and a
// drained chunk goes back to a shared free list. A bitmap a bucket marks its non-empty
// bins (set and cleared only when a bin gains its first chunk or loses its last), so a
// drain steps to the next bin a word of 64 bins at a time.
// Cost: push and pop O(1), about 12 and 7 instructions (pop also steps over empty bins,
// O(2^bits / 64) a priority); advance O(k_ring); 8 bytes an entry plus one link a chunk,
// at most one partly filled chunk a bin, 8 bytes a bin for the table of tops
// (k_ring << bits of them, key-major) and a bit a bin for the bitmaps.
// Tested by tests/unit/test_bucket_queue.cpp.
class BinnedQueue {
 public:
  using Entry = BucketQueue::Entry;
  static constexpr std::uint32_t k_ring = BucketQueue::k_ring;
  /// Slots a chunk has: its link and k_chunk_entries - 1 entries.
  static constexpr std::size_t k_chunk_entries = 64;
  /// Bytes a slab of chunks has (charged whole).
  static constexpr std::size_t k_slab_bytes = std::size_t{1} << 16;
  /// The widest key: 2^bits bins a bucket.
  static constexpr unsigned k_max_bits = 14;

  /// The key of an entry: (entry >> high_shift) << low_bits | (entry >> low_shift) & (2^low_bits - 1).
  struct KeyFields {
    unsigned high_shift = 0;
    unsigned low_shift = 0;
    unsigned low_bits = 0;
  };

  /// Throws std::logic_error when `bits` exceeds k_max_bits, SearchLimitExceeded when the
  /// budget cannot take the table of tops. Precondition: every key pushed < 2^bits.
  BinnedQueue(MemoryBudget& budget, unsigned bits, KeyFields key);
  BinnedQueue(const BinnedQueue&) = delete;
  BinnedQueue& operator=(const BinnedQueue&) = delete;
  ~BinnedQueue();

  bool empty() const;
  std::uint32_t current() const { return m_current; }
  /// Sets the smallest priority, before the first push.
  void start_at(std::uint32_t priority);
  std::uint32_t key(Entry entry) const {
    return static_cast<std::uint32_t>((entry >> m_high_shift) << m_low_bits |
                                      ((entry >> m_low_shift) & m_low_mask));
  }

  /// Queues `entry` with `priority`; `key` is key(entry), which a caller with the fields
  /// in registers computes faster. Precondition: current() <= priority < current() + k_ring.
  void push(std::uint32_t priority, Entry entry) { push(priority, entry, key(entry)); }
  void push(std::uint32_t priority, Entry entry, std::uint32_t key) {
    const std::uint32_t b = priority % k_ring;
    // Key-major: the bins of one key, all buckets, share four cache lines of tops.
    const std::size_t bin = std::size_t{key} * k_ring + b;
    Entry* top = m_top[bin];
    // Null (an empty bin) or the end of a full chunk: both aligned.
    if ((reinterpret_cast<std::uintptr_t>(top) & k_chunk_mask) == 0) top = add_chunk(bin);
    *top = entry;
    m_top[bin] = top + 1;
    ++m_pushed[b];
  }

  /// Moves current() up to the smallest priority queued; false when the queue is empty.
  bool advance();
  std::uint32_t current_bucket() const { return m_current % k_ring; }
  /// Takes the next entry of `bucket` (current_bucket()): the newest of its lowest
  /// non-empty bin; false when none is left.
  bool pop(std::uint32_t bucket, Entry& entry) {
    Entry* top = *m_cursor;
    if (top == nullptr) return next_bin(bucket, entry);
    entry = *--top;
    // The chunk's first entry taken: the chunk goes, the bin may empty.
    if ((reinterpret_cast<std::uintptr_t>(top) & k_chunk_mask) == sizeof(Entry)) {
      top = drop_chunk(top);
    }
    *m_cursor = top;
    return true;
  }

  /// Entries pushed to `bucket` since its last drain ended: before a drain, those queued.
  std::size_t size(std::uint32_t bucket) const { return m_pushed[bucket]; }
  /// Bytes held: the slabs, the table of tops and the bitmaps.
  std::size_t bytes() const {
    return m_slabs.size() * k_slab_bytes + m_top.size() * sizeof(Entry*) +
           m_filled.size() * sizeof(std::uint64_t);
  }

 private:
  static constexpr std::uintptr_t k_chunk_bytes = k_chunk_entries * sizeof(Entry);
  static constexpr std::uintptr_t k_chunk_mask = k_chunk_bytes - 1;
  // A fresh chunk on top of bin `bin` (above its full chunk, or its first: then the bin
  // is marked, and a drain of its bucket behind it comes back); its first entry's slot.
  Entry* add_chunk(std::size_t bin);
  // Frees the empty chunk whose first entry's slot is `top`; the top of the chunk below
  // (full), or null, when the bin (the cursor's) is unmarked.
  Entry* drop_chunk(Entry* top);
  // The cursor's bin is empty: moves it to the next marked bin of `bucket` and pops there,
  // or ends the drain (false).
  bool next_bin(std::uint32_t bucket, Entry& entry);

  MemoryBudget* m_budget;
  unsigned m_bits;
  unsigned m_high_shift;
  unsigned m_low_shift;
  unsigned m_low_bits;
  unsigned m_low_mask;
  // Per key and bucket (bin key * k_ring + bucket): the next free slot, null when empty.
  std::vector<Entry*> m_top;
  std::vector<std::uint64_t> m_filled;  // per bucket, a bit a key: its bin is not empty
  Entry** m_cursor = nullptr;           // the bin the drain takes from (its top)
  std::size_t m_filled_bins[k_ring] = {};  // marked bins a bucket
  std::size_t m_pushed[k_ring] = {};
  std::vector<void*> m_slabs;
  Entry* m_free = nullptr;     // free chunks, linked through their first slot
  Entry* m_carve = nullptr;    // the unused rest of the newest slab
  Entry* m_carve_end = nullptr;
  std::uint32_t m_current = 0;
};
}  // namespace snake
