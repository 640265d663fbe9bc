#!/usr/bin/env bash
# check_partial.sh BIN_DIR DATA_DIR RUNS_DIR
# Which wrong solutions a package with partial credit (bin/package --partial F) must ship
# as partially accepted: exactly those whose file has the line
#   // With partial credit: partially accepted (...)
# (package/exporter.cpp reads it; the Kattis formats put them in
# submissions/partially_accepted/, where problemtools wants verdict AC on every test and
# less than the full score). Each wrong-answer solution of tags.tsv is judged with
# --partial 0.5 on every test of DATA_DIR/tests from its run in ctest
# package/solution/NAME (the package_runs fixture: RUNS_DIR/NAME.json, and the outputs of
# its rejected tests in RUNS_DIR/NAME.replays/), so that no solution runs twice: partial
# credit changes only what the checker rejects, so a test the solution passed stays AC,
# one it failed by how it ran (TLE, RE, ...) stays so, and the kept output of a WA or PE
# test is checked again by bin/checker --partial 0.5 (exit 7: PARTIAL):
#   - with the line, every test must end AC or PARTIAL (it always prints the jury's time),
#     and at least one PARTIAL;
#   - without it, at least one test must end in another verdict (it earns nothing there),
#     so that a solution the exporter files under wrong_answer/ is one.
# The runs have a limit that only catches hangs: no verdict here turns on the machine's load.
set -u
bin=$1 data=$2 runs=$3
command -v jq >/dev/null || { echo "FAIL: check_partial.sh needs jq (Debian package jq)"; exit 1; }
status=0 marked=0 checked=0

# The verdict with --partial 0.5 of test TEST whose run ended in VERDICT with OUTPUT kept.
verdict_with_partial() {  # verdict_with_partial TEST VERDICT OUTPUT
  case $2 in WA | PE) ;; *) echo "$2"; return ;; esac
  [ -f "$3" ] || { echo "NO-OUTPUT-KEPT"; return; }
  "$bin/checker" --partial 0.5 "$data/tests/$1.in" "$3" "$data/tests/$1.ans" >/dev/null 2>&1
  case $? in 0) echo AC ;; 7) echo PARTIAL ;; 1) echo WA ;; 2) echo PE ;; *) echo FAIL ;; esac
}

while IFS=$'\t' read -r name tag _; do
  case $name in '#'* | '') continue ;; esac
  [ "$tag" = wrong-answer ] || continue
  checked=$((checked + 1))
  report=$runs/$name.json
  [ -f "$report" ] ||
    { echo "FAIL: no report $report (ctest package/solution/$name writes it)"; status=1; continue; }
  verdicts=$(jq -r '.tests[] | [.name, .verdict, .output_file // ""] | @tsv' "$report" |
    while IFS=$'\t' read -r test verdict output; do
      echo "$test $(verdict_with_partial "$test" "$verdict" "$output")"
    done)
  [ -n "$verdicts" ] || { echo "FAIL: $report judges no test"; status=1; continue; }
  summary=$(awk '{n[$2]++} END {for (v in n) print v, n[v]}' <<<"$verdicts" | LC_ALL=C sort | paste -sd, - | sed 's/,/, /g')
  others=$(awk '$2 != "AC" && $2 != "PARTIAL" {print $1}' <<<"$verdicts" | paste -sd' ' -)
  partial=$(awk '$2 == "PARTIAL"' <<<"$verdicts" | wc -l)
  if grep -q '^// With partial credit: partially accepted' "$data/solutions/$name.cpp"; then
    marked=$((marked + 1))
    if [ -n "$others" ] || [ "$partial" -eq 0 ]; then
      echo "FAIL: $name says it is partially accepted with partial credit, but gets $summary${others:+ (not partial: tests $others)}"
      status=1
    else
      echo "$name: partially accepted ($summary)"
    fi
  elif [ -z "$others" ]; then
    echo "FAIL: $name earns partial credit on every test it fails ($summary): give its file the line '// With partial credit: partially accepted (...)'"
    status=1
  fi
done <"$data/solutions/tags.tsv"
echo "checked $checked wrong solutions with partial credit: $marked partially accepted, the others rejected on some test"
exit $status
