#!/usr/bin/env bash
# check_statement_judges.sh BIN_DIR JUDGES_DIR: the Kattis packages' statement and
# editorial under the judges' own statement tools, set up by JUDGES_DIR/setup.sh
# --with-latex (../shared/judges beside the repository; without it: skipped, exit 77):
#   - problemtools' verifyproblem, part "statement" (problem2pdf with LuaLaTeX and
#     problem2html with plasTeX, as verifyproblem runs them) on the pass-fail and the
#     scoring package: 0 errors, 0 warnings (scripts/verify_packages.sh runs the other
#     parts);
#   - problem2html: the sample table comes before the sample's explanation, once, and the
#     board picture is there;
#   - BAPCtools on a `bt upgrade`d copy of the pass-fail package: `bt pdf`,
#     `bt solutions` and `bt zip` exit 0, and bt zip warns of nothing.
# Tools: in $SNAKE_JUDGES_TOOLS if set (kept), else in a temporary folder.
set -u
bin=$(cd "$1" && pwd)
judges=$2
if [ ! -f "$judges/setup.sh" ]; then
  echo "skipped: $judges not found"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tools=${SNAKE_JUDGES_TOOLS:-$work/judges}
status=0
fail() { echo "FAIL: $*"; status=1; }
bash "$judges/setup.sh" "$tools" --with-latex >"$work/setup.log" 2>&1 || { cat "$work/setup.log"; exit 1; }
mkdir -p "$work/bin"
command -v pypy3 >/dev/null || ln -sf "$(command -v python3)" "$work/bin/pypy3"
export PATH=$work/bin:$PATH XDG_CONFIG_HOME=$work/config

for variant in passfail scoring; do
  mkdir -p "$work/$variant"
  flags=()
  [ $variant = scoring ] && flags=(--scoring)
  "$bin/package" --format kattis "${flags[@]}" --out "$work/$variant/snake" >/dev/null ||
    { fail "bin/package --format kattis ${flags[*]}"; continue; }
  (cd "$work/$variant" && "$tools/bin/verifyproblem" snake -p statement) >"$work/verify-$variant.log" 2>&1
  summary=$(grep 'tested:' "$work/verify-$variant.log" | tail -1)
  echo "verifyproblem -p statement, $variant: $summary"
  [ "$summary" = "snake tested: 0 errors, 0 warnings" ] || { fail "verifyproblem $variant"; cat "$work/verify-$variant.log"; }
done

html=$work/html
"$tools/bin/problem2html" "$work/passfail/snake" -d "$html" -q >"$work/html.log" 2>&1 || { fail "problem2html"; cat "$work/html.log"; }
page=$html/index.html
if [ -f "$page" ]; then
  sample=$(grep -n 'class="sample"' "$page" | head -1 | cut -d: -f1)
  explanation=$(grep -n 'The least time is' "$page" | head -1 | cut -d: -f1)
  [ "$(grep -c 'class="sample"' "$page")" = 1 ] || fail "problem2html: the sample is not shown exactly once"
  [ -n "$sample" ] && [ -n "$explanation" ] && [ "$sample" -lt "$explanation" ] ||
    fail "problem2html: the sample (line ${sample:-none}) does not come before its explanation (line ${explanation:-none})"
  image=$(sed -n 's/.*<img src="\([^"]*\)".*/\1/p' "$page" | head -1)
  [ -n "$image" ] && [ -s "$html/$image" ] || fail "problem2html: no board picture ($image)"
fi

mkdir -p "$work/bt"
cp -a "$work/passfail/snake" "$work/bt/snake"
(
  cd "$work/bt/snake" || exit 1
  "$tools/bin/bt" upgrade --no-bar >"$work/bt-upgrade.log" 2>&1 || echo "upgrade failed"
  for action in pdf solutions; do
    "$tools/bin/bt" $action --no-bar >"$work/bt-$action.log" 2>&1
    code=$?
    echo "bt $action: exit $code"
    [ $code = 0 ] || { echo "FAIL: bt $action"; cat "$work/bt-$action.log"; }
  done
  "$tools/bin/bt" zip --no-bar >"$work/bt-zip.log" 2>&1
  code=$?
  others=$(sed 's/\x1b\[[0-9;]*m//g' "$work/bt-zip.log" | grep -E '^(WARNING|ERROR)')
  echo "bt zip: exit $code"
  [ $code = 0 ] && [ -z "$others" ] && [ -f snake.zip ] || { echo "FAIL: bt zip: exit $code $others"; cat "$work/bt-zip.log"; }
) >"$work/bt.log" 2>&1
cat "$work/bt.log"
grep -q '^FAIL' "$work/bt.log" && status=1
[ -f "$work/bt/snake/problem.en.pdf" ] && [ -f "$work/bt/snake/solution.en.pdf" ] || fail "bt wrote no problem.en.pdf or solution.en.pdf"
[ $status = 0 ] && echo "the Kattis statement and editorial pass problemtools' and BAPCtools' statement tools"
exit $status
