#!/usr/bin/env bash
# check_bounds_gaps.sh BIN_DIR DATA_DIR: data/check_bounds.sh can fail. On a copy of the
# package keeping only the tests of group k1 (none of them has k = 4 or n * m = 36, and
# the other groups have no test), it must exit 1 and name the bounds not reached.
set -u
bin=$1 data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tests"
cp "$data/constraints.def" "$work/"
awk -F'\t' '/^#/ || $2 == "k1"' "$data/manifest.tsv" >"$work/manifest.tsv"
for test in $(awk -F'\t' '!/^#/ { print $1 }' "$work/manifest.tsv"); do cp "$data/tests/$test.in" "$work/tests/"; done
out=$(bash "$data/check_bounds.sh" "$bin" "$work")
status=$?
echo "$out"
fail=0
[ "$status" = 1 ] || { echo "FAIL: exit $status, not 1"; fail=1; }
for line in 'all tests +k = 4 +max +NOT REACHED' 'FAIL: group nm36 has no test' 'FAIL: group full has no test'; do
  grep -Eq "^$line" <<<"$out" || { echo "FAIL: no line '$line'"; fail=1; }
done
grep -Eq '^all tests +n = 15 +max +reached by test 11' <<<"$out" || { echo "FAIL: test 11 (15 x 15) not seen"; fail=1; }
exit "$fail"
