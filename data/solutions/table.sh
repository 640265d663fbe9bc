#!/usr/bin/env bash
# table.sh RUNS_DIR
# Prints the fail table (Markdown) from the judge driver's JSON reports
# RUNS_DIR/<solution>.json (bin/judge --json; judge_all.sh or the package tests write
# them; read with jq and kinds.jq): first the solutions of tags.tsv, each with its tag,
# what it gets wrong, how its file says it fails and the tests it fails; then one row a
# solution and one column a test, a cell the failure kind in one letter (. for AC, blank
# where the solution was not judged: the too-slow ones run only where they must time
# out); then the tests (group, board, k, jury answer, claims). Only verdicts appear, never
# times, so the table is the same on every run and data/solutions/README.md can be
# checked against it.
set -u -o pipefail
if [ $# -ne 1 ]; then
  echo "usage: table.sh RUNS_DIR" >&2
  exit 2
fi
command -v jq >/dev/null || { echo "table.sh: needs jq (Debian package jq)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
runs=$1
letter() {
  case $1 in
    ok) echo . ;; not-optimal) echo N ;; no-solution) echo S ;; illegal-move) echo I ;;
    claimed-time) echo C ;; food-left) echo F ;; after-last) echo A ;; TLE) echo T ;;
    MLE) echo M ;; RE) echo R ;; PE) echo P ;; OLE) echo O ;; FAIL) echo X ;; *) echo '?' ;;
  esac
}
tests=()
while IFS=$'\t' read -r test rest; do
  case $test in '#'* | '') continue ;; esac
  tests+=("$test")
done <"$here/../manifest.tsv"
declare -A kinds  # [solution/test] = kind
names=()
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  if [ ! -f "$runs/$name.json" ]; then
    echo "table.sh: no report of $name in $runs (run judge_all.sh first)" >&2
    exit 1
  fi
  names+=("$name")
  while IFS=$'\t' read -r test kind cpu; do
    kinds[$name/$test]=$kind
  done < <(jq -r -f "$here/kinds.jq" "$runs/$name.json")
done <"$here/tags.tsv"

echo "| solution | tag | what it does | fails as | fails tests |"
echo "|---|---|---|---|---|"
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  failed=()
  for test in "${tests[@]}"; do
    kind=${kinds[$name/$test]:-}
    [ -n "$kind" ] && [ "$kind" != ok ] && failed+=("$test")
  done
  file=$name.cpp; [ "$name" = main ] && file="bin/solver"
  how=$(grep -m1 '^// Fails as: ' "$here/$name.cpp" 2>/dev/null | sed 's|^// Fails as: ||')
  list=$(IFS=,; echo "${failed[*]:-}" | sed 's/,/, /g')
  echo "| $file | $tag | $summary | ${how:--} | ${list:-none} |"
done <"$here/tags.tsv"
echo
echo "Kinds: \`.\` AC, \`N\` not optimal, \`S\` says No solution. wrongly, \`I\` an illegal move,"
echo "\`C\` a claimed time its moves do not cost, \`F\` food left, \`A\` moves after the last food,"
echo "\`T\` TLE, \`R\` RE, \`P\` PE, \`M\` MLE; blank: not judged there."
echo
header="| solution |" rule="|---|"
for test in "${tests[@]}"; do header+=" $test |"; rule+=":-:|"; done
echo "$header failed |"
echo "$rule---:|"
for name in "${names[@]}"; do
  row="| $name |" count=0
  for test in "${tests[@]}"; do
    kind=${kinds[$name/$test]:-}
    if [ -z "$kind" ]; then
      row+="  |"
    else
      row+=" $(letter "$kind") |"
      [ "$kind" != ok ] && count=$((count + 1))
    fi
  done
  echo "$row $count |"
done
echo
echo "| test | group | n x m | k | answer | claims |"
echo "|---|---|---|---|---|---|"
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  input=$here/../tests/$test.in
  read -r n m <"$input"
  k=$(sed -n "$((n + 6))p" "$input")
  answer=$(head -n 1 "$here/../tests/$test.ans")
  echo "| $test | $group | $n x $m | $k | $answer | ${claims//,/, } |"
done <"$here/../manifest.tsv"
