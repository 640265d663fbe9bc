#!/usr/bin/env bash
# check_bounds.sh BIN_DIR DATA_DIR
# Bound coverage, as BAPCtools' `bt constraints` and testlib's test overview report it:
# every bound data/constraints.def declares is reached by some test of DATA_DIR/tests.
# It reads what bin/validator says about each test (--testOverviewLogFileName, testlib's
# format: `"n": min-value-hit max-value-hit`), never the tests' numbers itself:
#   - with no flags (the declared limits), over all tests: the minimum and the maximum
#     of n, m, k and w are each hit by some test;
#   - with --group G on the tests of group G (data/manifest.tsv): the group's own bounds
#     are hit, k = max_k and, when the group bounds n * m, n * m = max_cells.
# Prints one line a bound with the first test that reaches it (or "NOT REACHED").
# Exit status: 0 when every bound is reached, 1 when one is not or a test is invalid,
# 2 on bad arguments.
set -u -o pipefail
[ $# = 2 ] || { echo "usage: check_bounds.sh BIN_DIR DATA_DIR" >&2; exit 2; }
bin=$1 data=$2
[ -x "$bin/validator" ] || { echo "check_bounds.sh: no $bin/validator" >&2; exit 2; }
[ -f "$data/constraints.def" ] || { echo "check_bounds.sh: no $data/constraints.def" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# The declaration: "SNAKE_BOUND(n, 1, 15)" and "SNAKE_GROUP(k1, 1, 0, "k <= 1")".
entries() {
  awk -F'[(),]' -v kind="$1" '$1 == kind { for (i = 2; i <= 4; ++i) gsub(/ /, "", $i); print $2, $3, $4 }' \
    "$data/constraints.def"
}
# hits FILE...: "name mark test" for every mark of the overview logs named TEST.log.
hits() {
  for log in "$@"; do
    sed -n 's/^"\([^"]*\)":\(.*\)$/\1\t\2/p' "$log" | while IFS=$'\t' read -r name marks; do
      for mark in $marks; do echo "$name $mark $(basename "$log" .log)"; done
    done
  done
}
report() {  # report WHAT NAME MARK VALUE HITS_FILE
  local test
  test=$(awk -v n="$2" -v k="$3" '$1 == n && $2 == k { print $3; exit }' "$5")
  if [ -n "$test" ]; then
    printf '%-22s %-10s %-6s reached by test %s\n' "$1" "$2 $4" "${3%%-*}" "$test"
  else
    printf '%-22s %-10s %-6s NOT REACHED\n' "$1" "$2 $4" "${3%%-*}"
    status=1
  fi
}

validate() {  # validate OUT_DIR TEST [FLAGS...]: the overview log of one test
  local out=$1 test=$2
  shift 2
  mkdir -p "$out"
  if ! "$bin/validator" "$@" --testOverviewLogFileName "$out/$test.log" <"$data/tests/$test.in" 2>"$work/err"; then
    echo "FAIL: test $test is invalid under validator $*: $(cat "$work/err")"
    status=1
  fi
}

tests=$(awk -F'\t' '!/^#/ && NF { print $1 }' "$data/manifest.tsv")
[ -n "$tests" ] || { echo "check_bounds.sh: no tests in $data/manifest.tsv"; exit 1; }
for test in $tests; do validate "$work/all" "$test"; done
hits "$work"/all/*.log >"$work/all.hits"
entries SNAKE_BOUND >"$work/bounds"
[ -s "$work/bounds" ] || { echo "FAIL: data/constraints.def declares no bound"; exit 1; }
while read -r name low high; do
  report "all tests" "$name" min-value-hit "= $low" "$work/all.hits"
  report "all tests" "$name" max-value-hit "= $high" "$work/all.hits"
done <"$work/bounds"

entries SNAKE_GROUP >"$work/groups"
while read -r group max_k max_cells; do
  members=$(awk -F'\t' -v g="$group" '!/^#/ && $2 == g { print $1 }' "$data/manifest.tsv")
  if [ -z "$members" ]; then
    echo "FAIL: group $group has no test"
    status=1
    continue
  fi
  for test in $members; do validate "$work/$group" "$test" --group "$group"; done
  hits "$work/$group"/*.log >"$work/$group.hits"
  report "group $group" k max-value-hit "= $max_k" "$work/$group.hits"
  if [ "$max_cells" != 0 ]; then report "group $group" "n*m" max-value-hit "= $max_cells" "$work/$group.hits"; fi
done <"$work/groups"
[ "$status" = 0 ] && echo "every declared bound is reached ($(echo "$tests" | wc -w) tests)"
exit "$status"
