#!/usr/bin/env bash
# check_claims.sh DATA_DIR RUNS_DIR
# Verifies each test's claims in data/manifest.tsv with tools, from the solution runs in
# RUNS_DIR (written by check_solution.sh):
#   tail          wa_tail_blocked fails it: the optimal route enters the cell the tail
#                 vacates (without that move, no route or a dearer one)
#   order         wa_greedy_nearest fails it: eating the nearest item first is wrong
#   grow          wa_no_growth fails it: growing changes what the snake can do
#   detour        wa_unit_cost_bfs fails it: the fewest moves are not the cheapest
#   overestimate  wa_astar_sum_heuristic fails it: an estimate that overshoots misleads
#   must-eat      wa_optional_eating fails it: passing over food uneaten would pay
#   body          no solution, and wa_no_self_collision fails it: with the body ignored
#                 there would be one, so only the body blocks
#   walled        no solution, and wa_no_self_collision passes it: walls alone block
# (no-solution and max-size are checked against the files by check_manifest.sh.)
set -u
data=$1 runs=$2
declare -A needs=([tail]=wa_tail_blocked [order]=wa_greedy_nearest [grow]=wa_no_growth
                  [detour]=wa_unit_cost_bfs [overestimate]=wa_astar_sum_heuristic
                  [body]=wa_no_self_collision [must-eat]=wa_optional_eating)
verdict() {  # verdict SOLUTION TEST
  [ -f "$runs/$1.tsv" ] || { echo "MISSING"; return; }
  awk -F'\t' -v t="$2" '$1 == t { print $2 }' "$runs/$1.tsv"
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
        [ "$got" = OK ] || { echo "FAIL: test $test claims walled, but wa_no_self_collision gets $got"; status=1; } ;;
      *)
        got=$(verdict "${needs[$claim]}" "$test")
        if [ -z "$got" ] || [ "$got" = OK ] || [ "$got" = MISSING ]; then
          echo "FAIL: test $test claims $claim, but ${needs[$claim]} gets ${got:-no run}"
          status=1
        fi ;;
    esac
    count=$((count + 1))
  done
done <"$data/manifest.tsv"
echo "verified $count claims"
exit $status
