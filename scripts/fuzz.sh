#!/usr/bin/env bash
# The fuzz step of CI (docs/fuzzing.md): builds the libFuzzer harnesses with clang-14
# (-DSNAKE_FUZZ=ON) in <repo>/build-fuzz (or $SNAKE_FUZZ_BUILD) and runs each for its
# bounded number of executions (ctest -L fuzz; SNAKE_FUZZ_RUNS_SCALE=N multiplies them).
# Warnings are errors in the gcc build only: clang's -Wconversion also flags sign
# conversions, which the project is not held to.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages "${snake_packages[@]}" "${snake_test_packages[@]}" \
  "${snake_clang_packages[@]}"
build=${SNAKE_FUZZ_BUILD:-$snake_root/build-fuzz}
snake_build_in "$build" -DSNAKE_FUZZ=ON -DSNAKE_WERROR=OFF -DCMAKE_CXX_COMPILER=clang++-14 \
  -DSNAKE_FUZZ_RUNS_SCALE="${SNAKE_FUZZ_RUNS_SCALE:-1}" -- fuzz
cd "$build"
ctest -j "$(nproc)" --output-on-failure -L '^fuzz$'
