#!/usr/bin/env bash
# Builds everything with warnings as errors and runs the whole test suite under ctest.
# Installs the packages of every CI step (the suite's, and clang-14 and libfuzzer-14-dev
# too), so that scripts/sanitize.sh and scripts/fuzz.sh then run as they are.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages "${snake_packages[@]}" "${snake_test_packages[@]}" \
  "${snake_clang_packages[@]}"
snake_build_project -DSNAKE_WERROR=ON
cd "$snake_build"
ctest -j "$(nproc)" --output-on-failure -LE judges
# The judges' own tools (Kattis problemtools, BAPCtools, testlib.h) from ../shared/judges
# beside the repository: verifyproblem and bt on the exported Kattis packages, and
# testlib's checker and validator against ours (docs/package.md). A plain clone has no
# such folder: the step says so and is skipped.
if [ -d "$snake_root/../shared/judges" ]; then
  echo "== the judges' own tools: ../shared/judges"
  ctest --output-on-failure -L judges
else
  echo "== the judges' own tools: skipped, ../shared/judges not found beside the repository"
fi
