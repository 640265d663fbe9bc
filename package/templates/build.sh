#!/bin/sh
# DOMjudge's zip import keeps the exec bit of the files named build and run only:
# the judge runs this script before the program's first use.
chmod +x {{binary}}
