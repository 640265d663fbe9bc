// The optimal solver: A* over packed states (head, eaten mask, body shape) with the
// FoodTourBound as its consistent lower bound and a bucket queue for the exact integer
// priorities (Dial's algorithm: a move costs 1..9 and changes the bound by at most its
// cost, so a priority grows by 0..18 a move and a ring of 32 buckets is enough).
// Successors are judged by check_move() on the unpacked snake, the same rule code the
// checker replays with. The move string is recovered by walking the pred[] chain of the
// StateTable from the state that ate the last food back to the start.
// Deterministic: no iteration order depends on addresses or hashing, so the same input
// always gives the same move string.
// Cost: O(S (l + k)) time for S states reached, about 28 bytes a state plus 4 a queue
// entry; a search that would exceed options.max_memory_bytes throws SearchLimitExceeded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "model/answer.hpp"
#include "model/instance.hpp"

namespace snake {

struct SearchOptions {
  std::size_t max_memory_bytes = std::size_t{1} << 30;
};

struct SearchStats {
  std::uint64_t settled = 0;   // states expanded (their time was final)
  std::uint64_t reached = 0;   // distinct states stored
  std::uint64_t queued = 0;    // queue insertions (a state may be queued more than once)
  std::size_t peak_bytes = 0;  // peak memory of the search's own structures
};

/// The minimal time and one optimal move string (or no solution), and how the search
/// went.
struct Solution : Answer {
  SearchStats stats;
};

/// Finds the minimal time to eat all food and one optimal move string.
Solution solve(const Instance& instance, const SearchOptions& options = {});

}  // namespace snake
