#!/usr/bin/env bash
# run.sh BIN_DIR HARNESS [libFuzzer options...]: runs one libFuzzer harness of a
# SNAKE_FUZZ=ON build (docs/fuzzing.md) from the repository's seed corpus
# (fuzz/corpus/HARNESS) and regression inputs (fuzz/regressions/HARNESS), which it only
# reads. New inputs go to a working corpus kept next to the binaries
# (BIN_DIR/../fuzz-work/HARNESS, reused by the next run), a crashing input to
# BIN_DIR/../fuzz-work/HARNESS-crashes/. libFuzzer prints its seed first; rerun a crash
# with `BIN_DIR/HARNESS CRASH_FILE`. Exits non-zero on any finding.
set -euo pipefail
bin=$(cd "$1" && pwd)
harness=$2
shift 2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$bin/../fuzz-work/$harness
mkdir -p "$work" "$work-crashes"
inputs=("$here/corpus/$harness")
[ -d "$here/regressions/$harness" ] && inputs+=("$here/regressions/$harness")
exec "$bin/$harness" -artifact_prefix="$work-crashes/" -print_final_stats=1 "$@" \
  "$work" "${inputs[@]}"
