# Sourced by the full-size stress tests. compare_with_dijkstra WHAT: compares the
# solver's answer in $work/ans to the instance $work/in with the package's accepted plain
# Dijkstra ($solutions/ac_dijkstra_hashmap, no shared code): the first lines must be equal
# and the checker ($bin/checker) must accept the solver's moves. WHAT names the board in
# a failure message. Counts into `compared` and `failures`.
compare_with_dijkstra() {
  local what=$1 ours theirs
  ours=$(head -n 1 "$work/ans")
  theirs=$("$solutions/ac_dijkstra_hashmap" <"$work/in" | head -n 1)
  compared=$((compared + 1))
  if [ "$ours" != "$theirs" ]; then
    echo "$what: solver says '$ours', Dijkstra says '$theirs'"
    failures=$((failures + 1))
  elif ! "$bin/checker" "$work/in" "$work/ans" "$work/ans" 2>"$work/verdict"; then
    echo "$what: the checker rejects the solver's answer: $(cat "$work/verdict")"
    failures=$((failures + 1))
  fi
}
