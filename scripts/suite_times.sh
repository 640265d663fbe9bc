#!/usr/bin/env bash
# suite_times.sh [BUILD_DIR]: runs the suite of an already built BUILD_DIR (default: the
# ordinary build) once per speed label (quick, slow, fuzz, browser, judges: those that
# the build has) and prints each label's test count and wall time, for docs/ci.md.
# Run it on an otherwise idle machine: the figures are measurements, not limits.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
build=$(cd "${1:-$snake_build}" && pwd)
cd "$build"
available=$(ctest --print-labels | sed -n 's/^  *//p')
printf '%-8s %6s %9s %s\n' label tests wall result
total=0
for label in quick slow fuzz browser judges; do
  grep -qx "$label" <<<"$available" || continue
  count=$(ctest -N -L "^$label\$" | sed -n 's/^Total Tests: //p')
  begun=$(date +%s.%N)
  if ctest -j "$(nproc)" -L "^$label\$" >"$build/suite_times_$label.log" 2>&1; then
    result=passed
  else
    result="FAILED (see $build/suite_times_$label.log)"
  fi
  wall=$(awk -v a="$begun" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  total=$(awk -v t="$total" -v w="$wall" 'BEGIN { printf "%.1f", t + w }')
  printf '%-8s %6s %8ss %s\n' "$label" "$count" "$wall" "$result"
done
printf '%-8s %6s %8ss\n' all "" "$total"
