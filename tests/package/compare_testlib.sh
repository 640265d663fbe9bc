#!/usr/bin/env bash
# compare_testlib.sh BIN_DIR DATA_DIR JUDGES_DIR
# testlib itself is the reference for how a checker and a validator report: this builds
# a tiny testlib checker and validator from JUDGES_DIR/testlib.h (in a temporary folder,
# never committed) and runs them and ours on the same files, comparing what judges read.
#   checker (testlib protocol), for ok, wrong answer, wrong output format (a word for a
#   time, an empty file, extra output, a missing file), FAIL (a broken jury answer),
#   points (--partial 0.5 / quitp(0.5)) and a UTF-8 byte order mark before the output:
#     - no report file: the exit code and the verdict word starting standard error;
#     - a report file: the exit code (the file holds the message alone in both);
#     - -appes: the exit code and the XML's outcome and points attributes.
#   validator, for the sample, n one above data/constraints.def's bound, a byte order mark, CRLF line ends, a space at a
#   line end, a missing final line end, and testlib's own options (--testset, --group,
#   --testMarkupFileName, --testCase, --testCaseFileName): the exit code, and for an
#   invalid input "FAIL " first and the same "(stdin, line N)" last.
# The tiny checker compares T only and checks the moves' letters without replaying them,
# so the situations are ones where that decides the verdict; messages differ on purpose
# (ours name the move, the cell, what was expected and found) and are not compared.
# Exits 77 (ctest's skip) without JUDGES_DIR/testlib.h.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/../support/compile_cache.sh"  # g++ runs made before answer at once
bin=$(cd "$1" && pwd) data=$(cd "$2" && pwd) judges=$3
if [ ! -f "$judges/testlib.h" ]; then
  echo "skipped: $judges/testlib.h not found (../shared/judges)"
  exit 77
fi
status=0
fail() { echo "FAIL: $*"; status=1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
cp "$judges/testlib.h" .
# The reference validator's bound is the declared one (data/constraints.def), not a copy.
max_side=$(awk -F'[(,)]' '/^SNAKE_BOUND\(n,/ { gsub(/ /, "", $4); print $4 }' "$data/constraints.def")
[ -n "$max_side" ] || { echo "FAIL: no bound of n in $data/constraints.def"; exit 1; }

cat >checker.cpp <<'EOF'
#include "testlib.h"
// Compares T with the jury's; the moves must be one token over UDLR (not replayed).
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const long long jury = ans.readLong(1, 1000000000000LL, "jury time");
  const long long time = ouf.readLong(0, LLONG_MAX, "T");
  const std::string moves = ouf.readToken();
  bool letters = !moves.empty();
  for (const char c : moves) letters = letters && (c == 'U' || c == 'D' || c == 'L' || c == 'R');
  if (!letters) {
#ifdef PARTIAL
    if (time == jury) quitp(0.5, "T = %lld is the optimal time, but the moves are not accepted", time);
#endif
    quitf(_pe, "expected a move letter U, D, L or R");
  }
  if (time != jury) quitf(_wa, "T = %lld differs from the jury time %lld", time, jury);
  quitf(_ok, "T = %lld", time);
}
EOF
cat >validator.cpp <<'EOF'
#include "testlib.h"
// The input's syntax with the statement's limits (no game rules).
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  const int n = inf.readInt(1, MAX_SIDE, "n");
  inf.readSpace();
  const int m = inf.readInt(1, MAX_SIDE, "m");
  inf.readEoln();
  for (int i = 0; i < n; ++i) {
    inf.readToken(format("[0-8]{%d}", m), "row");
    inf.readEoln();
  }
  for (int cell = 0; cell < 4; ++cell) {
    inf.readInt(1, n, "r");
    inf.readSpace();
    inf.readInt(1, m, "c");
    inf.readEoln();
  }
  const int k = inf.readInt(1, 4, "k");
  inf.readEoln();
  for (int food = 0; food < k; ++food) {
    inf.readInt(1, n, "r");
    inf.readSpace();
    inf.readInt(1, m, "c");
    inf.readEoln();
  }
  inf.readEof();
}
EOF
g++ -std=c++17 -O1 -o tl-checker checker.cpp && g++ -std=c++17 -O1 -DPARTIAL -o tl-checker-partial checker.cpp &&
  g++ -std=c++17 -O1 -DMAX_SIDE="$max_side" -o tl-validator validator.cpp || { echo "FAIL: testlib programs do not compile"; exit 1; }

input=$data/sample/sample.in answer=$data/sample/sample.ans
printf '21\nRDDDDRRRULURULU\n' >ok.out
printf '25\nRDLURDDDDRRRULURULU\n' >wa.out
printf 'twenty-one\n' >word.out
: >empty.out
printf '21\nRDDDDRRRULURULU\nextra\n' >extra.out
printf '\xEF\xBB\xBF21\nRDDDDRRRULURULU\n' >bom.out
printf '21\nRDDX\n' >points.out
echo 'abc' >broken.ans

verdict_word() {  # the verdict word a testlib checker's standard error starts with
  case $(head -n 1 "$1") in
    ok*) echo ok ;;
    "wrong answer"*) echo "wrong answer" ;;
    "wrong output format"*) echo "wrong output format" ;;
    FAIL*) echo FAIL ;;
    points*) echo points ;;
    *) echo "none: $(head -c 80 "$1")" ;;
  esac
}
xml_attributes() {  # outcome="..." and points="..." of a report
  grep -o '<result outcome = "[a-z-]*"\( points = "[0-9.]*"\)\?' "$1" || echo "no result element"
}

compare_checker() {  # compare_checker LABEL OUTPUT ANSWER [partial]
  local label=$1 output=$2 jury=$3 mode=${4:-}
  local reference=./tl-checker ours=("$bin/checker")
  if [ "$mode" = partial ]; then
    reference=./tl-checker-partial
    ours+=(--partial 0.5)
  fi
  "$reference" "$input" "$output" "$jury" 2>tl.err >/dev/null
  local tl=$?
  "${ours[0]}" "$input" "$output" "$jury" "${ours[@]:1}" 2>our.err >/dev/null
  local our=$?
  [ $tl = $our ] || fail "$label: exit $our, testlib $tl"
  [ "$(verdict_word tl.err)" = "$(verdict_word our.err)" ] ||
    fail "$label: verdict '$(verdict_word our.err)', testlib '$(verdict_word tl.err)'"
  rm -f tl.txt our.txt tl.xml our.xml
  "$reference" "$input" "$output" "$jury" tl.txt 2>/dev/null
  tl=$?
  "${ours[0]}" "$input" "$output" "$jury" our.txt "${ours[@]:1}" 2>/dev/null
  our=$?
  [ $tl = $our ] || fail "$label with a report file: exit $our, testlib $tl"
  [ -s tl.txt ] && [ -s our.txt ] || fail "$label: a report file is missing or empty"
  "$reference" "$input" "$output" "$jury" tl.xml -appes 2>/dev/null
  tl=$?
  "${ours[0]}" "$input" "$output" "$jury" our.xml -appes "${ours[@]:1}" 2>/dev/null
  our=$?
  [ $tl = $our ] || fail "$label with -appes: exit $our, testlib $tl"
  [ "$(xml_attributes tl.xml)" = "$(xml_attributes our.xml)" ] ||
    fail "$label -appes: $(xml_attributes our.xml), testlib $(xml_attributes tl.xml)"
  echo "checker $label: exit $our, '$(verdict_word our.err)', $(xml_attributes our.xml) - as testlib"
}
compare_checker "ok" ok.out "$answer"
compare_checker "wrong answer" wa.out "$answer"
compare_checker "a word for the time" word.out "$answer"
compare_checker "empty output" empty.out "$answer"
compare_checker "extra output" extra.out "$answer"
compare_checker "missing output file" missing.out "$answer"
compare_checker "byte order mark before the output" bom.out "$answer"
compare_checker "broken jury answer" ok.out broken.ans
compare_checker "points" points.out "$answer" partial

compare_validator() {  # compare_validator LABEL FILE [OPTIONS...]
  local label=$1 file=$2
  shift 2
  ./tl-validator "$@" <"$file" 2>tl.err
  local tl=$?
  "$bin/validator" "$@" <"$file" 2>our.err
  local our=$? our_line=
  [ $tl = $our ] || fail "validator $label: exit $our, testlib $tl"
  if [ $tl != 0 ]; then
    local tl_line
    tl_line=$(grep -o '(stdin, line [0-9]*)$' tl.err)
    our_line=$(grep -o '(stdin, line [0-9]*)$' our.err)
    grep -q '^FAIL ' our.err || fail "validator $label: '$(head -c 100 our.err)' does not start with FAIL"
    [ -n "$tl_line" ] && [ "$tl_line" = "$our_line" ] ||
      fail "validator $label: '$our_line', testlib '$tl_line'"
  fi
  echo "validator $label: exit $our $our_line - as testlib"
}
compare_validator "sample" "$input"
sed "1s/5 5/$((max_side + 1)) 5/" "$input" >too_tall.in
compare_validator "n = $((max_side + 1))" too_tall.in
{ printf '\xEF\xBB\xBF'; cat "$input"; } >bom.in
compare_validator "byte order mark" bom.in
sed 's/$/\r/' "$input" >crlf.in
compare_validator "CRLF line ends" crlf.in
sed '3s/$/ /' "$input" >space.in
compare_validator "space at a line end" space.in
head -c -1 "$input" >no-final.in
compare_validator "no final line end" no-final.in
compare_validator "testlib's options" "$input" --testset tests --group nm36 --testMarkupFileName markup.txt \
  --testCase 1 --testCaseFileName 01.in

[ $status = 0 ] && echo "every situation reported as testlib reports it"
exit $status
