#include "tests/stress/brute_force.hpp"

#include <cstdlib>
#include <map>
#include <queue>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

namespace snake::testing {

namespace {

using Part = std::pair<int, int>;  // (row, column), 1-based

struct State {
  std::vector<Part> body;  // head first
  unsigned eaten = 0;
  bool operator<(const State& other) const {
    return std::tie(eaten, body) < std::tie(other.eaten, other.body);
  }
};

}  // namespace

std::optional<long long> brute_force_time(const std::string& input_text) {
  std::istringstream in(input_text);
  int n = 0, m = 0;
  in >> n >> m;
  std::vector<std::string> grid(static_cast<std::size_t>(n));
  for (auto& row : grid) in >> row;
  State start;
  for (int i = 0; i < 4; ++i) {
    Part p;
    in >> p.first >> p.second;
    start.body.push_back(p);
  }
  int k = 0;
  in >> k;
  std::vector<Part> food(static_cast<std::size_t>(k));
  for (auto& f : food) in >> f.first >> f.second;
  const unsigned everything = (1u << k) - 1;

  const auto weight = [&](Part p) {
    return grid[static_cast<std::size_t>(p.first - 1)][static_cast<std::size_t>(p.second - 1)] - '0';
  };
  std::map<State, long long> best;
  using Entry = std::pair<long long, State>;
  const auto later = [](const Entry& a, const Entry& b) { return a.first > b.first; };
  std::priority_queue<Entry, std::vector<Entry>, decltype(later)> queue(later);
  best[start] = 0;
  queue.push({0, start});
  while (!queue.empty()) {
    const auto [time, state] = queue.top();
    queue.pop();
    if (best[state] != time) continue;
    if (state.eaten == everything) return time;  // the game is over: never expanded
    const Part head = state.body.front();
    const int dr[] = {-1, 1, 0, 0};
    const int dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const Part to{head.first + dr[d], head.second + dc[d]};
      if (to.first < 1 || to.first > n || to.second < 1 || to.second > m) continue;
      if (weight(to) == 0) continue;
      State next;
      next.eaten = state.eaten;
      for (int f = 0; f < k; ++f) {
        if (food[static_cast<std::size_t>(f)] == to) next.eaten |= 1u << f;
      }
      const bool grows = next.eaten != state.eaten;
      next.body.push_back(to);
      next.body.insert(next.body.end(), state.body.begin(),
                       grows ? state.body.end() : state.body.end() - 1);
      if (std::set<Part>(next.body.begin(), next.body.end()).size() != next.body.size()) {
        continue;
      }
      const long long cost = std::abs(weight(head) - weight(to)) + 1;
      const auto known = best.find(next);
      if (known == best.end() || time + cost < known->second) {
        best[next] = time + cost;
        queue.push({time + cost, next});
      }
    }
  }
  return std::nullopt;
}

}  // namespace snake::testing
