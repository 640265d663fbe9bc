# kinds.jq: the failure kind of each test of a judge driver report (bin/judge --json), the
# one classifier that the search (data/search.sh) and the package checks share. A kind is
# what the special judge's message says went wrong (docs/judging.md, "Verdicts"), or the
# verdict itself when the run did not end with a judged output:
#   ok              AC
#   not-optimal     a legal route that eats everything but costs more than the jury time
#                   ("T = .. is not optimal", or more moves than the jury time allows)
#   no-solution     "No solution." where the jury has a route
#   illegal-move    a move leaves the board, enters a wall or the body
#   claimed-time    the printed time is not what the printed moves cost
#   food-left       the moves end before every item is eaten
#   after-last      the moves go on after the last item was eaten
#   PE, TLE, MLE, RE, OLE, FAIL, PARTIAL   the verdict (no message is classified)
#   other           a WA whose message none of the above matches
# Usage: jq -r -f kinds.jq REPORT.json   prints "TEST<TAB>KIND<TAB>CPU_MS" a line.
def kind:
  if .verdict == "AC" then "ok"
  elif .verdict != "WA" then .verdict
  elif (.message | test("is not optimal|^more than [0-9]+ moves")) then "not-optimal"
  elif (.message | test("^the contestant says No solution\\.")) then "no-solution"
  elif (.message | test("would (leave the board|enter the wall|enter body part)")) then "illegal-move"
  elif (.message | test("^claimed time T = ")) then "claimed-time"
  elif (.message | test("with food left")) then "food-left"
  elif (.message | test("the last food was eaten by move")) then "after-last"
  else "other" end;
.tests[] | "\(.name)\t\(kind)\t\(.cpu_ms)"
