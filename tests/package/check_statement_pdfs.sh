#!/usr/bin/env bash
# check_statement_pdfs.sh BIN_DIR DATA_DIR: every PDF of every export that carries one
# (the statements of CMS, LemonLime, Arbiter and DOMjudge; the editorials there and in
# Hydro and LibreOJ; not the board picture of the Kattis layouts) read back with poppler's own tools: pdffonts lists only embedded
# fonts; pdftotext finds the title in both scripts (贪食蛇 and Snake), and in each
# statement the sample's input and answer, line by line, and the limits of
# data/limits.tsv in the statement's own words.
set -euo pipefail
bin=$(cd "$1" && pwd)
data=$(cd "$2" && pwd)
for tool in pdffonts pdftotext; do
  command -v $tool >/dev/null || { echo "FAIL: $tool is not installed (Debian: poppler-utils)"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
time_limit=$(awk -F'\t' '$1 == "time" { print $2 }' "$data/limits.tsv")
memory_limit=$(awk -F'\t' '$1 == "memory" { print $2 }' "$data/limits.tsv")

for format in cms lemon arbiter hydro loj; do
  "$bin/package" --format $format --out "$work/$format" >/dev/null
done
"$bin/package" --format domjudge --out "$work/domjudge.zip" >/dev/null
mkdir "$work/domjudge"
(cd "$work/domjudge" && python3 -m zipfile -e ../domjudge.zip .)

# The PDFs each format must carry: statements (s) and editorials (e), by language.
expected="cms/statement/chinese.pdf s zh
cms/statement/english.pdf s en
cms/statement/editorial.zh.pdf e zh
cms/statement/editorial.en.pdf e en
lemon/statement/snake.zh.pdf s zh
lemon/statement/snake.en.pdf s en
lemon/statement/editorial.zh.pdf e zh
lemon/statement/editorial.en.pdf e en
arbiter/statement/snake.zh.pdf s zh
arbiter/statement/snake.en.pdf s en
arbiter/statement/editorial.zh.pdf e zh
arbiter/statement/editorial.en.pdf e en
domjudge/problem_statement/problem.pdf s en
domjudge/editorial.zh.pdf e zh
domjudge/editorial.en.pdf e en
hydro/additional_file/editorial.zh.pdf e zh
hydro/additional_file/editorial.en.pdf e en
loj/editorial.zh.pdf e zh
loj/editorial.en.pdf e en"
found=$(cd "$work" && find . -name '*.pdf' ! -name board.pdf | sed 's|^\./||' | sort)
listed=$(echo "$expected" | cut -d' ' -f1 | sort)
[ "$found" = "$listed" ] || fail "the exports' PDFs differ from the list: $(diff <(echo "$listed") <(echo "$found") | grep '^[<>]' | tr '\n' ' ')"

checked=0
while read -r pdf kind language; do
  file=$work/$pdf
  [ -f "$file" ] || { fail "$pdf is missing"; continue; }
  # pdffonts: two header lines, then one line a font; column "emb" must be yes.
  fonts=$(pdffonts "$file" | tail -n +3)
  [ -n "$fonts" ] || fail "$pdf: pdffonts lists no font"
  if echo "$fonts" | awk '{ if ($(NF-4) != "yes") bad = 1 } END { exit !bad }'; then
    fail "$pdf: a font is not embedded: $(echo "$fonts" | awk '$(NF-4) != "yes"' | head -3)"
  fi
  text=$(pdftotext -enc UTF-8 "$file" - | tr -s ' ')
  for title in 贪食蛇 Snake; do
    grep -qF "$title" <<<"$text" || fail "$pdf: the title '$title' is not in its text"
  done
  if [ "$kind" = s ]; then
    while IFS= read -r line; do
      grep -qxF "$line" <<<"$text" || fail "$pdf: the sample line '$line' is not in its text"
    done < <(cat "$data/sample/sample.in" "$data/sample/sample.ans")
    # DOMjudge takes the Kattis format's whole seconds: the limit rounded up
    # (package/formats/kattis.cpp), and its statement says so.
    shown=$time_limit
    [ "${pdf%%/*}" = domjudge ] && shown=$(python3 -c 'import math, sys; print(math.ceil(float(sys.argv[1])))' "$time_limit")
    if [ "$language" = zh ]; then
      limits=("时间限制：每个测试点 $shown 秒" "内存限制：$memory_limit MiB")
    else
      limits=("Time limit: $shown s a test" "Memory limit: $memory_limit MiB")
    fi
    for limit in "${limits[@]}"; do
      grep -qF "$limit" <<<"$(tr -d '\n' <<<"$text")" || fail "$pdf: '$limit' (data/limits.tsv) is not in its text"
    done
  fi
  checked=$((checked + 1))
done <<<"$expected"
[ $status = 0 ] && echo "$checked PDFs: fonts embedded, titles in both scripts, the sample and the limits of data/limits.tsv in every statement"
exit $status
