#!/usr/bin/env bash
# judge_all.sh BIN_DIR SOLUTION_DIR RUNS_DIR
# Judges every solution of data/solutions/tags.tsv on every test of data/tests with the
# judge driver (BIN_DIR/judge, with the package tests' limits and --expect-tags) and
# writes its JSON report to RUNS_DIR/<solution>.json and its text report to
# RUNS_DIR/<solution>.txt. The main solution is BIN_DIR/solver, the others
# SOLUTION_DIR/<solution>, as data/CMakeLists.txt builds them. Then table.sh turns the
# reports into the fail table, and update_readme.sh puts it into README.md.
# Exit status: 0 when every solution met its tag, 3 otherwise (the reports say why).
set -u -o pipefail
if [ $# -ne 3 ]; then
  echo "usage: judge_all.sh BIN_DIR SOLUTION_DIR RUNS_DIR" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
bin=$1 solutions=$2 runs=$3
mkdir -p "$runs"
status=0
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  if [ "$name" = main ]; then program=$bin/solver; else program=$solutions/$name; fi
  "$bin/judge" --program "$program" --tests "$here/../tests" --expect-tags "$name" \
    --time-limit 60 --wall-limit 600 --memory-limit 1024 --json "$runs/$name.json" \
    >"$runs/$name.txt"
  code=$?
  [ $code -le 3 ] || exit $code
  [ $code -eq 0 ] || status=3
  echo "judge_all.sh: $name: $(tail -n 1 "$runs/$name.txt")" >&2
done <"$here/tags.tsv"
exit $status
