#!/usr/bin/env bash
# bench/workbench.sh [BUILD_DIR] [--seconds S] [--mutants N] [--solutions 'a b ...']
# The workbench's benchmark (docs/workbench.md, "Measured"). Prints figures; asserts
# nothing about speed.
# 1. For each wrong-answer solution of data/solutions (its built executable,
#    BUILD/data/solutions/NAME): `workbench stress` drawing only from the generator's
#    families (seeds from 1000, none of data/tests), budget S seconds (60), then
#    `workbench shrink` of the counter-test it found: seconds to the counter-test, seed,
#    verdict, the shrunk board's size.
# 2. `workbench mutate` of the accepted solutions ac_dijkstra_hashmap and
#    ac_visited_on_push on data/tests (N mutants each, 150, 2 at a time): killed, too
#    slow, survived, did not compile, the score and the seconds per 100 mutants.
# The JSON reports stay in $WORK (default /tmp/workbench-bench).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
[[ $# -gt 0 ]] && shift
seconds=60
mutants=150
solutions=""
skip_stress=0
skip_mutate=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --mutants) mutants=$2; shift 2 ;;
    --solutions) solutions=$2; shift 2 ;;
    --no-stress) skip_stress=1; shift ;;
    --no-mutate) skip_mutate=1; shift ;;
    *) echo "bench/workbench.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
work=${WORK:-/tmp/workbench-bench}
mkdir -p "$work"
wb=$build/bin/workbench
if [[ -z $solutions ]]; then
  solutions=$(awk -F'\t' '$2 == "wrong-answer" { print $1 }' "$here/data/solutions/tags.tsv")
fi
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ $skip_stress == 0 ]]; then
  printf '%-26s %6s %8s %-5s %8s %6s %s\n' solution found seconds kind seed cells "shrunk board"
  for s in $solutions; do
    exe=$build/data/solutions/$s
    w=$work/$s
    rm -rf "$w"
    "$wb" stress --program "$exe" --seconds "$seconds" --work "$w" --json "$w.stress.json" \
      > "$w.stress.txt" 2>&1 || true
    found=$(jq -r .found "$w.stress.json")
    secs=$(jq -r '.seconds | . * 10 | round / 10' "$w.stress.json")
    if [[ $found == true ]]; then
      kind=$(jq -r .counter_test.verdict "$w.stress.json")
      seed=$(jq -r .counter_test.seed "$w.stress.json")
      "$wb" shrink "$w/counter.in" --program "$exe" --work "$w" --json "$w.shrink.json" \
        > "$w.shrink.txt" 2>&1 || true
      cells=$(jq -r .cells "$w.shrink.json")
      board=$(jq -r '"\(.rows) x \(.cols), k = \(.food)"' "$w.shrink.json")
      printf '%-26s %6s %8s %-5s %8s %6s %s\n' "$s" yes "$secs" "$kind" "$seed" "$cells" "$board"
    else
      printf '%-26s %6s %8s %-5s %8s %6s %s\n' "$s" no "$secs" - - - \
        "$(jq -r .instances "$w.stress.json") instances"
    fi
  done
fi
if [[ $skip_mutate == 0 ]]; then
  for s in ac_dijkstra_hashmap ac_visited_on_push; do
    w=$work/mutate_$s
    start=$(date +%s.%N)
    "$wb" mutate --program "$here/data/solutions/$s.cpp" --max-mutants "$mutants" \
      --work "$w" --json "$w.json" > "$w.txt" 2>&1
    end=$(date +%s.%N)
    jq -r --arg s "$s" --arg made "$(jq -r .mutants_made "$w.json")" \
      '.summary | "\($s): \(.mutants) of \($made) mutants: killed \(.killed), too slow \(.too_slow), survived \(.survived), did not compile \(.did_not_compile); score \(.score * 1000 | round / 10)%; \(.seconds | round) s, \(.seconds / .mutants * 100 | round) s per 100 mutants"' "$w.json"
  done
fi
