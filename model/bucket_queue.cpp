#include "model/bucket_queue.hpp"

#include <algorithm>
#include <bit>
#include <iterator>
#include <new>
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
    if (b == m_sorted && m_chunk[b] != nullptr && m_sorted_top != m_scratch.data()) {
      return false;
    }
  }
  return true;
}

std::size_t BucketQueue::size(std::uint32_t bucket) const {
  std::size_t n = static_cast<std::size_t>(m_top[bucket] - m_begin[bucket]);
  if (m_chunk[bucket] == nullptr) return n;
  for (const Chunk* c = m_chunk[bucket]->below; c != nullptr; c = c->below) n += k_chunk_entries;
  if (bucket == m_sorted) n += static_cast<std::size_t>(m_sorted_top - m_scratch.data());
  return n;
}

std::size_t BucketQueue::prepare_sort(std::uint32_t bucket, unsigned bits) {
  if (bits > k_max_sort_bits) throw std::logic_error("BucketQueue::sort: the key is too wide");
  if (m_sorted != k_ring) {
    throw std::logic_error("BucketQueue::sort: the bucket sorted before is not drained");
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

void BucketQueue::finish_sort(std::uint32_t bucket, std::size_t n) {
  while (m_chunk[bucket] != nullptr) {
    Chunk* const chunk = std::exchange(m_chunk[bucket], m_chunk[bucket]->below);
    chunk->below = m_free;
    m_free = chunk;
  }
  // Full, so that a push during the drain opens a chunk above the scratch.
  m_begin[bucket] = m_scratch.data();
  m_top[bucket] = m_scratch.data() + n;
  m_end[bucket] = m_top[bucket];
  m_sorted = bucket;
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
  // The first chunk above a sorted bucket's scratch: keep where its entries end.
  if (bucket == m_sorted && m_chunk[bucket] == nullptr) m_sorted_top = m_top[bucket];
  chunk->below = m_chunk[bucket];
  m_chunk[bucket] = chunk;
  m_begin[bucket] = chunk->entries;
  m_top[bucket] = chunk->entries;
  m_end[bucket] = chunk->entries + k_chunk_entries;
}

bool BucketQueue::drop_chunk(std::uint32_t bucket) {
  Chunk* chunk = m_chunk[bucket];
  if (bucket == m_sorted && (chunk == nullptr || chunk->below == nullptr)) {
    if (chunk == nullptr) {
      // The scratch is drained: the bucket is empty and ordinary again.
      m_sorted = k_ring;
      m_begin[bucket] = m_top[bucket] = m_end[bucket] = nullptr;
      return false;
    }
    // Back from the last chunk pushed during the drain to the scratch.
    m_chunk[bucket] = nullptr;
    chunk->below = m_free;
    m_free = chunk;
    m_begin[bucket] = m_scratch.data();
    m_top[bucket] = m_sorted_top;
    m_end[bucket] = m_sorted_top;
    return m_top[bucket] != m_begin[bucket] || drop_chunk(bucket);
  }
  if (chunk == nullptr || chunk->below == nullptr) return false;
  m_chunk[bucket] = chunk->below;
  chunk->below = m_free;
  m_free = chunk;
  m_begin[bucket] = m_chunk[bucket]->entries;
  m_end[bucket] = m_begin[bucket] + k_chunk_entries;
  m_top[bucket] = m_end[bucket];
  return true;
}

BinnedQueue::BinnedQueue(MemoryBudget& budget, unsigned bits, KeyFields key)
    : m_budget(&budget),
      m_bits(bits),
      m_high_shift(key.high_shift),
      m_low_shift(key.low_shift),
      m_low_bits(key.low_bits),
      m_low_mask((1u << key.low_bits) - 1) {
  if (bits > k_max_bits) throw std::logic_error("BinnedQueue: the key is too wide");
  const std::size_t bins = std::size_t{k_ring} << bits;
  const std::size_t words = (bins + 63) / 64;
  m_budget->charge(bins * sizeof(Entry*) + words * sizeof(std::uint64_t));
  m_top.assign(bins, nullptr);
  m_filled.assign(words, 0);
  m_cursor = m_top.data();
}

BinnedQueue::~BinnedQueue() {
  for (void* slab : m_slabs) ::operator delete(slab, std::align_val_t{k_chunk_bytes});
}

bool BinnedQueue::empty() const {
  return std::all_of(std::begin(m_filled_bins), std::end(m_filled_bins),
                     [](std::size_t n) { return n == 0; });
}

void BinnedQueue::start_at(std::uint32_t priority) {
  m_current = priority;
  m_cursor = m_top.data() + current_bucket();
}

bool BinnedQueue::advance() {
  for (std::uint32_t skipped = 0; skipped < k_ring; ++skipped, ++m_current) {
    if (m_filled_bins[current_bucket()] != 0) {
      m_cursor = m_top.data() + current_bucket();
      return true;
    }
  }
  return false;
}

BinnedQueue::Entry* BinnedQueue::add_chunk(std::size_t bin) {
  Entry* chunk = m_free;
  if (chunk != nullptr) {
    m_free = reinterpret_cast<Entry*>(chunk[0]);
  } else {
    if (m_carve == m_carve_end) {
      m_budget->charge(k_slab_bytes);
      void* const slab = ::operator new(k_slab_bytes, std::align_val_t{k_chunk_bytes});
      m_slabs.push_back(slab);
      m_carve = static_cast<Entry*>(slab);
      m_carve_end = m_carve + k_slab_bytes / sizeof(Entry);
    }
    chunk = m_carve;
    m_carve += k_chunk_entries;
  }
  Entry* const top = m_top[bin];
  // The link: the first slot of the full chunk below (it ends at top), or 0.
  chunk[0] = top == nullptr ? 0 : reinterpret_cast<std::uintptr_t>(top - k_chunk_entries);
  if (top == nullptr) {
    const std::size_t bucket = bin % k_ring;
    const std::size_t mark = bucket << m_bits | bin / k_ring;
    m_filled[mark / 64] |= std::uint64_t{1} << (mark % 64);
    ++m_filled_bins[bucket];
    // Pushed behind the drain of the current priority: the drain comes back for it.
    Entry** const at = m_top.data() + bin;
    if (bucket == current_bucket() && at < m_cursor) m_cursor = at;
  }
  return chunk + 1;
}

BinnedQueue::Entry* BinnedQueue::drop_chunk(Entry* top) {
  Entry* const chunk = top - 1;
  Entry* const below = reinterpret_cast<Entry*>(chunk[0]);
  chunk[0] = reinterpret_cast<std::uintptr_t>(m_free);
  m_free = chunk;
  if (below != nullptr) return below + k_chunk_entries;
  const auto bin = static_cast<std::size_t>(m_cursor - m_top.data());
  const std::size_t bucket = bin % k_ring;
  const std::size_t mark = bucket << m_bits | bin / k_ring;
  m_filled[mark / 64] &= ~(std::uint64_t{1} << (mark % 64));
  --m_filled_bins[bucket];
  return nullptr;
}

bool BinnedQueue::next_bin(std::uint32_t bucket, Entry& entry) {
  if (m_filled_bins[bucket] == 0) {
    m_pushed[bucket] = 0;  // drained
    return false;
  }
  // The marked bins of this bucket lie at or after the cursor: those behind it were
  // drained, and a push behind it moved it back.
  const std::size_t mark =
      std::size_t{bucket} << m_bits | static_cast<std::size_t>(m_cursor - m_top.data()) / k_ring;
  std::size_t word = mark / 64;
  std::uint64_t bits = m_filled[word] & (~std::uint64_t{0} << (mark % 64));
  while (bits == 0) bits = m_filled[++word];
  const std::size_t key = (word * 64 + static_cast<std::size_t>(std::countr_zero(bits))) &
                          ((std::size_t{1} << m_bits) - 1);
  m_cursor = m_top.data() + key * k_ring + bucket;
  return pop(bucket, entry);
}

}  // namespace snake
