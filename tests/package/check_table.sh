#!/usr/bin/env bash
# check_table.sh DATA_DIR RUNS_DIR
# The fail table in data/solutions/README.md (between the fail-table markers) is exactly
# what data/solutions/table.sh makes from this build's judge reports (RUNS_DIR/*.json),
# so the README never claims verdicts that the solutions do not get. Every solution's
# mistake is well-defined (the ones that could touch memory they do not own check their
# bounds), so the failure kinds are the same under every compiler. To update it after
# changing tests or solutions: data/solutions/judge_all.sh BIN SOLUTIONS RUNS, then
# data/solutions/update_readme.sh RUNS.
set -u
data=$1 runs=$2
readme=$data/solutions/README.md
expected=$("$data/solutions/table.sh" "$runs") || exit 1
committed=$(sed -n '/<!-- fail-table:begin -->/,/<!-- fail-table:end -->/p' "$readme" | sed '1d;$d')
if [ "$expected" != "$committed" ]; then
  echo "FAIL: the fail table in data/solutions/README.md differs from this build's judge reports:"
  diff <(echo "$committed") <(echo "$expected")
  exit 1
fi
echo "the README's fail table matches the judge's reports"
