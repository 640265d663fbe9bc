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
#     the answer validator accepts every answer of data/ and rejects malformed or wrong
#     ones; both write BAPCtools' constraints file;
#   - CMS: gen/GEN read the way italy_yaml reads it gives the groups' points (100), one
#     line a test of input/; check/checker judges with CMS's argv;
#   - Hydro, LibreOJ and Polygon name the single-source checker and validator they carry
#     (tests/package/check_single_source.sh compiles and judges with them); Polygon's
#     problem.xml reads back as XML with the tests, groups and points of data/;
#   - LemonLime: the .cdf is JSON whose test cases name files of data/ and add up to 100;
#     its special judge runs with Lemon's argv; Arbiter: filter/snake_e with Arbiter's;
#   - --tests small (data/small_set.tsv) on a copy of data/: LibreOJ's caps for a setter
#     who is not an administrator take 19 tests and refuse 20 (the checker is a testdata
#     file too); Hydro keeps the whole time limit for 19 tests;
#   - a package is whole or absent: on a full file system (a 64 KiB tmpfs, as root with
#     unshare) the export fails with exit 1 and leaves nothing, folder or zip.
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
export_twice() {  # export_twice NAME ARGS...: exports into one/NAME and two/xNAME (Kattis: [a-z0-9]+)
  local name=$1
  shift
  mkdir -p one two
  "$bin/package" "$@" --out "one/$name" >/dev/null || { fail "package $* failed"; return; }
  "$bin/package" "$@" --out "two/x$name" >/dev/null || { fail "package $* failed"; return; }
  if [ -d "one/$name" ]; then
    diff -r --no-dereference "one/$name" "two/x$name" >/dev/null || fail "$*: two exports differ in content"
    local a b
    a=$(cd "one/$name" && find . -printf '%M %T@ %s %l %p\n' | LC_ALL=C sort)
    b=$(cd "two/x$name" && find . -printf '%M %T@ %s %l %p\n' | LC_ALL=C sort)
    [ "$a" = "$b" ] || fail "$*: two exports differ in modes, times, sizes or links"
    [ "$(cd "one/$name" && find . -newermt '1980-01-02' | wc -l)" = 0 ] || fail "$*: a file is not stamped 1980-01-01"
  else
    cmp -s "one/$name" "two/x$name" || fail "$*: two zip archives differ"
  fi
  echo "deterministic: package $*"
}
export_twice kattis --format kattis
export_twice kattisscoring --format kattis --scoring
export_twice kattis2023 --format kattis-2023 --scoring --partial 0.3
export_twice snake.zip --format domjudge
export_twice cms --format cms
export_twice hydro --format hydro --partial 0.5
export_twice loj --format loj
export_twice lemon --format lemon
export_twice arbiter --format arbiter
export_twice polygon --format polygon

# ---------------------------------------------------------------- the page for contestants
# Every format with a place for contestants' files ships the interactive page (docs/web.md)
# there, the same bytes as `replay --interactive` on the sample and its jury answer.
if "$bin/replay" --interactive -o page.html "$data/sample/sample.in" --answer "$data/sample/sample.ans" 2>/dev/null; then
  for page in one/kattis/attachments one/kattis2023/attachments one/cms/att one/hydro/additional_file one/loj; do
    cmp -s page.html "$page/snake_judge.html" || fail "$page/snake_judge.html is not the interactive page of the sample"
  done
  python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); sys.exit(z.read("attachments/snake_judge.html") != open(sys.argv[2], "rb").read())' one/snake.zip page.html ||
    fail "the DOMjudge zip's attachments/snake_judge.html is not the interactive page"
  [ ! -e one/polygon/snake_judge.html ] && [ ! -e one/lemon/snake_judge.html ] || fail "a format without attachments got the page"
  echo "the interactive page ($(wc -c <page.html) bytes) in kattis, kattis-2023, domjudge, cms, hydro and loj"
else
  echo "no interactive page in this build (no em++): none shipped"
  for page in one/kattis/attachments/snake_judge.html one/cms/att/snake_judge.html one/hydro/additional_file/snake_judge.html; do
    [ ! -e "$page" ] || fail "$page shipped by a build without the page"
  done
fi

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
# DOMjudge shows the first of problem_statement/problem.{pdf,html,txt}, then problem.pdf
# (webapp/src/Service/ImportProblemService.php): it must be the typeset statement.
shown = next(n for n in ["problem_statement/problem.pdf", "problem_statement/problem.html",
                         "problem_statement/problem.txt", "problem.pdf"] if n in names)
assert shown == "problem_statement/problem.pdf", "DOMjudge would show " + shown
assert z.read(shown).startswith(b"%PDF-"), shown + " is not a PDF"
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
big=$(awk -F'\t' '$5 ~ /max-size/ {print $1; exit}' "$data/manifest.tsv")
big_group=$(awk -F'\t' -v t="$big" '$1 == t {print $2}' "$data/manifest.tsv")
check_exit 42 "input validator, no flags, a 15 x 15 test (the declared limit 15)" \
  sh -c "exec $validator_run < $data/tests/$big.in"
{ echo "16 1"; for _ in $(seq 16); do echo 1; done; printf '1 1\n2 1\n3 1\n4 1\n1\n16 1\n'; } >tall16.in
check_exit 43 "input validator, no flags, a 16 x 1 board (beyond the declared 15)" \
  sh -c "exec $validator_run < tall16.in"
# The flags of the group the test is in (data/secret/N-GROUP/testdata.yaml).
flags=$(sed -n 's/^input_validator_flags: "\(.*\)"$/\1/p' one/kattis/data/secret/*-"$big_group"/testdata.yaml)
case "$flags" in *"--group $big_group "*"--max-side 15"*) ;; *) fail "group $big_group's testdata.yaml has no flags of its own: '$flags'" ;; esac
check_exit 42 "input validator with its group's flags ($flags), test $big" \
  sh -c "exec $validator_run $flags < $data/tests/$big.in"
mkdir -p fb
check_exit 42 "output validator, BAPCtools' argv" \
  sh -c "exec one/kattis/output_validators/snake/run $sample_in $sample_ans fb case_sensitive space_change_sensitive < $sample_ans"
check_exit 43 "output validator, a wrong answer" \
  sh -c "exec one/kattis/output_validators/snake/run $sample_in $sample_ans fb/ < wrong.out"
echo "Kattis programs: the input validator exits 42/43 without flags; the output validator takes BAPCtools' argv"
# The answer validator: every jury answer of data/ is valid; what the solver would not
# write, or a route that does not cost its time, is not.
answer_run=one/kattis/answer_validators/snake/run
for answer in "$data"/tests/*.ans; do
  check_exit 42 "answer validator, $(basename "$answer")" sh -c "exec $answer_run ${answer%.ans}.in < $answer"
done
printf '21\nRDDDDRRRULURULU\n\n' >extra-line.ans
printf '21\r\nRDDDDRRRULURULU\r\n' >crlf.ans
printf ' 21\nRDDDDRRRULURULU\n' >space.ans
printf '21\nRDDDDRRRULURULU' >no-eol.ans
printf '021\nRDDDDRRRULURULU\n' >zero.ans
printf '22\nRDDDDRRRULURULU\n' >cost.ans
for bad in extra-line crlf space no-eol zero cost; do
  check_exit 43 "answer validator, $bad" sh -c "exec $answer_run $sample_in < $bad.ans"
done
sh "$answer_run" "$sample_in" --constraints_file answer.constraints <"$sample_ans" >/dev/null 2>&1
[ -f answer.constraints ] && [ ! -s answer.constraints ] || fail "answer validator: --constraints_file is not an empty file"
sh "$validator_run" --constraints_file input.constraints <"$sample_in" >/dev/null 2>&1
grep -qx 'validator:n n 0 0 5 5 1 15' input.constraints && grep -qx 'validator:w w 1 0 0 4 0 8' input.constraints ||
  fail "input validator: --constraints_file: $(cat input.constraints 2>/dev/null)"
echo "answer validator: every answer of data/ 42, six malformed or wrong answers 43; --constraints_file for BAPCtools"


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

# ---------------------------------------------------------------- Hydro, LibreOJ, Polygon
python3 - one/hydro one/loj one/polygon "$data" <<'EOF' || fail "Hydro, LibreOJ or Polygon configuration"
import os, sys, xml.etree.ElementTree as ET
hydro, loj, polygon, data = sys.argv[1:]
config = open(os.path.join(hydro, "testdata", "config.yaml")).read()
# Hydro's own form for a program in another language than the submission's: the file
# and the language key (cc.cc17o2: Hydro's default C++ is 14).
assert "checker_type: testlib" in config.splitlines()
for key, f in (("checker", "checker.cc"), ("validator", "validator.cc")):
    block = "\n%s:\n  file: %s\n  lang: cc.cc17o2\n" % (key, f)
    assert block in config, key + ": " + f
for f in ("checker.cc", "validator.cc"):
    assert os.path.isfile(os.path.join(hydro, "testdata", f)), f
info = open(os.path.join(loj, "judge-info.yaml")).read()
assert "  filename: checker.cpp" in info.splitlines() and os.path.isfile(os.path.join(loj, "testdata", "checker.cpp"))
# Polygon: problem.xml against data/.
groups = [l.split("\t") for l in open(os.path.join(data, "groups.tsv")) if l.strip() and not l.startswith("#")]
tests = [l.split("\t") for l in open(os.path.join(data, "manifest.tsv")) if l.strip() and not l.startswith("#")]
root = ET.parse(os.path.join(polygon, "problem.xml")).getroot()
testset = root.find("judging/testset")
assert testset.get("name") == "tests" and int(testset.find("test-count").text) == len(tests)
xml_tests = testset.findall("tests/test")
xml_groups = {g.get("name"): g for g in testset.findall("groups/group")}
assert [g[0] for g in groups] == list(xml_groups), list(xml_groups)
for name, points, scoring in ((g[0], int(g[1]), g[2].strip()) for g in groups):
    g = xml_groups[name]
    assert float(g.get("points")) == points and g.get("points-policy") == ("each-test" if scoring == "sum" else "complete-group")
    mine = [t for t in xml_tests if t.get("group") == name]
    assert len(mine) == sum(1 for t in tests if t[1] == name)
    if scoring == "sum":
        assert sum(float(t.get("points")) for t in mine) == points, name
for i, t in enumerate(tests, 1):
    assert open(os.path.join(polygon, "tests", "%02d" % i), "rb").read() == open(os.path.join(data, "tests", t[0] + ".in"), "rb").read()
    assert xml_tests[i - 1].get("group") == t[1]
for path in ["files/check.cpp", "files/val.cpp", "statements/.pdf/english/problem.pdf"] + \
        [s.find("source").get("path") for s in root.findall("assets/solutions/solution")]:
    assert os.path.isfile(os.path.join(polygon, path)), path
tags = [s.get("tag") for s in root.findall("assets/solutions/solution")]
assert tags.count("main") == 1 and "wrong-answer" in tags and tags.count("time-limit-exceeded") >= 4, tags
print("Hydro, LibreOJ: checker and validator named and present; Polygon: %d tests, %d groups as in data/" % (len(tests), len(groups)))
EOF

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

# ---------------------------------------------------------------- the small selection
# LibreOJ lets a setter without the ManageProblem privilege upload 40 testdata files (the
# checker is one) and 20 test cases: 19 tests with their answers fit, 20 do not. A copy of
# data/ with a data/small_set.tsv of each size (tests taken from every group in turn).
select_tests() {  # select_tests COUNT > small_set.tsv
  echo "# test	note (a selection for check_exports.sh)"
  awk -F'\t' '!/^#/ && NF {print $2 "\t" $1}' "$data/manifest.tsv" |
    awk -F'\t' '{n[$1]++; print n[$1] "\t" $2}' | sort -n -s -k1,1 | head -"$1" | cut -f2
}
for count in 19 20; do
  rm -rf "small$count"
  cp -r "$data" "small$count"
  select_tests $count >"small$count/small_set.tsv"
done
"$bin/package" --format loj --tests small --data small19 --out loj-small >loj-small.log 2>&1 ||
  fail "LibreOJ, 19 tests: $(cat loj-small.log)"
files=$(find loj-small/testdata -type f | wc -l)
[ "$files" = 39 ] && ! grep -q "note: LibreOJ" loj-small.log ||
  fail "LibreOJ, 19 tests: $files testdata files, $(cat loj-small.log)"
[ "$(grep -c '^      - inputFile:' loj-small/judge-info.yaml)" = 19 ] || fail "LibreOJ, 19 tests: not 19 test cases"
"$bin/package" --format loj --tests small --data small20 --out loj-small20 >loj-small20.log 2>&1
code=$?
[ $code = 1 ] && grep -q "41 testdata files (the cap is 40).*at most 19 tests" loj-small20.log && [ ! -e loj-small20 ] ||
  fail "LibreOJ, 20 tests: exit $code, $(cat loj-small20.log)"
"$bin/package" --format hydro --tests small --time-limit 2 --data small19 --out hydro-small >hydro-small.log 2>&1 ||
  fail "Hydro, 19 tests: $(cat hydro-small.log)"
grep -q '^time: 2000ms$' hydro-small/testdata/config.yaml && ! grep -q "note: Hydro" hydro-small.log ||
  fail "Hydro, 19 tests x 2 s: the limit should stay 2 s"
echo "small selection: LibreOJ takes 19 tests (39 testdata files, 19 test cases), refuses 20 (41 files); Hydro keeps --time-limit 2 for 19 (38 s)"

# ---------------------------------------------------------------- whole or absent
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  mkdir -p full
  unshare -m bash -c '
    mount -t tmpfs -o size=64k tmpfs "$1" || exit 99
    "$2/package" --format hydro --out "$1/hydro" >/dev/null 2>"$1.folder.err"; echo $? >"$1.folder.code"
    "$2/package" --format domjudge --out "$1/snake.zip" >/dev/null 2>"$1.zip.err"; echo $? >"$1.zip.code"
    ls -A "$1" >"$1.left"' _ "$PWD/full" "$bin"
  for kind in folder zip; do
    [ "$(cat full.$kind.code 2>/dev/null)" = 1 ] && grep -q "No space left on device" full.$kind.err ||
      fail "full file system, $kind: exit $(cat full.$kind.code 2>/dev/null), $(cat full.$kind.err 2>/dev/null)"
  done
  [ -f full.left ] && [ ! -s full.left ] || fail "full file system: left behind: $(cat full.left 2>/dev/null)"
  echo "full file system (64 KiB tmpfs): the folder and the zip exports fail with exit 1 and leave nothing"
else
  echo "full file system: skipped (needs root and unshare -m to mount a small tmpfs)"
fi

[ $status = 0 ] && echo "every export checked"
exit $status
