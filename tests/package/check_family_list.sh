#!/usr/bin/env bash
# check_family_list.sh SOURCE_DIR BIN_DIR
# The generator's family list follows its files: the families `generator --list-names`
# prints (one a line, from generator/families/list.def) are exactly the files
# generator/families/*.cpp, each once, and list.def names each once. Tests and scripts
# read --list-names (or snake::families()), so they follow too; the family test
# (test_generator_families) checks that every listed family has its test suite.
set -u
source_dir=$1 bin=$2
status=0
files=$(cd "$source_dir/generator/families" && ls -- *.cpp | sed 's/\.cpp$//' | sort)
listed=$("$bin/generator" --list-names) || { echo "FAIL: generator --list-names failed"; exit 1; }
defined=$(sed -n 's/^SNAKE_FAMILY(\([^)]*\))$/\1/p' "$source_dir/generator/families/list.def")
[ -n "$files" ] || { echo "FAIL: no family files in generator/families/"; exit 1; }
for name in $files; do
  case $'\n'$listed$'\n' in
    *$'\n'$name$'\n'*) ;;
    *) echo "FAIL: generator/families/$name.cpp is not listed: add SNAKE_FAMILY($name) to generator/families/list.def (or its Family entry is not named '$name')"
       status=1 ;;
  esac
done
for name in $listed; do
  [ -f "$source_dir/generator/families/$name.cpp" ] ||
    { echo "FAIL: family '$name' is listed but has no file generator/families/$name.cpp"; status=1; }
done
for list in listed defined; do
  duplicates=$(printf '%s\n' "${!list}" | sort | uniq -d)
  [ -z "$duplicates" ] || { echo "FAIL: listed twice ($list): $duplicates"; status=1; }
done
if [ "$(printf '%s\n' "$listed")" != "$(printf '%s\n' "$defined")" ]; then
  echo "FAIL: generator --list-names differs from generator/families/list.def (rebuild?)"
  status=1
fi
[ $status = 0 ] && echo "$(printf '%s\n' "$listed" | wc -l) families: files, list.def and --list-names agree"
exit $status
