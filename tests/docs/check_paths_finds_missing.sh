#!/usr/bin/env bash
# check_paths_finds_missing.sh BUILD: check_paths.py on a tiny repository of its own,
# whose README names one path that exists, one that does not, a placeholder, a ctest
# name and a link: it must report exactly the missing one and exit 1.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=$(cd "$1" && pwd)
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
mkdir -p "$repo/model" "$repo/tests/docs" "$repo/docs"
touch "$repo/model/board.hpp" "$repo/tests/docs/other_trees.txt" "$repo/docs/a.md"
printf 'model/board.hpp, model/gone.hpp, model/<name>.hpp, [a](docs/a.md), [b](docs/b.md)\n' >"$repo/README.md"
printf '// model/board.hpp and model/also_gone.hpp\n' >"$repo/model/board.cpp"
git -C "$repo" init -q && git -C "$repo" add -A
output=$(python3 "$here/check_paths.py" "$repo" "$build")
code=$?
expected="README.md:1: names model/gone.hpp, which does not exist
README.md:1: names docs/b.md, which does not exist
model/board.cpp:1: names model/also_gone.hpp, which does not exist
7 paths named in 4 files: 3 missing"
if [ "$code" != 1 ] || [ "$output" != "$expected" ]; then
  echo "expected exit 1 and:"; echo "$expected"; echo "got exit $code and:"; echo "$output"
  exit 1
fi
echo "check_paths.py reports exactly the three missing paths"
