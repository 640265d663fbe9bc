#!/usr/bin/env bash
# check_source_rules_find_defects.sh: check_function_lengths.py and
# check_inline_templates.py on fixtures/source_rules/, which has a function of 79 lines,
# one of 80, a member function of 83 and two templates in string literals: each script
# must name exactly the defects and exit 1.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here"
fixture=fixtures/source_rules/long_function.cpp
status=0
check() {  # check NAME EXPECTED_OUTPUT COMMAND...
  local name=$1 expected=$2
  shift 2
  local output code
  output=$("$@")
  code=$?
  if [ "$code" != 1 ] || [ "$output" != "$expected" ]; then
    echo "$name: expected exit 1 and:"; echo "$expected"; echo "got exit $code and:"; echo "$output"
    status=1
  else
    echo "$name reports exactly the fixture's defects"
  fi
}
check check_function_lengths.py "$fixture:97: sum_of_80 has 80 lines (limit: under 80)
$fixture:180: count has 83 lines (limit: under 80)
4 functions in 1 files; longest 83 lines ($fixture:180: count)" \
  python3 check_function_lengths.py 80 "$fixture"
check check_inline_templates.py "$fixture:12: a template of 2 lines in a string literal: '#!/bin/sh'
$fixture:268: a template of 2 lines in a string literal: '<p>'
2 templates in string literals in 1 files" \
  python3 check_inline_templates.py "$fixture"
exit "$status"
