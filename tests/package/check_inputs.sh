#!/usr/bin/env bash
# check_inputs.sh BIN_DIR DATA_DIR
# Every data/tests/NN.in passes BIN_DIR/validator with the limits and the group the
# manifest records for it (--max-side, --max-food, --group).
set -u
bin=$1 data=$2
[ -x "$bin/validator" ] || { echo "FAIL: $bin/validator is missing (issue 3 not built?)"; exit 1; }
status=0 count=0
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  args=(--max-side "$max_side" --max-food "$max_food" --group "$group")
  if ! message=$("$bin/validator" "$data/tests/$test.in" "${args[@]}" 2>&1); then
    echo "FAIL: test $test is invalid under validator ${args[*]}: $message"
    status=1
  fi
  count=$((count + 1))
done <"$data/manifest.tsv"
echo "validated $count inputs"
exit $status
