#!/usr/bin/env bash
# check_answers.sh BIN_DIR DATA_DIR
# Every data/tests/NN.ans is accepted by BIN_DIR/checker as the contestant's output
# against itself as the jury answer: its moves are legal, eat everything and cost its T
# (or it is "No solution.").
set -u
bin=$1 data=$2
[ -x "$bin/checker" ] || { echo "FAIL: $bin/checker is missing (issue 4 not built?)"; exit 1; }
status=0 count=0
for input in "$data"/tests/*.in; do
  answer=${input%.in}.ans
  if ! message=$("$bin/checker" "$input" "$answer" "$answer" 2>&1 >/dev/null); then
    echo "FAIL: $(basename "$answer") is not OK against itself: $message"
    status=1
  fi
  count=$((count + 1))
done
echo "checked $count answers"
exit $status
