#!/usr/bin/env bash
# check_package_lists.sh ROOT: the Debian package lists the README and docs/ci.md quote
# are scripts/common.sh's own (snake_packages for the build, snake_test_packages for the
# tests, snake_clang_packages for the sanitizer and fuzz builds), word for word, so that
# a reader who installs what the README names can build and test.
set -u
root=$1
# shellcheck source=../../scripts/common.sh
source "$root/scripts/common.sh"
status=0
check() {  # check FILE LABEL EXPECTED...: FILE quotes `EXPECTED` (space-separated) as is
  local file=$1 label=$2
  shift 2
  local want="\`$*\`"
  if tr '\n' ' ' <"$root/$file" | grep -qF -- "$want"; then
    echo "$file: the $label packages as scripts/common.sh has them"
  else
    echo "FAIL: $file does not quote the $label packages of scripts/common.sh: $want"
    status=1
  fi
}
check README.md build "${snake_packages[@]}"
check README.md test "${snake_test_packages[@]}"
check README.md clang "${snake_clang_packages[@]}"
check docs/ci.md build "${snake_packages[@]}"
check docs/ci.md test "${snake_test_packages[@]}"
check docs/ci.md clang "${snake_clang_packages[@]}"
exit $status
