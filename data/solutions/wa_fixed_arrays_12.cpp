// Wrong solution (tag: wrong-answer, or a crash): fixed arrays for the published limit.
// Bug: the statement prints 1 <= n, m <= 12, so the board lives in int w[14][14] (12 x 12
// plus a ring of walls) and a cell is r * 14 + c. The original tests go up to 15 x 15:
// there a cell in column 13..15 aliases a cell of the next row and rows 13..15 write past
// the arrays (undefined behaviour: wrong answers, illegal moves or a crash). On boards
// within 12 x 12 it is the accepted Dijkstra over explicit states.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

const int MAXN = 14;  // 12 + 2
const int step[4] = {-MAXN, MAXN, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

int n, m, k;
int w[MAXN][MAXN];        // 0 = wall or outside
int food_at[MAXN][MAXN];  // item + 1, or 0
char line[MAXN + 2];

int W(int cell) { return w[cell / MAXN][cell % MAXN]; }

int dir_of(int from, int to) {
  for (int d = 0; d < 4; ++d)
    if (from + step[d] == to) return d;
  return 0;
}

// head (8 bits: a cell is below 14 * 14 = 196), 2 bits a segment, mask, length
std::uint64_t encode(const std::vector<int>& s, int eaten) {
  std::uint64_t key = static_cast<std::uint64_t>(s[0]) & 255;
  for (std::size_t i = 1; i < s.size(); ++i)
    key |= static_cast<std::uint64_t>(dir_of(s[i - 1], s[i])) << (8 + 2 * (i - 1));
  key |= static_cast<std::uint64_t>(eaten) << 32;
  key |= static_cast<std::uint64_t>(s.size()) << 40;
  return key;
}

void decode(std::uint64_t key, std::vector<int>& s, int& eaten) {
  int len = static_cast<int>(key >> 40 & 15);
  eaten = static_cast<int>(key >> 32 & 255);
  s.assign(1, static_cast<int>(key & 255));
  for (int i = 1; i < len; ++i) s.push_back(s.back() + step[key >> (8 + 2 * (i - 1)) & 3]);
}

struct Info {
  long long t;
  std::uint64_t par;
  char mv;
};

int main() {
  if (std::scanf("%d %d", &n, &m) != 2) return 0;
  for (int i = 1; i <= n; ++i) {
    std::scanf("%s", line);
    for (int j = 1; j <= m; ++j) w[i][j] = line[j - 1] - '0';
  }
  std::vector<int> s(4);
  for (int i = 0; i < 4; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    s[i] = r * MAXN + c;
  }
  std::scanf("%d", &k);
  for (int i = 0; i < k; ++i) {
    int r, c;
    std::scanf("%d %d", &r, &c);
    food_at[r][c] = i + 1;
  }
  int all = (1 << k) - 1;

  std::unordered_map<std::uint64_t, Info> best;
  typedef std::pair<long long, std::uint64_t> Entry;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry> > q;
  std::uint64_t start = encode(s, 0);
  best[start] = Info{0, start, 0};
  q.push(Entry(0, start));
  std::vector<int> b, nb;
  while (!q.empty()) {
    long long t = q.top().first;
    std::uint64_t key = q.top().second;
    q.pop();
    if (t != best[key].t) continue;
    int eaten;
    decode(key, b, eaten);
    if (eaten == all) {
      std::string moves;
      for (std::uint64_t at = key; at != start; at = best[at].par) moves += best[at].mv;
      std::reverse(moves.begin(), moves.end());
      std::printf("%lld\n%s\n", t, moves.c_str());
      return 0;
    }
    for (int d = 0; d < 4; ++d) {
      int to = b[0] + step[d];
      if (W(to) == 0) continue;
      int item = food_at[to / MAXN][to % MAXN] - 1;
      if (item >= 0 && (eaten >> item & 1)) item = -1;
      bool eats = item >= 0;
      std::size_t way = eats ? b.size() : b.size() - 1;
      bool hit = false;
      for (std::size_t i = 0; i < way; ++i)
        if (b[i] == to) hit = true;
      if (hit) continue;
      nb.assign(1, to);
      nb.insert(nb.end(), b.begin(), b.end() - (eats ? 0 : 1));
      int ne = eats ? eaten | 1 << item : eaten;
      long long nt = t + std::abs(W(b[0]) - W(to)) + 1;
      std::uint64_t nk = encode(nb, ne);
      std::unordered_map<std::uint64_t, Info>::iterator it = best.find(nk);
      if (it == best.end() || nt < it->second.t) {
        best[nk] = Info{nt, key, letters[d]};
        q.push(Entry(nt, nk));
      }
    }
  }
  std::printf("No solution.\n");
  return 0;
}
