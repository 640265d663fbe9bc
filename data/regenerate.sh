#!/usr/bin/env bash
# regenerate.sh BIN_DIR [OUT_DIR]
# Rebuilds the package's tests from data/manifest.tsv: every generated NN.in by running
# BIN_DIR/generator with the recorded command line, the sample by copying it, hand-made
# inputs by copying the committed data/tests/NN.in, and every NN.ans by running
# BIN_DIR/solver on NN.in. OUT_DIR defaults to data/tests itself; the package tests
# regenerate into a temporary directory and compare the bytes with the committed files.
# Exit status: 0 when every test was made, 1 when a step failed (it says which), 2 on bad
# arguments.
set -u -o pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: regenerate.sh BIN_DIR [OUT_DIR]" >&2
  exit 2
fi
data=$(cd "$(dirname "$0")" && pwd)
bin=$1
out=${2:-$data/tests}
for tool in generator solver; do
  if [ ! -x "$bin/$tool" ]; then
    echo "regenerate.sh: $bin/$tool is missing; build the project first" >&2
    exit 2
  fi
done
mkdir -p "$out"
out=$(cd "$out" && pwd)
made=0
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  read -r kind args <<<"$source"
  input=$out/$test.in
  case $kind in
    sample)
      cp "$data/$args" "$input" || { echo "regenerate.sh: test $test: cannot copy $args" >&2; exit 1; } ;;
    hand)
      if [ "$input" != "$data/tests/$test.in" ]; then
        cp "$data/tests/$test.in" "$input" ||
          { echo "regenerate.sh: test $test: hand-made data/tests/$test.in is missing" >&2; exit 1; }
      fi ;;
    generator)
      # shellcheck disable=SC2086  # the recorded arguments are split on spaces on purpose
      if ! "$bin/generator" $args >"$input"; then
        echo "regenerate.sh: test $test: generator $args failed" >&2
        exit 1
      fi ;;
    *)
      echo "regenerate.sh: test $test: unknown source '$source'" >&2
      exit 1 ;;
  esac
  if ! "$bin/solver" "$input" >"$out/$test.ans"; then
    echo "regenerate.sh: test $test: solver failed" >&2
    exit 1
  fi
  made=$((made + 1))
done <"$data/manifest.tsv"
echo "regenerate.sh: made $made tests in $out"
