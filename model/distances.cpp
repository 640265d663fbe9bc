#include "model/distances.hpp"

#include <deque>
#include <functional>
#include <queue>
#include <utility>

namespace snake {

namespace {

std::vector<std::uint32_t> time_distances(const Board& board, CellId source) {
  std::vector<std::uint32_t> dist(board.padded_size(), k_unreachable);
  using Entry = std::pair<std::uint32_t, CellId>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  dist[source] = 0;
  queue.push({0, source});
  while (!queue.empty()) {
    const auto [d, cell] = queue.top();
    queue.pop();
    if (d != dist[cell]) continue;
    for (const CellId next : board.neighbours(cell)) {
      if (!board.is_enterable(next)) continue;
      const auto candidate = d + static_cast<std::uint32_t>(board.move_cost(cell, next));
      if (candidate < dist[next]) {
        dist[next] = candidate;
        queue.push({candidate, next});
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
