#!/usr/bin/env bash
# bench/make_trap.sh ROWS COLS FOOD [SEED] [WEIGHTS] [NOTCHES]
# Prints an exhaustive trap: a board with no solution only because of the body, where the
# solver must visit every state it can reach. NOTCHES (default 2) food items lie in
# one-cell notches on the top edge (a wall left and right of each): a head that eats there
# faces walls, the edge and its own neck, so whichever notch is eaten first ends the game
# and no order eats them all (with NOTCHES = 1 the board is solvable, the notch last, and
# the search still sweeps most states first). The other FOOD - NOTCHES items lie on the
# open board, so every subset of them can be eaten: the reachable states are about
#   ROWS * COLS * sum over subsets S of the open items of shapes(4 + |S| parts),
# 3.9e8 for 64 x 64 with 8 items. WEIGHTS: flat (every cell 1, the default) or rugged
# (1..8 drawn from a second stream of SEED, so that the flat and rugged boards of one seed
# have the same walls, food and snake, hence the same reachable states: a pair that
# differs in the weights alone). The snake lies on the bottom row, head at column 5
# facing right.
# The walls of the notches are the only walls. Deterministic: the same arguments give
# the same board.
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 6 ]; then
  echo "usage: make_trap.sh ROWS COLS FOOD [SEED] [flat|rugged] [NOTCHES]" >&2
  exit 2
fi
rows=$1 cols=$2 food=$3 seed=${4:-1} weights=${5:-flat} notches=${6:-2}
awk -v rows="$rows" -v cols="$cols" -v food="$food" -v seed="$seed" -v weights="$weights" \
    -v notches="$notches" '
function fail(message) { print "make_trap.sh: " message > "/dev/stderr"; failed = 1; exit 2 }
# 31-bit linear congruential generators: the same seed, the same board everywhere.
function next_random(bound) { state = (state * 1103515245 + 12345) % 2147483648; return int(state / 65536) % bound }
function next_weight() { wstate = (wstate * 1103515245 + 12345) % 2147483648; return 1 + int(wstate / 65536) % 8 }
BEGIN {
  if (rows < 6 || cols < 5 || cols + 1 < 2 * (notches + 1)) fail("board too small for " notches " notches")
  if (notches < 1 || notches > food || food > 8) fail("need 1 <= NOTCHES <= FOOD <= 8")
  if (weights != "flat" && weights != "rugged") fail("WEIGHTS is flat or rugged")
  state = seed
  wstate = seed + 7919
  for (r = 1; r <= rows; ++r) for (c = 1; c <= cols; ++c) {
    w[r, c] = weights == "flat" ? 1 : next_weight()
  }
  # Notches evenly spaced on the top edge.
  for (i = 1; i <= notches; ++i) {
    c = int(i * (cols + 1) / (notches + 1))
    w[1, c - 1] = 0; w[1, c + 1] = 0
    fr[i] = 1; fc[i] = c; taken[1, c] = 1; taken[1, c - 1] = 1; taken[1, c + 1] = 1
  }
  # The snake on the bottom row: head (rows, 5), tail (rows, 2).
  for (c = 2; c <= 5; ++c) taken[rows, c] = 1
  # Open items: drawn on rows 3..rows-1, away from the notches and the snake.
  for (i = notches + 1; i <= food; ++i) {
    do { r = 3 + next_random(rows - 3); c = 1 + next_random(cols) } while (taken[r, c])
    fr[i] = r; fc[i] = c; taken[r, c] = 1
  }
  print rows, cols
  for (r = 1; r <= rows; ++r) {
    line = ""
    for (c = 1; c <= cols; ++c) line = line w[r, c]
    print line
  }
  for (c = 5; c >= 2; --c) print rows, c
  print food
  for (i = 1; i <= food; ++i) print fr[i], fc[i]
}
END { if (failed) exit 2 }'
