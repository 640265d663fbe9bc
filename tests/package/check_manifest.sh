#!/usr/bin/env bash
# check_manifest.sh DATA_DIR
# The package's bookkeeping: data/manifest.tsv is well formed and matches data/tests file
# for file; the tests are laid out like the original contest (at least 20 tests; at least
# 20% with k <= 1, 30% with n * m <= 36, 40% with k <= 2, 60% with k <= 3; group full
# means k = 4; boards up to 15 x 15 and at least one at 15 x 15); the recorded
# --max-side and --max-food are data/constraints.def's n and k bounds; the claims use the known
# vocabulary, every kind of test the issue asks for is claimed at least once, and the
# claims that need no solution run (no-solution, max-size) agree with the files; there are
# boards taller than wide, wider than tall and square, and one of the smallest (5 cells);
# every solution file is tagged in data/solutions/tags.tsv and every tag has its file, and
# there are at least 30 wrong-answer and 4 time-limit-exceeded solutions.
set -u
data=$1
status=0
fail() { echo "FAIL: $*"; status=1; }
declared() { awk -F'[(),]' -v q="$2" '$1 == "SNAKE_BOUND" && $2 == q { gsub(/ /, "", $4); print $4 }' "$1/constraints.def"; }
declared_side=$(declared "$data" n) declared_food=$(declared "$data" k)
[ -n "$declared_side" ] && [ -n "$declared_food" ] || fail "data/constraints.def declares no bound of n or k"
known_claims=" no-solution max-size tail order grow detour body walled overestimate must-eat chain "
required_claims="no-solution max-size tail order grow detour body walled overestimate must-eat chain"
declare -A seen_test claimed
total=0 k1=0 nm36=0 k2=0 k3=0 expected=1 tall=0 wide=0 square=0 smallest=0
while IFS=$'\t' read -r test group max_side max_food claims note source extra; do
  case $test in '#'* | '') continue ;; esac
  where="manifest test $test"
  if [ -n "${extra:-}" ] || [ -z "$source" ]; then fail "$where: expected 7 tab-separated fields"; continue; fi
  [[ $test =~ ^[0-9][0-9]$ ]] || fail "$where: the test number is not two digits"
  [ "$((10#$test))" = "$expected" ] || fail "$where: expected test $(printf %02d "$expected") here"
  expected=$((expected + 1))
  seen_test[$test]=1
  case $group in k1 | nm36 | k2 | k3 | full) ;; *) fail "$where: unknown group '$group'" ;; esac
  [ "$max_side" = "$declared_side" ] || fail "$where: max-side '$max_side' is not the declared $declared_side"
  [ "$max_food" = "$declared_food" ] || fail "$where: max-food '$max_food' is not the declared $declared_food"
  if [ "$claims" != - ]; then
    IFS=, read -r -a list <<<"$claims"
    for claim in "${list[@]}"; do
      [[ $known_claims == *" $claim "* ]] || fail "$where: unknown claim '$claim'"
      claimed[$claim]=1
    done
  fi
  read -r kind args <<<"$source"
  case $kind in
    sample) [ -f "$data/$args" ] || fail "$where: sample file $args is missing" ;;
    hand) [ "$args" = "$test" ] || fail "$where: a hand-made test is its own data/tests/NN.in, not '$args'" ;;
    generator) ;;
    *) fail "$where: unknown source '$source'" ;;
  esac
  input=$data/tests/$test.in answer=$data/tests/$test.ans
  if [ ! -f "$input" ] || [ ! -f "$answer" ]; then fail "$where: $test.in or $test.ans is missing"; continue; fi
  read -r n m <"$input"
  k=$(sed -n "$((n + 6))p" "$input")
  total=$((total + 1))
  [ "$n" -gt "$m" ] && tall=$((tall + 1))
  [ "$n" -lt "$m" ] && wide=$((wide + 1))
  [ "$n" -eq "$m" ] && square=$((square + 1))
  [ $((n * m)) -eq 5 ] && smallest=$((smallest + 1))
  [ "$k" -le 1 ] && k1=$((k1 + 1))
  [ $((n * m)) -le 36 ] && nm36=$((nm36 + 1))
  [ "$k" -le 2 ] && k2=$((k2 + 1))
  [ "$k" -le 3 ] && k3=$((k3 + 1))
  [ "$group" = full ] && [ "$k" != 4 ] && fail "$where: group full but k = $k (the rest must be k = 4)"
  [ "$n" -gt 15 ] || [ "$m" -gt 15 ] && fail "$where: $n x $m is beyond the original 15 x 15"
  is_max=no; [ "$n" = 15 ] && [ "$m" = 15 ] && is_max=yes
  has_max=no; [[ ,$claims, == *,max-size,* ]] && has_max=yes
  [ "$is_max" = "$has_max" ] || fail "$where: claim max-size ($has_max) disagrees with the $n x $m board"
  if [[ ,$claims, =~ ,(body|walled), ]] && [[ ,$claims, != *,no-solution,* ]]; then
    fail "$where: claims body or walled need the claim no-solution too"
  fi
  no_solution=no; [ "$(head -n 1 "$answer")" = "No solution." ] && no_solution=yes
  has_no_solution=no; [[ ,$claims, == *,no-solution,* ]] && has_no_solution=yes
  [ "$no_solution" = "$has_no_solution" ] ||
    fail "$where: claim no-solution ($has_no_solution) disagrees with the answer '$(head -n 1 "$answer")'"
done <"$data/manifest.tsv"

for file in "$data"/tests/*; do
  name=$(basename "$file")
  [ -n "${seen_test[${name%.*}]:-}" ] && [[ $name == *.in || $name == *.ans ]] ||
    fail "data/tests/$name is not a test of the manifest"
done
[ "$total" -ge 20 ] || fail "only $total tests, at least 20 wanted"
percent() { echo $(( $1 * 100 / total )); }
[ $(( k1 * 100 )) -ge $(( total * 20 )) ] || fail "k <= 1 in $k1 of $total tests ($(percent "$k1")%), at least 20% wanted"
[ $(( nm36 * 100 )) -ge $(( total * 30 )) ] || fail "n * m <= 36 in $nm36 of $total tests ($(percent "$nm36")%), at least 30% wanted"
[ $(( k2 * 100 )) -ge $(( total * 40 )) ] || fail "k <= 2 in $k2 of $total tests ($(percent "$k2")%), at least 40% wanted"
[ $(( k3 * 100 )) -ge $(( total * 60 )) ] || fail "k <= 3 in $k3 of $total tests ($(percent "$k3")%), at least 60% wanted"
[ "$tall" -ge 1 ] || fail "no board is taller than wide (n > m)"
[ "$wide" -ge 1 ] || fail "no board is wider than tall (n < m)"
[ "$square" -ge 1 ] || fail "no board is square"
[ "$smallest" -ge 1 ] || fail "no board has the smallest size, 5 cells (1 x 5 or 5 x 1)"
for claim in $required_claims; do
  [ -n "${claimed[$claim]:-}" ] || fail "no test claims '$claim'"
done

declare -A tagged
wrong=0 slow=0
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  tagged[$name]=1
  case $tag in
    main | accepted) ;;
    wrong-answer) wrong=$((wrong + 1)) ;;
    time-limit-exceeded) slow=$((slow + 1)) ;;
    *) fail "tags.tsv: $name has unknown tag '$tag'" ;;
  esac
  [ "$name" = main ] || [ -f "$data/solutions/$name.cpp" ] || fail "tags.tsv: $name.cpp is missing"
done <"$data/solutions/tags.tsv"
for source in "$data"/solutions/*.cpp; do
  name=$(basename "$source" .cpp)
  [ -n "${tagged[$name]:-}" ] || fail "data/solutions/$name.cpp has no row in tags.tsv"
done

[ "$wrong" -ge 30 ] || fail "tags.tsv has $wrong wrong-answer solutions, at least 30 wanted"
[ "$slow" -ge 4 ] || fail "tags.tsv has $slow time-limit-exceeded solutions, at least 4 wanted"
echo "$total tests ($tall taller than wide, $wide wider than tall, $square square," \
     "$smallest of 5 cells); $wrong wrong-answer and $slow time-limit-exceeded solutions"
echo "$total tests: k <= 1 in $k1 ($(percent "$k1")%), n * m <= 36 in $nm36 ($(percent "$nm36")%)," \
     "k <= 2 in $k2 ($(percent "$k2")%), k <= 3 in $k3 ($(percent "$k3")%)"
exit $status
