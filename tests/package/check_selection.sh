#!/usr/bin/env bash
# check_selection.sh BIN_DIR DATA_DIR RUNS_DIR
# The selection's tables say what this build's judge reports show, so that neither can
# claim a catch that the judge driver does not see:
#   - data/selection.tsv, test by test: its "catches" column lists exactly the wrong
#     solutions that fail there as their files say (RUNS_DIR/<solution>.json, read by
#     data/solutions/kinds.jq), each with that kind, and its too-slow entries are TLE in
#     the reports; its "reach" column is what bin/selector reach counts on data/tests;
#   - data/small_set.tsv: at most 20 tests of the package, every group among them, every
#     wrong solution caught (as its file says) and every too-slow one TLE on at least one.
set -u
bin=$1 data=$2 runs=$3
command -v jq >/dev/null || { echo "FAIL: check_selection.sh needs jq (Debian package jq)"; exit 1; }
status=0
fail() { echo "FAIL: $*"; status=1; }
declare -A kind allowed tag_of
wrong=() slow=()
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  tag_of[$name]=$tag
  case $tag in
    wrong-answer)
      wrong+=("$name")
      line=$(grep -m1 '^// Fails as: ' "$data/solutions/$name.cpp")
      allowed[$name]=" $(echo "${line#// Fails as: }" | tr -d ',') " ;;
    time-limit-exceeded) slow+=("$name") ;;
    *) continue ;;
  esac
  [ -f "$runs/$name.json" ] || { fail "no report of $name in $runs"; continue; }
  while IFS=$'\t' read -r test k cpu; do kind[$name/$test]=$k; done \
    < <(jq -r -f "$data/solutions/kinds.jq" "$runs/$name.json")
done <"$data/solutions/tags.tsv"

# What a test catches by the reports: "name=kind" for the wrong solutions, sorted.
catches() {
  local test=$1 name k out=()
  for name in "${wrong[@]}"; do
    k=${kind[$name/$test]:-}
    [ -n "$k" ] && [ "$k" != ok ] && [[ ${allowed[$name]} == *" $k "* ]] && out+=("$name=$k")
  done
  [ ${#out[@]} -gt 0 ] && printf '%s\n' "${out[@]}" | sort | tr '\n' ' '
}

declare -A reach
while IFS=$'\t' read -r file states final; do reach[$(basename "$file" .in)]=$states; done \
  < <("$bin/selector" reach "$data"/tests/*.in)
declare -A test_catches test_group
tests=0
while IFS=$'\t' read -r test group board k answer states chosen listed; do
  case $test in '#'* | '') continue ;; esac
  tests=$((tests + 1))
  test_group[$test]=$group
  expected=$(catches "$test")
  recorded=$(for item in $listed; do [[ $item == *=TLE* ]] || echo "$item"; done | sort | tr '\n' ' ')
  [ "$recorded" = "$expected" ] ||
    fail "test $test: selection.tsv says it catches '${recorded% }', the judge's reports say '${expected% }'"
  for item in $listed; do
    [[ $item == *=TLE* ]] || continue
    name=${item%%=*}
    [ "${kind[$name/$test]:-}" = TLE ] || fail "test $test: selection.tsv says $name exceeds the limit, its report says ${kind[$name/$test]:-nothing}"
  done
  test_catches[$test]="$expected $(for item in $listed; do [[ $item == *=TLE* ]] && echo "${item%%=*}=TLE"; done | tr '\n' ' ')"
  [ "${reach[$test]:-}" = "$states" ] || fail "test $test: selection.tsv says $states reachable states, bin/selector reach counts ${reach[$test]:-none}"
done <"$data/selection.tsv"
[ "$tests" -eq "$(ls "$data"/tests/*.in | wc -l)" ] || fail "selection.tsv has $tests tests, data/tests $(ls "$data"/tests/*.in | wc -l)"

small=() groups=" "
while IFS=$'\t' read -r test group listed; do
  case $test in '#'* | '') continue ;; esac
  [ -n "${test_group[$test]:-}" ] || { fail "small_set.tsv: test $test is not a test of the package"; continue; }
  small+=("$test") groups+="$group "
done <"$data/small_set.tsv"
[ "${#small[@]}" -le 20 ] || fail "small_set.tsv has ${#small[@]} tests, at most 20 wanted"
for group in $(awk -F'\t' '!/^#/ { print $1 }' "$data/groups.tsv"); do
  [[ $groups == *" $group "* ]] || fail "small_set.tsv has no test of group $group"
done
for name in "${wrong[@]}" "${slow[@]}"; do
  found=0
  for test in "${small[@]}"; do [[ " ${test_catches[$test]} " == *" $name="* ]] && found=$((found + 1)); done
  [ "$found" -ge 1 ] || fail "small_set.tsv: no test catches $name"
done
echo "selection.tsv agrees with the reports on $tests tests; the small set's ${#small[@]} tests catch every solution"
exit $status
