#!/usr/bin/env bash
# Builds everything with warnings as errors and runs the whole test suite under ctest.
# Installs the packages of every CI step (clang-14 and libfuzzer-14-dev too), so that
# scripts/sanitize.sh and scripts/fuzz.sh then run as they are.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages "${snake_packages[@]}" "${snake_clang_packages[@]}"
snake_build_project -DSNAKE_WERROR=ON
cd "$snake_build"
ctest -j "$(nproc)" --output-on-failure
