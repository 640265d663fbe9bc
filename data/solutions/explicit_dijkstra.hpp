// The package's contestant-style search, shared by the accepted alternative solution and
// by the wrong solutions that differ from it in one rule or one idea. It shares no code
// with the project's model (model/): it reads the input itself, keeps the snake as a list
// of cells r * m + c (0-based, head first), and runs Dijkstra over (snake, eaten) states
// stored in a hash map keyed by a 64-bit packing; no heuristic, no bound, no bucket queue.
// A solution chooses its rules with a policy struct derived from CorrectRules and
// overrides only what it gets wrong, so each wrong solution states its mistake in a few
// lines. Header-only, C++17, standard library only: each solution stays one program.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <istream>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace contestant {

const int dr[4] = {-1, 1, 0, 0};
const int dc[4] = {0, 0, -1, 1};
const char letters[4] = {'U', 'D', 'L', 'R'};

struct Problem {
  int n = 0, m = 0;
  std::vector<std::string> grid;  // grid[r][c], 0-based, '0' is a wall
  std::vector<int> snake;         // cells r * m + c, head first as listed
  std::vector<int> food;          // cells r * m + c
  int all_eaten = 0;

  int weight(int cell) const { return grid[cell / m][cell % m] - '0'; }
};

inline Problem read_problem(std::istream& in) {
  Problem p;
  in >> p.n >> p.m;
  p.grid.resize(p.n);
  for (auto& row : p.grid) in >> row;
  p.snake.resize(4);
  for (auto& part : p.snake) {
    int r, c;
    in >> r >> c;
    part = (r - 1) * p.m + (c - 1);
  }
  int k;
  in >> k;
  p.food.resize(k);
  for (auto& f : p.food) {
    int r, c;
    in >> r >> c;
    f = (r - 1) * p.m + (c - 1);
  }
  p.all_eaten = (1 << k) - 1;
  return p;
}

inline int direction(const Problem& p, int from, int to) {
  for (int d = 0; d < 4; ++d) {
    if (from / p.m + dr[d] == to / p.m && from % p.m + dc[d] == to % p.m) return d;
  }
  return -1;
}

// Key: head cell (16 bits), direction to each following part (2 bits each, up to 11),
// eaten mask (8 bits), length (4 bits).
inline std::uint64_t encode(const Problem& p, const std::vector<int>& snake, int eaten) {
  std::uint64_t key = static_cast<std::uint64_t>(snake[0]);
  for (std::size_t i = 1; i < snake.size(); ++i) {
    key |= static_cast<std::uint64_t>(direction(p, snake[i - 1], snake[i]))
           << (16 + 2 * (i - 1));
  }
  key |= static_cast<std::uint64_t>(eaten) << 38;
  key |= static_cast<std::uint64_t>(snake.size()) << 46;
  return key;
}

inline void decode(const Problem& p, std::uint64_t key, std::vector<int>& snake, int& eaten) {
  const int length = static_cast<int>((key >> 46) & 15);
  eaten = static_cast<int>((key >> 38) & 255);
  snake.assign(1, static_cast<int>(key & 0xFFFF));
  for (int i = 1; i < length; ++i) {
    const int d = static_cast<int>((key >> (16 + 2 * (i - 1))) & 3);
    const int prev = snake.back();
    snake.push_back((prev / p.m + dr[d]) * p.m + prev % p.m + dc[d]);
  }
}

// The statement's rules, as the accepted solution applies them. A wrong solution derives
// from this and hides the member it gets wrong.
struct CorrectRules {
  // The time a move P -> Q takes.
  static long long cost(int wp, int wq) { return std::abs(wp - wq) + 1; }
  // What the search minimises per move (the time, unless a solution thinks otherwise).
  static long long step(int wp, int wq) { return std::abs(wp - wq) + 1; }
  // How many leading parts the head may not enter: on a plain move the tail leaves, so
  // its cell is free; on an eating move the tail stays.
  static std::size_t in_the_way(std::size_t length, bool eats) {
    return eats ? length : length - 1;
  }
  // Whether the snake grows (keeps its old tail) on this move.
  static bool grows(bool eats) { return eats; }
  // Whether the head may pass over food without eating it (never, in the statement).
  static constexpr bool may_skip_food = false;
  // An estimate of the time still needed, for A*; 0 is plain Dijkstra.
  static long long estimate(const Problem&, int /*head*/, int /*eaten*/) { return 0; }
};

// A route found by search(): its time and moves, and the state it ends in.
struct Route {
  bool found = false;
  long long time = 0;
  std::string moves;
  std::vector<int> snake;
  int eaten = 0;
};

// The cheapest route (by Rules::step plus Rules::estimate) from (snake, eaten) to the first
// state whose eaten mask satisfies done(eaten).
template <class Rules, class Done>
Route search(const Problem& p, const std::vector<int>& snake, int eaten, Done done) {
  struct Info {
    long long order;  // sum of Rules::step: what the search minimises
    long long time;   // sum of Rules::cost: what the solution prints
    std::uint64_t parent;
    char move;
  };
  std::unordered_map<std::uint64_t, Info> best;
  using Entry = std::pair<long long, std::uint64_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  const std::uint64_t start = encode(p, snake, eaten);
  best[start] = Info{0, 0, start, 0};
  queue.push({Rules::estimate(p, snake[0], eaten), start});
  const int k = static_cast<int>(p.food.size());
  std::vector<int> body, next;
  while (!queue.empty()) {
    const auto [priority, key] = queue.top();
    queue.pop();
    int now_eaten;
    decode(p, key, body, now_eaten);
    const Info info = best[key];
    if (priority != info.order + Rules::estimate(p, body[0], now_eaten)) continue;  // stale
    if (done(now_eaten)) {
      Route route{true, info.time, "", body, now_eaten};
      for (std::uint64_t at = key; at != start; at = best[at].parent) {
        route.moves += best[at].move;
      }
      std::reverse(route.moves.begin(), route.moves.end());
      return route;
    }
    const int head = body[0];
    for (int option = 0; option < (Rules::may_skip_food ? 8 : 4); ++option) {
      const int d = Rules::may_skip_food ? option / 2 : option;
      const bool skip_food = Rules::may_skip_food && option % 2 == 1;
      const int r = head / p.m + dr[d], c = head % p.m + dc[d];
      if (r < 0 || r >= p.n || c < 0 || c >= p.m || p.grid[r][c] == '0') continue;
      const int to = r * p.m + c;
      int item = -1;
      for (int i = 0; i < k; ++i) {
        if (p.food[i] == to && !(now_eaten >> i & 1)) item = i;
      }
      if (skip_food) {
        if (item < 0) continue;
        item = -1;
      }
      const bool eats = item >= 0;
      const auto blocking = static_cast<long>(Rules::in_the_way(body.size(), eats));
      if (std::find(body.begin(), body.begin() + blocking, to) != body.begin() + blocking) {
        continue;
      }
      next.assign(1, to);
      next.insert(next.end(), body.begin(), body.end() - (Rules::grows(eats) ? 0 : 1));
      const int next_eaten = eats ? now_eaten | 1 << item : now_eaten;
      const long long next_order = info.order + Rules::step(p.weight(head), p.weight(to));
      const long long next_time = info.time + Rules::cost(p.weight(head), p.weight(to));
      const std::uint64_t next_key = encode(p, next, next_eaten);
      auto found = best.find(next_key);
      if (found == best.end() || next_order < found->second.order) {
        best[next_key] = Info{next_order, next_time, key, letters[d]};
        queue.push({next_order + Rules::estimate(p, to, next_eaten), next_key});
      }
    }
  }
  return Route{};
}

// Prints the special-judge output for a route to the end of the game (or none).
inline int print_answer(const Route& route) {
  if (route.found) {
    std::printf("%lld\n%s\n", route.time, route.moves.c_str());
  } else {
    std::printf("No solution.\n");
  }
  return 0;
}

// Solves the whole problem under Rules and prints the answer.
template <class Rules>
int solve(const Problem& p) {
  return print_answer(
      search<Rules>(p, p.snake, 0, [&](int eaten) { return eaten == p.all_eaten; }));
}

}  // namespace contestant
