#!/usr/bin/env bash
# table.sh RUNS_DIR
# Prints the fail table (Markdown) from the judge driver's JSON reports
# RUNS_DIR/<solution>.json (bin/judge --json; judge_all.sh or the package tests write
# them; read with jq): one row a test (its group, size, k, jury answer and claims from
# data/manifest.tsv and data/tests), one column a solution of tags.tsv; a cell is "."
# when the solution got AC and its verdict (WA, PE, RE, TLE, MLE, OLE, FAIL) when it did
# not. The last row counts the failed tests. Before it, a legend: each solution's tag,
# summary and failed tests. Only verdicts appear, never times, so the table is the same
# on every run and data/solutions/README.md can be checked against it.
set -u -o pipefail
if [ $# -ne 1 ]; then
  echo "usage: table.sh RUNS_DIR" >&2
  exit 2
fi
command -v jq >/dev/null || { echo "table.sh: needs jq (Debian package jq)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
runs=$1
names=() columns=()
declare -A verdicts  # [solution/test] = verdict
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  if [ ! -f "$runs/$name.json" ]; then
    echo "table.sh: no report of $name in $runs (run judge_all.sh first)" >&2
    exit 1
  fi
  names+=("$name") columns+=("$column")
  while IFS=$'\t' read -r test verdict; do
    verdicts[$name/$test]=$verdict
  done < <(jq -r '.tests[] | "\(.name)\t\(.verdict)"' "$runs/$name.json")
done <"$here/tags.tsv"

# First the solutions: tag, what each gets wrong, and the tests it fails.
echo "| column | solution | tag | what it does | fails tests |"
echo "|---|---|---|---|---|"
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  failed=$(jq -r '[.tests[] | select(.verdict != "AC") | .name] | join(", ")' "$runs/$name.json")
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
    verdict=${verdicts[$name/$test]:-}
    if [ -z "$verdict" ]; then
      echo "table.sh: the report of $name has no test $test" >&2
      exit 1
    fi
    if [ "$verdict" = AC ]; then
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
