#!/usr/bin/env bash
# table.sh RUNS_DIR
# Prints the fail table (Markdown) from the runs that run.sh / run_all.sh wrote into
# RUNS_DIR/<solution>.tsv: one row a test (its group, size, k, jury answer and claims
# from data/manifest.tsv and data/tests), one column a solution of tags.tsv; a cell is
# "." when the solution passed and its verdict (WA, PE, RE, TL, FAIL) when it did not.
# The last row counts the failed tests. Before it, a legend: each solution's tag, summary
# and failed tests. Only verdicts appear, never times, so the table
# is the same on every run and data/solutions/README.md can be checked against it.
set -u -o pipefail
if [ $# -ne 1 ]; then
  echo "usage: table.sh RUNS_DIR" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
runs=$1
names=() columns=()
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  if [ ! -f "$runs/$name.tsv" ]; then
    echo "table.sh: no runs of $name in $runs (run run_all.sh first)" >&2
    exit 1
  fi
  names+=("$name") columns+=("$column")
done <"$here/tags.tsv"

# First the solutions: tag, what each gets wrong, and the tests it fails.
echo "| column | solution | tag | what it does | fails tests |"
echo "|---|---|---|---|---|"
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  failed=$(awk -F'\t' '$2 != "OK" { printf "%s%s", sep, $1; sep = ", " }' "$runs/$name.tsv")
  file=$name.cpp; [ "$name" = main ] && file="bin/solver"
  echo "| $column | $file | $tag | $summary | ${failed:-none} |"
done <"$here/tags.tsv"
echo

header="| test | group | n x m | k | answer | claims |"
rule="|---|---|---|---|---|---|"
for column in "${columns[@]}"; do header+=" $column |"; rule+=":-:|"; done
echo "$header"
echo "$rule"
declare -A fails
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  input=$here/../tests/$test.in
  read -r n m <"$input"
  k=$(sed -n "$((n + 6))p" "$input")
  answer=$(head -n 1 "$here/../tests/$test.ans")
  row="| $test | $group | $n x $m | $k | $answer | ${claims//,/, } |"
  for name in "${names[@]}"; do
    verdict=$(awk -F'\t' -v t="$test" '$1 == t { print $2 }' "$runs/$name.tsv")
    if [ -z "$verdict" ]; then
      echo "table.sh: $name has no run of test $test" >&2
      exit 1
    fi
    if [ "$verdict" = OK ]; then
      row+=" . |"
    else
      row+=" $verdict |"
      fails[$name]=$(( ${fails[$name]:-0} + 1 ))
    fi
  done
  echo "$row"
done <"$here/../manifest.tsv"
row="| **failed** | | | | | |"
for name in "${names[@]}"; do row+=" ${fails[$name]:-0} |"; done
echo "$row"
