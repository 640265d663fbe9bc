#!/usr/bin/env bash
# bench/run.sh [BUILD_DIR]: the solver's benchmark on fixed maximum-size instances
# (15 x 15, k = 4; bench/instances/*.in), against the classic contest solution
# (bench/classic_bfs.cpp: Dial BFS over a 4-bit packed state with an 8 MiB visited array).
# Prints per instance: the answer (both programs must agree), states settled, search
# memory and process peak RSS, wall time, and instructions counted by
# `valgrind --tool=callgrind` (repeatable, unlike seconds): ours for the whole process
# and inside snake::solve() alone (the rest, about 2.6 million, is start-up: dynamic
# linking of Boost and fmt), the baseline's whole process, and the ratio baseline/ours
# of whole processes.
# Not a test: nothing is asserted about speed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
if [ ! -x "$build/bin/solver" ] || [ ! -x "$build/bin/classic_bfs" ]; then
  cmake -S "$here/.." -B "$build" >/dev/null
  cmake --build "$build" -j2 --target solver classic_bfs >/dev/null
fi
have_valgrind=0
command -v valgrind >/dev/null && have_valgrind=1

instructions() {  # instructions <program> <input> [callgrind options...]
  if [ "$have_valgrind" = 0 ]; then echo "n/a"; return; fi
  local program=$1 input=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" "$program" <"$input" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
field() {  # field <name> <stats text>
  sed -n "s/^$1: //p" <<<"$2" | sed 's/ .*//'
}

format='%-24s %7s %8s %10s %8s %8s %12s %12s %12s %7s %11s\n'
printf "$format" instance answer settled search_MiB rss_MiB time_ms ours_instr \
  ours_solve classic_instr ratio classic_MiB
for input in "$here"/instances/*.in; do
  name=$(basename "$input" .in)
  stats=$("$build/bin/solver" --stats "$input" 2>&1 >/dev/null)
  answer=$("$build/bin/solver" --time-only "$input")
  classic_err=$("$build/bin/classic_bfs" <"$input" 2>&1 >/dev/null)
  classic_answer=$("$build/bin/classic_bfs" <"$input" 2>/dev/null)
  if [ "$answer" != "$classic_answer" ]; then
    echo "$name: solver says '$answer' but the classic solution says '$classic_answer'" >&2
    exit 1
  fi
  ours=$(instructions "$build/bin/solver" "$input")
  ours_solve=$(instructions "$build/bin/solver" "$input" '--toggle-collect=snake::solve(*')
  theirs=$(instructions "$build/bin/classic_bfs" "$input")
  ratio=n/a
  [ "$have_valgrind" = 1 ] && ratio=$(awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "%.1f", a / b }')
  [ "$answer" = "No solution." ] && answer=none
  printf "$format" "$name" "$answer" \
    "$(field 'states settled' "$stats")" "$(field 'search memory peak' "$stats")" \
    "$(field 'process peak RSS' "$stats")" "$(field elapsed "$stats")" "$ours" \
    "$ours_solve" "$theirs" "$ratio" "$(field 'process peak RSS' "$classic_err")"
done
