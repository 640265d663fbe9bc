#!/usr/bin/env bash
# check_statement_browser.sh BIN_DIR DATA_DIR: the statement forms that a judge shows in a
# browser, rendered as the judge renders them and read back from headless Chromium
# (Debian's chromium): Hydro's problem_LANG.md and LibreOJ's statement.LANG.md through
# markdown-it and KaTeX (tests/package/statement/render.js), and DOMjudge's problem.html
# as it is. For each: the title, the sample (Hydro: its input1/output1 blocks) equal to
# data/sample, the picture loaded and drawn, the subtask table with one row a group whose
# points add up to 100 (none in a pass-fail problem), and the math typeset with no error and no '$' left over.
set -euo pipefail
bin=$(cd "$1" && pwd)
data=$(cd "$2" && pwd)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
for tool in node jq; do
  command -v $tool >/dev/null || { echo "FAIL: $tool is not installed"; exit 1; }
done
chromium=${SNAKE_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ -n "$chromium" ] || { echo "FAIL: chromium is not installed (apt-get install chromium)"; exit 1; }
[ -f /usr/share/javascript/katex/katex.min.js ] || { echo "FAIL: libjs-katex is not installed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

"$bin/package" --format hydro --out "$work/hydro" >/dev/null
"$bin/package" --format loj --out "$work/loj" >/dev/null
# DOMjudge scoring (a pass-fail problem has no subtask table: checked below).
"$bin/package" --format domjudge --scoring --out "$work/domjudge.zip" >/dev/null
mkdir "$work/domjudge"
(cd "$work/domjudge" && python3 -m zipfile -e ../domjudge.zip .)
"$bin/package" --format domjudge --out "$work/passfail.zip" >/dev/null
if python3 -c 'import sys, zipfile; sys.exit("<table" not in zipfile.ZipFile(sys.argv[1]).read("problem_statement/problem.html").decode())' "$work/passfail.zip"; then
  fail "domjudge pass-fail: its problem.html has a subtask table"
fi
groups=$(grep -c '^[^#]' "$data/groups.tsv")

# inspect FORM KIND SOURCE LANGUAGE: renders SOURCE and checks what the page shows.
inspect() {
  local form=$1 kind=$2 source=$3 language=$4 page=$work/$1.html result=$work/$1.json
  NODE_PATH=/usr/share/nodejs node "$here/statement/render.js" "$kind" "$source" "$page"
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/profile" --allow-file-access-from-files --virtual-time-budget=10000 \
    --dump-dom "file://$page" 2>/dev/null |
    sed -n 's/.*<pre id="result">\(.*\)<\/pre>.*/\1/p' |
    sed 's/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g' >"$result"
  if ! jq -e . "$result" >/dev/null 2>&1; then
    fail "$form: the page recorded nothing readable: $(head -c 300 "$result")"
    return
  fi
  local title=Snake header=Subtask
  [ "$language" = zh ] && title=贪食蛇 && header=子任务
  check() {  # check DESCRIPTION JQ_EXPRESSION
    jq -e --arg input "$(cat "$data/sample/sample.in")" --arg answer "$(cat "$data/sample/sample.ans")" \
      "$2" "$result" >/dev/null || fail "$form: $1 ($(jq -c "${3:-.}" "$result" | head -c 400))"
  }
  check "the title is $title" ".title == \"$title\"" .title
  if [ "$kind" = hydro ]; then
    check "Hydro's input1 and output1 blocks hold the sample" \
      '.hydro_input == $input + "\n" and .hydro_output == $answer + "\n"' '[.hydro_input, .hydro_output]'
  else
    check "the sample's input and answer are shown" \
      '(.pre | index($input + "\n")) != null and (.pre | index($answer + "\n")) != null' .pre
  fi
  if [ "$kind" = html ]; then
    check "the board is drawn (an inline SVG with cells and the path)" \
      '(.svgs | length) == 1 and .svgs[0].width > 50 and .svgs[0].rects > 10 and .svgs[0].path == 1' .svgs
    check "the math is HTML with subscripts" '.html_math > 10 and .subscripts > 0' '[.html_math, .subscripts]'
  else
    check "the picture is loaded and shown" \
      '(.images | length) == 1 and .images[0].loaded and .images[0].width > 50' .images
    check "KaTeX typeset the math without errors" '.katex > 10 and .katex_errors == 0' '[.katex, .katex_errors]'
  fi
  check "no \$ is left in the text" '.dollars_left == 0' .dollars_left
  check "the subtask table has a row a group and its points add up to 100" \
    "(.table | length) == $groups + 1 and .table[0][0] == \"$header\" and
     ([.table[1:][] | .[-1] | tonumber] | add) == 100" .table
}

for language in zh en; do
  inspect "hydro-$language" hydro "$work/hydro/problem_$language.md" $language
  inspect "loj-$language" loj "$work/loj/statement.$language.md" $language
done
inspect domjudge-en html "$work/domjudge/problem_statement/problem.html" en
[ $status = 0 ] && echo "the Hydro, LibreOJ and DOMjudge statements show the sample, the picture and the subtask table"
exit $status
