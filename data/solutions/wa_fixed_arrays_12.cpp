// Wrong solution (tag: wrong-answer): fixed arrays for the published limit.
// Bug: the statement prints 1 <= n, m <= 12, so the board lives in 14 x 14 arrays
// (12 x 12 plus a ring of walls) and a cell is r * 14 + c. The original tests go up to
// 15 x 15: there a cell in column 14 or 15 aliases a cell of the next row, and cells of
// rows 14 and 15 fall outside the arrays. The mistake is well-defined (no undefined
// behaviour, so the same wrong answers under every compiler and sanitizer): every access
// goes through a bounds check, a cell outside the arrays is a wall, and whatever the
// input puts there is dropped. On boards within 12 x 12 it is the accepted Dijkstra over
// explicit states.
// Fails as: illegal-move, food-left, after-last, claimed-time, not-optimal, no-solution
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

const int CELLS = MAXN * MAXN;

int n, m, k;
int w[CELLS];        // 0 = wall or outside
int food_at[CELLS];  // item + 1, or 0
char line[64];

bool inside(int cell) { return cell >= 0 && cell < CELLS; }
int W(int cell) { return inside(cell) ? w[cell] : 0; }
int food_item(int cell) { return inside(cell) ? food_at[cell] : 0; }

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
    std::scanf("%63s", line);
    for (int j = 1; j <= m; ++j)
      if (inside(i * MAXN + j)) w[i * MAXN + j] = line[j - 1] - '0';
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
    if (inside(r * MAXN + c)) food_at[r * MAXN + c] = i + 1;
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
      int item = food_item(to) - 1;
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
