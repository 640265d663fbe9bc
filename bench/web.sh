#!/usr/bin/env bash
# bench/web.sh [BUILD]: measures the interactive page and the checker in WebAssembly
# (docs/web.md): the page's size (bin/replay --interactive) and the module's, then the
# time to judge the sample's answer and a legal output of 100,000 moves on 255 x 255
# (bin/replay_long_path), in node (the module's start, and the median of RUNS judgings
# of checker::check() through the module) and natively in-process (bin/bench_check),
# and their ratio. Timed in node, not Chromium: headless Chromium's --dump-dom needs
# virtual time to wait for the module's asynchronous start, and virtual time stops
# performance.now() while a script runs. Asserts nothing: figures vary with the machine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
bin=$build/bin
module=$build/web/snake_web.js
for f in "$bin/replay" "$bin/replay_long_path" "$bin/bench_check" "$module"; do
  [ -e "$f" ] || { echo "bench/web.sh: $f is missing: build first (with em++)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/replay" --interactive -o "$work/page.html"
echo "page: $(stat -c %s "$work/page.html") bytes; module (snake_web.js, wasm inlined): $(stat -c %s "$module") bytes"
"$bin/replay_long_path" "$work"
runs_sample=${RUNS_SAMPLE:-2000}
runs_long=${RUNS_LONG:-21}
node --version | sed 's/^/node /'
printf '%-28s %12s %12s %12s %8s\n' case wasm_start_ms wasm_ms native_ms ratio
bench() {  # name input output answer runs
  local w n
  w=$(node "$root/tests/web/bench_check.js" "$module" "$2" "$3" "$4" "$5")
  n=$("$bin/bench_check" "$2" "$3" "$4" "$5")
  [ "$(cut -f3 <<<"$w")" = "$(cut -f2 <<<"$n")" ] || { echo "verdicts differ: $w / $n" >&2; exit 1; }
  awk -v name="$1" -v s="$(cut -f1 <<<"$w")" -v w="$(cut -f2 <<<"$w")" -v n="$(cut -f1 <<<"$n")" \
    'BEGIN { printf "%-28s %12.1f %12.4f %12.4f %8.2f\n", name, s, w, n, w / n }'
  echo "  verdict: $(cut -f2 <<<"$n")"
}
bench "sample (15 moves)" "$root/data/sample/sample.in" "$root/data/sample/sample.ans" \
  "$root/data/sample/sample.ans" "$runs_sample"
bench "255 x 255, 100000 moves" "$work/long.in" "$work/long.out" "$work/long.out" "$runs_long"
