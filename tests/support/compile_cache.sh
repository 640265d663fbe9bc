# shellcheck shell=bash
# source tests/support/compile_cache.sh: when SNAKE_COMPILE_CACHE names a folder (ctest
# sets it to the build folder's compile_cache/ for the tests that compile the exported
# programs), g++, gcc and c++ are looked up in tests/support/compilers/ first, which
# answer a compile-and-link run made before from that folder (compile_cache.py says how
# the key is made). Without it nothing changes.
if [ -n "${SNAKE_COMPILE_CACHE:-}" ]; then
  PATH=$(cd "$(dirname "${BASH_SOURCE[0]}")/compilers" && pwd):$PATH
  export PATH SNAKE_COMPILE_CACHE
fi
