#!/usr/bin/env bash
# Builds everything with warnings as errors and runs the whole test suite under ctest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages
snake_build_project -DSNAKE_WERROR=ON
cd "$snake_build"
ctest -j "$(nproc)" --output-on-failure
