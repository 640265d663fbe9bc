#!/usr/bin/env bash
# build_times.sh [demo|build|both|files]: measures the two build figures of docs/ci.md,
# each from a clean clone of this checkout's HEAD (committed work only) in a temporary
# folder, without ccache (CI has none), with the packages already installed:
#   demo   `bash scripts/demo.sh`: configure, build the four tools it runs, run them;
#          target: under 90 s on 2 cores;
#   build  the build step of scripts/test.sh (`snake_build_project -DSNAKE_WERROR=ON`):
#          everything the test command builds; target: under 4 min on 2 cores;
#   files  where that build's CPU time goes: the build step again with every compilation
#          and link timed on its own (a compiler and linker launcher), then the CPU
#          seconds per kind of file (test executables, tools, libraries, data/solutions,
#          ...) and the 25 costliest files.
# Prints, for each, the wall time, the CPU time (user + system of every process it ran:
# on a machine shared with other jobs this is the fairer figure, since the wall time
# includes the wait for a core) and the load average before it started, then whether the
# wall time meets the target. It asserts nothing (exit 0 unless a step fails): the
# figures are measurements, to be taken on an otherwise idle machine.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
which=${1:-both}
case $which in demo | build | both | files) ;; *) echo "usage: $0 [demo|build|both|files]" >&2; exit 2 ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset CMAKE_CXX_COMPILER_LAUNCHER
export CCACHE_DISABLE=1

# measure NAME TARGET_SECONDS COMMAND...: runs COMMAND in a fresh clone, prints its figures.
measure() {
  local name=$1 target=$2
  shift 2
  local clone=$work/$name
  git clone -q --no-hardlinks "$snake_root" "$clone"
  local load
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  local times=$work/$name.times
  (
    cd "$clone"
    TIMEFORMAT='%R %U %S'
    { time "$@" >"$work/$name.log" 2>&1; } 2>"$times"
  ) || { echo "$name: failed (log below)"; tail -30 "$work/$name.log"; exit 1; }
  read -r wall user system <"$times"
  local cpu verdict
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }')
  verdict=$(awk -v w="$wall" -v t="$target" 'BEGIN { print (w < t) ? "met" : "NOT met" }')
  printf '%-6s wall %7.1f s  cpu %7.1f s  (load before: %s; %s cores)  target %d s: %s\n' \
    "$name" "$wall" "$cpu" "$load" "$(nproc)" "$target" "$verdict"
}

echo "build figures at $(git -C "$snake_root" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
if [ "$which" = files ]; then
  # Every compiler and linker run appends "CPU-seconds output-file" to the log.
  log=$work/files.log
  launcher=$work/time_one.sh
  {
    echo '#!/usr/bin/env bash'
    echo 'out=unknown'
    echo 'for ((i = 1; i < $#; i++)); do [ "${!i}" = -o ] && { j=$((i + 1)); out=${!j}; }; done'
    echo 'times=$(mktemp)'
    echo '/usr/bin/time -f "%U %S" -o "$times" "$@"'
    echo 'status=$?'
    echo "echo \"\$(awk '{ print \$1 + \$2 }' \"\$times\") \$out\" >>'$log'"
    echo 'rm -f "$times"'
    echo 'exit $status'
  } >"$launcher"
  chmod +x "$launcher"
  measure files 240 bash -c "source scripts/common.sh && snake_build_project -DSNAKE_WERROR=ON \
    -DCMAKE_CXX_COMPILER_LAUNCHER=$launcher -DCMAKE_CXX_LINKER_LAUNCHER=$launcher"
  # The kind of a file, from its target (CMakeFiles/<target>.dir/...) or its folder.
  echo "CPU seconds per kind of file (count, kind):"
  awk '
    { cpu = $1; out = $2; link = out !~ /\.(o|gch)$/; target = out
      if (link) sub(/.*\//, "", target)
      else { sub(/\.dir\/.*/, "", target); sub(/.*CMakeFiles\//, "", target) }
      if (out ~ /\.gch$/) kind = "precompiled headers"
      else if (out ~ /\.a$/) kind = "static libraries"
      else if (out ~ /static\/bin\// || target ~ /^static_/) kind = "static copies"
      else if (out ~ /solutions\// || target ~ /^solution_/) kind = "data/solutions"
      else if (out ~ /fixtures\// || target ~ /^judge_fixture_/) kind = "judge fixture programs"
      else if (target ~ /^test_/) kind = "test executables"
      else if (target ~ /^fuzz_/) kind = "fuzz harnesses"
      else if (target ~ /^snake_/) kind = "libraries"
      else kind = "tools (mains)"
      key = kind (link ? ", links" : ", compilations")
      sum[key] += cpu; count[key]++; total += cpu }
    END { for (k in sum) printf "%8.1f s %4d  %s\n", sum[k], count[k], k
          printf "%8.1f s %4d  all\n", total, NR }' "$log" | sort -rn
  echo "the costliest files (CPU seconds):"
  sort -rn "$log" | head -25 | sed 's/^/  /'
  exit 0
fi
if [ "$which" != build ]; then
  measure demo 90 bash scripts/demo.sh
fi
if [ "$which" != demo ]; then
  measure build 240 bash -c 'source scripts/common.sh && snake_build_project -DSNAKE_WERROR=ON'
fi
