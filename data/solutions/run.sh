#!/usr/bin/env bash
# run.sh BIN_DIR SOLUTION TESTS_DIR [TIMEOUT_SECONDS]
# Runs one contestant-style solution on every TESTS_DIR/NN.in and judges its output with
# BIN_DIR/checker against NN.ans. Prints one tab-separated line a test:
#   NN <tab> verdict <tab> milliseconds <tab> detail
# verdict: OK, WA, PE (checker exit 1, 2), FAIL (checker exit 3: the jury answer is
# wrong, a package defect), RE (the solution exited non-zero or died on a signal), TL
# (it ran longer than TIMEOUT_SECONDS, default 10; the run is killed, so a slow or hung
# solution cannot stall CI). detail: the checker's message or the exit status.
# Exit status: 0 when every test was run and judged (whatever the verdicts), 2 on bad
# arguments or a missing checker.
set -u
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: run.sh BIN_DIR SOLUTION TESTS_DIR [TIMEOUT_SECONDS]" >&2
  exit 2
fi
bin=$1 solution=$2 tests=$3 limit=${4:-10}
for tool in "$bin/checker" "$solution"; do
  if [ ! -x "$tool" ]; then
    echo "run.sh: $tool is missing or not executable" >&2
    exit 2
  fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
one_line() { head -c 300 "$1" | tr '\t\r\n' '   ' | sed 's/ *$//'; }
for input in "$tests"/*.in; do
  test=$(basename "$input" .in)
  started=$(date +%s%N)
  # The braces keep bash's own "Segmentation fault" report out of our output.
  { timeout -k 1 "$limit" "$solution" <"$input" >"$work/out" 2>"$work/err"; } 2>/dev/null
  status=$?
  ms=$(( ($(date +%s%N) - started) / 1000000 ))
  if [ $status -eq 124 ] || [ $status -eq 137 ]; then
    printf '%s\tTL\t%s\tkilled after %ss\n' "$test" "$ms" "$limit"
    continue
  fi
  if [ $status -ne 0 ]; then
    if [ $status -gt 128 ]; then
      detail="killed by signal $((status - 128))"
    else
      detail="exit code $status"
    fi
    printf '%s\tRE\t%s\t%s\n' "$test" "$ms" "$detail"
    continue
  fi
  "$bin/checker" "$input" "$work/out" "${input%.in}.ans" 2>"$work/message" >/dev/null
  case $? in
    0) verdict=OK ;;
    1) verdict=WA ;;
    2) verdict=PE ;;
    3) verdict=FAIL ;;
    *) verdict=FAIL ;;
  esac
  printf '%s\t%s\t%s\t%s\n' "$test" "$verdict" "$ms" "$(one_line "$work/message")"
done
