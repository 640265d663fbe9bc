#!/bin/sh
# The input validator speaks the Kattis protocol (exit 42 valid, 43 invalid) whatever flags a tool passes or omits.
# With --constraints_file FILE (BAPCtools) it also writes the bounds it checks and the values seen.
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
exec "$here/validator" --kattis "$@"
