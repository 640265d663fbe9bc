// Correct but too slow (tag: time-limit-exceeded): IDA*, iterative deepening on the time.
// Depth-first search from the start with a bound on time + estimate, the estimate being
// the Manhattan distance from the head to the farthest uneaten item (every move costs at
// least 1, so it never overestimates); when a pass finds no route within the bound, the
// bound becomes the smallest value that exceeded it. It keeps nothing but the current
// path, so it needs almost no memory, and it finds the optimal time; but it remembers no
// state, so it walks the same states again along every path and in every pass: the work
// grows exponentially with the length of the route. Without a solution it stops only
// when the bound passes 9 times the number of states (no optimal route is longer).
// Fails as: TLE
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

int n, m, k, all;
char grid[16][16];
int food_r[8], food_c[8];
const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

int body_r[16], body_c[16], length;  // the snake, head first
char path[1 << 16];
int path_length;
long long bound, next_bound, found_time;

int weight(int r, int c) { return grid[r][c] - '0'; }

long long estimate(int eaten) {
  long long farthest = 0;
  for (int i = 0; i < k; ++i) {
    if (eaten >> i & 1) continue;
    farthest = std::max<long long>(farthest, std::abs(food_r[i] - body_r[0]) +
                                                 std::abs(food_c[i] - body_c[0]));
  }
  return farthest;
}

// Searches on from the current snake at time `time`; true when it ate everything.
bool dfs(long long time, int eaten) {
  const long long f = time + estimate(eaten);
  if (f > bound) {
    next_bound = std::min(next_bound, f);
    return false;
  }
  if (eaten == all) {
    found_time = time;
    return true;
  }
  if (path_length + 1 >= static_cast<int>(sizeof path)) return false;
  for (int d = 0; d < 4; ++d) {
    const int r = body_r[0] + dr[d], c = body_c[0] + dc[d];
    if (r < 0 || r >= n || c < 0 || c >= m || grid[r][c] == '0') continue;
    int item = -1;
    for (int i = 0; i < k; ++i) {
      if (food_r[i] == r && food_c[i] == c && !(eaten >> i & 1)) item = i;
    }
    const bool eats = item >= 0;
    const int way = eats ? length : length - 1;
    bool hit = false;
    for (int i = 0; i < way; ++i) {
      if (body_r[i] == r && body_c[i] == c) hit = true;
    }
    if (hit) continue;
    // Move: shift the body by one, the head in front; the tail stays when it eats.
    const int tail_r = body_r[length - 1], tail_c = body_c[length - 1];
    for (int i = length - 1; i > 0; --i) {
      body_r[i] = body_r[i - 1];
      body_c[i] = body_c[i - 1];
    }
    const int from_r = body_r[0], from_c = body_c[0];
    body_r[0] = r;
    body_c[0] = c;
    if (eats) {
      body_r[length] = tail_r;
      body_c[length] = tail_c;
      ++length;
    }
    path[path_length++] = letters[d];
    const long long cost = std::abs(weight(from_r, from_c) - weight(r, c)) + 1;
    if (dfs(time + cost, eats ? eaten | 1 << item : eaten)) return true;
    // Undo the move.
    --path_length;
    if (eats) --length;
    for (int i = 0; i + 1 < length; ++i) {
      body_r[i] = body_r[i + 1];
      body_c[i] = body_c[i + 1];
    }
    body_r[length - 1] = tail_r;
    body_c[length - 1] = tail_c;
  }
  return false;
}

}  // namespace

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 0;
  for (int r = 0; r < n; ++r) std::scanf("%15s", grid[r]);
  length = 4;
  for (int i = 0; i < 4; ++i) {
    std::scanf("%d %d", &body_r[i], &body_c[i]);
    --body_r[i];
    --body_c[i];
  }
  std::scanf("%d", &k);
  for (int i = 0; i < k; ++i) {
    std::scanf("%d %d", &food_r[i], &food_c[i]);
    --food_r[i];
    --food_c[i];
  }
  all = (1 << k) - 1;
  // An optimal route visits no state twice, and a move costs at most 9.
  long long states = 1LL * n * m << (2 * (3 + k));
  states <<= k;
  const long long give_up = 9 * states;
  for (bound = estimate(0); bound <= give_up; bound = next_bound) {
    next_bound = give_up + 1;
    path_length = 0;
    if (dfs(0, 0)) {
      path[path_length] = 0;
      std::printf("%lld\n%s\n", found_time, path);
      return 0;
    }
  }
  std::printf("No solution.\n");
  return 0;
}
