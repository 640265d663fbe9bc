// The package's contestant-style search, shared by the accepted alternative solution and
// by the wrong solutions that differ from it in one rule or one idea. It shares no code
// with the project's model (model/): it reads the input itself, keeps the snake as a list
// of cells r * m + c (0-based, head first), and runs Dijkstra over (snake, eaten) states
// stored in a hash map keyed by a 64-bit packing; no heuristic, no bound, no bucket queue.
// A solution chooses its rules with a policy struct derived from CorrectRules and
// overrides only what it gets wrong, so each wrong solution states its mistake in a few
// lines. The moves are generated in one place, for_each_move(); search() is the accepted
// Dijkstra, search_nodes() the same over nodes for solutions whose state key forgets
// something. Header-only, C++17, standard library only: each solution stays one program
// (bin/package inlines this header into every exported solution).
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

// The direction (index into dr, dc) from a cell to a side-neighbour of it: cells are
// r * m + c, so the step is -m, +m, -1 or +1 (up and down first: on a board one column
// wide, -1 and +1 are vertical steps). -1 when the cells are not neighbours that way.
inline int direction(const Problem& p, int from, int to) {
  const int step = to - from;
  if (step == -p.m) return 0;
  if (step == p.m) return 1;
  if (step == -1) return 2;
  if (step == 1) return 3;
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
  const int step[4] = {-p.m, p.m, -1, 1};
  snake.assign(1, static_cast<int>(key & 0xFFFF));
  for (int i = 1; i < length; ++i) {
    snake.push_back(snake.back() + step[(key >> (16 + 2 * (i - 1))) & 3]);
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
  // its cell is free; on a move that grows the snake (an eating move) the tail stays.
  static std::size_t in_the_way(std::size_t length, bool eats) {
    return eats ? length : length - 1;
  }
  // Whether the snake grows (keeps its old tail) on this move.
  static bool grows(bool eats) { return eats; }
  // Whether a snake `length` parts long grows again on entering a food cell whose item
  // it ate before (never: an eaten item is gone, its cell is plain).
  static bool grows_again(std::size_t /*length*/, int /*k*/) { return false; }
  // Whether the head may pass over food without eating it (never, in the statement).
  static constexpr bool may_skip_food = false;
  // An estimate of the time still needed, for A*; 0 is plain Dijkstra.
  static long long estimate(const Problem&, int /*head*/, int /*eaten*/) { return 0; }
  // The letter printed for a move in direction d (dr, dc): U is row - 1.
  static char letter(int d) { return letters[d]; }
};

// Calls visit(d, next, next_eaten) for every move of `body` (having eaten `eaten`) that
// Rules allows: the head steps in direction d onto the board and off the walls, eats the
// uneaten item there (with Rules::may_skip_food it may also pass it by), and must not
// enter the first Rules::in_the_way parts; `next` is the snake after the move (the tail
// stays when Rules::grows). `next` is scratch space reused from call to call.
template <class Rules, class Visit>
void for_each_move(const Problem& p, const std::vector<int>& body, int eaten,
                   std::vector<int>& next, Visit visit) {
  const int k = static_cast<int>(p.food.size());
  const int head = body[0];
  for (int option = 0; option < (Rules::may_skip_food ? 8 : 4); ++option) {
    const int d = Rules::may_skip_food ? option / 2 : option;
    const bool skip_food = Rules::may_skip_food && option % 2 == 1;
    const int r = head / p.m + dr[d], c = head % p.m + dc[d];
    if (r < 0 || r >= p.n || c < 0 || c >= p.m || p.grid[r][c] == '0') continue;
    const int to = r * p.m + c;
    int item = -1;
    for (int i = 0; i < k; ++i) {
      if (p.food[i] == to && !(eaten >> i & 1)) item = i;
    }
    if (skip_food) {
      if (item < 0) continue;
      item = -1;
    }
    const bool eats = item >= 0;
    // The food list is searched only for a solution whose grows_again() can say yes.
    const bool grows = Rules::grows(eats) ||
                       (!eats && Rules::grows_again(body.size(), k) &&
                        std::find(p.food.begin(), p.food.end(), to) != p.food.end());
    const auto blocking = static_cast<long>(Rules::in_the_way(body.size(), grows));
    if (std::find(body.begin(), body.begin() + blocking, to) != body.begin() + blocking) {
      continue;
    }
    next.assign(1, to);
    next.insert(next.end(), body.begin(), body.end() - (grows ? 0 : 1));
    visit(d, next, eats ? eaten | 1 << item : eaten);
  }
}

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
  std::vector<int> body, next;
  while (!queue.empty()) {
    // Not a structured binding: the move lambda below captures key, which clang before
    // 16 refuses for a binding (the sanitizer build's clang-14).
    const long long priority = queue.top().first;
    const std::uint64_t key = queue.top().second;
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
    for_each_move<Rules>(p, body, now_eaten, next, [&](int d, const std::vector<int>& after,
                                                       int next_eaten) {
      const int to = after[0];
      const long long next_order = info.order + Rules::step(p.weight(head), p.weight(to));
      const long long next_time = info.time + Rules::cost(p.weight(head), p.weight(to));
      const std::uint64_t next_key = encode(p, after, next_eaten);
      auto found = best.find(next_key);
      if (found == best.end() || next_order < found->second.order) {
        best[next_key] = Info{next_order, next_time, key, Rules::letter(d)};
        queue.push({next_order + Rules::estimate(p, to, next_eaten), next_key});
      }
    });
  }
  return Route{};
}

// Dijkstra whose states are what key(problem, snake, eaten) tells apart: each queued
// arrival is a node (its snake, eaten mask, time and the node it came from), a key keeps
// the time of its cheapest arrival, and a key is closed the first time one of its nodes
// is taken from the queue; later nodes of a closed key are dropped. With the whole state
// as the key (encode) it finds the times search() finds; the wrong solutions whose state
// forgets something give it a key that merges states, so it goes on from the body of
// the cheapest arrival only. Times are kept as Time (a solution that stores them in too
// small a type says so).
template <class Time = long long, class Key>
Route search_nodes(const Problem& p, Key key) {
  struct Node {
    std::vector<int> snake;
    int eaten;
    Time time;
    int parent;  // index into nodes, -1 at the start
    char move;
  };
  struct Seen {
    Time time;  // of the cheapest arrival so far
    bool closed;
  };
  std::vector<Node> nodes{Node{p.snake, 0, 0, -1, 0}};
  using StateKey = decltype(key(p, p.snake, 0));  // an integer or a string
  std::unordered_map<StateKey, Seen> seen{{key(p, p.snake, 0), Seen{0, false}}};
  using Entry = std::pair<long long, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
  queue.push({0, 0});
  std::vector<int> next;
  while (!queue.empty()) {
    const int at = queue.top().second;
    queue.pop();
    Seen& state = seen[key(p, nodes[at].snake, nodes[at].eaten)];
    if (state.closed) continue;
    state.closed = true;
    if (nodes[at].eaten == p.all_eaten) {
      Route route{true, nodes[at].time, "", nodes[at].snake, nodes[at].eaten};
      for (int i = at; nodes[i].parent >= 0; i = nodes[i].parent) route.moves += nodes[i].move;
      std::reverse(route.moves.begin(), route.moves.end());
      return route;
    }
    const std::vector<int> body = nodes[at].snake;
    const Time time = nodes[at].time;
    for_each_move<CorrectRules>(p, body, nodes[at].eaten, next, [&](int d,
                                                                   const std::vector<int>& after,
                                                                   int next_eaten) {
      const Time next_time =
          static_cast<Time>(time + CorrectRules::cost(p.weight(body[0]), p.weight(after[0])));
      const StateKey next_key = key(p, after, next_eaten);
      const auto found = seen.find(next_key);
      if (found != seen.end() && (found->second.closed || found->second.time <= next_time)) return;
      seen[next_key] = Seen{next_time, false};
      nodes.push_back(Node{after, next_eaten, next_time, at, CorrectRules::letter(d)});
      queue.push({next_time, static_cast<int>(nodes.size()) - 1});
    });
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
