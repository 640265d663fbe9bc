#!/usr/bin/env bash
# check_solution.sh BIN_DIR SOLUTION_DIR DATA_DIR RUNS_DIR NAME
# Runs the solution NAME of data/solutions/tags.tsv on every test (data/solutions/run.sh:
# a 10 s limit a test, crashes and timeouts are verdicts), keeps the runs in
# RUNS_DIR/NAME.tsv for check_claims.sh and check_table.sh, and checks its tag: main and
# accepted solutions pass every test; wrong-answer solutions fail at least one. A FAIL
# verdict (the checker found the jury answer wrong) always fails this test.
set -u
bin=$1 solutions=$2 data=$3 runs=$4 name=$5
tag=$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$data/solutions/tags.tsv")
[ -n "$tag" ] || { echo "FAIL: $name is not in tags.tsv"; exit 1; }
if [ "$name" = main ]; then exe=$bin/solver; else exe=$solutions/$name; fi
mkdir -p "$runs"
rm -f "$runs/$name.tsv"
"$data/solutions/run.sh" "$bin" "$exe" "$data/tests" >"$runs/$name.tsv.part" || exit 1
mv "$runs/$name.tsv.part" "$runs/$name.tsv"
failed=$(awk -F'\t' '$2 != "OK" { printf "%s%s %s", sep, $1, $2; sep = ", " }' "$runs/$name.tsv")
slowest=$(sort -t$'\t' -k3,3 -n -r "$runs/$name.tsv" | head -n 1 | cut -f 1,3 | tr '\t' ' ')
echo "$name ($tag): failed: ${failed:-none}; slowest run: test ${slowest} ms"
awk -F'\t' '$2 != "OK" { print "  " $1 " " $2 ": " $4 }' "$runs/$name.tsv"
if grep -q $'\tFAIL\t' "$runs/$name.tsv"; then
  echo "FAIL: the checker rejected a jury answer (verdict FAIL above): the package is wrong"
  exit 1
fi
case $tag in
  main | accepted)
    [ -z "$failed" ] || { echo "FAIL: a $tag solution must pass every test"; exit 1; } ;;
  wrong-answer)
    [ -n "$failed" ] || { echo "FAIL: a wrong-answer solution must fail at least one test"; exit 1; } ;;
esac
