#!/usr/bin/env bash
# The sanitizer step of CI (docs/ci.md): builds with clang-14 under AddressSanitizer and
# UndefinedBehaviorSanitizer (-DSNAKE_SANITIZE=ON: float-cast-overflow included, every
# finding aborts) in <repo>/build-sanitize (or $SNAKE_SANITIZE_BUILD), then runs the
# unit, property, stress and CLI tests and the fuzz harnesses' corpora under it. The
# stress tests check SNAKE_STRESS_SCALE of their boards (default here 1/4; they still
# run).
# Warnings are errors in the gcc build only: clang's -Wconversion also flags sign
# conversions, which the project is not held to.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
snake_install_packages "${snake_packages[@]}" "${snake_test_packages[@]}" \
  "${snake_clang_packages[@]}"
build=${SNAKE_SANITIZE_BUILD:-$snake_root/build-sanitize}
snake_build_in "$build" -DSNAKE_SANITIZE=ON -DSNAKE_WERROR=OFF -DCMAKE_CXX_COMPILER=clang++-14
cd "$build"
export SNAKE_STRESS_SCALE=${SNAKE_STRESS_SCALE:-0.25}
ctest -j "$(nproc)" --output-on-failure -L '^(unit|property|stress|corpus|cli)$'
