#!/usr/bin/env bash
# The main job on the bundled sample: build what it runs (if needed), then validate the
# input, solve it, judge the solver's answer with the special judge, and write the replay
# page of that answer. It builds the four tools it runs and nothing else (no tests, no
# static copies): scripts/build_times.sh measures it from a clean clone (docs/ci.md).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages
snake_build_in "$snake_build" -- validator solver checker replay
bin=$snake_build/bin
input=$snake_root/data/sample/sample.in
output=$(mktemp)
stats=$(mktemp)
trap 'rm -f "$output" "$stats"' EXIT

echo "== Input: data/sample/sample.in"
cat "$input"
echo
echo "== Validator (published limits: n, m <= 12, k <= 4)"
"$bin/validator" "$input" && echo "valid"
echo
echo "== Solver"
"$bin/solver" --stats "$input" >"$output" 2>"$stats"
cat "$output"
sed 's/^/  # /' "$stats"
echo
echo "== Checker (testlib protocol: input, contestant output, jury answer)"
"$bin/checker" "$input" "$output" "$snake_root/data/sample/sample.ans" 2>&1
echo
page=$snake_build/sample-replay.html
"$bin/replay" "$input" "$output" --answer "$snake_root/data/sample/sample.ans" -o "$page" \
  >/dev/null
echo "== Replay page: $page (one self-contained HTML file: open it in a browser)"
