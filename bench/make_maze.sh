#!/usr/bin/env bash
# bench/make_maze.sh ROWS COLS FOOD [SEED] [WEIGHTS] [BRAID] [DEAD_ENDS]
# Prints a corridor trap: a maze of one-cell-wide corridors (a depth-first maze on the
# cells of odd row and column, BRAID percent of its dead ends opened into loops, default
# 30) with no solution only because of the body. DEAD_ENDS (default 2) food items lie in
# dead-end cells: a head that eats there faces walls and its own neck, so whichever is
# eaten first ends the game (with DEAD_ENDS = 1 the board is solvable, that item last,
# after a near-exhaustive search). The other items, and the snake, lie on the maze's
# loops (cells left when dead-end branches are pruned away), where a snake can go round,
# so every subset of them can be eaten and the solver must visit every state it can reach. In a corridor
# only a few shapes of the body fit each neck cell: the reachable states are a tiny share
# of the state space, which is what this board measures. WEIGHTS: flat (every open cell
# 1, the default) or rugged (1..8 drawn from a second stream of SEED, so that the flat
# and rugged boards of one seed have the same corridors, food and snake, hence the same
# reachable states). Deterministic: the same arguments give the same board.
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 7 ]; then
  echo "usage: make_maze.sh ROWS COLS FOOD [SEED] [flat|rugged] [BRAID] [DEAD_ENDS]" >&2
  exit 2
fi
rows=$1 cols=$2 food=$3 seed=${4:-1} weights=${5:-flat} braid=${6:-30} dead_ends=${7:-2}
awk -v rows="$rows" -v cols="$cols" -v food="$food" -v seed="$seed" -v weights="$weights" \
    -v braid="$braid" -v dead_ends="$dead_ends" '
function fail(message) { print "make_maze.sh: " message > "/dev/stderr"; failed = 1; exit 2 }
# 31-bit linear congruential generators: the same seed, the same board everywhere.
function next_random(bound) { state = (state * 1103515245 + 12345) % 2147483648; return int(state / 65536) % bound }
function next_weight() { wstate = (wstate * 1103515245 + 12345) % 2147483648; return 1 + int(wstate / 65536) % 8 }
function open_neighbours(r, c,    n) {
  n = 0
  if (r > 1 && open[r - 1, c]) ++n
  if (r < rows && open[r + 1, c]) ++n
  if (c > 1 && open[r, c - 1]) ++n
  if (c < cols && open[r, c + 1]) ++n
  return n
}
BEGIN {
  if (rows < 7 || cols < 7 || rows % 2 == 0 || cols % 2 == 0) fail("ROWS and COLS must be odd and at least 7")
  if (dead_ends < 1 || dead_ends > 2 || food < dead_ends || food > 8) fail("need 1 <= DEAD_ENDS <= 2, DEAD_ENDS <= FOOD <= 8")
  if (weights != "flat" && weights != "rugged") fail("WEIGHTS is flat or rugged")
  if (braid < 0 || braid > 100) fail("BRAID is a percentage")
  state = seed
  wstate = seed + 7919
  # Depth-first maze over the nodes (odd row, odd column), from (1, 1).
  dr[0] = -2; dc[0] = 0; dr[1] = 2; dc[1] = 0; dr[2] = 0; dc[2] = -2; dr[3] = 0; dc[3] = 2
  top = 1; sr[1] = 1; sc[1] = 1; open[1, 1] = 1
  while (top > 0) {
    r = sr[top]; c = sc[top]; n = 0
    for (d = 0; d < 4; ++d) {
      nr = r + dr[d]; nc = c + dc[d]
      if (nr >= 1 && nr <= rows && nc >= 1 && nc <= cols && !open[nr, nc]) choice[n++] = d
    }
    if (n == 0) { --top; continue }
    d = choice[next_random(n)]
    nr = r + dr[d]; nc = c + dc[d]
    open[r + dr[d] / 2, c + dc[d] / 2] = 1; open[nr, nc] = 1
    ++top; sr[top] = nr; sc[top] = nc
  }
  # Braiding: a dead-end node opens a wall to another node with probability BRAID %.
  for (r = 1; r <= rows; r += 2) for (c = 1; c <= cols; c += 2) {
    if (open_neighbours(r, c) != 1 || next_random(100) >= braid) continue
    n = 0
    for (d = 0; d < 4; ++d) {
      nr = r + dr[d]; nc = c + dc[d]
      if (nr >= 1 && nr <= rows && nc >= 1 && nc <= cols && !open[r + dr[d] / 2, c + dc[d] / 2]) choice[n++] = d
    }
    if (n > 0) { d = choice[next_random(n)]; open[r + dr[d] / 2, c + dc[d] / 2] = 1 }
  }
  # Dead ends (one open neighbour) hold the trapping items; pruning dead-end branches
  # leaves the loops.
  leaves = 0
  for (r = 1; r <= rows; ++r) for (c = 1; c <= cols; ++c) {
    core[r, c] = open[r, c]
    if (open[r, c] && open_neighbours(r, c) == 1) { ++leaves; lr[leaves] = r; lc[leaves] = c }
  }
  if (leaves < dead_ends) fail("the maze has too few dead ends; lower BRAID")
  # Pruning: a queue of the cells left with at most one open neighbour.
  head = 1; tail = 0
  for (r = 1; r <= rows; ++r) for (c = 1; c <= cols; ++c) {
    if (!core[r, c]) continue
    degree[r, c] = open_neighbours(r, c)
    if (degree[r, c] <= 1) { ++tail; qr[tail] = r; qc[tail] = c }
  }
  while (head <= tail) {
    r = qr[head]; c = qc[head]; ++head
    if (!core[r, c]) continue
    core[r, c] = 0
    for (d = 0; d < 4; ++d) {
      nr = r + dr[d] / 2; nc = c + dc[d] / 2
      if (core[nr, nc] && --degree[nr, nc] == 1) { ++tail; qr[tail] = nr; qc[tail] = nc }
    }
  }
  cores = 0
  for (r = 1; r <= rows; ++r) for (c = 1; c <= cols; ++c) if (core[r, c]) { ++cores; cr[cores] = r; cc[cores] = c }
  if (cores < food + 8) fail("the maze has too few loops; raise BRAID")
  # The snake: four consecutive loop cells from a drawn one.
  for (attempt = 0; attempt < 1000 && !placed; ++attempt) {
    i = 1 + next_random(cores)
    pr[1] = cr[i]; pc[1] = cc[i]; placed = 1
    for (p = 2; p <= 4 && placed; ++p) {
      placed = 0
      for (d = 0; d < 4 && !placed; ++d) {
        nr = pr[p - 1] + dr[d] / 2; nc = pc[p - 1] + dc[d] / 2
        if (!core[nr, nc] || (nr == pr[p - 2] && nc == pc[p - 2])) continue
        pr[p] = nr; pc[p] = nc; placed = 1
      }
    }
  }
  if (!placed) fail("no place for the snake")
  for (p = 1; p <= 4; ++p) taken[pr[p], pc[p]] = 1
  for (i = 1; i <= dead_ends; ++i) {
    do { j = 1 + next_random(leaves) } while (taken[lr[j], lc[j]])
    fr[i] = lr[j]; fc[i] = lc[j]; taken[fr[i], fc[i]] = 1
  }
  for (i = dead_ends + 1; i <= food; ++i) {
    do { j = 1 + next_random(cores) } while (taken[cr[j], cc[j]])
    fr[i] = cr[j]; fc[i] = cc[j]; taken[fr[i], fc[i]] = 1
  }
  print rows, cols
  for (r = 1; r <= rows; ++r) {
    line = ""
    for (c = 1; c <= cols; ++c) line = line (!open[r, c] ? 0 : weights == "flat" ? 1 : next_weight())
    print line
  }
  for (p = 1; p <= 4; ++p) print pr[p], pc[p]
  print food
  for (i = 1; i <= food; ++i) print fr[i], fc[i]
}
END { if (failed) exit 2 }'
