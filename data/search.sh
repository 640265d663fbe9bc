#!/usr/bin/env bash
# search.sh BUILD_DIR [WORK_DIR]
# The search behind the package's tests (docs/generator.md, "Choosing the tests"): makes
# every candidate of data/candidates.tsv, judges every solution of data/solutions/tags.tsv
# on all of them with the judge driver, and writes what it found to data/record.tsv, from
# which bin/selector chooses the tests (data/regenerate.sh). Run it after changing the
# candidates or the solutions; it takes about an hour on two cores and is not a test.
#   1. each candidate: its input (BUILD/bin/generator with the row's source and seed, or a
#      copy of the sample or the hand-made test), the solver's answer, the validator with
#      the group's limits (a candidate the group does not admit is dropped, and so is one
#      whose parameters give no instance), the reachable state space (bin/selector reach);
#   2. every main, accepted and wrong-answer solution judged on every candidate with a
#      limit that only catches hangs (60 s), two tests at a time: the failure kind of
#      each test (data/solutions/kinds.jq) and its CPU time;
#   3. the CPU times that set the time limit: the accepted solutions twice on every
#      candidate, one test at a time (the smaller time is kept); the time-limit-exceeded
#      solutions once on the candidates of group full, two tests at a time, cut at 3 s (a
#      run cut there is TLE/3000). 3 s is far above what a too-slow run needs to count
#      (5 x the accepted cap, about 2 s: docs/generator.md), and every TLE costs the cut:
#      about 10 minutes of CPU time a too-slow solution.
# record.tsv's header comment says the columns. WORK_DIR (default: a temporary folder,
# removed at the end) keeps the pool and the judge's reports; run again with the same
# WORK_DIR, it judges again only the solutions whose executable is newer than their
# reports (all of them when the candidates changed). Exit status: 0 when the record was
# written, 1 when a step failed (it says which), 2 on bad arguments.
set -u -o pipefail
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: search.sh BUILD_DIR [WORK_DIR]" >&2; exit 2; }
data=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd) || exit 2
bin=$build/bin solutions=$build/data/solutions
for tool in generator solver validator selector judge; do
  [ -x "$bin/$tool" ] || { echo "search.sh: $bin/$tool is missing; build the project first" >&2; exit 2; }
done
command -v jq >/dev/null || { echo "search.sh: needs jq (Debian package jq)" >&2; exit 1; }
if [ $# -eq 2 ]; then
  work=$2
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
pool=$work/pool runs=$work/runs
rm -rf "$pool"
mkdir -p "$pool" "$runs"
slow_cap=3
fail() { echo "search.sh: $*" >&2; exit 1; }

# 1. The candidates.
echo "search.sh: making the candidates" >&2
index=$work/index.new
: >"$index"
id=0
while IFS=$'\t' read -r group seeds pin note source; do
  case $group in '#'* | '') continue ;; esac
  read -r kind args <<<"$source"
  if [ "$seeds" = - ]; then list=(-); elif [[ $seeds == *-* ]]; then list=($(seq "${seeds%-*}" "${seeds#*-}")); else list=("$seeds"); fi
  for seed in "${list[@]}"; do
    id=$((id + 1))
    name=$(printf %04d "$id")
    input=$pool/$name.in
    case $kind in
      sample) cp "$data/$args" "$input" || fail "cannot copy $args"; full=$source ;;
      hand) cp "$data/tests/$args.in" "$input" || fail "hand-made data/tests/$args.in is missing"; full=$source ;;
      generator)
        full="$source --seed $seed"
        # shellcheck disable=SC2086  # the recorded arguments are split on spaces on purpose
        if ! "$bin/generator" $args --seed "$seed" >"$input" 2>"$work/generator.err"; then
          echo "search.sh: dropped '$full': $(cat "$work/generator.err")" >&2
          rm -f "$input"
          continue
        fi ;;
      *) fail "candidates.tsv: unknown source '$source'" ;;
    esac
    read -r n m <"$input"
    if [ "$n" -gt 12 ] || [ "$m" -gt 12 ]; then side=15; else side=12; fi
    if ! message=$("$bin/validator" "$input" --max-side "$side" --group "$group" 2>&1); then
      echo "search.sh: dropped '$full': not a $group test: $message" >&2
      rm -f "$input"
      continue
    fi
    "$bin/solver" "$input" >"$pool/$name.ans" || fail "the solver failed on '$full'"
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$group" "$pin" "$note" "$full" >>"$index"
  done
done <"$data/candidates.tsv"
# Reports of another pool are of no use.
cmp -s "$index" "$work/index.tsv" || rm -f "$runs"/*.json
mv "$index" "$work/index.tsv"
index=$work/index.tsv
echo "search.sh: $(wc -l <"$index") candidates" >&2
"$bin/selector" reach "$pool"/*.in >"$work/reach.tsv" || fail "selector reach failed"

# 2. Every solution's verdicts; 3. the times.
solution_program() { if [ "$1" = main ]; then echo "$bin/solver"; else echo "$solutions/$1"; fi; }
judge() {  # judge NAME REPORT TESTS_DIR JOBS LIMIT (kept when newer than the program)
  if [ -f "$2" ] && [ "$2" -nt "$(solution_program "$1")" ]; then return; fi
  "$bin/judge" --program "$(solution_program "$1")" --tests "$3" -j "$4" --time-limit "$5" \
    --wall-limit $(( $5 * 10 + 60 )) --memory-limit 2048 --json "$2" >/dev/null
  [ $? -le 3 ] || fail "the judge failed on $1"
  [ -f "$2" ] || fail "the judge wrote no report for $1"
}
heavy=$work/heavy
mkdir -p "$heavy"
while IFS=$'\t' read -r name group pin note source; do
  [ "$group" = full ] && cp "$pool/$name.in" "$pool/$name.ans" "$heavy/"
done <"$index"
names=()
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  names+=("$name")
  case $tag in
    time-limit-exceeded)
      echo "search.sh: timing $name on group full" >&2
      judge "$name" "$runs/$name.time1.json" "$heavy" 2 "$slow_cap" ;;
    *)
      echo "search.sh: judging $name" >&2
      judge "$name" "$runs/$name.json" "$pool" 2 60
      if [ "$tag" = main ] || [ "$tag" = accepted ]; then
        for run in 1 2; do judge "$name" "$runs/$name.time$run.json" "$pool" 1 60; done
      fi ;;
  esac
done <"$data/solutions/tags.tsv"

# The record: one row a candidate, one column a solution, "KIND/CPU_MS" a cell.
cells() {  # cells NAME: "TEST<TAB>KIND/MS" lines for the solution, from its reports
  local name=$1 kinds=$data/solutions/kinds.jq
  if [ -f "$runs/$name.json" ]; then
    # the kind from the verdict run; the time, for timed solutions, the smaller of the two
    if [ -f "$runs/$name.time1.json" ]; then
      join -t $'\t' <(jq -r -f "$kinds" "$runs/$name.json" | cut -f1,2 | sort) \
        <(jq -r -s '[.[].tests[]] | group_by(.name)[] | "\(.[0].name)\t\([.[].cpu_ms] | min)"' \
          "$runs/$name.time1.json" "$runs/$name.time2.json" | sort) |
        awk -F'\t' '{ print $1 "\t" $2 "/" $3 }'
    else
      jq -r -f "$kinds" "$runs/$name.json" | awk -F'\t' '{ print $1 "\t" $2 "/" $3 }' | sort
    fi
  else
    jq -r -f "$kinds" "$runs/$name.time1.json" | awk -F'\t' '{ print $1 "\t" $2 "/" $3 }' | sort
  fi
}
table=$work/table.tsv
cut -f1 "$index" | sort >"$table"
for name in "${names[@]}"; do
  cells "$name" >"$work/cells.tsv" || fail "cannot read the reports of $name"
  join -t $'\t' -a 1 -e - -o auto "$table" "$work/cells.tsv" >"$table.new" && mv "$table.new" "$table"
done
record=$data/record.tsv
{
  echo "# What data/search.sh found: one row a candidate of data/candidates.tsv that could be"
  echo "# made and that its group admits; bin/selector chooses the package's tests from it."
  echo "# Written by search.sh ($(date -u +%Y-%m-%d), load average at the end:"
  echo "# $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores); do not edit. Tab-separated columns:"
  echo "#   id        the candidate's number in the search"
  echo "#   group, pin, note, source   from candidates.tsv, the source with its seed"
  echo "#   n, m, k   the board and the number of items"
  echo "#   answer    the jury time, or none (No solution.)"
  echo "#   reach     the reachable states (bin/selector reach)"
  echo "#   then one column a solution of tags.tsv: KIND/CPU_MS, the failure kind"
  echo "#             (solutions/kinds.jq; ok is AC) and the CPU time in ms (for the accepted"
  echo "#             ones the smaller of two runs, one test at a time; for the time-limit-"
  echo "#             exceeded ones one run, two tests at a time, cut at ${slow_cap} s or later,"
  echo "#             only on group full); - not judged"
  printf '#id\tgroup\tpin\tn\tm\tk\tanswer\treach\tnote\tsource'
  printf '\t%s' "${names[@]}"
  printf '\n'
  while IFS=$'\t' read -r name group pin note source; do
    read -r n m <"$pool/$name.in"
    k=$(sed -n "$((n + 6))p" "$pool/$name.in")
    answer=$(head -n 1 "$pool/$name.ans")
    [ "$answer" = "No solution." ] && answer=none
    reach=$(awk -F'\t' -v f="$pool/$name.in" '$1 == f { print $2 }' "$work/reach.tsv")
    row=$(grep -m1 "^$name"$'\t' "$table" | cut -f2-)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$group" "$pin" "$n" "$m" "$k" \
      "$answer" "$reach" "$note" "$source" "$row"
  done <"$index"
} >"$record.new" && mv "$record.new" "$record" || fail "cannot write $record"
echo "search.sh: wrote $record ($(grep -vc '^#' "$record") candidates)" >&2
