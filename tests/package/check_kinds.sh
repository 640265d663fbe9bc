#!/usr/bin/env bash
# check_kinds.sh DATA_DIR RUNS_DIR
# Every tagged solution fails the way its tag and its file say, by the judge driver's
# JSON reports in RUNS_DIR/<solution>.json (the package/solution/<name> tests), each
# test's failure kind read by data/solutions/kinds.jq:
#   wrong-answer         fails on at least two tests, and on every test it fails, the
#                        kind is one its file's "// Fails as:" line names (a cost mistake
#                        shows as a claimed time, a state that forgets the body as a dearer
#                        route or No solution., a path mistake as moves that do not replay)
#   time-limit-exceeded  TLE, at the declared limit, on at least three tests
# (main and accepted get AC on every test: the judge's --expect-tags checks that.)
set -u
data=$1 runs=$2
command -v jq >/dev/null || { echo "FAIL: check_kinds.sh needs jq (Debian package jq)"; exit 1; }
status=0 checked=0
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  case $tag in wrong-answer | time-limit-exceeded) ;; *) continue ;; esac
  report=$runs/$name.json
  [ -f "$report" ] || { echo "FAIL: no report of $name in $runs"; status=1; continue; }
  wanted=2
  if [ "$tag" = time-limit-exceeded ]; then
    allowed=" TLE " wanted=3
  else
    line=$(grep -m1 '^// Fails as: ' "$data/solutions/$name.cpp")
    [ -n "$line" ] || { echo "FAIL: data/solutions/$name.cpp has no '// Fails as:' line"; status=1; continue; }
    allowed=" $(echo "${line#// Fails as: }" | tr -d ',') "
  fi
  fitting=0 tests=""
  while IFS=$'\t' read -r test kind cpu; do
    [ "$kind" = ok ] && continue
    if [[ $allowed == *" $kind "* ]]; then
      fitting=$((fitting + 1)) tests+=" $test"
    else
      echo "FAIL: $name fails test $test as $kind, which is not what it does wrong (fails as:$allowed)"
      status=1
    fi
  done < <(jq -r -f "$data/solutions/kinds.jq" "$report")
  if [ "$fitting" -lt "$wanted" ]; then
    echo "FAIL: $name ($tag) fails as it should on $fitting test(s):${tests:- none}; at least $wanted wanted"
    status=1
  fi
  checked=$((checked + 1))
done <"$data/solutions/tags.tsv"
echo "checked how $checked solutions fail"
exit $status
