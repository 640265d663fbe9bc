#!/usr/bin/env bash
# measure_limits.sh BUILD_DIR [REPEATS]
# Measures what the declared limits (data/limits.tsv) rest on, with the judge driver's
# CPU time (rusage) and peak memory, and prints every figure (data/README.md, "Limits"):
#   1. the main and accepted solutions on every test, REPEATS times (default 3), one test
#      at a time: per test the slowest of them (the smallest time of the repeats, the
#      closest to an idle machine), the slowest accepted run of all, and the time limit
#      over it (must be at least 2: the factor the limit was derived with), the same for
#      memory;
#   2. every time-limit-exceeded solution on the tests where data/selection.tsv says it
#      exceeds the limit, REPEATS times, cut at 4 times the limit: its smallest time and
#      that over the limit (must be at least 2); then the window the limit must lie in,
#      problemtools' and BAPCtools' rule: from 2 x the slowest accepted run to the fastest
#      too-slow run (a solution's slowest test) / 1.5, and whether the declared one does;
#   3. every wrong-answer solution once on every test at the declared limits: how many
#      tests it still fails as its file says (at least 2), and its slowest test.
# It asserts nothing about the machine: it prints, and exits 3 when a ratio falls short.
# Runs for about 7 minutes (403 s) on this 2-core machine at load average 5 (REPEATS 3),
# less on a quiet one; the load average before
# and after is printed, since CPU time grows when the other core is busy.
# Exit status: 0 when every ratio holds, 3 when one does not, 1 on a failed step, 2 on
# bad arguments.
set -u -o pipefail
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: measure_limits.sh BUILD_DIR [REPEATS]" >&2; exit 2; }
data=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd) || exit 2
repeats=${2:-3}
bin=$build/bin solutions=$build/data/solutions
command -v jq >/dev/null || { echo "measure_limits.sh: needs jq (Debian package jq)" >&2; exit 1; }
[ -x "$bin/judge" ] || { echo "measure_limits.sh: $bin/judge is missing; build first" >&2; exit 2; }
time_limit=$(awk -F'\t' '$1 == "time" { print $2 }' "$data/limits.tsv")
memory_limit=$(awk -F'\t' '$1 == "memory" { print $2 }' "$data/limits.tsv")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
started=$(date +%s)
echo "declared: time $time_limit s, memory $memory_limit MiB (data/limits.tsv)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
program() { if [ "$1" = main ]; then echo "$bin/solver"; else echo "$solutions/$1"; fi; }
ge() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }  # a >= b, as decimals
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
tags() { awk -F'\t' -v t="$1" '!/^#/ && $2 ~ t { print $1 }' "$data/solutions/tags.tsv"; }

echo
echo "== 1. accepted solutions: the smallest CPU time of $repeats runs, per test"
for name in $(tags '^(main|accepted)$'); do
  for run in $(seq "$repeats"); do
    "$bin/judge" --program "$(program "$name")" --tests "$data/tests" --time-limit 60 \
      --memory-limit 1024 --json "$work/$name.$run.json" >/dev/null ||
      { echo "measure_limits.sh: $name is not AC everywhere (run it through bin/judge)" >&2; exit 1; }
  done
done
jq -r -s '[.[] | .program as $p | .tests[] | {p: ($p | split("/") | last), n: .name, c: .cpu_ms, k: .memory_kib}]
  | group_by(.n)[] | (group_by(.p) | map({p: .[0].p, c: (map(.c) | min), k: (map(.k) | max)})) as $by
  | ($by | max_by(.c)) as $s | "\(.[0].n)\t\($s.p)\t\($s.c)\t\($by | map(.k) | max)"' "$work"/*.json |
  sort >"$work/accepted.tsv"
printf '%-5s %-22s %8s %9s\n' test "slowest accepted" cpu_ms peak_MiB
awk -F'\t' '{ printf "%-5s %-22s %8d %9.1f\n", $1, $2, $3, $4 / 1024 }' "$work/accepted.tsv"
read -r slow_test slow_name slow_ms < <(sort -t$'\t' -k3,3n "$work/accepted.tsv" | tail -n 1 | cut -f1-3)
peak_kib=$(cut -f4 "$work/accepted.tsv" | sort -n | tail -n 1)
time_ratio=$(ratio "$(awk -v l="$time_limit" 'BEGIN { print l * 1000 }')" "$slow_ms")
memory_ratio=$(ratio "$((memory_limit * 1024))" "$peak_kib")
echo "slowest accepted run: $slow_ms ms ($slow_name, test $slow_test); limit / slowest = $time_ratio (at least 2 wanted)"
echo "largest accepted peak memory: $((peak_kib / 1024)) MiB; limit / largest = $memory_ratio (at least 2 wanted)"
ge "$time_ratio" 2 || status=3
ge "$memory_ratio" 2 || status=3

echo
echo "== 2. time-limit-exceeded solutions: the smallest CPU time of $repeats runs, cut at 4 x $time_limit s"
cap=$(awk -v l="$time_limit" 'BEGIN { print l * 4 }')
printf '%-26s %-5s %8s %8s\n' solution test cpu_ms "x limit"
fastest_slow_ms="" fastest_slow_name=""
for name in $(tags '^time-limit-exceeded$'); do
  tests=$(awk -F'\t' -v n="$name" '!/^#/ && (" " $8 " ") ~ (" " n "=TLE") { print $1 }' "$data/selection.tsv")
  folder=$work/$name.tests
  mkdir -p "$folder"
  for test in $tests; do cp "$data/tests/$test.in" "$data/tests/$test.ans" "$folder/"; done
  for run in $(seq "$repeats"); do
    "$bin/judge" --program "$(program "$name")" --tests "$folder" --time-limit "$cap" \
      --memory-limit 2048 --json "$work/$name.slow.$run.json" >/dev/null
  done
  while IFS=$'\t' read -r test cpu; do
    x=$(ratio "$cpu" "$(awk -v l="$time_limit" 'BEGIN { print l * 1000 }')")
    verdict=ok; ge "$x" 2 || { verdict="UNDER 2"; status=3; }
    printf '%-26s %-5s %8d %8s  %s\n' "$name" "$test" "$cpu" "$x" "$verdict"
  done < <(jq -r -s '[.[].tests[]] | group_by(.name)[] | "\(.[0].name)\t\(map(.cpu_ms) | min)"' \
    "$work/$name".slow.*.json)
  # Its run that counts for the window: its slowest test (the smallest of the repeats).
  worst=$(jq -s '[.[].tests[]] | group_by(.name) | map(map(.cpu_ms) | min) | max // 0' "$work/$name".slow.*.json)
  if [ -z "$fastest_slow_ms" ] || [ "$worst" -lt "$fastest_slow_ms" ]; then
    fastest_slow_ms=$worst fastest_slow_name=$name
  fi
done
# The window the limit must lie in, the rule of problemtools and BAPCtools: at least 2 x
# the slowest accepted run, at most the fastest too-slow run (each too-slow solution's
# slowest test) / 1.5. A too-slow run cut at 4 x the limit makes the upper end a lower
# bound of the true one.
if [ -n "$fastest_slow_ms" ]; then
  low=$(awk -v a="$slow_ms" 'BEGIN { printf "%.3f", 2 * a / 1000 }')
  high=$(awk -v t="$fastest_slow_ms" 'BEGIN { printf "%.3f", t / 1.5 / 1000 }')
  inside=$(awk -v l="$time_limit" -v lo="$low" -v hi="$high" 'BEGIN { print (l >= lo && l <= hi) ? "yes" : "no" }')
  echo "window: from 2 x $slow_ms ms = $low s to $fastest_slow_ms ms ($fastest_slow_name) / 1.5 = $high s;" \
    "the declared $time_limit s lies in it: $inside"
  [ "$inside" = yes ] || status=3
fi

echo
echo "== 3. wrong-answer solutions at the declared limits, one run"
printf '%-26s %8s %5s %13s\n' solution fitting TLE "slowest ms"
for name in $(tags '^wrong-answer$'); do
  "$bin/judge" --program "$(program "$name")" --tests "$data/tests" --time-limit "$time_limit" \
    --memory-limit "$memory_limit" --json "$work/$name.wrong.json" >/dev/null
  allowed=" $(grep -m1 '^// Fails as: ' "$data/solutions/$name.cpp" | sed 's|^// Fails as: ||; s/,//g') "
  fitting=0 tle=0
  while IFS=$'\t' read -r test kind cpu; do
    [[ $allowed == *" $kind "* ]] && fitting=$((fitting + 1))
    [ "$kind" = TLE ] && tle=$((tle + 1))
  done < <(jq -r -f "$data/solutions/kinds.jq" "$work/$name.wrong.json")
  slowest=$(jq '[.tests[].cpu_ms] | max' "$work/$name.wrong.json")
  flag=""; [ "$fitting" -ge 2 ] || { flag="  UNDER 2"; status=3; }
  printf '%-26s %8d %5d %13d%s\n' "$name" "$fitting" "$tle" "$slowest" "$flag"
done

echo
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $(( $(date +%s) - started )) s in all"
[ $status -eq 0 ] && echo "every ratio holds" || echo "a ratio falls short (marked above)"
exit $status
