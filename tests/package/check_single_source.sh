#!/usr/bin/env bash
# check_single_source.sh BIN_DIR CASES_DIR
# The single-source checker and validator that the Polygon, Hydro and LibreOJ packages
# carry (package/single_source.hpp, package/portable/), taken from real exports:
#   - each compiles with plain g++ -std=c++17 and clang++ -std=c++17, and with the
#     project's warnings as errors; the checker also with -DCMS, as CMS's Polygon loader
#     compiles files/check.cpp;
#   - neither includes anything but the C++ standard library (the validator's binary
#     standard input on Windows aside: <fcntl.h> and <io.h> under #ifdef _WIN32);
#   - the verdict corpus (CASES_DIR/checker, tests/cli/checker): every case that runs
#     bin/checker or bin/checker-cms runs again with the single file in their place, and
#     must give the same exit code, standard output, standard error and files. The
#     package's checker options are compiled in: a case with --partial, --points-scale,
#     --full-score, --time-only, --self-solve-ms or --self-solve-mib on the command line
#     runs a copy of check.cpp whose settings (the definitions bin/package writes at its
#     end) say the same; cases with
#     other options or a bad command line are counted as skipped, and a few whose host
#     behaviour only POSIX names (listed below) are compared by the exit code;
#   - the validator on the validator cases (CASES_DIR/validator) that run bin/validator
#     in its testlib protocol, the same way, and on every test of data/ (valid).
set -u
source "$(dirname "${BASH_SOURCE[0]}")/../support/compile_cache.sh"  # g++ runs made before answer at once
bin=$(cd "$1" && pwd) cases=$(cd "$2" && pwd)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
status=0
fail() { echo "FAIL: $*"; status=1; }
# clang++ is clang-14's clang++-14 on a machine with only snake_clang_packages.
clangxx=$(command -v clang++ || command -v clang++-14) || { echo "FAIL: no clang++"; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2

# ---------------------------------------------------------------- the files, from exports
"$bin/package" --format polygon --out polygon >/dev/null || { echo "FAIL: polygon export"; exit 1; }
"$bin/package" --format hydro --partial 0.5 --out hydro >/dev/null || { echo "FAIL: hydro export"; exit 1; }
"$bin/package" --format loj --partial 0.5 --out loj >/dev/null || { echo "FAIL: loj export"; exit 1; }
cmp -s polygon/files/check.cpp polygon/check.cpp || fail "polygon: check.cpp differs from files/check.cpp"
cmp -s polygon/files/val.cpp hydro/testdata/validator.cc || fail "the Polygon and Hydro validators differ"

# Standard headers of C++17 (and the C ones C++ keeps).
std_headers=" algorithm any array atomic bitset cassert cctype cerrno cfloat charconv chrono cinttypes climits cmath
 complex condition_variable cstddef cstdint cstdio cstdlib cstring ctime cwchar deque exception filesystem fstream
 functional initializer_list iomanip ios iosfwd iostream istream iterator limits list locale map memory mutex new
 numeric optional ostream queue random ratio regex set sstream stack stdexcept streambuf string string_view
 system_error thread tuple type_traits typeinfo unordered_map unordered_set utility valarray variant vector "
std_headers=" $(tr '\n' ' ' <<<"$std_headers") "
check_includes() {  # check_includes FILE
  local header
  while read -r header; do
    case "$std_headers" in *" $header "*) continue ;; esac
    fail "$1 includes <$header>, which is not the C++ standard library"
  done < <(awk '/^#ifdef _WIN32/{w=1} /^#endif/{w=0} !w && /^#include/' "$1" | sed -n 's/^#include <\(.*\)>.*/\1/p')
  grep -q '^#include "' "$1" && fail "$1 still includes a project file"
  grep -qE 'fexecve|memfd_create|fork\(|execv' "$1" && fail "$1 starts another program"
}
compile() {  # compile OUT SOURCE FLAGS...
  local out=$1 source=$2
  shift 2
  "$@" -o "$out" "$source" 2>"$out.log" || fail "$* $source: $(head -5 "$out.log")"
}
for source in polygon/files/check.cpp polygon/files/val.cpp; do check_includes "$source"; done
compile chk-gcc polygon/files/check.cpp g++ -std=c++17 -O2
compile chk-clang polygon/files/check.cpp "$clangxx" -std=c++17 -O2
compile chk-warn polygon/files/check.cpp g++ -std=c++17 -Wall -Wextra -Wshadow -Wconversion -Werror -O1
compile chk-cms polygon/files/check.cpp g++ -std=c++17 -O2 -DCMS
compile chk-hydro hydro/testdata/checker.cc g++ -std=c++17 -O2
compile chk-loj loj/testdata/checker.cpp "$clangxx" -std=c++17 -O2
# The exporter compiles in what it was asked for: --partial 0.5 on the scale of the judge.
grep -q 'settings.check.policy.partial = 0.5;' hydro/testdata/checker.cc &&
  grep -q 'PointsScale::fraction' hydro/testdata/checker.cc || fail "Hydro's checker.cc lacks --partial 0.5 (fraction)"
grep -q 'settings.check.policy.partial = 0.5;' loj/testdata/checker.cpp &&
  grep -q 'PointsScale::percent' loj/testdata/checker.cpp || fail "LibreOJ's checker.cpp lacks --partial 0.5 (percent)"
compile val-gcc polygon/files/val.cpp g++ -std=c++17 -O2
compile val-clang polygon/files/val.cpp "$clangxx" -std=c++17 -O2
compile val-warn polygon/files/val.cpp "$clangxx" -std=c++17 -Wall -Wextra -Wshadow -Wconversion -Werror -O1
# bin/validator's defaults are data/constraints.def's limits; the package's file has the
# largest its tests need compiled in. The corpus runs a copy with the declared ones.
side=$(awk -F'[(),]' '$1 == "SNAKE_BOUND" && $2 == "n" { gsub(/ /, "", $4); print $4 }' "$root/data/constraints.def")
sed -e "s/options.max_side = [0-9]*;/options.max_side = $side;/" -e 's/options.max_food = [0-9]*;/options.max_food = 4;/' \
  polygon/files/val.cpp >val-statement.cpp
grep -q "options.max_side = $side;" val-statement.cpp || fail "cannot set the published limits in a copy of val.cpp"
compile val-statement val-statement.cpp g++ -std=c++17 -O2
[ $status = 0 ] || exit 1
echo "compiled: check.cpp and val.cpp with g++ and clang++ -std=c++17 (and -Werror, and -DCMS)"

# ---------------------------------------------------------------- the verdict corpus
# Cases where only the exit code is compared: the single file reads with the standard
# library, which names no system error (a permission, an I/O error, a directory on
# standard input), so its message says less than bin/'s.
declare -A posix_only=(
  [output_unreadable_is_pe_permission_denied]="a file nobody may read"
  [read_error_in_input_is_fail]="an I/O error midway (/proc/self/mem)"
  [read_error_in_output_is_fail]="an I/O error midway (/proc/self/mem)"
  [read_error_is_an_io_error_not_invalid]="an I/O error midway (/proc/self/mem)"
  [directory_on_standard_input_is_an_io_error]="a directory on standard input"
)
run_case() {  # run_case CASE_DIR BIN_FOR_THE_CASE WORK CMD
  local case_dir=$1 case_bin=$2 work=$3 cmd=$4 fixture path
  rm -rf "$work"
  mkdir -p "$work"
  cp -R "$case_dir"/. "$work"/
  if [ -f "$work/fixtures" ]; then
    while read -r fixture path; do
      [ -n "$fixture" ] && cp "$root/$path" "$work/$fixture"
    done <"$work/fixtures"
  fi
  rm -rf "$work"/fixtures "$work"/expected_* "$work"/unprivileged
  (cd "$work" && BIN=$case_bin bash -c "$cmd" >.stdout 2>.stderr; echo $? >.exit)
}
compare_corpus() {  # compare_corpus KIND PROGRAM_NAMES_REGEX
  local kind=$1 names=$2 compared=0 skipped=0 exit_only=0 with_options=0 case_dir name cmd variant
  for case_dir in "$cases/$kind"/*/; do
    name=$(basename "$case_dir")
    cmd=$(cat "$case_dir/cmd")
    grep -qE "\\\$BIN/($names)( |\$)" <<<"$cmd" || continue
    # A bad command line is reported by each front end in its own words (bin/ adds
    # "(see checker --help)"): not a verdict, not compared.
    if [ -f "$case_dir/unprivileged" ] || grep -q -- '--help)' "$case_dir/expected_stderr" 2>/dev/null; then
      skipped=$((skipped + 1))
      continue
    fi
    # The options the single file has compiled in, and which build has them.
    variant=plain
    local portable_cmd=$cmd
    if [ "$kind" = checker ]; then
      local options=0 lines settings="" words=() word i
      grep -qE -- '--(partial|time-only|points-scale|full-score|self-solve-ms|self-solve-mib)' <<<"$cmd" && options=1
      lines=$(grep -c . <<<"$cmd")
      if grep -qE -- '--(explain|html|help|version)|SNAKE_CHECKER_OPTIONS' <<<"$cmd" ||
         { [ $options = 1 ] && [ "$lines" != 1 ]; }; then
        skipped=$((skipped + 1))
        continue
      fi
      [ $options = 1 ] && read -ra words <<<"$cmd" && portable_cmd=
      for ((i = 0; i < ${#words[@]}; i++)); do
        word=${words[i]}
        case $word in
          --partial) settings+="  settings.check.policy.partial = ${words[++i]};"$'\n' ;;
          --points-scale) settings+="  settings.scale = snake::checker::PointsScale::${words[++i]};"$'\n' ;;
          --full-score) settings+="  settings.full_score = ${words[++i]};"$'\n' ;;
          --time-only) settings+="  settings.check.policy.time_only = true;"$'\n' ;;
          --self-solve-ms) settings+="  settings.check.self_solve.time_ms = ${words[++i]};"$'\n' ;;
          --self-solve-mib) settings+="  settings.check.self_solve.memory_bytes = std::size_t{${words[++i]}} << 20;"$'\n' ;;
          *) portable_cmd+="$word " ;;
        esac
      done
      if [ -n "$settings" ]; then
        variant=$(md5sum <<<"$settings" | cut -c1-12)
        if [ ! -x "chk-$variant" ]; then
          python3 - polygon/files/check.cpp "chk-$variant.cpp" "$settings" <<'EOF2'
import sys
source, target, settings = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(source).read()
at = text.rindex("  return settings;\n}")
open(target, "w").write(text[:at] + settings + text[at:])
EOF2
          compile "chk-$variant" "chk-$variant.cpp" g++ -std=c++17 -O1
        fi
      fi
    elif grep -qE -- '--(kattis|help|version)' <<<"$cmd"; then
      skipped=$((skipped + 1))
      continue
    fi
    rm -rf portable-bin
    mkdir portable-bin
    local tool
    for tool in "$bin"/*; do ln -s "$tool" "portable-bin/$(basename "$tool")"; done
    if [ "$kind" = checker ]; then
      ln -sf "$scratch/chk-$([ $variant = plain ] && echo gcc || echo $variant)" portable-bin/checker
      [ -x "$scratch/chk-$([ $variant = plain ] && echo gcc || echo $variant)" ] || { skipped=$((skipped + 1)); continue; }
      ln -sf "$scratch/chk-cms" portable-bin/checker-cms
    else
      ln -sf "$scratch/val-statement" portable-bin/validator
    fi
    run_case "$case_dir" "$bin" project "$cmd"
    run_case "$case_dir" "$scratch/portable-bin" portable "$portable_cmd"
    find project portable -type p -delete  # FIFOs the case made: nothing to compare
    if [ -n "${posix_only[$name]:-}" ]; then
      cmp -s project/.exit portable/.exit ||
        fail "$kind case $name (${posix_only[$name]}): exit $(cat portable/.exit), bin/ $(cat project/.exit)"
      exit_only=$((exit_only + 1))
    elif ! diff -r project portable >diff.log; then
      fail "$kind case $name: the single file differs from bin/ ($variant): $(head -8 diff.log)"
    fi
    compared=$((compared + 1))
    [ $variant = plain ] || with_options=$((with_options + 1))
  done
  echo "$kind corpus: $compared cases judged alike by the single file and bin/ ($with_options with" \
       "their options compiled in, $exit_only by the exit code alone), $skipped skipped (options" \
       "the file cannot take, or a bad command line)"
}
compare_corpus checker 'checker|checker-cms'
compare_corpus validator 'validator'
for test in "$root"/data/tests/*.in; do
  ./val-clang <"$test" 2>/dev/null || fail "val.cpp rejects $(basename "$test"), a test of the package"
done
echo "val.cpp accepts every test of data/tests"

[ $status = 0 ] && echo "the single-source programs compile everywhere and judge like bin/"
exit $status
