#!/usr/bin/env bash
# update_readme.sh RUNS_DIR
# Replaces the fail table in data/solutions/README.md (between the fail-table markers)
# with what table.sh makes from the judge driver's reports in RUNS_DIR (judge_all.sh).
# The package test check_table.sh fails whenever the README and a fresh build's reports
# disagree.
set -u -o pipefail
[ $# -eq 1 ] || { echo "usage: update_readme.sh RUNS_DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
readme=$here/README.md
table=$("$here/table.sh" "$1") || exit 1
grep -q '<!-- fail-table:begin -->' "$readme" && grep -q '<!-- fail-table:end -->' "$readme" ||
  { echo "update_readme.sh: $readme lacks the fail-table markers" >&2; exit 1; }
{
  sed '/<!-- fail-table:begin -->/q' "$readme"
  echo "$table"
  sed -n '/<!-- fail-table:end -->/,$p' "$readme"
} >"$readme.new" && mv "$readme.new" "$readme"
echo "update_readme.sh: fail table updated from $1"
