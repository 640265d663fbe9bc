// Random: a seeded generator whose sequence is fixed by this file alone (splitmix64),
// so generated tests are byte-for-byte reproducible on any platform and standard
// library; std::uniform_int_distribution is not (its algorithm is unspecified).
// Cost: O(1) a draw.
#pragma once

#include <cstdint>

namespace snake {

class Random {
 public:
  explicit Random(std::uint64_t seed) : m_state(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  /// Uniform in [lo, hi] (inclusive), without modulo bias. Precondition: lo <= hi.
  std::int64_t uniform(std::int64_t lo, std::int64_t hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(next());
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span;
    std::uint64_t x = next();
    while (x >= limit) x = next();
    return lo + static_cast<std::int64_t>(x % span);
  }

  /// True with probability percent / 100.
  bool chance(int percent) { return uniform(0, 99) < percent; }

 private:
  std::uint64_t m_state;
};

}  // namespace snake
