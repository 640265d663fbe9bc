#!/usr/bin/env bash
# bench/replay.sh [BUILD]: measures the replay page (docs/replay.md) on the largest case:
# a 255 x 255 board, k = 8, a legal path of 100,000 moves (bin/replay_long_path). Prints
# the page's size, the time bin/replay takes to write it, and, in headless Chromium
# (Debian's chromium package), the time to open the page at steps 0, 50,000 and 100,000
# (the page's own figure, performance.now() when its script has drawn the board and the
# state, and the whole browser run), then the cost of stepping and seeking (a copy of the
# page with a timing script appended: 10,000 single steps by the right-arrow key, 1,000
# seeks to random steps by the slider). Asserts nothing: figures vary with the machine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
bin=$build/bin
for tool in replay replay_long_path; do
  [ -x "$bin/$tool" ] || { echo "bench/replay.sh: $bin/$tool is missing: build first" >&2; exit 1; }
done
chromium=${SNAKE_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ -n "$chromium" ] || { echo "bench/replay.sh: install Debian's chromium package" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# browser URL: dumps the DOM; prints the data attributes NAME... of <main id="state">.
browser() {
  local url=$1; shift
  local profile
  profile=$(mktemp -d "$work/profile.XXXX")
  local dom
  dom=$("$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --virtual-time-budget=5000 --dump-dom "$url" 2>/dev/null |
    grep -o '<main id="state"[^>]*>' | head -1)
  rm -rf "$profile"
  for name in "$@"; do
    sed -n "s/.* data-$name=\"\([^\"]*\)\".*/\1/p" <<<"$dom"
  done
}

"$bin/replay_long_path" "$work"
start=$(now_ms)
"$bin/replay" "$work/long.in" "$work/long.out" --answer "$work/long.out" -o "$work/long.html" >/dev/null
written=$(( $(now_ms) - start ))
size=$(stat -c %s "$work/long.html")
moves=$(sed -n 2p "$work/long.out" | tr -d '\n' | wc -c)
echo "case: 255 x 255 board, k = 8, $moves moves (bin/replay_long_path)"
awk -v size="$size" -v moves="$moves" -v ms="$written" 'BEGIN {
  printf "page size: %d bytes (%.2f MB, %.2f bytes a move with the board), written in %d ms\n",
    size, size / 1e6, size / moves, ms }'
"$chromium" --version 2>/dev/null
printf '%-10s %-6s %14s %14s\n' step run page_ready_ms browser_run_ms
for step in 0 50000 100000; do
  for run in 1 2 3; do
    start=$(now_ms)
    ready=$(browser "file://$work/long.html#step=$step" load-ms)
    printf '%-10s %-6s %14s %14d\n' "$step" "$run" "$ready" $(( $(now_ms) - start ))
  done
done

# Stepping and seeking, timed inside the page.
sed 's|</body>|<script>\
(function () {\
  const state = document.getElementById("state"), slider = document.getElementById("slider");\
  let t = performance.now();\
  for (let i = 0; i < 10000; ++i) document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowRight"}));\
  state.dataset.benchStepMs = ((performance.now() - t) / 10000).toFixed(4);\
  let seed = 12345;\
  t = performance.now();\
  for (let i = 0; i < 1000; ++i) {\
    seed = (seed * 1103515245 + 12345) % 2147483648;\
    slider.value = String(seed % (Number(state.dataset.moves) + 1));\
    slider.dispatchEvent(new Event("input"));\
  }\
  state.dataset.benchSeekMs = ((performance.now() - t) / 1000).toFixed(4);\
})();\
</script></body>|' "$work/long.html" >"$work/timed.html"
read -r step_ms seek_ms < <(browser "file://$work/timed.html#step=0" bench-step-ms bench-seek-ms | paste -sd' ')
echo "one step (right arrow, incremental repaint): $step_ms ms; one seek (slider, random step): $seek_ms ms"
