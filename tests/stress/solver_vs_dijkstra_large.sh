#!/usr/bin/env bash
# solver_vs_dijkstra_large.sh BIN_DIR SOLUTION_DIR [SEEDS]: the stress test at full size.
# The brute force of test_solver_vs_brute_force only reaches 6 x 6; here the solver's
# time must equal that of the package's accepted alternative (data/solutions/
# ac_dijkstra_hashmap.cpp: plain Dijkstra over explicit states, no shared code) on
# boards up to 15 x 15 drawn from every generator family (generator --list-names; seed s
# draws from family number (s - 1) mod count), seeds 1..SEEDS (default 150), and the
# solver's moves must be accepted by the checker. Prints the failing command.
# SNAKE_STRESS_SCALE=F (0 < F <= 1) checks only the first F of the seeds (the sanitizer
# build of CI). No time limit: a hang is caught by ctest's timeout, never taken for an
# answer.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/compare_with_dijkstra.sh"
bin=$1
solutions=$2
seeds=${3:-150}
mapfile -t families < <("$bin/generator" --list-names)
[ ${#families[@]} -gt 0 ] || { echo "generator --list-names names no family"; exit 1; }
scale=${SNAKE_STRESS_SCALE:-1}
seeds=$(awk -v s="$seeds" -v f="$scale" 'BEGIN { n = int(s * f + 0.999); print (f > 0 && f <= 1 && n > 0) ? n : s }')
echo "seeds 1..$seeds"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
compared=0
for seed in $(seq 1 "$seeds"); do
  family=${families[$(((seed - 1) % ${#families[@]}))]}
  generate=("$bin/generator" --family "$family" --seed "$seed")
  "${generate[@]}" >"$work/in" 2>"$work/err" || { echo "generator failed: ${generate[*]}"; cat "$work/err"; failures=$((failures + 1)); continue; }
  "$bin/solver" "$work/in" >"$work/ans"
  compare_with_dijkstra "${generate[*]}"
done
echo "$compared boards compared, $failures failures"
[ "$failures" -eq 0 ] && [ "$compared" -ge $((seeds * 9 / 10)) ]
