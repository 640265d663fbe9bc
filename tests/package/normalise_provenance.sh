#!/usr/bin/env bash
# normalise_provenance.sh FOLDER: in the text files of an exported package, the commit
# that every export records ("bin/package 1.0 (commit 0123...abcd+dirty)") becomes
# "(commit COMMIT)", so that the exporter's layout cases (tests/cli/exporter) pin
# every other byte without changing with each commit. Executables are left alone.
set -eu
find "$1" -type f ! -perm -u+x -print0 |
  xargs -0 -r sed -i -E 's/\(commit ([0-9a-f]{40}(\+dirty)?|unknown)\)/(commit COMMIT)/g'
