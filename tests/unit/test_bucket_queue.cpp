// BucketQueue: priorities come out in order, the newest first among equals, across chunk
// boundaries and around the ring; chunks are reused; a budget too small stops it cleanly;
// take_sorted() hands a bucket out ordered by key, newest first within a key, across
// chunks, charges its scratch, and leaves the bucket empty for pushes meanwhile;
// push_if() keeps only the entries wanted.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <span>
#include <vector>

#include "model/bucket_queue.hpp"

namespace snake {
namespace {

using Entry = BucketQueue::Entry;

// Drains the queue: (priority, entry) in the order the search would see them.
std::vector<std::pair<std::uint32_t, Entry>> drain(BucketQueue& queue) {
  std::vector<std::pair<std::uint32_t, Entry>> out;
  while (queue.advance()) {
    Entry entry = 0;
    while (queue.pop(queue.current_bucket(), entry)) out.emplace_back(queue.current(), entry);
  }
  return out;
}

BOOST_AUTO_TEST_CASE(empty_queue_has_nothing_to_pop) {
  MemoryBudget budget(1 << 20);
  BucketQueue queue(budget);
  BOOST_TEST(queue.empty());
  BOOST_TEST(!queue.advance());
  BOOST_TEST(queue.bytes() == 0u);
}

BOOST_AUTO_TEST_CASE(lowest_priority_first_newest_first_among_equals) {
  MemoryBudget budget(1 << 20);
  BucketQueue queue(budget);
  queue.start_at(100);
  queue.push(105, 1);
  queue.push(100, 2);
  queue.push(105, 3);
  queue.push(118, 4);
  queue.push(100, 5);
  BOOST_TEST(!queue.empty());
  const std::vector<std::pair<std::uint32_t, Entry>> expected{
      {100, 5}, {100, 2}, {105, 3}, {105, 1}, {118, 4}};
  BOOST_TEST(drain(queue) == expected);
  BOOST_TEST(queue.empty());
}

BOOST_AUTO_TEST_CASE(entries_pushed_at_the_current_priority_come_out_next) {
  MemoryBudget budget(1 << 20);
  BucketQueue queue(budget);
  queue.start_at(7);
  queue.push(7, 1);
  queue.push(8, 2);
  BOOST_REQUIRE(queue.advance());
  Entry entry = 0;
  BOOST_REQUIRE(queue.pop(queue.current_bucket(), entry));
  BOOST_TEST(entry == 1u);
  queue.push(7, 3);  // a successor whose priority did not grow
  BOOST_REQUIRE(queue.pop(queue.current_bucket(), entry));
  BOOST_TEST(entry == 3u);
  BOOST_TEST(!queue.pop(queue.current_bucket(), entry));
  BOOST_REQUIRE(queue.advance());
  BOOST_TEST(queue.current() == 8u);
}

BOOST_AUTO_TEST_CASE(a_bucket_spans_chunks_in_lifo_order_and_reuses_them) {
  MemoryBudget budget(std::size_t{16} << 20);
  BucketQueue queue(budget);
  const auto count = static_cast<Entry>(3 * BucketQueue::k_chunk_entries + 5);
  for (Entry e = 0; e < count; ++e) queue.push(0, e);
  const std::size_t chunks = queue.bytes();
  BOOST_TEST(chunks >= 4 * BucketQueue::k_chunk_entries * sizeof(Entry));
  auto out = drain(queue);
  BOOST_REQUIRE(out.size() == count);
  for (Entry e = 0; e < count; ++e) BOOST_REQUIRE(out[e].second == count - 1 - e);
  // The same load again (the same bucket, one lap later) takes no new chunk; another
  // bucket takes the free ones and one more (each bucket keeps one spare).
  queue.start_at(BucketQueue::k_ring);
  for (Entry e = 0; e < count; ++e) queue.push(BucketQueue::k_ring, e);
  BOOST_TEST(queue.bytes() == chunks);
  BOOST_TEST(drain(queue).size() == count);
  queue.start_at(2 * BucketQueue::k_ring);
  for (Entry e = 0; e < count; ++e) queue.push(2 * BucketQueue::k_ring + 1, e);
  BOOST_TEST(queue.bytes() == chunks + chunks / 4);
  BOOST_TEST(drain(queue).size() == count);
}

BOOST_AUTO_TEST_CASE(priorities_wrap_around_the_ring) {
  MemoryBudget budget(1 << 20);
  BucketQueue queue(budget);
  queue.start_at(0);
  std::vector<std::pair<std::uint32_t, Entry>> expected;
  // Each popped priority p pushes p + 18, as far as 10 laps of the ring.
  queue.push(0, 0);
  std::vector<std::pair<std::uint32_t, Entry>> out;
  while (queue.advance()) {
    Entry entry = 0;
    while (queue.pop(queue.current_bucket(), entry)) {
      out.emplace_back(queue.current(), entry);
      if (queue.current() < 10 * BucketQueue::k_ring) queue.push(queue.current() + 18, entry + 1);
    }
  }
  BOOST_REQUIRE(!out.empty());
  for (std::size_t i = 0; i < out.size(); ++i) {
    BOOST_TEST(out[i].first == 18 * i);
    BOOST_TEST(out[i].second == i);
  }
}

BOOST_AUTO_TEST_CASE(take_sorted_orders_a_bucket_by_key_newest_first_within_a_key) {
  MemoryBudget budget(std::size_t{16} << 20);
  BucketQueue queue(budget);
  queue.start_at(3);
  // Entries: a key in bits 8..21 (the widest key), bits above it the key function drops,
  // the push order in the low byte; more than three chunks, so that the sort crosses
  // chunk boundaries.
  const unsigned shift = 8;
  const unsigned bits = BucketQueue::k_max_sort_bits;
  const auto key_of = [&](Entry e) {
    return static_cast<std::size_t>((e >> shift) & ((Entry{1} << bits) - 1));
  };
  const std::size_t count = 3 * BucketQueue::k_chunk_entries + 17;
  std::vector<Entry> pushed;
  std::uint64_t state = 12345;
  for (std::size_t i = 0; i < count; ++i) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    // Seven distinct keys (many ties), the largest and the smallest among them.
    const Entry key = (state >> 33) % 7 * 2730 % (Entry{1} << bits);
    const Entry high = (state >> 20) % 3;
    const Entry e = high << (shift + bits) | key << shift | (i & 0xff);
    pushed.push_back(e);
    queue.push(3, e);
  }
  queue.push(4, 99);  // another bucket, untouched
  const std::size_t before = budget.used();
  const std::span<const Entry> sorted = queue.take_sorted(3, bits, key_of);
  BOOST_TEST(budget.used() > before);  // the scratch is charged
  BOOST_TEST(queue.bytes() == budget.used());
  BOOST_TEST(queue.size(3) == 0u);
  // Read from the back, as the search sweeps it.
  const std::vector<Entry> out(sorted.rbegin(), sorted.rend());
  // Expected: ascending key, and within a key the reverse of the push order.
  std::vector<std::size_t> order(count);
  for (std::size_t i = 0; i < count; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return key_of(pushed[a]) < key_of(pushed[b]) ||
           (key_of(pushed[a]) == key_of(pushed[b]) && a > b);
  });
  BOOST_REQUIRE(out.size() == count);
  for (std::size_t i = 0; i < count; ++i) BOOST_REQUIRE(out[i] == pushed[order[i]]);
  BOOST_REQUIRE(queue.advance());
  BOOST_TEST(queue.current() == 4u);
  Entry entry = 0;
  BOOST_REQUIRE(queue.pop(queue.current_bucket(), entry));
  BOOST_TEST(entry == 99u);
  BOOST_TEST(queue.empty());
  BOOST_TEST(queue.bytes() == budget.used());
}

BOOST_AUTO_TEST_CASE(take_sorted_hands_out_the_sort_order_and_leaves_the_bucket_empty) {
  MemoryBudget budget(std::size_t{16} << 20);
  BucketQueue queue(budget);
  queue.start_at(0);
  const auto key_of = [](Entry e) { return static_cast<std::size_t>(e % 256); };
  // Over two chunks of entries, keys 0..255 with ties, pushed in a scrambled order.
  const std::size_t count = 2 * BucketQueue::k_chunk_entries + 100;
  std::vector<Entry> pushed;
  for (std::size_t i = 0; i < count; ++i) {
    const Entry e = 1000 * i + (i * 37) % 256;
    pushed.push_back(e);
    queue.push(0, e);
  }
  queue.push(1, 5);  // another bucket, untouched
  const std::span<const Entry> out = queue.take_sorted(0, 8, key_of);
  BOOST_REQUIRE(out.size() == count);
  BOOST_TEST(queue.size(0) == 0u);
  BOOST_TEST(queue.bytes() == budget.used());
  // Read from the back: ascending key, newest first within a key.
  std::vector<std::size_t> order(count);
  for (std::size_t i = 0; i < count; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return key_of(pushed[a]) < key_of(pushed[b]) ||
           (key_of(pushed[a]) == key_of(pushed[b]) && a > b);
  });
  for (std::size_t i = 0; i < count; ++i) BOOST_REQUIRE(out[count - 1 - i] == pushed[order[i]]);
  // Pushes to the same priority while the span is read land in the emptied bucket and
  // leave the span as it was; push_if keeps only the wanted entries.
  const std::vector<Entry> copy(out.begin(), out.end());
  for (std::size_t i = 0; i < BucketQueue::k_chunk_entries + 3; ++i) {
    queue.push_if(static_cast<unsigned>(i % 2), 0, (Entry{1} << 40) + i);
  }
  BOOST_TEST(std::equal(out.begin(), out.end(), copy.begin()));
  BOOST_REQUIRE(queue.size(0) == (BucketQueue::k_chunk_entries + 3) / 2);
  BOOST_REQUIRE(queue.advance());
  BOOST_TEST(queue.current() == 0u);
  Entry entry = 0;
  for (std::size_t i = BucketQueue::k_chunk_entries + 3; i-- > 0;) {
    if (i % 2 == 0) continue;
    BOOST_REQUIRE(queue.pop(0, entry));
    BOOST_REQUIRE(entry == (Entry{1} << 40) + i);
  }
  BOOST_TEST(!queue.pop(0, entry));
  // A bucket of one entry is left as it was; an empty one gives an empty span.
  BOOST_REQUIRE(queue.advance());
  BOOST_TEST(queue.current() == 1u);
  BOOST_TEST(queue.take_sorted(1, 8, key_of).empty());
  BOOST_REQUIRE(queue.pop(1, entry));
  BOOST_TEST(entry == 5u);
  BOOST_TEST(queue.take_sorted(1, 8, key_of).empty());
  BOOST_TEST(queue.empty());
  // The bucket taken out is an ordinary one again: the next ring turn uses it, and the
  // scratch serves the next take_sorted().
  queue.push(BucketQueue::k_ring, 9);
  queue.push(BucketQueue::k_ring, 8);
  queue.push(BucketQueue::k_ring, 0x107);
  const std::span<const Entry> again = queue.take_sorted(0, 8, key_of);
  BOOST_REQUIRE(again.size() == 3u);
  BOOST_TEST(again[2] == 0x107u);
  BOOST_TEST(again[1] == 8u);
  BOOST_TEST(again[0] == 9u);
  BOOST_TEST(queue.empty());
  BOOST_TEST(queue.bytes() == budget.used());
}

BOOST_AUTO_TEST_CASE(push_if_with_nothing_wanted_takes_no_chunk) {
  MemoryBudget budget(std::size_t{1} << 20);
  BucketQueue queue(budget);
  for (unsigned p = 0; p < BucketQueue::k_ring; ++p) queue.push_if(0, p, p);
  BOOST_TEST(queue.empty());
  BOOST_TEST(budget.used() == 0u);
  queue.push_if(1, 7, 70);
  queue.push_if(0, 7, 71);
  queue.push_if(1, 7, 72);
  BOOST_TEST(queue.size(7) == 2u);
  BOOST_REQUIRE(queue.advance());
  Entry entry = 0;
  BOOST_REQUIRE(queue.pop(7, entry));
  BOOST_TEST(entry == 72u);
  BOOST_REQUIRE(queue.pop(7, entry));
  BOOST_TEST(entry == 70u);
  BOOST_TEST(queue.empty());
}

BOOST_AUTO_TEST_CASE(a_budget_too_small_for_a_chunk_stops_cleanly) {
  MemoryBudget budget(1024);
  BucketQueue queue(budget);
  BOOST_CHECK_THROW(queue.push(0, 1), SearchLimitExceeded);
  BOOST_TEST(budget.used() == 0u);
}

}  // namespace
}  // namespace snake
