#!/bin/sh
# The answer validator: input [args] < answer, exit 42 when the jury answer is exactly
# what the solver writes ("No solution.", or a time T without leading zeros and a
# line of moves, each line ended by one line feed, nothing else) and its moves are a
# legal route that eats all food and costs T; 43 when not. checker-kattis replays
# the answer against itself (whether T is the least time no validator can know: the
# checker's FAIL on a cheaper contestant route says that). With --constraints_file
# FILE (BAPCtools) it writes an empty file: no number of an answer has a bound.
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
input=$1
shift
while [ $# -gt 0 ]; do
  case $1 in
    --constraints_file) : >"$2"; shift 2 ;;
    *) shift ;;
  esac
done
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
cat >"$work/answer"
if ! LC_ALL=C awk 'NR == 1 { first = $0 } NR == 2 { second = $0 }
    END { if (NR == 1 && first == "No solution.") exit 0
          if (NR == 2 && first ~ /^[1-9][0-9]*$/ && second ~ /^[LRUD]+$/) exit 0
          exit 1 }' "$work/answer" ||
   [ "$(tail -c 1 "$work/answer" | od -An -tx1 | tr -d ' ')" != 0a ]; then
  echo "answer: not 'No solution.' or 'T' and the moves, one line end each" >&2
  exit 43
fi
mkdir "$work/feedback"
"$here/checker-kattis" "$input" "$work/answer" "$work/feedback" <"$work/answer" >/dev/null 2>&1
[ $? = 42 ] && exit 42
cat "$work/feedback/judgemessage.txt" >&2 2>/dev/null
exit 43
