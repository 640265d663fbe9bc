// Correct but too slow (tag: time-limit-exceeded): Dijkstra over whole states in std::map.
// The first Dijkstra many contestants write, with nothing packed: a state is a struct
// holding the snake as a vector of (row, column) pairs and the food still on the board
// as another (no eaten mask); the distances and the way back are std::maps keyed by the
// state written out as a string ("r,c;r,c;...|r,c;..."), and the priority queue is the
// textbook std::set of (time, state) pairs, whose entry is erased and re-inserted when a
// state's time goes down; whether the head runs into the body is asked of a std::set of
// the cells in the way, built for each state it expands. Every move writes a key digit
// by digit and compares it along a tree path, and every state costs a few dozen
// allocations: it does the work of the accepted hash-map Dijkstra
// (ac_dijkstra_hashmap.cpp) many times over. Right answers, too late on the large tests.
// Fails as: TLE
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

int n, m, k;
std::vector<std::string> grid;
const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

struct State {
  std::vector<std::pair<int, int> > food;  // the items not eaten yet, in input order
  std::vector<std::pair<int, int> > body;  // (row, column), 0-based, head first
  bool operator<(const State& o) const {
    if (food != o.food) return food < o.food;
    return body < o.body;
  }
};

int weight(const std::pair<int, int>& cell) { return grid[cell.first][cell.second] - '0'; }

// The state written out: the key of the maps.
std::string key_of(const State& s) {
  std::string key;
  for (std::size_t i = 0; i < s.body.size(); ++i) {
    key += std::to_string(s.body[i].first) + "," + std::to_string(s.body[i].second) + ";";
  }
  key += "|";
  for (std::size_t i = 0; i < s.food.size(); ++i) {
    key += std::to_string(s.food[i].first) + "," + std::to_string(s.food[i].second) + ";";
  }
  return key;
}

}  // namespace

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 0;
  grid.resize(n);
  for (int r = 0; r < n; ++r) {
    char line[64];
    std::scanf("%63s", line);
    grid[r] = line;
  }
  State start;
  for (int i = 0; i < 4; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    start.body.push_back(std::make_pair(r - 1, c - 1));
  }
  std::scanf("%d", &k);
  for (int i = 0; i < k; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    start.food.push_back(std::make_pair(r - 1, c - 1));
  }

  std::map<std::string, long long> dist;
  std::map<std::string, std::pair<std::string, char> > from;
  std::set<std::pair<long long, State> > queue;
  dist[key_of(start)] = 0;
  queue.insert(std::make_pair(0LL, start));
  while (!queue.empty()) {
    const std::pair<long long, State> top = *queue.begin();
    queue.erase(queue.begin());
    const State& s = top.second;
    if (s.food.empty()) {
      std::string moves;
      std::string at = key_of(s);
      while (from.count(at)) {
        const std::pair<std::string, char> back = from[at];
        moves += back.second;
        at = back.first;
      }
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", top.first, moves.c_str());
      return 0;
    }
    // The cells the head may not enter: all but the leaving tail; the tail too when it eats.
    const std::set<std::pair<int, int> > in_the_way(s.body.begin(), s.body.end() - 1);
    const std::pair<int, int> tail = s.body.back();
    for (int d = 0; d < 4; ++d) {
      const std::pair<int, int> to(s.body[0].first + dr[d], s.body[0].second + dc[d]);
      if (to.first < 0 || to.first >= n || to.second < 0 || to.second >= m) continue;
      if (grid[to.first][to.second] == '0') continue;
      const std::vector<std::pair<int, int> >::const_iterator item =
          std::find(s.food.begin(), s.food.end(), to);
      const bool eats = item != s.food.end();
      if (in_the_way.count(to) || (eats && to == tail)) continue;
      State next;
      next.body.push_back(to);
      next.body.insert(next.body.end(), s.body.begin(), s.body.end() - (eats ? 0 : 1));
      next.food = s.food;
      if (eats) next.food.erase(next.food.begin() + (item - s.food.begin()));
      const long long t = top.first + std::abs(weight(s.body[0]) - weight(to)) + 1;
      const std::string key = key_of(next);
      const std::map<std::string, long long>::iterator found = dist.find(key);
      if (found == dist.end() || t < found->second) {
        if (found != dist.end()) queue.erase(std::make_pair(found->second, next));
        dist[key] = t;
        from[key] = std::make_pair(key_of(s), letters[d]);
        queue.insert(std::make_pair(t, next));
      }
    }
  }
  std::printf("No solution.\n");
  return 0;
}
