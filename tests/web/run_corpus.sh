#!/usr/bin/env bash
# run_corpus.sh BIN_DIR MODULE REPO: the WebAssembly checker against the native one over
# the case corpus (tests/web/corpus.js): first the property test, run once with
# SNAKE_PROPERTY_CORPUS so that it records every output it judges with its native
# verdict line, then node over tests/cli/checker and those records, then the same in
# headless Chromium through the module of the interactive page (bin/replay --interactive).
set -euo pipefail
bin=$1 module=$2 repo=$3
if [[ ! -f $module ]]; then
  echo "no WebAssembly module at $module: the build needs em++ (apt-get install emscripten node-acorn)" >&2
  exit 1
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
SNAKE_PROPERTY_CORPUS=$scratch/property.corpus "$bin/test_checker_property" >/dev/null
node "$repo/tests/web/corpus.js" "$module" "$bin" "$repo" "$scratch/property.corpus"
"$bin/replay" --interactive -o "$scratch/page.html"
node "$repo/tests/web/corpus.js" "$module" "$bin" "$repo" "$scratch/property.corpus" \
  --chromium "$scratch/page.html"
