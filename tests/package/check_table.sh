#!/usr/bin/env bash
# check_table.sh DATA_DIR RUNS_DIR
# The fail table in data/solutions/README.md (between the fail-table markers) is exactly
# what data/solutions/table.sh makes from this build's judge reports (RUNS_DIR/*.json),
# so the README never claims verdicts that the solutions do not get. To update it after
# changing tests or solutions: data/solutions/judge_all.sh BIN SOLUTIONS RUNS, then
# data/solutions/update_readme.sh RUNS.
set -u
data=$1 runs=$2
readme=$data/solutions/README.md
expected=$("$data/solutions/table.sh" "$runs") || exit 1
committed=$(sed -n '/<!-- fail-table:begin -->/,/<!-- fail-table:end -->/p' "$readme" | sed '1d;$d')
# Pass or fail must match exactly; the kind of failure may differ between compilers for
# the solutions with undefined behaviour (wa_fixed_arrays_12: WA here, maybe RE there).
normalise() { sed -E 's/\| (WA|PE|RE|TLE|MLE|OLE|PARTIAL|FAIL) /| fails /g'; }
if [ "$(normalise <<<"$expected")" != "$(normalise <<<"$committed")" ]; then
  echo "FAIL: the fail table in data/solutions/README.md differs from this build's judge reports:"
  diff <(echo "$committed") <(echo "$expected")
  exit 1
fi
if [ "$expected" != "$committed" ]; then
  echo "note: same passes and failures, but some failures are of another kind here:"
  diff <(echo "$committed") <(echo "$expected")
fi
echo "the README's fail table matches the judge's reports"
