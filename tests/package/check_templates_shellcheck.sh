#!/usr/bin/env bash
# check_templates_shellcheck.sh FOLDER: shellcheck (as POSIX sh) on every *.sh template
# of FOLDER (package/templates/), each {{placeholder}} replaced by its name first, with
# FOLDER's .shellcheckrc. Fails when there is none or shellcheck finds anything.
set -u
folder=$(cd "$1" && pwd)
cd "$folder" || exit 1
shopt -s nullglob
scripts=(*.sh)
if [ "${#scripts[@]}" = 0 ]; then
  echo "no *.sh template in $folder"
  exit 1
fi
status=0
for script in "${scripts[@]}"; do
  if sed 's/{{\([a-z0-9_]*\)}}/\1/g' "$script" | shellcheck --shell=sh --severity=style - ; then
    echo "$script: shellcheck finds nothing"
  else
    echo "$script: shellcheck's findings above (lines of $folder/$script)"
    status=1
  fi
done
exit "$status"
