#!/usr/bin/env bash
# verify_packages.sh [BUILD_DIR]
# Proves the Kattis packages of bin/package with the judges' own tools, set up from the
# source snapshots in ../shared/judges (beside this repository) by its setup.sh:
#   - Kattis problemtools' verifyproblem on the pass-fail and the scoring package
#     (legacy format), every part but the statement (which needs LaTeX and plasTeX):
#     0 errors and 0 warnings each, and on the 2023-07 scoring package with partial
#     credit (its submissions left out: see below), where problemtools' one warning is
#     that its 2023-07 support is incomplete;
#   - BAPCtools, which reads only the newest format, on a `bt upgrade`d copy of the
#     pass-fail package: its time limit is data/limits.tsv's rounded up to whole seconds; `bt validate` (inputs,
#     answers with the package's answer validator, BAPCtools' generated invalid inputs and
#     answers and valid outputs) and `bt run` (every submission on every test) must exit
#     0, every accepted submission AC and every wrong-answer one WA; `bt zip` warns of
#     nothing but what the package's content lacks (the editorial; a one-column test)
#     and exits 0 on a copy that has both;
#   - testlib as the reference for how the checker and validator report
#     (tests/package/compare_testlib.sh, also ctest package/judges_testlib_reference).
# Without ../shared/judges it prints "skipped: ../shared/judges not found" and exits 77
# (ctest's skip code). Without BUILD_DIR it builds the project first (scripts/common.sh).
# Timings: verifyproblem and bt run get a fixed 30 s limit on their command lines, since a
# verdict, not speed, is what is verified on a machine other builds share (the accepted
# submissions took 1.7 s of CPU instead of 1.0 s at load 12); the package's own limit is
# checked as data (limits.time_limit, bt upgrade's, against data/limits.tsv). A run takes
# about 6 minutes on two idle cores, 25 minutes at load 12.
# Logs: in $SNAKE_VERIFY_LOGS if set; else in a temporary folder, removed after a
# successful run and kept (its path printed) after a failure.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
judges=$(cd "$root/.." && pwd)/shared/judges
if [ ! -f "$judges/setup.sh" ]; then
  echo "skipped: ../shared/judges not found"
  exit 77
fi
if [ $# -ge 1 ]; then
  build=$(cd "$1" && pwd)
else
  source "$root/scripts/common.sh"
  snake_install_packages
  snake_build_project
  build=$snake_build
fi
work=${SNAKE_VERIFY_LOGS:-}
keep=1
[ -n "$work" ] || { work=$(mktemp -d); keep=0; }
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

# The judges' tools live in the build folder: set up once, only refreshed later (setup.sh
# keeps its pinned npm packages there).
tools=$build/judges
bash "$judges/setup.sh" "$tools" >"$work/setup.log" 2>&1 || { cat "$work/setup.log"; exit 1; }
# BAPCtools' Python language is PyPy; with no pypy3 installed it warns (and exits 1) on
# every problem, whether or not the problem has Python programs. This package has none:
# point the name at CPython so that bt's exit code speaks about the package.
mkdir -p "$work/bin"
command -v pypy3 >/dev/null || ln -sf "$(command -v python3)" "$work/bin/pypy3"
export PATH=$work/bin:$PATH
# bt remembers every problem's uuid in its configuration folder and warns when another
# folder has the same one: give it its own, or an earlier run's copy would count.
export XDG_CONFIG_HOME=$work/config

# Package directories must be named [a-z0-9]+ for verifyproblem.
export_package() {  # export_package FOLDER ARGS...
  rm -rf "$work/$1"
  mkdir -p "$work/$1"
  "$build/bin/package" "${@:2}" --out "$work/$1/snake" || fail "bin/package ${*:2}"
}
export_package passfail --format kattis
export_package scoring --format kattis --scoring
export_package v2023 --format kattis-2023 --scoring --partial 0.3

verify() {  # verify FOLDER EXPECTED_SUMMARY [PARTS]
  local log=$work/verifyproblem-$1.log
  # shellcheck disable=SC2086 # the parts are words
  (cd "$work/$1" && "$tools/bin/verifyproblem" snake -p ${3:-config data validators graders submissions} \
    --fixed_timelim 30) >"$log" 2>&1
  local summary
  summary=$(grep 'tested:' "$log" | tail -1)
  echo "verifyproblem $1: $summary"
  [ "$summary" = "$2" ] || { fail "verifyproblem $1: expected '$2'"; grep -E '^(ERROR|WARNING)' "$log"; }
}
verify passfail "snake tested: 0 errors, 0 warnings"
verify scoring "snake tested: 0 errors, 0 warnings"
# The partial-credit package without its submissions: with --partial, a wrong solution
# that always prints the jury's time (a path-recovery mistake) earns partial points, which
# problemtools counts as AC, and the exporter cannot tell those from the others (their
# tag is wrong-answer; which ones earn partial is known only by judging them), so it puts
# every one in wrong_answer/. The pass-fail and scoring packages verify the submissions.
verify v2023 "snake tested: 0 errors, 1 warning" "config data validators graders"
grep -q 'WARNING Support for version 2023-07-draft is very incomplete' "$work/verifyproblem-v2023.log" ||
  fail "verifyproblem v2023: its warning is not problemtools' note on 2023-07"
# Kattis takes whole seconds: data/limits.tsv's limit rounded up (package/formats/kattis.cpp).
limit=$(awk -F'\t' '$1 == "time" {print $2}' "$root/data/limits.tsv")
kattis_limit=$(python3 -c 'import math, sys; print(math.ceil(float(sys.argv[1])))' "$limit")
grep -q "^  time_limit: $kattis_limit\$" "$work/v2023/snake/problem.yaml" ||
  fail "2023-07 problem.yaml: limits.time_limit is not data/limits.tsv's $limit rounded up, $kattis_limit"

# BAPCtools on an upgraded copy of the pass-fail package.
rm -rf "$work/bt"
mkdir -p "$work/bt"
cp -a "$work/passfail/snake" "$work/bt/snake"
(cd "$work/bt/snake" && "$tools/bin/bt" upgrade --no-bar) >"$work/bt-upgrade.log" 2>&1 ||
  fail "bt upgrade (log: $work/bt-upgrade.log)"
(cd "$work/bt/snake" && "$tools/bin/bt" validate --no-bar) >"$work/bt-validate.log" 2>&1
code=$?
echo "bt validate: exit $code"
[ $code = 0 ] || { fail "bt validate"; cat "$work/bt-validate.log"; }
(cd "$work/bt/snake" && "$tools/bin/bt" run --no-bar --time-limit 30) >"$work/bt-run.log" 2>&1
code=$?
echo "bt run: exit $code"
[ $code = 0 ] || { fail "bt run"; cat "$work/bt-run.log"; }
# Every submission's verdict, as bt prints it: "accepted/x.cpp:  AC 1.0s @ test". bt
# colours its output unless it sees CI or GITLAB_CI in the environment (then it leaves
# colorama uninitialised, so the escape codes reach a file too): they are removed first.
sed 's/\x1b\[[0-9;]*m//g' "$work/bt-run.log" >"$work/bt-run.txt"
submissions=0
while read -r name verdict _; do
  case $name in
    accepted/*) [ "$verdict" = AC ] || fail "bt run: $name got $verdict" ;;
    wrong_answer/*) [ "$verdict" = WA ] || fail "bt run: $name got $verdict" ;;
    *) continue ;;
  esac
  submissions=$((submissions + 1))
done < <(sed -n 's/^\(accepted\|wrong_answer\)\//&/p' "$work/bt-run.txt")
expected=$(ls "$work/passfail/snake/submissions/accepted" "$work/passfail/snake/submissions/wrong_answer" | grep -c '\.cpp$')
echo "bt run: $submissions submissions judged, every accepted one AC and every wrong one WA"
[ "$submissions" = "$expected" ] ||
  { fail "bt run judged $submissions submissions, the package has $expected"; cat "$work/bt-run.txt"; }

# The time limit BAPCtools uses: data/limits.tsv's rounded up to whole seconds, from
# domjudge-problem.ini (the legacy format has no field for it; `bt upgrade` moves it to
# limits.time_limit).
bt_limit=$(sed -n 's/^  time_limit: //p' "$work/bt/snake/problem.yaml")
echo "bt upgrade: limits.time_limit $bt_limit (data/limits.tsv: $limit, rounded up: $kattis_limit)"
python3 -c 'import sys; sys.exit(float(sys.argv[1]) != float(sys.argv[2]))' "${bt_limit:-0}" "$kattis_limit" ||
  fail "bt upgrade: limits.time_limit is '$bt_limit', data/limits.tsv's $limit rounded up is $kattis_limit"
# bt zip builds the statement and the editorial and collects the validators' constraints:
# every bound they check must be reached by some test. What the package lacks today is
# not the exporter's: the editorial (solution.en.tex) and a test whose board is one
# column wide (m = 1). The warnings must be exactly those the package's content predicts;
# and on a copy with both added (a stub editorial, an 8 x 1 test), bt zip must exit 0.
bt_zip() {  # bt_zip FOLDER LOG
  (cd "$1" && "$tools/bin/bt" zip --no-bar) >"$2" 2>&1
  local code=$?
  sed 's/\x1b\[[0-9;]*m//g' "$2" | grep -E 'WARNING|ERROR|not found' | sed 's/^ *//' | LC_ALL=C sort
  return $code
}
expected_warnings=()
[ -f "$work/bt/snake/solution/solution.en.tex" ] || expected_warnings+=("snake: solution/solution.en.tex not found")
awk 'FNR == 1 && $2 == 1 {found = 1} END {exit !found}' "$root"/data/tests/*.in 2>/dev/null ||
  expected_warnings+=("WARNING: BOUND NOT REACHED: \`m\` never equals lower bound 1. Min value found: $(awk 'FNR == 1 {print $2}' "$root"/data/tests/*.in | sort -n | head -1)")
warnings=$(bt_zip "$work/bt/snake" "$work/bt-zip.log")
code=$?
expected_text=$(printf '%s\n' "${expected_warnings[@]}" | sed '/^$/d' | LC_ALL=C sort)
echo "bt zip: exit $code; its warnings: ${warnings:-none}"
[ "$warnings" = "$expected_text" ] || { fail "bt zip: warnings other than the editorial's and m = 1's"; cat "$work/bt-zip.log"; }
[ ${#expected_warnings[@]} -gt 0 ] || [ $code = 0 ] || fail "bt zip exits $code"
# The copy is a folder named snake too: bt checks that a problem's folder name is a short
# name ([a-z0-9]+), and warns (exit 1) otherwise.
complete=$work/bt-complete/snake
rm -rf "$work/bt-complete"
mkdir -p "$work/bt-complete"
cp -a "$work/bt/snake" "$complete"
rm -f "$complete/snake.zip"
# Another folder with the package's uuid would be a warning of its own.
sed -i 's/^uuid: .*/uuid: 6c1f0b52-2011-4b5e-9a7d-000000000000/' "$complete/problem.yaml"
mkdir -p "$complete/solution" "$complete/data/secret/5-full"
[ -f "$complete/solution/solution.en.tex" ] ||
  printf '%% A stand-in editorial of verify_packages.sh.\n\\begin{frame}\\frametitle{Snake}A search over the snake states.\\end{frame}\n' \
    >"$complete/solution/solution.en.tex"
printf '8 1\n1\n1\n1\n1\n1\n1\n1\n1\n4 1\n3 1\n2 1\n1 1\n1\n8 1\n' >"$complete/data/secret/5-full/99.in"
printf '4\nDDDD\n' >"$complete/data/secret/5-full/99.ans"
warnings=$(bt_zip "$complete" "$work/bt-zip-complete.log")
code=$?
echo "bt zip with an editorial and a one-column test added: exit $code"
[ $code = 0 ] || { fail "bt zip on the completed copy: exit $code ($warnings)"; cat "$work/bt-zip-complete.log"; }

bash "$root/tests/package/compare_testlib.sh" "$build/bin" "$root/data" "$judges" >"$work/testlib.log" 2>&1 ||
  { fail "testlib comparison"; cat "$work/testlib.log"; }
echo "testlib: $(tail -1 "$work/testlib.log")"

if [ $status = 0 ]; then
  echo "the Kattis packages pass verifyproblem and BAPCtools"
  [ $keep = 1 ] && echo "logs: $work" || rm -rf "$work"
else
  echo "logs: $work"
fi
exit $status
