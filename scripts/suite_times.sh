#!/usr/bin/env bash
# suite_times.sh [BUILD_DIR]: runs the suite of an already built BUILD_DIR (default: the
# ordinary build) once, label by label (quick, slow, fuzz, browser, judges: those that
# the build has), each test once: a label's row has the tests it shares with no earlier
# label (a browser test that is also quick runs in the quick row), so that the rows add
# up to the suite. Prints each row's test count and wall time, then the 15 tests that
# took longest (where the time goes), for docs/ci.md.
# Run it on an otherwise idle machine: the figures are measurements, not limits; on a
# shared one, quote the load average it prints.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
build=$(cd "${1:-$snake_build}" && pwd)
cd "$build"
available=$(ctest --print-labels | sed -n 's/^  *//p')
echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
printf '%-8s %6s %9s %s\n' label tests wall result
total=0
earlier=""
: >"$build/suite_times_tests.txt"
for label in quick slow fuzz browser judges; do
  grep -qx "$label" <<<"$available" || continue
  exclude=()
  [ -z "$earlier" ] || exclude=(-LE "^($earlier)\$")
  count=$(ctest -N -L "^$label\$" "${exclude[@]}" | sed -n 's/^Total Tests: //p')
  begun=$(date +%s.%N)
  if ctest -j "$(nproc)" -L "^$label\$" "${exclude[@]}" >"$build/suite_times_$label.log" 2>&1; then
    result=passed
  else
    result="FAILED (see $build/suite_times_$label.log)"
  fi
  wall=$(awk -v a="$begun" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  total=$(awk -v t="$total" -v w="$wall" 'BEGIN { printf "%.1f", t + w }')
  printf '%-8s %6s %8ss %s\n' "$label" "$count" "$wall" "$result"
  # "  1/9 Test  #3: name ......   Passed    1.23 sec"
  sed -n 's/^ *[0-9]*\/[0-9]* Test *#[0-9]*: \([^ ]*\) .* \([0-9.]*\) sec$/\2 \1/p' \
    "$build/suite_times_$label.log" | sed "s/\$/ $label/" >>"$build/suite_times_tests.txt"
  earlier=${earlier:+$earlier|}$label
done
printf '%-8s %6s %8ss\n' all "" "$total"
echo "machine: $(uptime | sed 's/.*load average/load average/')"
echo "longest tests (seconds, name, row):"
sort -rn "$build/suite_times_tests.txt" | head -15 | sed 's/^/  /'
