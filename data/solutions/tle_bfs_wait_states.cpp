// Correct but too slow (tag: time-limit-exceeded): breadth-first search by time with wait
// states, without state compression.
// The time-layered search of the classic write-ups: time goes up one unit per layer, and
// a move that costs c puts the snake into c - 1 states of waiting ("moving in direction
// d, r units left") before it arrives, so that plain BFS by layers finds the least time.
// But where the classic packs a state into a few bits and marks it in an array, this one
// keeps every state whole (the snake's rows and columns, the eaten mask, the move under
// way and the units left) in a std::set: each layer pays a tree of whole-state compares,
// for several times as many states as Dijkstra needs (the waits). Right answers, and its
// memory per state is small; but on large boards it is far too slow.
// Fails as: TLE
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace {

int n, m, k;
char grid[16][16];
int food_r[8], food_c[8];
const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

struct State {
  signed char r[8], c[8];  // the snake, head first
  signed char length, eaten;
  signed char moving, left;  // the move under way (-1: none) and the time units still to wait
  bool operator<(const State& o) const { return std::memcmp(this, &o, sizeof *this) < 0; }
};

struct Node {
  State state;
  int parent;  // index in nodes, -1 at the start
  char move;   // the letter of the move that arrived here, or 0 for a unit of waiting
};

int weight(int r, int c) { return grid[r][c] - '0'; }

}  // namespace

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 0;
  for (int r = 0; r < n; ++r) std::scanf("%15s", grid[r]);
  State start;
  std::memset(&start, 0, sizeof start);
  for (int i = 0; i < 4; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    start.r[i] = static_cast<signed char>(r - 1);
    start.c[i] = static_cast<signed char>(c - 1);
  }
  start.length = 4;
  start.moving = -1;
  std::scanf("%d", &k);
  for (int i = 0; i < k; ++i) {
    std::scanf("%d %d", &food_r[i], &food_c[i]);
    --food_r[i];
    --food_c[i];
  }
  const int all = (1 << k) - 1;

  std::set<State> seen;
  std::vector<Node> nodes;
  seen.insert(start);
  nodes.push_back(Node{start, -1, 0});
  std::vector<int> layer(1, 0), next_layer;
  const auto add = [&](const State& s, int parent, char move) {
    if (seen.insert(s).second) {
      nodes.push_back(Node{s, parent, move});
      next_layer.push_back(static_cast<int>(nodes.size()) - 1);
    }
  };
  for (long long time = 0; !layer.empty(); ++time) {
    next_layer.clear();
    for (const int at : layer) {
      const State s = nodes[at].state;
      if (s.eaten == all) {
        std::string moves;
        for (int i = at; nodes[i].parent >= 0; i = nodes[i].parent) {
          if (nodes[i].move) moves += nodes[i].move;
        }
        std::reverse(moves.begin(), moves.end());
        std::printf("%lld\n%s\n", time, moves.c_str());
        return 0;
      }
      if (s.moving >= 0 && s.left > 1) {  // one more unit of waiting
        State w = s;
        --w.left;
        add(w, at, 0);
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        if (s.moving >= 0 && d != s.moving) continue;  // arriving: the move is chosen
        const int r = s.r[0] + dr[d], c = s.c[0] + dc[d];
        if (r < 0 || r >= n || c < 0 || c >= m || grid[r][c] == '0') continue;
        int item = -1;
        for (int i = 0; i < k; ++i) {
          if (food_r[i] == r && food_c[i] == c && !(s.eaten >> i & 1)) item = i;
        }
        const bool eats = item >= 0;
        const int way = eats ? s.length : s.length - 1;
        bool hit = false;
        for (int i = 0; i < way; ++i) {
          if (s.r[i] == r && s.c[i] == c) hit = true;
        }
        if (hit) continue;
        const int cost = std::abs(weight(s.r[0], s.c[0]) - weight(r, c)) + 1;
        if (s.moving < 0 && cost > 1) {  // start the move: wait cost - 1 units first
          State w = s;
          w.moving = static_cast<signed char>(d);
          w.left = static_cast<signed char>(cost - 1);
          add(w, at, 0);
          continue;
        }
        State t = s;
        for (int i = s.length - 1; i > 0; --i) {
          t.r[i] = s.r[i - 1];
          t.c[i] = s.c[i - 1];
        }
        t.r[0] = static_cast<signed char>(r);
        t.c[0] = static_cast<signed char>(c);
        if (eats) {
          t.r[s.length] = s.r[s.length - 1];
          t.c[s.length] = s.c[s.length - 1];
          ++t.length;
          t.eaten = static_cast<signed char>(s.eaten | 1 << item);
        }
        t.moving = -1;
        t.left = 0;
        add(t, at, letters[d]);
      }
    }
    layer.swap(next_layer);
  }
  std::printf("No solution.\n");
  return 0;
}
