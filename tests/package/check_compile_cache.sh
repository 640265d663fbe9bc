#!/usr/bin/env bash
# check_compile_cache.sh: tests/support/compile_cache.py answers a compile-and-link run
# from the cache only when the same run was made before: the same arguments and the
# same preprocessed sources (a header changed is a new run), never a failed one, and
# it leaves every other compiler run alone.
set -u
support=$(cd "$(dirname "${BASH_SOURCE[0]}")/../support" && pwd)
cd "$(mktemp -d)" || exit 1
trap 'rm -rf "$PWD"' EXIT
export SNAKE_COMPILE_CACHE=$PWD/cache
# shellcheck source=tests/support/compile_cache.sh
source "$support/compile_cache.sh"
status=0
fail() { echo "FAIL: $*"; status=1; }
entries() { find cache -name '*.bin' 2>/dev/null | wc -l; }

[ "$(command -v g++)" = "$support/compilers/g++" ] ||
  fail "compile_cache.sh does not put the shims first on PATH"
printf '#include "value.hpp"\n#include <cstdio>\nint main() { std::printf("%%d\\n", VALUE); }\n' >main.cpp
echo '#define VALUE 1' >value.hpp
g++ -O1 -o one main.cpp || fail "the first compile failed"
[ "$(entries)" = 1 ] || fail "the first compile left $(entries) cache entries, not 1"
g++ -O1 -o two main.cpp || fail "the second compile failed"
[ "$(entries)" = 1 ] || fail "the same run was not answered from the cache"
cmp -s one two || fail "the cached program differs from the first"
[ "$(./two)" = 1 ] || fail "the cached program prints '$(./two)', not 1"
echo '#define VALUE 2' >value.hpp
g++ -O1 -o three main.cpp || fail "the compile after the header changed failed"
[ "$(./three)" = 2 ] || fail "a changed header was answered from the cache: '$(./three)', not 2"
{ g++ -O2 -o four main.cpp && [ "$(entries)" = 3 ]; } || fail "other flags were answered from the cache"
echo 'int main( {' >broken.cpp
g++ -o broken broken.cpp 2>/dev/null && fail "a broken source compiled"
g++ -o broken broken.cpp 2>/dev/null && fail "a broken source compiled from the cache"
[ "$(entries)" = 3 ] || fail "a failed compile was kept"
{ g++ -c -o main.o main.cpp && [ -f main.o ] && [ "$(entries)" = 3 ]; } || fail "g++ -c was not left alone"
[ $status = 0 ] && echo "the compile cache answers the same run only"
exit $status
