#!/usr/bin/env bash
# bench/run.sh [BUILD_DIR] [--quick]: the solver's benchmark. Prints figures; asserts
# nothing about speed (it stops only if the solver and the classic solution disagree).
#
# Baseline: the classic contest solution, ../shared/baseline/classic_bfs_2011.cpp next to
# the repository (BFS by time with wait states over 4-bit packed snakes, 15 x 15 and k <= 4
# only), compiled here with g++ -O2; without it the classic columns say "skipped".
#
# 1. The statement's own boards (docs/statement.md: published limits n, m <= 12, k <= 4;
#    the original tests up to 15 x 15): the fixed 15 x 15, k = 4 instances of
#    bench/instances/ (the mixed set: solvable, walled off, one trap) and families of
#    12 x 12 and 15 x 15 exhaustive traps from make_trap.sh
#    (food in one-cell notches: no solution only because of the body), each with the
#    answer (both programs must agree), states settled, peak RSS, time, and
#    `valgrind --tool=callgrind` instruction counts (repeatable, unlike seconds): ours for
#    the whole process and inside snake::solve(), the classic's whole process, and
#    ours / classic.
# 2. A trap series at 15, 24, 32, 48 and 64 with k = 4 .. 8 (make_trap.sh, flat, two
#    notches): states, instructions per state (callgrind up to 32 x 32), bytes of peak
#    RSS per state, wall and CPU time, peak RSS; the classic where it runs (15 x 15).
# 3. Solvable 255 x 255 boards with k = 8: states, wall and CPU time, peak RSS.
# 4. The instance classes at k = 8, each with the solver's default settings (its default
#    memory budget included): corridor mazes (make_maze.sh, 255 x 255), lattices
#    (make_lattice.sh, 64 x 64 and 96 x 96), and flat and weighted traps (make_trap.sh,
#    64 x 64 and 96 x 96; a pair differs in the weights alone, so it has the same
#    states): states, CPU and wall time, ns a state (CPU), bytes a state and peak RSS.
#    The 64 x 64 pair is timed in one run, alternately, twice each, and the ratio
#    weighted / flat taken from the faster of each.
# 5. The shape tables' cost at first use (bench_shape_tables), per food count.
# Then bench/scaling.svg (gnuplot): time and memory against states, ours and the classic.
# --quick skips the 48 x 48 and 64 x 64 series traps, part 4's 96 x 96 boards and the
# plot. For figures comparable between runs pin it to one core
# (`taskset -c 1 bash bench/run.sh`) and note the load average it prints at the start and
# the end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
build=$repo/build
quick=0
for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    *) build=$arg ;;
  esac
done
# The solver measured is the statically linked one of the static build (<build>/static,
# made with every build for the problem packages): dynamic linking of libstdc++, Boost
# and fmt is most of a small run's instructions.
# Built (or brought up to date) every time, so that the figures are of the sources.
cmake -S "$repo" -B "$build" >/dev/null
cmake --build "$build" -j2 --target static_tools generator bench_shape_tables \
  bench_search_order >/dev/null
started=$SECONDS
solver=$build/static/bin/solver
echo "solver: $solver (the static build)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

baseline=$repo/../shared/baseline/classic_bfs_2011.cpp
classic=""
if [ -f "$baseline" ]; then
  classic=$build/bench/classic_bfs_2011
  mkdir -p "$build/bench"
  if [ ! -x "$classic" ] || [ "$baseline" -nt "$classic" ]; then
    g++ -O2 -o "$classic" "$baseline" 2>/dev/null
  fi
  echo "classic solution: $baseline (g++ -O2)"
else
  echo "classic solution: skipped ($baseline not found)"
fi
echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
have_valgrind=0
command -v valgrind >/dev/null && have_valgrind=1
command -v valgrind >/dev/null || echo "valgrind not found: no instruction counts"

instructions() {  # instructions <input> <program> [args...]: whole-process Ir
  local input=$1
  shift
  if [ "$have_valgrind" = 0 ]; then echo "n/a"; return; fi
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$input" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
solve_instructions() {  # solve_instructions <input>: Ir inside snake::solve()
  if [ "$have_valgrind" = 0 ]; then echo "n/a"; return; fi
  valgrind --tool=callgrind --callgrind-out-file=/dev/null '--toggle-collect=snake::solve(*' \
    "$solver" --no-progress <"$1" 2>&1 >/dev/null | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
measure() {  # measure <input> <program> [args...]: "wall_s cpu_s rss_MiB" of one run,
  # whose standard output and error stay in $work/out and $work/err. Wall time from the
  # shell's microsecond clock around the whole process (start-up included, as for the
  # instruction counts); CPU time (user + system) and peak RSS from /usr/bin/time. On a
  # loaded machine the wall time is the CPU time plus the wait for a core.
  local input=$1 start end
  shift
  start=$EPOCHREALTIME
  local code=0
  /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" <"$input" >"$work/out" 2>"$work/err" || code=$?
  echo "$code" >"$work/code"
  end=$EPOCHREALTIME
  # /usr/bin/time writes "Command exited with non-zero status N" first when it fails.
  tail -n 1 "$work/time" | awk -v start="$start" -v end="$end" \
    '{ printf "%.4f %.2f %.1f", end - start, $1 + $2, $3 / 1024 }'
}
stat_field() {  # stat_field <name> <stats text>
  sed -n "s/^$1: //p" <<<"$2" | sed 's/ .*//'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 == 0 || a == "n/a") print "n/a"; else printf "%.3f", a / b }'; }

# Points for the plot: states wall_s rss_MiB, ours and the classic.
: >"$work/ours.dat"
: >"$work/classic.dat"

echo
echo "1. The statement's boards, k = 4: the 15 x 15 mixed set (bench/instances) and 12 x 12"
echo "   and 15 x 15 exhaustive traps (make_trap.sh)"
format='%-26s %6s %8s %7s %8s %11s %11s %11s %8s %8s\n'
printf "$format" instance answer settled rss_MiB wall_ms ours_instr ours_solve classic_instr \
  ours/cl cl_MiB
mkdir -p "$work/traps"
for spec in "12 1 flat 2" "12 1 rugged 2" "12 1 flat 3" \
            "15 1 flat 2" "15 2 flat 2" "15 3 flat 2" "15 1 rugged 2" "15 2 rugged 2" \
            "15 3 rugged 2" "15 1 flat 3" "15 1 rugged 3"; do
  read -r side seed weights notches <<<"$spec"
  prefix="trap"
  [ "$side" = 15 ] || prefix=trap$side
  "$here/make_trap.sh" "$side" "$side" 4 "$seed" "$weights" "$notches" \
    >"$work/traps/${prefix}_${weights}_n${notches}_s${seed}.in"
done
"$build/bin/generator" --family pockets --seed 1 >"$work/traps/trap_pockets_s1.in"
mixed_ours=0 mixed_classic=0 trap_worst=0
for input in "$here"/instances/*.in "$work"/traps/*.in; do
  name=$(basename "$input" .in)
  read -r wall cpu rss <<<"$(measure "$input" "$solver" --no-progress --stats --time-only)"
  stats=$(cat "$work/err")
  answer=$(cat "$work/out")
  ours=$(instructions "$input" "$solver" --no-progress)
  ours_solve=$(solve_instructions "$input")
  theirs=n/a classic_mib=n/a
  if [ -n "$classic" ]; then
    classic_answer=$("$classic" <"$input")
    if [ "$answer" != "$classic_answer" ]; then
      echo "$name: the solver says '$answer' but the classic solution says '$classic_answer'" >&2
      exit 1
    fi
    theirs=$(instructions "$input" "$classic")
    read -r classic_wall classic_cpu classic_mib <<<"$(measure "$input" "$classic")"
    echo "$(stat_field 'states settled' "$stats") $classic_wall $classic_mib" >>"$work/classic.dat"
  fi
  r=$(ratio "$ours" "$theirs")
  case $input in
    "$here"/instances/*)
      mixed_ours=$((mixed_ours + ours))
      [ "$theirs" != n/a ] && mixed_classic=$((mixed_classic + theirs)) ;;
    *) trap_worst=$(awk -v a="$r" -v b="$trap_worst" 'BEGIN { print (a != "n/a" && a > b) ? a : b }') ;;
  esac
  [ "$answer" = "No solution." ] && answer=none
  settled=$(stat_field 'states settled' "$stats")
  echo "$settled $wall $rss" >>"$work/ours.dat"
  printf "$format" "$name" "$answer" "$settled" "$rss" "$(awk -v w="$wall" 'BEGIN { printf "%.1f", w * 1000 }')" \
    "$ours" "$ours_solve" "$theirs" "$r" "$classic_mib"
done
echo "mixed set (bench/instances), whole processes: ours / classic = $(ratio "$mixed_ours" "$mixed_classic") in total"
echo "12 x 12 and 15 x 15 traps (make_trap.sh, generator pockets): worst ours / classic = $trap_worst"

echo
echo "2. Trap series (make_trap.sh N N k 1 flat 2: two notches, k - 2 open items)"
format='%-8s %2s %11s %9s %9s %8s %8s %8s %12s %9s %9s\n'
printf "$format" board k states instr/st bytes/st wall_s cpu_s rss_MiB cl_instr/st cl_wall_s \
  cl_MiB
for spec in "15 4" "24 5" "32 6" "48 7" "64 8"; do
  read -r side k <<<"$spec"
  if [ "$quick" = 1 ] && [ "$side" -ge 48 ]; then continue; fi
  input=$work/series_$side.in
  "$here/make_trap.sh" "$side" "$side" "$k" 1 flat 2 >"$input"
  read -r wall cpu rss <<<"$(measure "$input" "$solver" --no-progress --stats)"
  settled=$(stat_field 'states settled' "$(cat "$work/err")")
  per_state=n/a
  if [ "$side" -le 32 ] && [ "$have_valgrind" = 1 ]; then
    per_state=$(awk -v a="$(instructions "$input" "$solver" --no-progress)" -v s="$settled" \
      'BEGIN { printf "%.0f", a / s }')
  fi
  bytes=$(awk -v r="$rss" -v s="$settled" 'BEGIN { printf "%.2f", r * 1048576 / s }')
  cl_per_state=n/a cl_wall=n/a cl_mib=n/a
  if [ -n "$classic" ] && [ "$side" -le 15 ] && [ "$k" -le 4 ]; then
    cl_per_state=$(awk -v a="$(instructions "$input" "$classic")" -v s="$settled" \
      'BEGIN { printf "%.0f", a / s }')
    read -r cl_wall cl_cpu cl_mib <<<"$(measure "$input" "$classic")"
  fi
  echo "$settled $wall $rss" >>"$work/ours.dat"
  printf "$format" "${side}x$side" "$k" "$settled" "$per_state" "$bytes" "$wall" "$cpu" "$rss" \
    "$cl_per_state" "$cl_wall" "$cl_mib"
done
echo "(instr/st: whole-process instructions per state settled, the classic's per state of"
echo " ours; bytes/st: peak RSS per state settled)"

echo
echo "3. Solvable 255 x 255, k = 8"
format='%-26s %6s %9s %8s %8s %8s\n'
printf "$format" instance answer settled wall_s cpu_s rss_MiB
awk 'BEGIN {
  print "255 255"
  for (r = 1; r <= 255; ++r) { line = ""; for (c = 1; c <= 255; ++c) line = line (1 + (r * 7 + c * 3) % 8); print line }
  print "128 128\n128 129\n128 130\n128 131\n8"
  print "1 1\n1 255\n255 1\n255 255\n1 128\n255 128\n128 1\n128 255"
}' >"$work/ripples_255.in"
for family in open random detour; do
  "$build/bin/generator" --family "$family" --rows 255 --cols 255 --food 8 --max-side 255 \
    --max-food 8 --seed 1 >"$work/${family}_255.in"
done
for input in "$work"/ripples_255.in "$work"/open_255.in "$work"/random_255.in "$work"/detour_255.in; do
  read -r wall cpu rss <<<"$(measure "$input" "$solver" --no-progress --stats --time-only)"
  stats=$(cat "$work/err")
  answer=$(cat "$work/out")
  [ "$answer" = "No solution." ] && answer=none
  printf "$format" "$(basename "$input" .in)" "$answer" "$(stat_field 'states settled' "$stats")" \
    "$wall" "$cpu" "$rss"
done

echo
echo "4. Instance classes, k = 8, the solver's default settings (budget $("$solver" --help | sed -n 's/.*--max-memory MIB (=\([0-9]*\)).*/\1/p') MiB)"
format='%-22s %6s %11s %8s %8s %8s %9s %8s %5s\n'
printf "$format" instance answer states cpu_s wall_s ns/st bytes/st rss_MiB exit
classes=("maze_255_flat:$here/make_maze.sh 255 255 8 1 flat"
         "maze_255_rugged:$here/make_maze.sh 255 255 8 1 rugged"
         "lattice_64_flat:$here/make_lattice.sh 64 64 8 1 flat"
         "lattice_96_rugged:$here/make_lattice.sh 96 96 8 1 rugged"
         "trap_64_flat:$here/make_trap.sh 64 64 8 1 flat 2"
         "trap_64_rugged:$here/make_trap.sh 64 64 8 1 rugged 2"
         "trap_96_flat:$here/make_trap.sh 96 96 8 1 flat 2"
         "trap_96_rugged:$here/make_trap.sh 96 96 8 1 rugged 2")
run_class() {  # run_class NAME: one default run; prints its line; its CPU time in $class_cpu
  local name=$1 input=$work/$1.in wall cpu rss code answer settled
  read -r wall cpu rss <<<"$(measure "$input" "$solver" --no-progress --stats --time-only)"
  code=$(cat "$work/code")
  answer=$(head -n 1 "$work/out")
  [ "$answer" = "No solution." ] && answer=none
  [ "$code" = 0 ] || answer=stop
  settled=$(stat_field 'states settled' "$(cat "$work/err")")
  settled=${settled:-0}
  class_cpu=$cpu
  [ "$settled" -gt 0 ] && echo "$settled $wall $rss" >>"$work/ours.dat"
  printf "$format" "$name" "$answer" "$settled" "$cpu" "$wall" \
    "$(awk -v c="$cpu" -v s="$settled" 'BEGIN { if (s > 0) printf "%.1f", c * 1e9 / s; else print "n/a" }')" \
    "$(awk -v r="$rss" -v s="$settled" 'BEGIN { if (s > 0) printf "%.3f", r * 1048576 / s; else print "n/a" }')" \
    "$rss" "$code"
}
declare -A best_cpu
for entry in "${classes[@]}"; do
  name=${entry%%:*}
  if [ "$quick" = 1 ] && [[ $name == *_96_* ]]; then continue; fi
  bash ${entry#*:} >"$work/$name.in"
done
# The pair first, alternately.
for name in trap_64_flat trap_64_rugged trap_64_flat trap_64_rugged; do
  run_class "$name"
  best=${best_cpu[$name]:-}
  if [ -z "$best" ] || awk -v a="$class_cpu" -v b="$best" 'BEGIN { exit !(a < b) }'; then
    best_cpu[$name]=$class_cpu
  fi
done
for entry in "${classes[@]}"; do
  name=${entry%%:*}
  case $name in trap_64_*) continue ;; esac
  if [ "$quick" = 1 ] && [[ $name == *_96_* ]]; then continue; fi
  run_class "$name"
  best_cpu[$name]=$class_cpu
done
echo "(ns/st: CPU time per state settled; bytes/st: peak RSS per state settled; exit 3 and"
echo " answer 'stop': the search stopped at its memory budget)"
echo "64 x 64 pair, the faster of two runs each: flat ${best_cpu[trap_64_flat]} s, weighted" \
  "${best_cpu[trap_64_rugged]} s of CPU: weighted / flat = $(ratio "${best_cpu[trap_64_rugged]}" "${best_cpu[trap_64_flat]}")"
if [ "$quick" = 0 ]; then
  echo "96 x 96 pair, one run each: weighted / flat = $(ratio "${best_cpu[trap_96_rugged]}" "${best_cpu[trap_96_flat]}")"
fi

echo
echo "5. Shape tables at first use (bench_shape_tables: the first run in a fresh process,"
echo "   and the fastest of 20)"
"$build/bin/bench_shape_tables" 20

echo
echo "machine at the end: $(uptime | sed 's/.*load average/load average/'); the benchmark took $((SECONDS - started)) s"
if [ "$quick" = 0 ]; then
  if ! command -v gnuplot >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get install -y gnuplot-nox >/dev/null 2>&1 || true
  fi
  if command -v gnuplot >/dev/null; then
    gnuplot <<EOF
set terminal svg size 960,420 font "sans,11"
set output "$here/scaling.svg"
set multiplot layout 1,2 title "Traps, corridors, lattices and the bench set: ours (A*) and the classic BFS"
set logscale xy
set xlabel "states settled (ours)"
set key top left
set grid
set ylabel "wall time of the process (s)"
plot "$work/ours.dat" using 1:2 with points pt 7 title "ours", \
     "$work/classic.dat" using 1:2 with points pt 5 title "classic (15 x 15, k <= 4)"
set ylabel "peak RSS (MiB)"
plot "$work/ours.dat" using 1:3 with points pt 7 title "ours", \
     "$work/classic.dat" using 1:3 with points pt 5 title "classic (15 x 15, k <= 4)"
unset multiplot
EOF
    echo
    echo "plot: $here/scaling.svg"
  else
    echo "gnuplot not found: no plot"
  fi
fi
