#!/usr/bin/env bash
# verify_packages.sh [BUILD_DIR]
# Proves the Kattis packages of bin/package with the judges' own tools, set up from the
# source snapshots in ../shared/judges (beside this repository) by its setup.sh:
#   - Kattis problemtools' verifyproblem on the pass-fail and the scoring package
#     (legacy format), every part but the statement (which needs LaTeX and plasTeX):
#     0 errors and 0 warnings each, and on the 2023-07 scoring package with partial
#     credit, where the wrong solutions that earn partial points on every test are
#     partially accepted, and problemtools' three warnings are its notes (see below);
#   - BAPCtools, which reads only the newest format, on a `bt upgrade`d copy of the
#     pass-fail package: its time limit is data/limits.tsv's rounded up to whole seconds; `bt validate` (inputs,
#     answers with the package's answer validator, the 2023-07 export's validator and
#     checker tests, BAPCtools' generated invalid inputs and answers and valid outputs) and `bt run` (every submission on every test) must exit
#     0, every accepted submission AC and every wrong-answer one WA; `bt zip` warns of
#     nothing and exits 0;
#   - testlib as the reference for how the checker and validator report
#     (tests/package/compare_testlib.sh, also ctest package/judges_testlib_reference).
# Without ../shared/judges it prints "skipped: ../shared/judges not found" and exits 77
# (ctest's skip code). Without BUILD_DIR it builds the project first (scripts/common.sh).
# Timings: verifyproblem and bt run get a fixed 30 s limit on their command lines, since a
# verdict, not speed, is what is verified on a machine other builds share (the accepted
# submissions took 1.7 s of CPU instead of 1.0 s at load 12); the package's own limit is
# checked as data (limits.time_limit, bt upgrade's, against data/limits.tsv), and by one
# verifyproblem and one bt run of the too-slow submissions at it, where a busier machine
# only makes them slower. A run takes about 6 minutes on two idle cores, 25 at load 12.
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
# verifyproblem and bt compile every submission of each package they verify: the same
# runs, answered from the build folder's compile cache after the first
# (tests/support/compile_cache.py).
export SNAKE_COMPILE_CACHE=${SNAKE_COMPILE_CACHE:-$build/compile_cache}
source "$root/tests/support/compile_cache.sh"
work=${SNAKE_VERIFY_LOGS:-}
keep=1
[ -n "$work" ] || { work=$(mktemp -d); keep=0; }
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

# The judges' tools live in the build folder: set up once, only refreshed later (setup.sh
# keeps its pinned npm packages there), with TeX for bt zip (tests/package/set_up_judges.sh).
tools=$build/judges
# (Under ctest, its fixture has set them up: tests/package/set_up_judges.sh.)
[ "${SNAKE_JUDGES_SET_UP:-}" = 1 ] ||
  bash "$judges/setup.sh" "$tools" --with-latex >"$work/setup.log" 2>&1 || { cat "$work/setup.log"; exit 1; }
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

# verify LOG FOLDER EXPECTED_SUMMARY SUBMISSIONS [ARGS...]: verifyproblem on FOLDER's
# package, judging the submissions the regular expression SUBMISSIONS names, with ARGS;
# its summary line must be EXPECTED_SUMMARY. The log: $work/verifyproblem-LOG.log.
verify() {
  local log=$work/verifyproblem-$1.log
  (cd "$work/$2" && "$tools/bin/verifyproblem" snake -s "$4" "${@:5}") >"$log" 2>&1
  local summary
  summary=$(grep 'tested:' "$log" | tail -1)
  echo "verifyproblem $1: $summary"
  [ "$summary" = "$3" ] ||
    { fail "verifyproblem $1: expected '$3'"; grep -E '^(ERROR|WARNING)|Slowest AC' "$log"; }
}
# Every submission but the too-slow ones, every part but the statement, at a fixed 30 s
# (their verdicts, not speed).
judged='^(accepted|wrong_answer|partially_accepted)/'
parts=(-p config data validators graders submissions)
verify passfail passfail "snake tested: 0 errors, 0 warnings" "$judged" "${parts[@]}" --fixed_timelim 30
# The too-slow submissions at the package's own limit: problemtools sets it from the
# accepted ones (max(1, ceil(1.5 x slowest)) = 1 s) and wants each too-slow one TLE at it
# and at the margin (time_safety_margin 1.2 x, package/formats/kattis.cpp says why). Only
# the pass-fail package: scored, every test is run, and any test a too-slow solution takes
# between 1 s and 1.2 s changes its score between the two limits. Whether a run is over
# a fixed 1 s depends on the machine's speed (this machine's has varied 2 x between days:
# the slowest accepted run 0.21 s one day, 0.34 s another), so the outcome is printed,
# never asserted (a test outcome must not depend on how fast or busy the machine is): the
# verdicts, each too-slow submission's, and verifyproblem's summary. What fails the run is
# what no machine explains: an error other than a too-slow verdict at the limits, or a
# too-slow submission judged anything but TLE or AC (a correct program that prints a
# wrong answer). The tests hold each too-slow solution where the search found it slowest
# (generator/selection.hpp; for tle_spfa a ridges board); docs/package.md quotes runs.
slow_expected=$(ls "$work/passfail/snake/submissions/time_limit_exceeded" | grep -c '\.cpp$')
[ "$slow_expected" -ge 4 ] || fail "the pass-fail package has $slow_expected too-slow submissions, at least 4 wanted"
log=$work/verifyproblem-passfail-too-slow.log
(cd "$work/passfail" && "$tools/bin/verifyproblem" snake -p submissions -s '^(accepted|time_limit_exceeded)/') >"$log" 2>&1
echo "verifyproblem passfail at the package's limit (printed, not asserted): $(grep 'tested:' "$log" | tail -1)"
grep -E 'Slowest AC|TLE submission|sensitive to time limit' "$log" | sed 's/^ */  /'
grep -E '^(ERROR|WARNING)' "$log" | grep -vE 'TLE submission .* (got AC|sensitive to time limit)' | grep -q . &&
  { fail "verifyproblem passfail at the package's limit: errors or warnings other than a too-slow run's speed"
    grep -E '^(ERROR|WARNING)' "$log"; }
verify scoring scoring "snake tested: 0 errors, 0 warnings" "$judged" "${parts[@]}" --fixed_timelim 30
# The partial-credit package with its submissions: the wrong solutions that always print
# the jury's time (their files say so, tests/package/check_partial.sh confirms it) are in
# submissions/partially_accepted/, which problemtools judges as AC with less than the full
# score. Its three warnings are problemtools', each named: its 2023-07 support is
# incomplete; it knows partially_accepted/ only from the legacy format (2023-07 defines
# the folder in submissions/submissions.yaml, which this problemtools does not read yet);
# the command line's fixed time limit overrides problem.yaml's.
# This problemtools predates the 2023-07 format's validator tests: it takes
# data/invalid_input/ for a test group ("Test data at top level can only have the groups
# sample and secret", and one "No matching answer file" a test). verifyproblem judges a
# copy without it; bt validate runs the folder below.
for folder in invalid_input invalid_output valid_output; do
  [ -d "$work/v2023/snake/data/$folder" ] && mv "$work/v2023/snake/data/$folder" "$work/v2023-$folder"
done
[ -d "$work/v2023-invalid_input" ] || fail "the 2023-07 export has no data/invalid_input"
verify v2023 v2023 "snake tested: 0 errors, 3 warnings" "$judged" "${parts[@]}" --fixed_timelim 30
v2023_warnings=$(grep '^WARNING' "$work/verifyproblem-v2023.log" | LC_ALL=C sort)
v2023_expected=$(LC_ALL=C sort <<'WARNINGS'
WARNING Support for version 2023-07-draft is very incomplete. Verification may not work as expected.
WARNING Directory submissions/partially_accepted is not part of format version 2023-07-draft, but part of legacy
WARNING There is a fixed time limit in problem.yaml, and you provided one on command line. Using command line.
WARNINGS
)
[ "$v2023_warnings" = "$v2023_expected" ] ||
  { fail "verifyproblem v2023: warnings other than problemtools' three notes"; echo "$v2023_warnings"; }
pac=$(grep -c '^ *PAC submission .* OK: AC' "$work/verifyproblem-v2023.log")
pac_expected=$(ls "$work/v2023/snake/submissions/partially_accepted" | grep -c '\.cpp$')
echo "verifyproblem v2023: $pac of $pac_expected partially accepted submissions AC with a partial score"
[ "$pac_expected" -gt 0 ] && [ "$pac" = "$pac_expected" ] ||
  fail "verifyproblem v2023: $pac partially accepted submissions judged OK, the package has $pac_expected"
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
# The 2023-07 export's validator and checker tests (data/invalid_input/, invalid_output/,
# valid_output/, package/program_tests.hpp) join the copy: bt upgrades only the legacy
# format, and both layouts carry the same validator and checker-kattis.
export_package v2023plain --format kattis-2023
for folder in invalid_input invalid_output valid_output; do
  cp -r "$work/v2023plain/snake/data/$folder" "$work/bt/snake/data/" || fail "the 2023-07 export has no data/$folder"
done
(cd "$work/bt/snake" && "$tools/bin/bt" validate --no-bar) >"$work/bt-validate.log" 2>&1
code=$?
echo "bt validate: exit $code"
[ $code = 0 ] || { fail "bt validate"; cat "$work/bt-validate.log"; }
(cd "$work/bt/snake" && "$tools/bin/bt" run --no-bar --time-limit 30 submissions/accepted submissions/wrong_answer) \
  >"$work/bt-run.log" 2>&1
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

# The too-slow submissions at the package's own limit (1 s, and limits.time_multipliers'
# time_limit_to_tle 1.2 from the legacy time_safety_margin), printed as bt judges them and
# not asserted, as for verifyproblem above (bt measures wall time: a busier machine makes
# them slower still, a faster one may see one under the limit). A verdict other than TLE
# or AC fails the run.
(cd "$work/bt/snake" && "$tools/bin/bt" run --no-bar submissions/time_limit_exceeded) >"$work/bt-run-slow.log" 2>&1
code=$?
sed 's/\x1b\[[0-9;]*m//g' "$work/bt-run-slow.log" | grep '^time_limit_exceeded/' >"$work/bt-run-slow.txt"
slow=$(grep -c '^time_limit_exceeded/[^ ]* *TLE' "$work/bt-run-slow.txt")
echo "bt run, too slow at the package's limit (printed, not asserted): exit $code, $slow of $slow_expected TLE"
sed 's/^/  /' "$work/bt-run-slow.txt"
grep -vE '^time_limit_exceeded/[^ ]* *(TLE|AC)' "$work/bt-run-slow.txt" &&
  fail "bt run of the too-slow submissions: a verdict other than TLE or AC"

# The time limit BAPCtools uses: data/limits.tsv's rounded up to whole seconds, from
# domjudge-problem.ini (the legacy format has no field for it; `bt upgrade` moves it to
# limits.time_limit).
bt_limit=$(sed -n 's/^  time_limit: //p' "$work/bt/snake/problem.yaml")
echo "bt upgrade: limits.time_limit $bt_limit (data/limits.tsv: $limit, rounded up: $kattis_limit)"
python3 -c 'import sys; sys.exit(float(sys.argv[1]) != float(sys.argv[2]))' "${bt_limit:-0}" "$kattis_limit" ||
  fail "bt upgrade: limits.time_limit is '$bt_limit', data/limits.tsv's $limit rounded up is $kattis_limit"
# bt zip builds the statement and the editorial and collects the validators' constraints:
# every bound they check must be reached by some test (the test selection's needs "one
# row (n = 1)" and "one column (m = 1)", generator/selection.cpp, see to it). It must
# exit 0 with no warning and no error.
(cd "$work/bt/snake" && "$tools/bin/bt" zip --no-bar) >"$work/bt-zip.log" 2>&1
code=$?
warnings=$(sed 's/\x1b\[[0-9;]*m//g' "$work/bt-zip.log" | grep -E 'WARNING|ERROR|not found' | sed 's/^ *//')
echo "bt zip: exit $code; its warnings: ${warnings:-none}"
[ $code = 0 ] && [ -z "$warnings" ] || { fail "bt zip: exit $code"; cat "$work/bt-zip.log"; }

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
