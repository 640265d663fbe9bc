#!/usr/bin/env bash
# regenerate.sh BIN_DIR [OUT_DIR]
# Rebuilds the package from what the search found (data/record.tsv): first the choice of
# the tests, BIN_DIR/selector select, which writes manifest.tsv, selection.tsv and
# small_set.tsv; then every test of that manifest: each generated NN.in by running
# BIN_DIR/generator with the recorded command line, the sample by copying it, hand-made
# inputs by copying the committed data/tests/NN.in, and every NN.ans by running
# BIN_DIR/solver on NN.in. OUT_DIR defaults to data/ itself (the tests go to
# OUT_DIR/tests); the package tests regenerate into a temporary directory and compare the
# bytes with the committed files. Every file is written beside its final name and moved
# into place only when whole, so a step that fails leaves the committed file as it was.
# Exit status: 0 when everything was made, 1 when a step failed (it says which), 2 on bad
# arguments, 3 when the selection cannot meet its needs (bin/selector says which).
set -u -o pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: regenerate.sh BIN_DIR [OUT_DIR]" >&2
  exit 2
fi
data=$(cd "$(dirname "$0")" && pwd)
bin=$1
out=${2:-$data}
for tool in selector generator solver; do
  if [ ! -x "$bin/$tool" ]; then
    echo "regenerate.sh: $bin/$tool is missing; build the project first" >&2
    exit 2
  fi
done
mkdir -p "$out/tests"
out=$(cd "$out" && pwd)
# The group sizes of the original contest's mix (data/README.md, "Tests").
"$bin/selector" select --data "$data" --out "$out" --group-sizes nm36:7,k1:8,k2:6,k3:6,full:13
status=$?
[ $status -eq 0 ] || { echo "regenerate.sh: the selection failed" >&2; exit $(( status == 3 ? 3 : 1 )); }
made=0
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  read -r kind args <<<"$source"
  input=$out/tests/$test.in
  case $kind in
    sample)
      cp "$data/$args" "$input.new" || { echo "regenerate.sh: test $test: cannot copy $args" >&2; exit 1; } ;;
    hand)
      cp "$data/tests/$args.in" "$input.new" ||
        { echo "regenerate.sh: test $test: hand-made data/tests/$args.in is missing" >&2; exit 1; } ;;
    generator)
      # shellcheck disable=SC2086  # the recorded arguments are split on spaces on purpose
      if ! "$bin/generator" $args >"$input.new"; then
        echo "regenerate.sh: test $test: generator $args failed" >&2
        rm -f "$input.new"
        exit 1
      fi ;;
    *)
      echo "regenerate.sh: test $test: unknown source '$source'" >&2
      exit 1 ;;
  esac
  mv "$input.new" "$input" || exit 1
  if ! "$bin/solver" "$input" >"$out/tests/$test.ans.new"; then
    echo "regenerate.sh: test $test: solver failed" >&2
    rm -f "$out/tests/$test.ans.new"
    exit 1
  fi
  mv "$out/tests/$test.ans.new" "$out/tests/$test.ans" || exit 1
  made=$((made + 1))
done <"$out/manifest.tsv"
echo "regenerate.sh: made $made tests in $out/tests"
