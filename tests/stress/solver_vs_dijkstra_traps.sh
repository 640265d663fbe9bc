#!/usr/bin/env bash
# solver_vs_dijkstra_traps.sh BIN_DIR SOLUTION_DIR: the stress test on exhaustive traps,
# where the food-tour bound prunes nothing and the solver must settle every state it can
# reach (the state index, the shape tables, sparse and dense layers and the paged memory
# all do their full share). Open traps from bench/make_trap.sh, 6 x 6 up to 24 x 24 with 2
# to 5 items, flat and rugged, with two or three food items in notches (no solution, only
# because of the body) or one (solvable with the notch last, after a near-exhaustive
# search); corridor mazes (bench/make_maze.sh, up to 101 x 101 with 4 to 7 items, where
# layers stay sparse) and lattices (bench/make_lattice.sh, up to 31 x 31, where they turn
# dense as they fill), flat and weighted, solvable and not. The
# solver's first line must equal that of the package's accepted plain Dijkstra
# (data/solutions/ac_dijkstra_hashmap.cpp, no shared code) and the checker must accept its
# moves. Boards up to 15 x 15 run once with a 2 MiB memory budget, below the state space
# of the larger ones, so pages are charged one by one. Prints the failing command.
# No time limit: a hang is caught by ctest's timeout, never taken for an answer.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/compare_with_dijkstra.sh"
bin=$1
solutions=$2
here=$(cd "$(dirname "$0")" && pwd)
make_trap=$here/../../bench/make_trap.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
compared=0
board=0
# rows cols food notches, each drawn with several seeds and both weightings.
for spec in "6 6 2 2" "6 7 3 1" "7 9 3 2" "8 8 4 3" "9 6 3 1" "10 10 4 2" "11 13 4 1" \
            "12 12 5 3" "14 9 4 2" "15 15 4 2" "15 15 4 3" "16 20 4 1" "20 20 4 2" \
            "24 24 4 2" "24 24 5 3" "18 24 5 2"; do
  read -r rows cols food notches <<<"$spec"
  for seed in 1 2; do
    weights=$([ $((seed % 2)) -eq 1 ] && echo flat || echo rugged)
    make=("$make_trap" "$rows" "$cols" "$food" "$seed" "$weights" "$notches")
    "${make[@]}" >"$work/in" 2>"$work/err" || { echo "make_trap failed: ${make[*]}"; cat "$work/err"; failures=$((failures + 1)); continue; }
    board=$((board + 1))
    solve=("$bin/solver" --no-progress "$work/in")
    [ "$seed" -eq 2 ] && [ $((rows * cols)) -le 225 ] && solve+=(--max-memory 2)
    if ! "${solve[@]}" >"$work/ans" 2>"$work/solver_err"; then
      echo "${make[*]} | ${solve[*]}: the solver failed: $(cat "$work/solver_err")"
      failures=$((failures + 1))
      continue
    fi
    compare_with_dijkstra "${make[*]}"
  done
done
# rows cols food braid dead_ends (mazes); rows cols food notches (lattices).
for spec in "maze 31 31 4 40 1" "maze 41 41 5 30 1" "maze 63 63 6 40 2" "maze 63 63 7 40 2" \
            "maze 101 101 6 30 2" "lattice 21 21 4 1" "lattice 25 25 5 1" "lattice 31 31 5 2" \
            "lattice 27 33 6 2"; do
  read -r kind rows cols food rest <<<"$spec"
  for seed in 1 2; do
    weights=$([ $((seed % 2)) -eq 1 ] && echo flat || echo rugged)
    if [ "$kind" = maze ]; then
      read -r braid dead_ends <<<"$rest"
      make=("$here/../../bench/make_maze.sh" "$rows" "$cols" "$food" "$seed" "$weights" "$braid" "$dead_ends")
    else
      make=("$here/../../bench/make_lattice.sh" "$rows" "$cols" "$food" "$seed" "$weights" "$rest")
    fi
    "${make[@]}" >"$work/in" 2>"$work/err" || { echo "${make[*]} failed"; cat "$work/err"; failures=$((failures + 1)); continue; }
    solve=("$bin/solver" --no-progress "$work/in")
    if ! "${solve[@]}" >"$work/ans" 2>"$work/solver_err"; then
      echo "${make[*]} | ${solve[*]}: the solver failed: $(cat "$work/solver_err")"
      failures=$((failures + 1))
      continue
    fi
    compare_with_dijkstra "${make[*]}"
  done
done
echo "$compared boards compared, $failures failures"
[ "$failures" -eq 0 ] && [ "$compared" -eq 50 ]
