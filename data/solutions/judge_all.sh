#!/usr/bin/env bash
# judge_all.sh BIN_DIR SOLUTION_DIR RUNS_DIR
# Judges every solution of data/solutions/tags.tsv with the judge driver, as the package
# tests do, and writes its JSON report to RUNS_DIR/<solution>.json and its text report to
# RUNS_DIR/<solution>.txt: main, accepted and wrong-answer solutions on every test of
# data/tests with --expect-tags and a limit that only catches hangs (60 s of CPU; the
# verdicts are about correctness, never about the machine's load), the time-limit-exceeded
# ones at the declared limits on the tests where data/selection.tsv says they exceed it
# (judge_slow.sh). The main solution is BIN_DIR/solver, the others
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
  if [ "$tag" = time-limit-exceeded ]; then
    bash "$here/judge_slow.sh" "$bin" "$program" "$name" "$here/.." \
      "$runs/$name.json" >"$runs/$name.txt"
  else
    "$bin/judge" --program "$program" --tests "$here/../tests" --expect-tags "$name" \
      --time-limit 60 --wall-limit 600 --memory-limit 1024 --json "$runs/$name.json" \
      >"$runs/$name.txt"
  fi
  code=$?
  [ $code -le 3 ] || exit $code
  [ $code -eq 0 ] || status=3
  echo "judge_all.sh: $name: $(tail -n 1 "$runs/$name.txt")" >&2
done <"$here/tags.tsv"
exit $status
