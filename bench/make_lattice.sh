#!/usr/bin/env bash
# bench/make_lattice.sh ROWS COLS FOOD [SEED] [WEIGHTS] [NOTCHES]
# Prints a lattice trap: a wall on every cell of even row and even column (a grid of
# one-cell-wide streets crossing at every other cell), with no solution only because of
# the body. NOTCHES (default 2) food items lie in notches on the top edge (a wall left
# and right, as in make_trap.sh): whichever is eaten first traps the head (with NOTCHES =
# 1 the board is solvable, the notch last). The other items lie on open cells of rows
# 3 .. ROWS - 1, so every subset of them can be eaten and the solver must visit every
# state it can reach. Between the corridors of make_maze.sh and the
# open boards of make_trap.sh: the body winds round the pillars, so a fair share of the
# shapes fits each neck cell. WEIGHTS: flat (every open cell 1, the default) or rugged
# (1..8 from a second stream of SEED: the same walls, food and snake as the flat board of
# that seed). The snake lies on the last row of odd number, head at column 5 facing
# right. Deterministic: the same arguments give the same board.
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 6 ]; then
  echo "usage: make_lattice.sh ROWS COLS FOOD [SEED] [flat|rugged] [NOTCHES]" >&2
  exit 2
fi
rows=$1 cols=$2 food=$3 seed=${4:-1} weights=${5:-flat} notches=${6:-2}
awk -v rows="$rows" -v cols="$cols" -v food="$food" -v seed="$seed" -v weights="$weights" \
    -v notches="$notches" '
function fail(message) { print "make_lattice.sh: " message > "/dev/stderr"; failed = 1; exit 2 }
# 31-bit linear congruential generators: the same seed, the same board everywhere.
function next_random(bound) { state = (state * 1103515245 + 12345) % 2147483648; return int(state / 65536) % bound }
function next_weight() { wstate = (wstate * 1103515245 + 12345) % 2147483648; return 1 + int(wstate / 65536) % 8 }
BEGIN {
  if (rows < 7 || cols < 9) fail("board too small: need ROWS >= 7, COLS >= 9")
  if (notches < 1 || notches > 2 || food < notches || food > 8) fail("need 1 <= NOTCHES <= 2, NOTCHES <= FOOD <= 8")
  if (weights != "flat" && weights != "rugged") fail("WEIGHTS is flat or rugged")
  state = seed
  wstate = seed + 7919
  for (r = 1; r <= rows; ++r) for (c = 1; c <= cols; ++c) open[r, c] = !(r % 2 == 0 && c % 2 == 0)
  # Notches on the top edge, at odd columns (so the cell below is open).
  for (i = 1; i <= notches; ++i) {
    c = int(i * (cols + 1) / (notches + 1))
    if (c % 2 == 0) ++c
    open[1, c - 1] = 0; open[1, c + 1] = 0
    fr[i] = 1; fc[i] = c; taken[1, c] = 1
  }
  snake_row = rows % 2 == 1 ? rows : rows - 1
  for (c = 2; c <= 5; ++c) taken[snake_row, c] = 1
  for (i = notches + 1; i <= food; ++i) {
    do { r = 3 + next_random(rows - 3); c = 1 + next_random(cols) } while (taken[r, c] || !open[r, c])
    fr[i] = r; fc[i] = c; taken[r, c] = 1
  }
  print rows, cols
  for (r = 1; r <= rows; ++r) {
    line = ""
    for (c = 1; c <= cols; ++c) line = line (!open[r, c] ? 0 : weights == "flat" ? 1 : next_weight())
    print line
  }
  for (c = 5; c >= 2; --c) print snake_row, c
  print food
  for (i = 1; i <= food; ++i) print fr[i], fc[i]
}
END { if (failed) exit 2 }'
