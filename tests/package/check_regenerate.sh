#!/usr/bin/env bash
# check_regenerate.sh BIN_DIR DATA_DIR
# data/regenerate.sh, run into an empty temporary directory, reproduces every committed
# data/tests file byte for byte (and nothing more).
set -u
bin=$1 data=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$data/regenerate.sh" "$bin" "$out" || { echo "FAIL: regenerate.sh failed"; exit 1; }
status=0
for file in "$data"/tests/* "$out"/*; do
  name=$(basename "$file")
  if [ ! -f "$out/$name" ]; then
    echo "FAIL: data/tests/$name is not regenerated"; status=1
  elif [ ! -f "$data/tests/$name" ]; then
    echo "FAIL: $name is regenerated but not committed"; status=1
  elif ! cmp -s "$data/tests/$name" "$out/$name"; then
    echo "FAIL: data/tests/$name differs from its regeneration:"
    diff "$data/tests/$name" "$out/$name" | head -n 20
    status=1
  fi
done
[ $status = 0 ] && echo "all $(ls "$out" | wc -l) files reproduced byte for byte"
exit $status
