#!/usr/bin/env bash
# run_case.sh BIN_DIR CASE_DIR: runs one command-line test case.
#
# A case is a folder named for the behaviour it checks, holding:
#   cmd              one shell command line, run by bash in a scratch copy of the folder
#                    with $BIN set to the directory of the executables, for example
#                    `$BIN/validator --kattis < input`
#   expected_exit    the exit code it must return
#   expected_stdout  (optional) its exact standard output
#   expected_stderr  (optional) its exact standard error
#   expected_files/  (optional) files it must have written, each compared exactly with
#                    the file of the same relative path in the scratch folder
#   fixtures         (optional) lines "NAME PATH": copy the repository's file PATH to NAME
#                    before the command runs, so that shared data (the statement's sample,
#                    data/sample/) is written once instead of in every case
#   unprivileged     (optional, empty) run the command without the file-permission
#                    override of root (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH), so that a
#                    file the command makes unreadable (chmod 000) really is unreadable.
#                    As root the command runs under `setpriv` with those capabilities
#                    dropped; when that cannot be done the case is SKIPPED (exit 77,
#                    ctest's SKIP_RETURN_CODE), never passed
#   small_disk       (optional) one line "DIR SIZE FREE" (KiB): the command runs in a
#                    mount namespace of its own where DIR (in the scratch folder) is a
#                    tmpfs of SIZE KiB holding a file `filler` that leaves FREE KiB, so a
#                    write there fails with ENOSPC partway (a full disk; the cmd lists DIR
#                    to show what was left). Where no tmpfs can be mounted (unshare -m
#                    needs root or user namespaces) the case is SKIPPED (exit 77)
#   cgroup2          (optional, empty) the command runs in a mount namespace of its own
#                    where /sys/fs/cgroup is the unified hierarchy alone (the v1 mounts
#                    unmounted, cgroup2 mounted in their place), as on a host with cgroup
#                    v2 only; the case removes every group it makes. Where that cannot be
#                    done (unshare -m and mount need root) the case is SKIPPED (exit 77)
#   requires         (optional) words naming what the host must offer; where it does
#                    not, the case is SKIPPED (exit 77) with the reason:
#                      bwrap   the bubblewrap sandbox works (`$BIN/judge --check-host`)
#                      cgroup  cgroup v1 limits on a run's whole process tree work (idem)
#                      userns  an unprivileged user (nobody) may run bwrap (user
#                              namespaces) and setpriv can switch to it
#                    A case with `requires` needs jq (to read reports) and pgrep (procps:
#                    to look for processes left behind) too
# The cmd also finds $FIXTURES, the judge driver's fixture programs (default
# BIN/../tests/judge/fixtures), and $JUDGE_PACKAGE, its small test package (default
# tests/judge/package), so that the judge driver's cases run here as they are.
#   ctest_labels     (optional) ctest labels replacing the folder's default (`slow`), read
#                    by snake_add_cli_cases (tests/CMakeLists.txt), not by this runner
# Any other file (input, output, answer, ...) is data for the command.
# Hostile hosts are written in cmd with plain bash: a full disk is `>/dev/full` or
# `2>/dev/full`, a closed descriptor `>&-` or `2>&-` (on the tool only: the runner still
# captures the other stream), a FIFO `mkfifo NAME` (with no writer: a tool that opened it
# would wait forever, which the ctest TIMEOUT of every case turns into a failure), a read
# error `/proc/self/mem` (reading its first page fails with EIO).
# Prints a diff of every mismatch and exits non-zero on any.
# With SNAKE_ACCEPT=1 in the environment, a mismatch instead rewrites the case's expected
# files from what the command did (review the result with git diff before committing).
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=$(cd "$1" && pwd) || exit 2
case_dir=$(cd "$2" && pwd) || exit 2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R "$case_dir"/. "$scratch"/
cd "$scratch" || exit 2
rm -f ctest_labels
if [ -f fixtures ]; then
  while read -r name path; do
    [ -n "$name" ] || continue
    cp "$root/$path" "$name" || { echo "case $case_dir: fixture $path is missing"; exit 2; }
  done <fixtures
  rm -f fixtures
fi

[ -f cmd ] || { echo "case $case_dir has no cmd file"; exit 2; }
[ -f expected_exit ] || { echo "case $case_dir has no expected_exit file"; exit 2; }
run=()
if [ -f unprivileged ] && [ "$(id -u)" = 0 ]; then
  drop=-dac_override,-dac_read_search
  run=(setpriv --inh-caps="$drop" --ambient-caps="$drop" --bounding-set="$drop" --)
  # The probe: a file nobody may read must be unreadable under `run`.
  probe=$(mktemp)
  chmod 000 "$probe"
  if ! "${run[@]}" true 2>/dev/null || "${run[@]}" cat "$probe" 2>/dev/null; then
    rm -f "$probe"
    echo "SKIPPED: cannot drop root's file-permission override here (setpriv)"
    exit 77
  fi
  rm -f "$probe"
fi
rm -f unprivileged
if [ -f requires ]; then
  host=$("$bin/judge" --check-host) || { echo "case $case_dir: $bin/judge --check-host failed"; exit 2; }
  for need in $(cat requires); do
    case $need in
      bwrap) line=$(grep '^sandbox: ' <<<"$host") ;;
      cgroup) line=$(grep '^memory: ' <<<"$host") ;;
      userns)
        if setpriv --reuid=65534 --regid=65534 --clear-groups \
          bwrap --unshare-user --ro-bind / / true 2>/dev/null; then
          line="userns usable"
        else
          line="userns: an unprivileged user cannot run bwrap here"
        fi ;;
      *) echo "case $case_dir requires '$need', which run_case.sh does not know"; exit 2 ;;
    esac
    if ! grep -q ' usable' <<<"${line/not usable/}"; then
      echo "SKIPPED: $line"
      exit 77
    fi
  done
  command -v jq >/dev/null || { echo "case $case_dir needs jq (Debian package jq)"; exit 2; }
  command -v pgrep >/dev/null || { echo "case $case_dir needs pgrep (Debian package procps)"; exit 2; }
  rm -f requires
fi
if [ -f small_disk ]; then
  read -r disk_dir disk_size disk_free <small_disk
  rm -f small_disk
  mkdir -p "$disk_dir"
  # The mount, the filling and the command, in a mount namespace of their own.
  mount_disk="mount -t tmpfs -o size=${disk_size}k tmpfs '$disk_dir' &&
    head -c $(((disk_size - disk_free) * 1024)) /dev/zero >'$disk_dir/filler'"
  if ! unshare -m --propagation private bash -c "$mount_disk" 2>/dev/null; then
    echo "SKIPPED: cannot mount a small tmpfs here (unshare -m, mount -t tmpfs)"
    exit 77
  fi
  run=(unshare -m --propagation private bash -c "$mount_disk && exec \"\$@\"" -- "${run[@]}")
fi
if [ -f cgroup2 ]; then
  rm -f cgroup2
  only_v2='umount -R /sys/fs/cgroup && mount -t cgroup2 none /sys/fs/cgroup &&
    test -e /sys/fs/cgroup/cgroup.subtree_control'
  if ! unshare -m --propagation private bash -c "$only_v2" 2>/dev/null; then
    echo "SKIPPED: cannot mount cgroup2 alone on /sys/fs/cgroup here (unshare -m, mount)"
    exit 77
  fi
  run=(unshare -m --propagation private bash -c "$only_v2 && exec \"\$@\"" -- "${run[@]}")
fi
export FIXTURES=${FIXTURES:-$bin/../tests/judge/fixtures}
export JUDGE_PACKAGE=${JUDGE_PACKAGE:-$root/tests/judge/package}
BIN=$bin "${run[@]}" bash -c "$(cat cmd)" >actual_stdout 2>actual_stderr
code=$?

status=0
expected_code=$(tr -d '[:space:]' <expected_exit)
if [ "$code" != "$expected_code" ]; then
  echo "exit code: expected $expected_code, got $code"
  status=1
fi
for stream in stdout stderr; do
  if [ -f "expected_$stream" ] && ! diff -u "expected_$stream" "actual_$stream"; then
    echo "($stream differs)"
    status=1
  fi
done
if [ -d expected_files ]; then
  while IFS= read -r -d '' file; do
    rel=${file#expected_files/}
    if [ ! -f "$rel" ]; then
      echo "file $rel was not written"
      status=1
    elif ! diff -u "$file" "$rel"; then
      echo "(file $rel differs)"
      status=1
    fi
  done < <(find expected_files -type f -print0)
fi
if [ "$status" != 0 ] && [ "${SNAKE_ACCEPT:-0}" = 1 ]; then
  echo "$code" >"$case_dir/expected_exit"
  for stream in stdout stderr; do
    if [ -f "expected_$stream" ] || [ -s "actual_$stream" ]; then
      cp "actual_$stream" "$case_dir/expected_$stream"
    fi
  done
  if [ -d expected_files ]; then
    while IFS= read -r -d '' file; do
      rel=${file#expected_files/}
      [ -f "$rel" ] && cp "$rel" "$case_dir/expected_files/$rel"
    done < <(find expected_files -type f -print0)
  fi
  echo "accepted: $case_dir"
  exit 0
fi
if [ "$status" != 0 ]; then
  echo "--- cmd: $(cat cmd)"
  echo "--- stdout:"; head -c 2000 actual_stdout
  echo "--- stderr:"; head -c 2000 actual_stderr
fi
exit "$status"
