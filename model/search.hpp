// The optimal solver: A* with the FoodTourBound as its consistent lower bound and a
// bucket queue for the exact integer priorities (Dial's algorithm: a move costs 1..9 and
// changes the bound by at most its cost, so a priority grows by 0..18 a move).
//
// States are indexed densely, without hashing (model/state_space.hpp): (eaten mask,
// neck cell, rank of the body shape among the self-avoiding shapes of its length). The
// shape and the move alone decide whether the head hits the body, so the collision test
// and the successor's rank are one row of the ShapeTable, generated with check_move(); all
// plain successors of a state share one group of ranks, one cache line. What a head finds
// around a cell (edge, wall, cost, which item a move eats) is judged once per cell by
// check_move() too, and the eaten mask changes through eaten_after(), so every rule still
// lives in model/rules.hpp.
// A plain state costs 2 bits, its predecessor: all its predecessors have their head on
// its neck cell and the same mask, hence the same bound, so the first to reach it has the
// least g and the first reach is final (docs/search.md). A food state (reached also by
// the eating move, from another mask) costs a byte: queued or settled and its
// predecessor. g is never stored: it is the priority minus the bound. The move string is
// recovered by walking the predecessors back from the state that ate the last food.
//
// Deterministic: the order of expansion depends only on the instance (LIFO among equal
// priorities, directions U, D, L, R; on weighted boards a priority of at least
// SearchOptions::ordered_bucket states is swept by layer and region), so the same
// input always gives the same move string.
// Cost: about 100 to 145 instructions a settled state on flat exhaustive traps, about
// 205 on weighted ones, whose sweep trades instructions for overlapped misses (its time
// a state within about 1.1 x the flat board's: bench/run.sh, docs/search.md), a
// quarter byte a state on open boards and 6.25 to 12.5 in sparse layers
// (model/state_space.hpp), plus 8 bytes a queue entry, and per eaten mask
// reached 8 bytes a cell; the search stops with SearchLimitExceeded past
// options.max_memory_bytes. Tested by tests/unit/test_search.cpp, the stress tests
// against brute force and plain Dijkstra (tests/stress/), and the package tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "model/answer.hpp"
#include "model/instance.hpp"
#include "model/memory_budget.hpp"

namespace snake {

/// What the search reports while it runs (SearchOptions::progress).
struct SearchProgress {
  enum class Stage { planned, searching, finished };
  Stage stage = Stage::planned;
  std::uint64_t settled = 0;          // states expanded so far
  std::uint64_t reached = 0;          // distinct states stored so far
  std::uint64_t space_states = 0;     // states in the whole space (the share's denominator)
  std::uint64_t space_bytes = 0;      // the whole space in dense form, 2 bits a state
  std::size_t layers_opened = 0;      // eaten masks reached so far
  std::size_t layers_dense = 0;       // of which in dense form
  std::size_t memory_bytes = 0;       // memory the search holds now
  std::size_t predicted_bytes = 0;    // what it will hold at the end (SearchLimitExceeded
                                      // early when that exceeds the budget); 0 when planned
  std::size_t budget_bytes = 0;       // SearchOptions::max_memory_bytes
  std::int64_t elapsed_ms = 0;        // since solve() started
};

struct SearchOptions {
  SearchOptions() = default;
  explicit SearchOptions(std::size_t max_memory) : max_memory_bytes(max_memory) {}

  std::size_t max_memory_bytes = std::size_t{1} << 30;
  /// Called once before the search (Stage::planned: the space's size, so a caller can
  /// say up front when the budget cannot hold it), then with Stage::searching at most
  /// once per progress_interval_ms, and once with Stage::finished. Empty: no reports.
  std::function<void(const SearchProgress&)> progress;
  std::int64_t progress_interval_ms = 1000;
  /// On boards with weights other than 1, sweep each priority of at least
  /// ordered_bucket states by layer and region (for locality: sorted, prefetched, without
  /// branches on the moves) instead of draining it newest first; the states pushed into
  /// it meanwhile are swept after it. The time found is the same either way; the move
  /// string may differ (tests compare).
  bool order_large_buckets = true;
  std::size_t ordered_bucket = std::size_t{1} << 16;
};

struct SearchStats {
  std::uint64_t settled = 0;   // states expanded (their time was final)
  std::uint64_t reached = 0;   // distinct states stored
  std::uint64_t queued = 0;    // queue insertions (a state may be queued more than once)
  std::size_t peak_bytes = 0;  // peak memory of the search's own structures
  std::uint64_t ordered_buckets = 0;  // sweeps sorted by layer and region (a priority
                                      // may have several)
};

/// The minimal time and one optimal move string (or no solution), and how the search
/// went.
struct Solution : Answer {
  SearchStats stats;
};

/// Finds the minimal time to eat all food and one optimal move string.
Solution solve(const Instance& instance, const SearchOptions& options = {});

}  // namespace snake
