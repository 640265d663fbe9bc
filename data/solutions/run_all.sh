#!/usr/bin/env bash
# run_all.sh BIN_DIR SOLUTION_DIR RUNS_DIR [TIMEOUT_SECONDS]
# Runs every solution of data/solutions/tags.tsv on every test of data/tests with run.sh
# and writes RUNS_DIR/<solution>.tsv (the main solution is BIN_DIR/solver, the others
# SOLUTION_DIR/<solution>, as data/CMakeLists.txt builds them). Then table.sh turns the
# runs into the fail table.
set -u -o pipefail
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: run_all.sh BIN_DIR SOLUTION_DIR RUNS_DIR [TIMEOUT_SECONDS]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
bin=$1 solutions=$2 runs=$3 limit=${4:-10}
mkdir -p "$runs"
while IFS=$'\t' read -r name tag column summary; do
  case $name in '#'* | '') continue ;; esac
  if [ "$name" = main ]; then exe=$bin/solver; else exe=$solutions/$name; fi
  "$here/run.sh" "$bin" "$exe" "$here/../tests" "$limit" >"$runs/$name.tsv" || exit 1
  echo "run_all.sh: $name: $(grep -vc $'\tOK\t' "$runs/$name.tsv") of $(wc -l <"$runs/$name.tsv") tests not OK" >&2
done <"$here/tags.tsv"
