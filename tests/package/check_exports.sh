#!/usr/bin/env bash
# check_exports.sh BIN_DIR DATA_DIR
# What the judges do with bin/package's exports, checked on real exports:
#   - determinism: every format exported twice (into folders of other names) gives the
#     same bytes, modes, times and links, and the same zip archive;
#   - the DOMjudge zip reads back with python3's zipfile (CRCs checked) and unzip, holds
#     the Kattis layout, and survives DOMjudge's import, which keeps the exec bit of
#     files named build and run only (ImportProblemService::searchAndAddValidator):
#     build then run judges the sample; run alone cannot start the checker;
#   - the Kattis input validator speaks the Kattis protocol without any flag (BAPCtools'
#     generated invalid inputs: 43), and the output validator accepts BAPCtools' argv;
#   - CMS: gen/GEN read the way italy_yaml reads it gives the groups' points (100), one
#     line a test of input/; check/checker judges with CMS's argv;
#   - Hydro and LOJ: the one-file checker compiles with g++ and gives bin/checker's
#     verdicts, messages and report files, also when memfd_create fails (strace fault
#     injection, when strace is installed) and then leaves no temporary file;
#   - LemonLime: the .cdf is JSON whose test cases name files of data/ and add up to 100;
#     its special judge runs with Lemon's argv; Arbiter: filter/snake_e with Arbiter's.
set -u
bin=$(cd "$1" && pwd) data=$(cd "$2" && pwd)
status=0
fail() { echo "FAIL: $*"; status=1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
sample_in=$data/sample/sample.in sample_ans=$data/sample/sample.ans
printf '21\nDRDDDDRRRULURULU\n' >wrong.out

# ---------------------------------------------------------------- determinism
export_twice() {  # export_twice NAME ARGS...: exports into one/NAME and two/x-NAME
  local name=$1
  shift
  mkdir -p one two
  "$bin/package" "$@" --out "one/$name" >/dev/null || { fail "package $* failed"; return; }
  "$bin/package" "$@" --out "two/x-$name" >/dev/null || { fail "package $* failed"; return; }
  if [ -d "one/$name" ]; then
    diff -r --no-dereference "one/$name" "two/x-$name" >/dev/null || fail "$*: two exports differ in content"
    local a b
    a=$(cd "one/$name" && find . -printf '%M %T@ %s %l %p\n' | LC_ALL=C sort)
    b=$(cd "two/x-$name" && find . -printf '%M %T@ %s %l %p\n' | LC_ALL=C sort)
    [ "$a" = "$b" ] || fail "$*: two exports differ in modes, times, sizes or links"
    [ "$(cd "one/$name" && find . -newermt '1980-01-02' | wc -l)" = 0 ] || fail "$*: a file is not stamped 1980-01-01"
  else
    cmp -s "one/$name" "two/x-$name" || fail "$*: two zip archives differ"
  fi
  echo "deterministic: package $*"
}
export_twice kattis --format kattis
export_twice kattis-scoring --format kattis --scoring
export_twice kattis-2023 --format kattis-2023 --scoring --partial 0.3
export_twice snake.zip --format domjudge
export_twice cms --format cms
export_twice hydro --format hydro --partial 0.3
export_twice loj --format loj
export_twice lemon --format lemon
export_twice arbiter --format arbiter

# ---------------------------------------------------------------- DOMjudge zip
python3 - one/snake.zip one/kattis <<'EOF' || fail "the DOMjudge zip does not read back"
import os, stat, sys, zipfile
zip_path, kattis = sys.argv[1], sys.argv[2]
z = zipfile.ZipFile(zip_path)
assert z.testzip() is None, "a CRC does not match"
names = set(z.namelist())
for need in ["problem.yaml", "problem_statement/problem.html", "domjudge-problem.ini",
             "output_validators/snake/build", "output_validators/snake/run",
             "input_validators/snake/run", "submissions/accepted/ac_dijkstra_hashmap.cpp"]:
    assert need in names, need + " is missing"
# Every file of the Kattis folder export is in the zip with the same bytes and exec bit.
for root, _, files in os.walk(kattis):
    for f in files:
        path = os.path.join(root, f)
        rel = os.path.relpath(path, kattis)
        info = z.getinfo(rel)
        assert z.read(rel) == open(path, "rb").read(), rel + " differs"
        assert (info.external_attr >> 16) & 0o111 == os.stat(path).st_mode & 0o111, rel + " mode"
print("DOMjudge zip: %d entries read back, CRCs right, same bytes and modes as the Kattis folder" % len(names))
EOF
if command -v unzip >/dev/null; then
  unzip -tq one/snake.zip >/dev/null || fail "unzip -t rejects the DOMjudge zip"
fi
# DOMjudge's import: every file of a validator folder flattened into one folder, mode
# 0644 except the files named build and run (0755).
domjudge_import() {  # domjudge_import ZIP PREFIX DEST
  mkdir -p "$3"
  python3 - "$1" "$2" "$3" <<'EOF'
import os, sys, zipfile
z, prefix, dest = zipfile.ZipFile(sys.argv[1]), sys.argv[2], sys.argv[3]
for name in z.namelist():
    if name.startswith(prefix) and not name.endswith("/"):
        base = os.path.basename(name)
        target = os.path.join(dest, base)
        open(target, "wb").write(z.read(name))
        os.chmod(target, 0o755 if base in ("build", "run") else 0o644)
EOF
}
domjudge_import one/snake.zip output_validators dj-output
mkdir -p feedback
(cd dj-output && ./run "$sample_in" "$sample_ans" ../feedback <"$sample_ans" >/dev/null 2>&1)
code=$?
[ $code = 126 ] || fail "DOMjudge import without build: run gave exit $code, expected 126 (not executable)"
(cd dj-output && ./build) || fail "DOMjudge import: build failed"
(cd dj-output && ./run "$sample_in" "$sample_ans" ../feedback <"$sample_ans" >/dev/null 2>&1)
code=$?
[ $code = 42 ] || fail "DOMjudge import: build then run judged the sample with exit $code, expected 42"
domjudge_import one/snake.zip input_validators dj-input
(cd dj-input && ./build && ./run <"$sample_in") >/dev/null 2>&1
code=$?
[ $code = 42 ] || fail "DOMjudge import: the input validator gave $code on the sample, expected 42"
echo "DOMjudge import (exec bit on build and run only): output validator 42 after build, 126 without"

# ---------------------------------------------------------------- Kattis programs
validator_run=one/kattis/input_validators/snake/run
check_exit() {  # check_exit EXPECTED WHAT COMMAND...
  local expected=$1 what=$2
  shift 2
  "$@" >/dev/null 2>&1
  local code=$?
  [ $code = "$expected" ] || fail "$what: exit $code, expected $expected"
}
check_exit 42 "input validator, no flags, sample" sh -c "exec $validator_run < $sample_in"
printf '5 5\n11011\n' >truncated.in
check_exit 43 "input validator, no flags, truncated input" sh -c "exec $validator_run < truncated.in"
printf '' >empty.in
check_exit 43 "input validator, no flags, empty file" sh -c "exec $validator_run < empty.in"
printf '\xEF\xBB\xBF' | cat - "$sample_in" >bom.in
check_exit 43 "input validator, no flags, byte order mark" sh -c "exec $validator_run < bom.in"
big=$(awk -F'\t' '$3 == 15 {print $1; exit}' "$data/manifest.tsv")
check_exit 43 "input validator, no flags, a 15 x 15 test (published limit 12)" \
  sh -c "exec $validator_run < $data/tests/$big.in"
flags=$(sed -n 's/^input_validator_flags: "\(.*\)"$/\1/p' one/kattis/data/secret/*/testdata.yaml | grep 'max-side 15' | head -1)
check_exit 42 "input validator with its group's flags ($flags), test $big" \
  sh -c "exec $validator_run $flags < $data/tests/$big.in"
mkdir -p fb
check_exit 42 "output validator, BAPCtools' argv" \
  sh -c "exec one/kattis/output_validators/snake/run $sample_in $sample_ans fb case_sensitive space_change_sensitive < $sample_ans"
check_exit 43 "output validator, a wrong answer" \
  sh -c "exec one/kattis/output_validators/snake/run $sample_in $sample_ans fb/ < wrong.out"
echo "Kattis programs: the input validator exits 42/43 without flags; the output validator takes BAPCtools' argv"

# ---------------------------------------------------------------- CMS
python3 - one/cms <<'EOF' || fail "CMS task folder"
import os, re, sys
task = sys.argv[1]
conf = dict(re.match(r'^(\w+): (.*)$', l).groups() for l in open(os.path.join(task, "task.yaml"))
            if re.match(r'^\w+: ', l))
# gen/GEN as cmscontrib/loaders/italy_yaml.py reads it.
subtasks, testcases, points = [], 0, None
for line in open(os.path.join(task, "gen", "GEN")):
    line = line.strip()
    parts = line.split('#', 1)
    if len(parts) == 1:
        if parts[0] != '':
            testcases += 1
        continue
    testcase, comment = parts[0].strip(), parts[1].strip()
    flags = [len(testcase) > 0, comment.startswith("COPY:"), comment.startswith("ST:")]
    assert sum(flags) <= 1, "a test and a command on one line"
    if flags[0] or flags[1]:
        testcases += 1
    if flags[2]:
        if points is None:
            assert testcases == 0
        else:
            subtasks.append([points, testcases])
        testcases, points = 0, int(comment[3:].strip())
subtasks.append([points, testcases])
assert sum(s[0] for s in subtasks) == 100, subtasks
n_input = sum(s[1] for s in subtasks)
assert int(conf["n_input"]) == n_input, (conf["n_input"], n_input)
for i in range(n_input):
    assert os.path.isfile(os.path.join(task, "input", "input%d.txt" % i))
    assert os.path.isfile(os.path.join(task, "output", "output%d.txt" % i))
# A statement a language, as the loader's LANGUAGE_MAP names them (no statement.pdf).
for language in ("chinese", "english"):
    assert os.path.isfile(os.path.join(task, "statement", language + ".pdf")), language
assert not os.path.exists(os.path.join(task, "statement", "statement.pdf"))
assert os.access(os.path.join(task, "check", "checker"), os.X_OK)
print("CMS: %d subtasks, %d points, %d tests as italy_yaml counts them" % (len(subtasks), sum(s[0] for s in subtasks), n_input))
EOF
[ "$(one/cms/check/checker one/cms/input/input0.txt one/cms/output/output0.txt "$sample_ans" batch 2>/dev/null)" = 1.0 ] ||
  fail "CMS: check/checker did not score the sample 1.0 with CMS's argv"
if command -v pdftotext >/dev/null; then
  pdftotext one/cms/statement/english.pdf - | grep -q "No solution." || fail "CMS: the PDF statement does not read back"
fi

# ---------------------------------------------------------------- Hydro and LibreOJ
compare_checkers() {  # compare_checkers EXE LABEL EXTRA_ARGS...: EXE vs bin/checker
  local exe=$1 label=$2
  shift 2
  local output
  for output in "$sample_ans" wrong.out; do
    rm -f r1.xml r2.xml
    "$exe" "$sample_in" "$output" "$sample_ans" r1.xml -appes 2>e1
    local c1=$?
    "$bin/checker" "$sample_in" "$output" "$sample_ans" r2.xml -appes "$@" 2>e2
    local c2=$?
    [ $c1 = $c2 ] && cmp -s r1.xml r2.xml && cmp -s e1 e2 ||
      fail "$label on $(basename "$output"): exit $c1 vs bin/checker's $c2 or different messages"
  done
}
for format in hydro loj; do
  source=$(ls one/$format/testdata/checker.c*)
  g++ -std=c++17 -O0 -o "$format-checker" "$source" 2>compile.log || { fail "$format: $source does not compile: $(head -3 compile.log)"; continue; }
  g++ -std=c++11 -fsyntax-only "$source" 2>compile.log || fail "$format: $source is not C++11: $(head -3 compile.log)"
done
[ -x hydro-checker ] && compare_checkers ./hydro-checker "Hydro checker.cc (--partial 0.3 embedded)" --partial 0.3
[ -x loj-checker ] && compare_checkers ./loj-checker "LOJ checker.cpp"
if [ -x loj-checker ] && command -v strace >/dev/null &&
   strace -o /dev/null -e inject=memfd_create:error=ENOSYS true 2>/dev/null; then
  # Without memfd_create: a temporary file in $TMPDIR when it is set and usable, else in
  # /tmp, removed after. Each case: TMPDIR (or "unset"), then the folder expected.
  mkdir -p own-tmp
  cases=("$PWD/own-tmp" "$PWD/own-tmp" "$PWD/no-such-folder" /tmp unset /tmp)
  for ((i = 0; i < ${#cases[@]}; i += 2)); do
    tmpdir=${cases[i]} folder=${cases[i + 1]}
    environment=("TMPDIR=$tmpdir")
    [ "$tmpdir" = unset ] && environment=(-u TMPDIR)
    before=$(ls "$folder" | grep -c '^snake-checker-')
    env "${environment[@]}" strace -f -o strace.log -e trace=memfd_create,execve -e inject=memfd_create:error=ENOSYS \
      ./loj-checker "$sample_in" "$sample_ans" "$sample_ans" 2>/dev/null
    code=$?
    after=$(ls "$folder" | grep -c '^snake-checker-')
    grep -q 'memfd_create.*ENOSYS' strace.log && grep -q "execve(\"$folder/snake-checker-" strace.log ||
      fail "LOJ checker, TMPDIR $tmpdir: the temporary file was not run from $folder under fault injection"
    [ $code = 0 ] && [ "$before" = "$after" ] ||
      fail "LOJ checker without memfd_create, TMPDIR $tmpdir: exit $code (expected 0), temporary files in $folder $before -> $after"
  done
  echo "one-file checker: without memfd_create it runs from a temporary file in \$TMPDIR or /tmp and removes it"
fi

# ---------------------------------------------------------------- LemonLime and Arbiter
python3 - one/lemon <<'EOF' || fail "LemonLime contest file"
import json, os, sys
root = sys.argv[1]
contest = json.load(open(os.path.join(root, "snake.cdf")))
assert contest["version"] == "1.0"
task = contest["tasks"][0]
assert task["comparisonMode"] == 4 and os.access(os.path.join(root, "data", task["specialJudge"]), os.X_OK)
total = 0
for case in task["testCases"]:
    total += case["fullScore"]
    for f in case["inputFiles"] + case["outputFiles"]:
        assert os.path.isfile(os.path.join(root, "data", f)), f
assert total == 100, total
print("LemonLime: %d test cases worth %d points, every file present" % (len(task["testCases"]), total))
EOF
one/lemon/data/snake/checker-lemon "$sample_in" wrong.out "$sample_ans" 7 score message 2>/dev/null
[ "$(cat score 2>/dev/null)" = 0 ] || fail "LemonLime: checker-lemon scored a wrong answer $(cat score 2>/dev/null)"
one/arbiter/filter/snake_e "$sample_in" "$sample_ans" "$sample_ans" --score-file eval.score 2>/dev/null
[ "$(sed -n 2p eval.score 2>/dev/null)" = 10 ] || fail "Arbiter: filter/snake_e did not score the sample 10"
[ "$(ls one/arbiter/evaldata | wc -l)" = $((2 * $(grep -c '^[0-9]' "$data/manifest.tsv"))) ] ||
  fail "Arbiter: evaldata does not hold every test"

[ $status = 0 ] && echo "every export checked"
exit $status
