#!/usr/bin/env bash
# bench/web.sh [BUILD]: measures the interactive page and the checker in WebAssembly
# (docs/web.md): the page's size (bin/replay --interactive) and the module's, then the
# time to judge the sample's answer and a legal output of 100,000 moves on 255 x 255
# (bin/replay_long_path): in node (the module's start, and the median of RUNS judgings
# of checker::check() through the module), in headless Chromium from file:// in real
# time (tests/web/bench_chromium.js, over the DevTools protocol: the page's start, one
# check() through the module, the page's own judging and a whole press of Judge), and
# natively in-process (bin/bench_check), with the WebAssembly / native ratios. Asserts
# nothing: figures vary with the machine. Without Chromium, the node figures only.
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
chromium=${SNAKE_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ -z "$chromium" ] || "$chromium" --version 2>/dev/null
printf '%-28s %-9s %9s %10s %10s %10s %10s %7s\n' \
  case where start_ms check_ms page_ms press_ms native_ms ratio
bench() {  # name input output answer runs
  local w n c
  n=$("$bin/bench_check" "$2" "$3" "$4" "$5")
  w=$(node "$root/tests/web/bench_check.js" "$module" "$2" "$3" "$4" "$5")
  [ "$(cut -f3 <<<"$w")" = "$(cut -f2 <<<"$n")" ] || { echo "verdicts differ: $w / $n" >&2; exit 1; }
  awk -v name="$1" -v s="$(cut -f1 <<<"$w")" -v w="$(cut -f2 <<<"$w")" -v n="$(cut -f1 <<<"$n")" \
    'BEGIN { printf "%-28s %-9s %9.1f %10.4f %10s %10s %10.4f %7.2f\n", name, "node", s, w, "-", "-", n, w / n }'
  if [ -n "$chromium" ]; then
    c=$(SNAKE_CHROMIUM=$chromium node "$root/tests/web/bench_chromium.js" "$work/page.html" "$2" "$3" "$4" "$5")
    [ "$(cut -f5 <<<"$c")" = "$(cut -f2 <<<"$n")" ] || { echo "verdicts differ: $c / $n" >&2; exit 1; }
    awk -v name="$1" -v s="$(cut -f1 <<<"$c")" -v w="$(cut -f2 <<<"$c")" -v p="$(cut -f3 <<<"$c")" \
      -v q="$(cut -f4 <<<"$c")" -v n="$(cut -f1 <<<"$n")" \
      'BEGIN { printf "%-28s %-9s %9.1f %10.4f %10.2f %10.2f %10.4f %7.2f\n", name, "chromium", s, w, p, q, n, w / n }'
  fi
  echo "  verdict: $(cut -f2 <<<"$n")"
}
bench "sample (15 moves)" "$root/data/sample/sample.in" "$root/data/sample/sample.ans" \
  "$root/data/sample/sample.ans" "$runs_sample"
bench "255 x 255, 100000 moves" "$work/long.in" "$work/long.out" "$work/long.out" "$runs_long"
