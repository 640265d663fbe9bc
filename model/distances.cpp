#include "model/distances.hpp"

#include <array>
#include <deque>
#include <stdexcept>
#include <utility>

namespace snake {

namespace {

// Dial's algorithm: a move between enterable cells costs 1 .. k_max_cost, so the distances
// queued at any time lie in [d, d + k_max_cost] around the distance d being settled, and a
// ring of buckets by distance modulo k_ring takes the place of a heap. A bucket is a list
// threaded through one array of entries (cell, next entry), so that it costs no
// allocation of its own.
std::vector<std::uint32_t> time_distances(const Board& board, CellId source) {
  constexpr auto k_max_cost = static_cast<std::uint32_t>(k_max_weight - 1 + 1);
  constexpr std::uint32_t k_ring = 16;
  constexpr std::uint32_t k_none = 0xFFFFFFFFu;
  static_assert(k_ring > k_max_cost);
  std::vector<std::uint32_t> dist(board.padded_size(), k_unreachable);
  std::vector<std::pair<CellId, std::uint32_t>> entries;
  entries.reserve(board.padded_size());
  std::array<std::uint32_t, k_ring> first;
  first.fill(k_none);
  const auto push = [&](CellId cell, std::uint32_t distance) {
    std::uint32_t& list = first[distance % k_ring];
    entries.emplace_back(cell, list);
    list = static_cast<std::uint32_t>(entries.size() - 1);
  };
  dist[source] = 0;
  push(source, 0);
  std::size_t queued = 1;
  for (std::uint32_t d = 0; queued != 0; ++d) {
    // A move costs at least 1: nothing joins this bucket while it is scanned.
    for (std::uint32_t at = std::exchange(first[d % k_ring], k_none); at != k_none;
         at = entries[at].second) {
      --queued;
      const CellId cell = entries[at].first;
      if (dist[cell] != d) continue;  // reached again at a smaller distance
      for (const CellId next : board.neighbours(cell)) {
        if (!board.is_enterable(next)) continue;
        const auto cost = static_cast<std::uint32_t>(board.move_cost(cell, next));
        if (cost > k_max_cost) {
          throw std::logic_error("distances: a move costs more than the weights allow");
        }
        const std::uint32_t candidate = d + cost;
        if (candidate < dist[next]) {
          dist[next] = candidate;
          push(next, candidate);
          ++queued;
        }
      }
    }
  }
  return dist;
}

std::vector<std::uint32_t> step_distances(const Board& board, CellId source) {
  std::vector<std::uint32_t> dist(board.padded_size(), k_unreachable);
  std::deque<CellId> queue{source};
  dist[source] = 0;
  while (!queue.empty()) {
    const CellId cell = queue.front();
    queue.pop_front();
    for (const CellId next : board.neighbours(cell)) {
      if (board.is_enterable(next) && dist[next] == k_unreachable) {
        dist[next] = dist[cell] + 1;
        queue.push_back(next);
      }
    }
  }
  return dist;
}

}  // namespace

std::vector<std::uint32_t> bare_board_distances(const Board& board, CellId source,
                                                Metric metric) {
  return metric == Metric::time ? time_distances(board, source)
                                : step_distances(board, source);
}

}  // namespace snake
