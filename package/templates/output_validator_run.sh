#!/bin/sh
# The output validator: input answer feedback_dir [flags] < output.
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
exec "$here/checker-kattis" "$@"
