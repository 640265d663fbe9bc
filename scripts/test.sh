#!/usr/bin/env bash
# Builds everything with warnings as errors and runs the whole test suite under ctest.
# Installs the packages of every CI step (the suite's, and clang-14 and libfuzzer-14-dev
# too), so that scripts/sanitize.sh and scripts/fuzz.sh then run as they are.
# One ctest run, every core busy: the judges' own tools (Kattis problemtools, BAPCtools,
# testlib.h, Hydro's and CMS's code, from ../shared/judges beside the repository) run
# among the other tests, the longest first (their COST, tests/package/CMakeLists.txt).
# A plain clone has no such folder: those tests are skipped, and the last line says so.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages "${snake_packages[@]}" "${snake_test_packages[@]}" \
  "${snake_clang_packages[@]}"
snake_build_project -DSNAKE_WERROR=ON
cd "$snake_build"
ctest -j "$(nproc)" --output-on-failure
if [ -d "$snake_root/../shared/judges" ]; then
  echo "== the judges' own tools: ../shared/judges, run above (ctest -L judges)"
else
  echo "== the judges' own tools: skipped, ../shared/judges not found beside the repository"
fi
