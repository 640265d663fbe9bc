#!/usr/bin/env bash
# check_partial.sh BIN_DIR DATA_DIR SOLUTIONS_DIR
# Which wrong solutions a package with partial credit (bin/package --partial F) must ship
# as partially accepted: exactly those whose file has the line
#   // With partial credit: partially accepted (...)
# (package/exporter.cpp reads it; the Kattis formats put them in
# submissions/partially_accepted/, where problemtools wants verdict AC on every test and
# less than the full score). Each wrong-answer solution of tags.tsv is judged by the judge
# driver with --partial 0.5 on every test of DATA_DIR/tests:
#   - with the line, every test must end AC or PARTIAL (it always prints the jury's time),
#     and at least one PARTIAL;
#   - without it, at least one test must end in another verdict (it earns nothing there),
#     so that a solution the exporter files under wrong_answer/ is one.
# A limit that only catches hangs, as in each solution's own ctest: no verdict here
# turns on the machine's load.
set -u
bin=$1 data=$2 solutions=$3
command -v jq >/dev/null || { echo "FAIL: check_partial.sh needs jq (Debian package jq)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0 marked=0 checked=0
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  [ "$tag" = wrong-answer ] || continue
  checked=$((checked + 1))
  report=$work/$name.json
  "$bin/judge" --program "$solutions/$name" --tests "$data/tests" --partial 0.5 -j 2 \
    --time-limit 60 --wall-limit 600 --memory-limit 1024 --json "$report" >/dev/null
  [ -f "$report" ] || { echo "FAIL: the judge wrote no report for $name"; status=1; continue; }
  verdicts=$(jq -r '[.tests[].verdict] | group_by(.) | map("\(.[0]) \(length)") | join(", ")' "$report")
  others=$(jq -r '[.tests[] | select(.verdict != "AC" and .verdict != "PARTIAL") | .name] | join(" ")' "$report")
  partial=$(jq '[.tests[] | select(.verdict == "PARTIAL")] | length' "$report")
  if grep -q '^// With partial credit: partially accepted' "$data/solutions/$name.cpp"; then
    marked=$((marked + 1))
    if [ -n "$others" ] || [ "$partial" -eq 0 ]; then
      echo "FAIL: $name says it is partially accepted with partial credit, but gets $verdicts${others:+ (not partial: tests $others)}"
      status=1
    else
      echo "$name: partially accepted ($verdicts)"
    fi
  elif [ -z "$others" ]; then
    echo "FAIL: $name earns partial credit on every test it fails ($verdicts): give its file the line '// With partial credit: partially accepted (...)'"
    status=1
  fi
done <"$data/solutions/tags.tsv"
echo "checked $checked wrong solutions with partial credit: $marked partially accepted, the others rejected on some test"
exit $status
