#!/usr/bin/env bash
# check_regenerate.sh BIN_DIR DATA_DIR
# data/regenerate.sh, run into an empty temporary directory, reproduces byte for byte the
# selection (manifest.tsv, selection.tsv, small_set.tsv, from data/record.tsv) and every
# committed data/tests file (and nothing more).
set -u
bin=$1 data=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$data/regenerate.sh" "$bin" "$out" >/dev/null || { echo "FAIL: regenerate.sh failed"; exit 1; }
status=0
compare() {  # compare COMMITTED MADE NAME
  if [ ! -f "$2" ]; then
    echo "FAIL: $3 is not regenerated"; status=1
  elif [ ! -f "$1" ]; then
    echo "FAIL: $3 is regenerated but not committed"; status=1
  elif ! cmp -s "$1" "$2"; then
    echo "FAIL: $3 differs from its regeneration:"
    diff "$1" "$2" | head -n 20
    status=1
  fi
}
for file in manifest.tsv selection.tsv small_set.tsv; do
  compare "$data/$file" "$out/$file" "data/$file"
done
for name in $( (ls "$data/tests"; ls "$out/tests") | sort -u); do
  compare "$data/tests/$name" "$out/tests/$name" "data/tests/$name"
done
[ $status = 0 ] && echo "the selection and all $(ls "$out/tests" | wc -l) test files reproduced byte for byte"
exit $status
