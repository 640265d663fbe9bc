// BucketQueue: priorities come out in order, the newest first among equals, across chunk
// boundaries and around the ring; chunks are reused; a budget too small stops it cleanly;
// sort() orders a bucket by key, newest first within a key, and charges its scratch.
#include <boost/test/unit_test.hpp>

#include <algorithm>
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

BOOST_AUTO_TEST_CASE(sort_orders_a_bucket_by_key_newest_first_within_a_key) {
  MemoryBudget budget(std::size_t{16} << 20);
  BucketQueue queue(budget);
  queue.start_at(3);
  // Entries: a key in bits 8..27, bits above it the sort must ignore, the push order in
  // the low byte; more than three chunks, so that the sort crosses chunk boundaries.
  const unsigned shift = 8;
  const std::size_t count = 3 * BucketQueue::k_chunk_entries + 17;
  std::vector<Entry> pushed;
  std::uint64_t state = 12345;
  for (std::size_t i = 0; i < count; ++i) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    // Seven distinct keys (many ties), one of them above 2^10 (the second radix digit).
    const Entry key = (state >> 33) % 7 * 100003 % (Entry{1} << BucketQueue::k_sort_bits);
    const Entry high = (state >> 20) % 3;
    const Entry e = high << (shift + BucketQueue::k_sort_bits) | key << shift | (i & 0xff);
    pushed.push_back(e);
    queue.push(3, e);
  }
  queue.push(4, 99);  // another bucket, untouched
  const std::size_t before = budget.used();
  queue.sort(3, shift);
  BOOST_TEST(budget.used() > before);  // the scratch is charged
  BOOST_TEST(queue.bytes() == budget.used());
  BOOST_REQUIRE(queue.size(3) == count);
  BOOST_REQUIRE(queue.advance());
  std::vector<Entry> out;
  Entry entry = 0;
  while (queue.pop(queue.current_bucket(), entry)) out.push_back(entry);
  // Expected: ascending key, and within a key the reverse of the push order.
  std::vector<std::size_t> order(count);
  for (std::size_t i = 0; i < count; ++i) order[i] = i;
  const auto key_of = [&](Entry e) { return (e >> shift) & ((Entry{1} << BucketQueue::k_sort_bits) - 1); };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return key_of(pushed[a]) < key_of(pushed[b]) ||
           (key_of(pushed[a]) == key_of(pushed[b]) && a > b);
  });
  BOOST_REQUIRE(out.size() == count);
  for (std::size_t i = 0; i < count; ++i) BOOST_REQUIRE(out[i] == pushed[order[i]]);
  BOOST_REQUIRE(queue.advance());
  BOOST_TEST(queue.current() == 4u);
  BOOST_REQUIRE(queue.pop(queue.current_bucket(), entry));
  BOOST_TEST(entry == 99u);
}

BOOST_AUTO_TEST_CASE(a_budget_too_small_for_a_chunk_stops_cleanly) {
  MemoryBudget budget(1024);
  BucketQueue queue(budget);
  BOOST_CHECK_THROW(queue.push(0, 1), SearchLimitExceeded);
  BOOST_TEST(budget.used() == 0u);
}

}  // namespace
}  // namespace snake
