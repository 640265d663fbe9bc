// Distances on the bare board (walls kept, the snake ignored): the one place that
// computes reachability and distances, for the search's bound, the validator's overview
// and the generator's placements. A head path through the body is never cheaper than
// this, which is why the bound built on it is admissible.
// Metric::time weighs a step by the statement's move cost |w(P) - w(Q)| + 1
// (Dijkstra with a ring of buckets, as a move costs 1..8); Metric::steps counts moves
// (breadth-first search).
// Cost: O(n m) for both; memory O(n m).
// Tested by tests/unit/test_distances.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "model/board.hpp"

namespace snake {

/// The distance of a cell that cannot be reached; larger than any real distance, and
/// a sum of two stays below 2^32.
inline constexpr std::uint32_t k_unreachable = 1u << 30;

enum class Metric : std::uint8_t { time, steps };

/// Distances from `source` to every CellId (padded size; k_unreachable off the board,
/// on walls and where no path of enterable cells leads), moving through enterable cells.
std::vector<std::uint32_t> bare_board_distances(const Board& board, CellId source,
                                                Metric metric = Metric::time);

}  // namespace snake
