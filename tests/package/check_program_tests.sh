#!/usr/bin/env bash
# check_program_tests.sh BIN_DIR
# The validator and checker tests a package ships (package/program_tests.hpp), judged by
# the package's own programs as its judge runs them:
#   - the 2023-07 package: every data/invalid_input/*.in rejected by
#     input_validators/snake/run (exit 43), every data/invalid_output/ case rejected and
#     every data/valid_output/ case accepted by output_validator/snake/run (43 and 42,
#     `run NAME.in NAME.ans feedback < NAME.out`), as `bt validate` does;
#   - the Polygon package: problem.xml's validator and checker tests, their count equal to
#     the 2023-07 package's, judged by files/val.cpp and files/check.cpp compiled with g++
#     (validator < input exits 0 for valid, non-zero for invalid; checker input output
#     answer exits 0 ok, 1 wrong-answer, 2 presentation-error).
set -u
source "$(dirname "${BASH_SOURCE[0]}")/../support/compile_cache.sh"  # g++ runs made before answer at once
bin=$(cd "$1" && pwd)
status=0
fail() { echo "FAIL: $*"; status=1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
"$bin/package" --format kattis-2023 --out k23 >/dev/null || { echo "FAIL: kattis-2023 export"; exit 1; }
"$bin/package" --format polygon --out polygon >/dev/null || { echo "FAIL: polygon export"; exit 1; }

judged=0
for input in k23/data/invalid_input/*.in; do
  k23/input_validators/snake/run <"$input" >/dev/null 2>&1
  code=$?
  [ $code = 43 ] || fail "$input: the input validator exits $code, not 43"
  judged=$((judged + 1))
done
for folder in invalid_output valid_output; do
  expected=43
  [ $folder = valid_output ] && expected=42
  for input in k23/data/$folder/*.in; do
    base=${input%.in}
    rm -rf feedback && mkdir feedback
    k23/output_validator/snake/run "$input" "$base.ans" feedback <"$base.out" >/dev/null 2>&1
    code=$?
    [ $code = $expected ] || fail "$base: the output validator exits $code, not $expected"
    judged=$((judged + 1))
  done
done
invalid=$(ls k23/data/invalid_input/*.in | wc -l)
outputs=$(ls k23/data/invalid_output/*.in k23/data/valid_output/*.in | wc -l)
echo "kattis-2023: $judged tests judged ($invalid invalid inputs, $outputs outputs)"
[ "$invalid" -ge 40 ] && [ "$outputs" -ge 30 ] || fail "kattis-2023: too few tests ($invalid, $outputs)"

g++ -std=c++17 -O2 -o val polygon/files/val.cpp || fail "files/val.cpp does not compile"
g++ -std=c++17 -O2 -o check polygon/files/check.cpp || fail "files/check.cpp does not compile"
python3 - polygon "$scratch" <<'PY' || status=1
import subprocess, sys, xml.etree.ElementTree as ET
package, work = sys.argv[1], sys.argv[2]
assets = ET.parse(f"{package}/problem.xml").getroot().find("assets")
bad = 0
def run(argv, stdin=None):
    with open(stdin, "rb") if stdin else open("/dev/null", "rb") as f:
        return subprocess.run(argv, stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
counts = {}
for kind, node in (("validator", assets.find("validators/validator")), ("checker", assets.find("checker"))):
    testset = node.find("testset")
    tests = testset.findall("tests/test")
    if int(testset.findtext("test-count")) != len(tests):
        print(f"FAIL: {kind}: test-count differs from the tests listed"); bad = 1
    counts[kind] = len(tests)
    for i, test in enumerate(tests, 1):
        inp = f"{package}/" + testset.findtext("input-path-pattern") % i
        verdict = test.get("verdict")
        if kind == "validator":
            code = run([f"{work}/val"], inp)
            ok = (code == 0) == (verdict == "valid") and verdict in ("valid", "invalid")
        else:
            out = f"{package}/" + testset.findtext("output-path-pattern") % i
            ans = f"{package}/" + testset.findtext("answer-path-pattern") % i
            code = run([f"{work}/check", inp, out, ans])
            ok = {"ok": 0, "wrong-answer": 1, "presentation-error": 2}.get(verdict) == code
        if not ok:
            print(f"FAIL: polygon {kind} test {i}: verdict {verdict}, the program exits {code}"); bad = 1
print(f"polygon: {counts['validator']} validator tests and {counts['checker']} checker tests judged")
sys.exit(bad)
PY
exit $status
