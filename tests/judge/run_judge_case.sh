#!/usr/bin/env bash
# run_judge_case.sh BIN_DIR CASE_DIR: one judge case, a folder in the format of
# tests/cli/run_case.sh (cmd, expected_exit, expected_stdout, fixtures, ...), run by it.
# A case may hold a file `requires` naming what the host must offer; where `BIN_DIR/judge
# --check-host` says it cannot, the case is skipped with exit code 77 and the reason:
#   bwrap    the bubblewrap sandbox works here
#   cgroup   cgroup v1 limits on a run's whole process tree work here
#   userns   an unprivileged user (nobody) may run bwrap (user namespaces), and setpriv
#            can switch to it: the judge as an ordinary user
# The case's cmd finds the fixture programs in $FIXTURES, and needs jq to read reports and
# pgrep (procps) to look for processes left behind.
set -u
bin=$1 case_dir=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -f "$case_dir/requires" ]; then
  host=$("$bin/judge" --check-host) || exit 2
  for need in $(cat "$case_dir/requires"); do
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
      *) echo "case $case_dir requires '$need', which this script does not know"; exit 2 ;;
    esac
    if ! grep -q ' usable' <<<"${line/not usable/}"; then
      echo "SKIP: $line"
      exit 77
    fi
  done
fi
command -v jq >/dev/null || { echo "the judge cases need jq (Debian package jq)"; exit 2; }
command -v pgrep >/dev/null || { echo "the judge cases need pgrep (Debian package procps)"; exit 2; }
exec bash "$here/../cli/run_case.sh" "$bin" "$case_dir"
