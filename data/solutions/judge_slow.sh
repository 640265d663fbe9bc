#!/usr/bin/env bash
# judge_slow.sh BIN_DIR PROGRAM NAME DATA_DIR REPORT
# Judges the too-slow solution NAME (PROGRAM) with the judge driver at the declared limits
# (data/limits.tsv: the CPU time and the memory) on the tests where data/selection.tsv
# says it exceeds the time limit, and only there: every one of them must be TLE
# (--expect TLE), and there must be at least three. A TLE costs the limit in CPU time, so
# the run costs about that many times the limit. Writes the judge's JSON report to REPORT.
# Exit status: 0 when every test gave TLE, 1 otherwise (the judge's report says why).
set -u
bin=$1 program=$2 name=$3 data=$4 report=$5
time_limit=$(awk -F'\t' '$1 == "time" { print $2 }' "$data/limits.tsv")
memory_limit=$(awk -F'\t' '$1 == "memory" { print $2 }' "$data/limits.tsv")
[ -n "$time_limit" ] && [ -n "$memory_limit" ] || { echo "FAIL: no limits in $data/limits.tsv"; exit 1; }
tests=$(awk -F'\t' -v n="$name" '!/^#/ && (" " $8 " ") ~ (" " n "=TLE") { print $1 }' "$data/selection.tsv")
count=$(echo "$tests" | grep -c .)
if [ "$count" -lt 3 ]; then
  echo "FAIL: data/selection.tsv names $count test(s) where $name exceeds the limit, at least 3 wanted"
  exit 1
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
for test in $tests; do cp "$data/tests/$test.in" "$data/tests/$test.ans" "$folder/"; done
echo "judging $name on tests $(echo $tests) at ${time_limit} s and ${memory_limit} MiB"
"$bin/judge" --program "$program" --tests "$folder" --expect TLE --time-limit "$time_limit" \
  --memory-limit "$memory_limit" --json "$report"
