#!/usr/bin/env bash
# compare_testlib_blanks.sh BIN_DIR SAMPLE_DIR JUDGES_DIR
# testlib is the reference for which bytes separate the tokens of a contestant's output:
# only its blanks (isBlanks: space, tab, CR, LF); a vertical tab or a form feed is a byte
# of a token. This builds a tiny testlib checker from JUDGES_DIR/testlib.h (in a temporary
# folder, never committed) that reads the output as ours does (the time T, the moves as
# one token over UDLR, then nothing but blanks), runs it and bin/checker on the sample
# with outputs that differ only in their separators, and requires the same exit code
# from both, and the one expected: 0 for blanks, 2 (wrong output format) for VT and FF.
# Exits 77 (ctest's skip) without JUDGES_DIR/testlib.h.
set -u
bin=$(cd "$1" && pwd) sample=$(cd "$2" && pwd) judges=$3
if [ ! -f "$judges/testlib.h" ]; then
  echo "skipped: $judges/testlib.h not found (../shared/judges)"
  exit 77
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
cp "$judges/testlib.h" .
cat >checker.cpp <<'CPP'
#include "testlib.h"
// T, the moves as one token over UDLR (another byte in it is a format error, as in our
// verdict table), then the end of the file (testlib's quitf(_ok) checks that only blanks
// follow). Only how testlib separates tokens decides these situations.
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  ans.readLong();
  const long long time = ouf.readLong(0, LLONG_MAX, "T");
  const std::string moves = ouf.readToken();
  for (const char c : moves) {
    if (c != 'U' && c != 'D' && c != 'L' && c != 'R') quitf(_pe, "byte %d in the moves", c);
  }
  quitf(_ok, "T = %lld, %d moves", time, static_cast<int>(moves.size()));
}
CPP
g++ -std=c++17 -O1 -o testlib_checker checker.cpp 2>compile.log || { cat compile.log; exit 2; }

moves=RDDDDRRRULURULU
status=0
cases=0
# situation NAME EXPECTED_EXIT PRINTF_FORMAT: the output printf FORMAT T MOVES.
situation() {
  printf "$3" 21 "$moves" >"$1.out"
  "$bin/checker" "$sample/sample.in" "$1.out" "$sample/sample.ans" 2>"$1.ours"
  local ours=$?
  ./testlib_checker "$sample/sample.in" "$1.out" "$sample/sample.ans" 2>"$1.testlib"
  local theirs=$?
  cases=$((cases + 1))
  if [ "$ours" != "$theirs" ] || [ "$ours" != "$2" ]; then
    echo "FAIL $1: bin/checker exits $ours ($(head -c 200 "$1.ours")), testlib $theirs" \
         "($(head -c 200 "$1.testlib")), expected $2"
    status=1
  else
    echo "ok   $1: both exit $ours"
  fi
}
situation blanks_space_tab_crlf 0 ' %s \t\r\n\t%s\r\n\n'
situation blanks_only_a_space 0 '%s %s'
situation vertical_tab_after_the_time 2 '%s\v\n%s\n'
situation vertical_tab_before_the_time 2 '\v%s\n%s\n'
situation form_feed_before_the_moves 2 '%s\n\f%s\n'
situation form_feed_after_the_moves 2 '%s\n%s\f\n'
situation vertical_tab_at_the_end 2 '%s\n%s\n\v'
situation form_feed_alone_between 2 '%s\f%s\n'
echo "$cases situations: bin/checker $([ $status = 0 ] && echo agrees || echo DISAGREES) with testlib"
exit $status
