#!/usr/bin/env bash
# check_claims.sh DATA_DIR RUNS_DIR
# Verifies each test's claims in data/manifest.tsv with tools, from the judge driver's
# JSON reports in RUNS_DIR/<solution>.json (bin/judge --json, written by the
# package/solution/<name> tests; read with jq):
#   tail          wa_tail_blocked fails it: the optimal route enters the cell the tail
#                 vacates (without that move, no route or a dearer one)
#   order         wa_greedy_nearest fails it: eating the nearest item first is wrong
#   grow          wa_no_growth fails it: growing changes what the snake can do
#   detour        wa_unit_cost_bfs fails it: the fewest moves are not the cheapest
#   overestimate  wa_astar_sum_heuristic fails it: an estimate that overshoots misleads
#   chain         wa_key_cell_set fails it: two bodies on the same cells, chained in
#                 different orders, are different states (only one of them finishes, or
#                 finishes as cheaply)
#   must-eat      wa_optional_eating fails it: passing over food uneaten would pay
#   body          no solution, and wa_no_self_collision fails it: with the body ignored
#                 there would be one, so only the body blocks
#   walled        no solution, and wa_no_self_collision passes it (AC): walls alone block
# (no-solution and max-size are checked against the files by check_manifest.sh.)
set -u
data=$1 runs=$2
command -v jq >/dev/null || { echo "FAIL: check_claims.sh needs jq (Debian package jq)"; exit 1; }
declare -A needs=([tail]=wa_tail_blocked [order]=wa_greedy_nearest [grow]=wa_no_growth
                  [detour]=wa_unit_cost_bfs [overestimate]=wa_astar_sum_heuristic
                  [body]=wa_no_self_collision [must-eat]=wa_optional_eating
                  [chain]=wa_key_cell_set)
verdict() {  # verdict SOLUTION TEST: the judge's verdict, or MISSING
  [ -f "$runs/$1.json" ] || { echo "MISSING"; return; }
  jq -r --arg t "$2" '.tests[] | select(.name == $t) | .verdict' "$runs/$1.json"
}
status=0 count=0
while IFS=$'\t' read -r test group max_side max_food claims note source; do
  case $test in '#'* | '') continue ;; esac
  [ "$claims" = - ] && continue
  IFS=, read -r -a list <<<"$claims"
  for claim in "${list[@]}"; do
    case $claim in
      no-solution | max-size) continue ;;
      walled)
        got=$(verdict wa_no_self_collision "$test")
        [ "$got" = AC ] || { echo "FAIL: test $test claims walled, but wa_no_self_collision gets ${got:-no verdict}"; status=1; } ;;
      *)
        got=$(verdict "${needs[$claim]}" "$test")
        if [ -z "$got" ] || [ "$got" = AC ] || [ "$got" = MISSING ]; then
          echo "FAIL: test $test claims $claim, but ${needs[$claim]} gets ${got:-no verdict}"
          status=1
        fi ;;
    esac
    count=$((count + 1))
  done
done <"$data/manifest.tsv"
echo "verified $count claims"
exit $status
