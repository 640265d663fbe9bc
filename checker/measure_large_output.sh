#!/usr/bin/env bash
# measure_large_output.sh [BIN_DIR] [MEGABYTES]: judges huge contestant outputs with
# bin/checker and prints the verdict, peak RSS and time of each run (/usr/bin/time -v).
# Nothing is committed or left behind: the outputs live in a temporary directory.
#   1. random letters, jury time 21 (the sample): read up to T* + 1 = 22 letters only;
#   2. random letters, jury "No solution.": streamed to the end (format checked to the
#      last byte after the first illegal move);
#   3. a legal cycle that never eats, jury "No solution.": every move replayed;
#   4. as 2, through checker-kattis reading the output from standard input.
# Default: <repo>/build/bin, 100 MB (10^8 letters).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "${1:-$here/../build/bin}" && pwd)
megabytes=${2:-100}
letters=$((megabytes * 1000000))
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (Debian package 'time')"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

printf '5 5\n11011\n11011\n11011\n11011\n11411\n1 1\n2 1\n3 1\n4 1\n4\n5 5\n4 4\n2 5\n1 4\n' \
  >sample.in
printf '21\nRDDDDRRRULURULU\n' >sample.ans
# The snake can circle the 3 x 2 block on the left forever; the food is walled off.
printf '3 5\n11011\n11011\n11011\n1 1\n2 1\n3 1\n3 2\n1\n1 5\n' >walled.in
printf 'No solution.\n' >walled.ans

# Random letters: each random byte maps onto U, D, L, R (256 = 64 * 4, no bias).
{ printf '21\n'; head -c "$letters" /dev/urandom | tr '\000-\377' "$(printf 'UDLR%.0s' $(seq 64))"; printf '\n'; } >random.out
{ printf '5\n'; yes RDDLUU | tr -d '\n' | head -c "$letters"; printf '\n'; } >cycle.out

run() {
  local title=$1 input=$2 output=$3 answer=$4
  /usr/bin/time -v "$bin/checker" "$input" "$output" "$answer" 2>time.log || true
  echo "== $title ($(stat -c %s "$output") bytes)"
  grep -v -E '^\s' time.log | head -1
  grep -E 'Maximum resident set size|Elapsed \(wall clock\)' time.log | sed 's/^\s*/   /'
}
run "random letters, jury time 21" sample.in random.out sample.ans
run "random letters, jury No solution." walled.in random.out walled.ans
run "legal cycle, jury No solution." walled.in cycle.out walled.ans
mkdir feedback
/usr/bin/time -v "$bin/checker-kattis" walled.in walled.ans feedback <random.out 2>time.log || true
echo "== checker-kattis from standard input: random letters, jury No solution."
head -1 feedback/judgemessage.txt
grep -E 'Maximum resident set size|Elapsed \(wall clock\)' time.log | sed 's/^\s*/   /'
