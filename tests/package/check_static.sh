#!/usr/bin/env bash
# check_static.sh STATIC_BIN_DIR DATA_DIR TOOL...
# The executables a package ships (TOOL...: SNAKE_PACKAGE_TOOLS of package/CMakeLists.txt,
# in <build>/static/bin) need nothing from the judge host:
# ldd calls each "not a dynamic executable", readelf finds no dynamic section (so no
# NEEDED libfmt, libboost or even libc), and each judges the sample with an empty
# environment (env -i, LD_LIBRARY_PATH empty). As root it also runs them in a chroot that
# holds nothing but the executable and the three files.
set -u
bin=$(cd "$1" && pwd) data=$(cd "$2" && pwd)
shift 2
tools=("$@")
[ ${#tools[@]} -gt 0 ] || { echo "usage: check_static.sh STATIC_BIN_DIR DATA_DIR TOOL..."; exit 2; }
status=0
fail() { echo "FAIL: $*"; status=1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$data/sample/sample.in" "$scratch/input"
cp "$data/sample/sample.ans" "$scratch/answer"
cp "$data/sample/sample.ans" "$scratch/output"

for tool in "${tools[@]}"; do
  exe=$bin/$tool
  [ -x "$exe" ] || { fail "$exe is missing (the static build did not run?)"; continue; }
  ldd_out=$(ldd "$exe" 2>&1)
  case $ldd_out in
    *"not a dynamic executable"*) ;;
    *) fail "ldd $tool: $ldd_out" ;;
  esac
  if readelf -d "$exe" | grep -q NEEDED; then
    fail "readelf -d $tool lists NEEDED libraries: $(readelf -d "$exe" | grep NEEDED)"
  fi
  echo "$tool: ldd: $ldd_out; readelf -d: $(readelf -d "$exe" 2>&1 | tr -s "\n" " ")"
done

# Each judges the sample (or validates it) in its own protocol with an empty environment;
# a tool of the list with no protocol here is a failure, so the list cannot outgrow it.
run() {  # run EXPECTED_EXIT COMMAND...: in $scratch, env -i
  local expected=$1
  shift
  (cd "$scratch" && env -i LD_LIBRARY_PATH= "$@" >/dev/null 2>&1)
  local code=$?
  [ "$code" = "$expected" ] || fail "env -i $*: exit $code, expected $expected"
}
mkdir -p "$scratch/feedback"
for tool in "${tools[@]}"; do
  case $tool in
    validator) run 0 "$bin/validator" input ;;
    checker-kattis) run 42 sh -c "exec \"$bin/checker-kattis\" input answer feedback case_sensitive < output" ;;
    checker-cms) run 0 "$bin/checker-cms" input answer output batch ;;
    checker-lemon) run 0 "$bin/checker-lemon" input output answer 10 score message ;;
    checker-arbiter) run 0 "$bin/checker-arbiter" input output answer --score-file eval.score ;;
    *) fail "$tool: no protocol to run it with in check_static.sh" ;;
  esac
done

# A chroot with nothing in it but the executable and the files: no libc, no loader.
if [ "$(id -u)" = 0 ] && command -v chroot >/dev/null; then
  for tool in validator checker-cms; do
    root=$scratch/root-$tool
    mkdir -p "$root"
    cp "$bin/$tool" "$scratch/input" "$scratch/output" "$scratch/answer" "$root/"
    if [ $tool = validator ]; then
      chroot "$root" /validator /input || fail "chroot: validator rejected the sample"
    else
      chroot "$root" /checker-cms /input /answer /output batch >/dev/null 2>&1 ||
        fail "chroot: checker-cms did not accept the sample"
    fi
    echo "chroot with $(ls "$root" | tr '\n' ' '): $tool ran"
  done
else
  echo "chroot part skipped: needs root"
fi
[ $status = 0 ] && echo "all ${#tools[@]} package executables are static and run with nothing installed"
exit $status
