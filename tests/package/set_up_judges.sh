#!/usr/bin/env bash
# set_up_judges.sh BUILD_DIR: the judges' tools of ../shared/judges (beside the
# repository) set up once into BUILD_DIR/judges by its setup.sh, for the tests that use
# them side by side (ctest fixture snake_judges, tests/package/CMakeLists.txt; they are
# told so by SNAKE_JUDGES_SET_UP=1 and do not refresh the folder while another reads
# it). Without ../shared/judges there is nothing to set up: it says so and succeeds, and
# the tests themselves skip.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
judges=$(cd "$root/.." && pwd)/shared/judges
build=$(cd "$1" && pwd)
if [ ! -f "$judges/setup.sh" ]; then
  echo "nothing to set up: ../shared/judges not found (the judges' tests skip)"
  exit 0
fi
# --with-latex: scripts/verify_packages.sh's `bt zip` typesets the statement and the
# editorial, which use siunitx and cancel (texlive-science, texlive-latex-extra). Without
# it, bt zip found them only when package/judges_statement_tools, which installs them
# for its own tools, happened to run first.
bash "$judges/setup.sh" "$build/judges" --with-latex >"$build/judges-setup.log" 2>&1 ||
  { cat "$build/judges-setup.log"; exit 1; }
echo "the judges' tools are set up in $build/judges"
