// Wrong solution (tag: wrong-answer): steps left and right by cell number, across the
// border.
// Bug: with cells numbered r * m + c, the neighbours of a cell are taken as its number
// -m, +m, -1 and +1, checking only that the number stays on the board. A step right from
// the last column lands in the first column of the next row (and left from the first
// column in the last of the row above): the snake wraps round the side borders. Where
// that shortcut is cheaper, or the only way, its route leaves the board.
// Fails as: illegal-move
// Otherwise Dijkstra over explicit states (the snake's cells and the eaten mask).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

int n, m, k;
std::vector<int> weight;   // by cell number; 0 is a wall
std::vector<int> food_at;  // by cell number: the item there plus 1, or 0
const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

// Cell numbers, row by row; a neighbour is a step in the numbering.
int cells() { return n * m; }
int id(int r, int c) { return r * m + c; }
int neighbour(int cell, int d) {
  const int step[4] = {-m, m, -1, 1};
  const int to = cell + step[d];
  if (to < 0 || to >= n * m) return -1;  // the bug: no check of the row's ends
  return to;
}

// A state: the eaten mask, then the snake's cells head first, one char each.
std::string state_of(const std::vector<int>& snake, int eaten) {
  std::string key(1, static_cast<char>(eaten));
  for (const int cell : snake) key += static_cast<char>(cell);
  return key;
}

}  // namespace

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 0;
  weight.assign(cells(), 0);
  food_at.assign(cells(), 0);
  std::vector<std::string> rows(n);
  for (int r = 0; r < n; ++r) {
    char line[64];
    std::scanf("%63s", line);
    rows[r] = line;
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < m; ++c) weight[id(r, c)] = rows[r][c] - '0';
  }
  std::vector<int> snake(4);
  for (int& part : snake) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    part = id(r - 1, c - 1);
  }
  std::scanf("%d", &k);
  for (int i = 0; i < k; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    food_at[id(r - 1, c - 1)] = i + 1;
  }
  const int all = (1 << k) - 1;

  std::unordered_map<std::string, int> index;  // state -> its number
  std::vector<std::string> state;
  std::vector<long long> dist;
  std::vector<int> parent;
  std::string move;
  state.push_back(state_of(snake, 0));
  dist.push_back(0);
  parent.push_back(-1);
  move.push_back(0);
  index[state[0]] = 0;
  typedef std::pair<long long, int> Entry;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry> > queue;
  queue.push(Entry(0, 0));
  while (!queue.empty()) {
    const long long time = queue.top().first;
    const int at = queue.top().second;
    queue.pop();
    if (time != dist[at]) continue;
    const int eaten = static_cast<unsigned char>(state[at][0]);
    std::vector<int> body;
    for (std::size_t i = 1; i < state[at].size(); ++i) {
      body.push_back(static_cast<unsigned char>(state[at][i]));
    }
    if (eaten == all) {
      std::string moves;
      for (int i = at; parent[i] >= 0; i = parent[i]) moves += move[i];
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", time, moves.c_str());
      return 0;
    }
    for (int d = 0; d < 4; ++d) {
      const int to = neighbour(body[0], d);
      if (to < 0 || weight[to] == 0) continue;
      int item = food_at[to] - 1;
      if (item >= 0 && (eaten >> item & 1)) item = -1;
      const bool eats = item >= 0;
      // The parts the head may not enter: all but the leaving tail, all when it eats.
      const std::size_t way = eats ? body.size() : body.size() - 1;
      if (std::find(body.begin(), body.begin() + way, to) != body.begin() + way) continue;
      std::vector<int> next(1, to);
      next.insert(next.end(), body.begin(), body.end() - (eats ? 0 : 1));
      const int next_eaten = eats ? eaten | 1 << item : eaten;
      const long long next_time = time + std::abs(weight[body[0]] - weight[to]) + 1;
      const std::string key = state_of(next, next_eaten);
      const std::unordered_map<std::string, int>::iterator found = index.find(key);
      int i;
      if (found == index.end()) {
        i = static_cast<int>(state.size());
        index[key] = i;
        state.push_back(key);
        dist.push_back(next_time);
        parent.push_back(at);
        move.push_back(letters[d]);
      } else {
        i = found->second;
        if (next_time >= dist[i]) continue;
        dist[i] = next_time;
        parent[i] = at;
        move[i] = letters[d];
      }
      queue.push(Entry(next_time, i));
    }
  }
  std::printf("No solution.\n");
  return 0;
}
