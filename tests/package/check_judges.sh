#!/usr/bin/env bash
# check_judges.sh BUILD_DIR
# What Hydro and CMS do with bin/package's exports, by their own code (../shared/judges,
# set up by its setup.sh into BUILD_DIR/judges):
#   - Hydro: hydro-read-cases (hydrojudge's readCases, as for a submission of a domain
#     that is not trusted) parses the default export: every case with its time and
#     memory limits and its points, each subtask's points and scoring, 100 in all;
#     hydro-parse-config (the server's reading) says it is hackable (a validator and a
#     checker); the same config with the full 2 s per test is refused for its 80 s total,
#     the rule the export keeps to;
#   - CMS: cms-load-task (italy_yaml) and cms-load-polygon (the Polygon loader, which
#     compiles files/check.cpp with -DCMS) load the CMS and Polygon exports with the
#     limits of data/limits.tsv and the groups' points as GroupMin subtasks;
#   - what a contestant sees, for the outputs ok, wa, pe, suboptimal, partial and fail
#     (a broken jury answer): the export's checker runs with the judge's argv, and
#     hydro-checker-result (Hydro's testlib reading) and cms-checker-outcome (CMS's
#     reading of a checker's run, for check/checker and for Polygon's check.cpp compiled
#     as CMS's loader compiles it) give the status, score and message; no message states
#     the jury's time.
# Prints the table of statuses (docs/package.md quotes it). Without ../shared/judges it
# prints "skipped: ../shared/judges not found" and exits 77 (ctest's skip code).
set -u
source "$(dirname "${BASH_SOURCE[0]}")/../support/compile_cache.sh"  # g++ runs made before answer at once
build=$(cd "$1" && pwd)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
judges=$(cd "$root/.." && pwd)/shared/judges
if [ ! -f "$judges/setup.sh" ]; then
  echo "skipped: ../shared/judges not found"
  exit 77
fi
bin=$build/bin data=$root/data
status=0
fail() { echo "FAIL: $*"; status=1; }
tools=$build/judges
# Set up by ctest's fixture (tests/package/set_up_judges.sh) when run by ctest.
[ "${SNAKE_JUDGES_SET_UP:-}" = 1 ] || bash "$judges/setup.sh" "$tools" >"$build/judges-setup.log" 2>&1 ||
  { cat "$build/judges-setup.log"; exit 1; }
J=$tools/bin
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2

# CMS takes the task's name from its folder: both exports are called snake.
mkdir -p cms polygon
"$bin/package" --format hydro --out hydro >/dev/null || fail "hydro export"
"$bin/package" --format hydro --partial 0.5 --out hydro-partial >/dev/null || fail "hydro --partial export"
"$bin/package" --format cms --out cms/snake >/dev/null || fail "cms export"
"$bin/package" --format polygon --out polygon/snake >/dev/null || fail "polygon export"
[ $status = 0 ] || exit 1

# ---------------------------------------------------------------- loading
"$J/hydro-read-cases" hydro >hydro-cases.json 2>hydro-cases.log || fail "hydro-read-cases refuses the export: $(cat hydro-cases.json)"
"$J/hydro-parse-config" hydro >hydro-config.json 2>&1 || fail "hydro-parse-config: $(cat hydro-config.json)"
cp -r hydro hydro-2s
sed -i 's/^time: .*/time: 2000ms/' hydro-2s/testdata/config.yaml
"$J/hydro-read-cases" hydro-2s >hydro-2s.json 2>/dev/null && fail "hydro-read-cases accepts 40 tests x 2 s"
"$J/cms-load-task" cms/snake >cms.json 2>cms.log || fail "cms-load-task refuses the export: $(cat cms.json)"
"$J/cms-load-polygon" polygon/snake >cms-polygon.json 2>cms-polygon.log ||
  fail "cms-load-polygon refuses the export: $(cat cms-polygon.json) $(tail -5 cms-polygon.log)"
python3 - "$data" hydro-cases.json hydro-config.json hydro-2s.json cms.json cms-polygon.json <<'EOF' || fail "what the judges loaded"
import json, sys
data, hydro, config, hydro_2s, cms, polygon = sys.argv[1:]
rows = lambda name: [l.rstrip("\n").split("\t") for l in open("%s/%s" % (data, name)) if l.strip() and not l.startswith("#")]
limits = {r[0]: float(r[1]) for r in rows("limits.tsv")}
groups = [(g[0], int(g[1]), g[2]) for g in rows("groups.tsv")]
tests = rows("manifest.tsv")
def split(points, count, larger_first=True):  # the exporter's integer shares
    shares = [points // count + (1 if i < points % count else 0) for i in range(count)]
    return shares if larger_first else shares[::-1]
# Hydro: every case, its limits and points, as the judge will judge it.
h = json.load(open(hydro))
time_ms = min(round(limits["time"] * 1000), 60000 // len(tests))
assert h["type"] == "default" and h["checker_type"] == "testlib" and h["checker"]["file"] == "checker.cc", h
# Nothing left to Hydro's default language ("cc" is g++ -std=c++14, which the C++17
# single-source programs are not): config.yaml names C++17(O2) for each program. The
# kit's readYamlCases (Hydro 409af92, common/cases.ts) drops the checker's lang (it
# passes the file name alone to checkFileWithLang) and its output has no validator, so
# the declaration is read from config.yaml itself.
import yaml
declared = yaml.safe_load(open("hydro/testdata/config.yaml"))
assert declared["checker"] == {"file": "checker.cc", "lang": "cc.cc17o2"}, declared["checker"]
assert declared["validator"] == {"file": "validator.cc", "lang": "cc.cc17o2"}, declared["validator"]
assert h["count"] == len(tests) and h["total_score"] == 100, (h["count"], h["total_score"])
for (name, points, scoring), s in zip(groups, h["subtasks"]):
    mine = [t[0] for t in tests if t[1] == name]
    assert s["type"] == scoring and s["score"] == points, (name, s["type"], s["score"])
    assert [c["input"] for c in s["cases"]] == [t + ".in" for t in mine], name
    assert [c["output"] for c in s["cases"]] == [t + ".ans" for t in mine], name
    # Hydro's own order (smaller shares first), written out, as its statement says.
    expected = split(points, len(mine), False) if scoring == "sum" else [points] * len(mine)
    assert [c["score"] for c in s["cases"]] == expected, (name, [c["score"] for c in s["cases"]])
    for c in s["cases"]:
        assert c["time_ms"] == time_ms and c["memory_mb"] == limits["memory"], c
assert len(h["subtasks"]) == len(groups)
c = json.load(open(config))
assert c["hackable"] is True and c["count"] == len(tests) and c["timeMax"] == time_ms, c
r = json.load(open(hydro_2s))
assert r["text"] == "Total time limit longer than 60s. Cancelled.", r
print("Hydro: %d cases of %d ms and %d MiB, subtasks %s, %d points; hackable; 40 x 2000 ms refused: %s"
      % (h["count"], time_ms, limits["memory"], [s["score"] for s in h["subtasks"]], h["total_score"], r["text"]))
# CMS, both loaders: the limits, and the groups as GroupMin subtasks.
subtasks = []
for name, points, scoring in groups:
    count = sum(1 for t in tests if t[1] == name)
    subtasks += [[p, 1] for p in split(points, count)] if scoring == "sum" else [[points, count]]
for label, path, checker in (("cms-load-task", cms, "check/checker"), ("cms-load-polygon", polygon, None)):
    t = json.load(open(path))
    d = t["active_dataset"]
    assert t["name"] == "snake" and t["title"] == "Snake", (t["name"], t["title"])
    assert d["time_limit_s"] == limits["time"] and d["memory_limit_mib"] == limits["memory"], (d["time_limit_s"], d["memory_limit_mib"])
    assert d["task_type"] == "Batch" and d["task_type_parameters"] == ["alone", ["", ""], "comparator"], d["task_type_parameters"]
    assert d["score_type"] == "GroupMin" and d["score_type_parameters"] == subtasks, d["score_type_parameters"]
    assert d["total_score"] == 100 and d["testcases"] == len(tests), (d["total_score"], d["testcases"])
    assert "checker" in d["managers"] and (checker is None or d["managers"]["checker"] == checker), d["managers"]
    assert t["statements"], t["statements"]
    # A contestant's best submission counts, in both loaders (the Polygon loader's
    # column default is max_tokened_last: files/cms_conf.py's `general` sets max).
    assert t["score_mode"] == "max", t["score_mode"]
    if checker is None:  # the Polygon loader takes statements/.pdf/LANG/problem.pdf, both languages
        assert sorted(t["statements"]) == ["en", "zh"], t["statements"]
    print("%s: %s s, %s MiB, %d GroupMin subtasks, %d points, %d tests (%d public), score mode %s, checker %s"
          % (label, d["time_limit_s"], d["memory_limit_mib"], d["subtasks"], d["total_score"],
             d["testcases"], d["public_testcases"], t["score_mode"], d["managers"]["checker"]))
EOF

# Imported hidden; no std/, which Hydro would submit as "cc" (C++14, no -O2).
grep -qx 'hidden: true' hydro/problem.yaml || fail "hydro problem.yaml is not hidden: $(cat hydro/problem.yaml)"
[ -e hydro/std ] && fail "hydro ships std/, which Hydro submits in its default language"
grep -n 'lang: ' hydro/testdata/config.yaml | grep -v 'lang: cc.cc17o2' && fail "a program without C++17(O2)"

# ---------------------------------------------------------------- what a contestant sees
# The sample (test 01: 3 points on Hydro, a subtask of 3 on CMS; jury time 21).
cases=$root/tests/cli/checker
cp "$data/sample/sample.in" input
cp "$data/sample/sample.ans" answer
cp "$data/sample/sample.ans" out_ok
cp "$cases/row_wa_move_enters_wall/output" out_wa
printf 'twenty-one\n' >out_pe
cp "$cases/row_wa_legal_route_not_optimal/output" out_suboptimal
cp "$cases/kattis_team_message_never_states_the_jury_time/out_partial" out_partial
cp "$data/sample/sample.ans" out_fail
cp "$cases/row_fail_contestant_cheaper_than_jury/answer" answer_fail  # jury time 23
g++ -std=c++17 -O2 -o hydro-checker hydro/testdata/checker.cc || fail "Hydro's checker.cc does not compile"
g++ -std=c++17 -O2 -o hydro-checker-partial hydro-partial/testdata/checker.cc || fail "Hydro's checker.cc (--partial) does not compile"
# As CMS's Polygon loader builds files/check.cpp (cmscontrib/loaders/polygon.py).
g++ -x c++ -O2 -static -DCMS -o polygon-check polygon/snake/files/check.cpp || fail "Polygon's check.cpp does not compile with -DCMS"
[ $status = 0 ] || exit 1
# One row of the table from a judge tool's JSON: tab-separated, one line.
row() {  # row JSON OUTPUT JUDGE EXIT
  python3 - "$@" <<'EOF'
import json, sys
path, output, judge, code = sys.argv[1:]
r = json.load(open(path))
if "status" in r:  # hydro-checker-result
    status, score, message = r["status"], r["score"], r["message"]
elif r["ok"]:      # cms-checker-outcome
    status, score, message = "outcome", r["outcome"], " ".join(r["text"])
else:
    status, score, message = "no outcome (failed)", "-", r["error"]
print("\t".join([output, judge, code, status, str(score), " ".join(message.split())]))
EOF
}
{
  for o in ok wa pe suboptimal partial fail; do
    answer=answer
    [ $o = fail ] && answer=answer_fail
    checker=./hydro-checker
    [ $o = partial ] && checker=./hydro-checker-partial
    for full in 3 2; do
      "$checker" input out_$o $answer 2>hydro.err >/dev/null
      code=$?
      "$J/hydro-checker-result" $full $code full <hydro.err >hydro.json
      row hydro.json $o "hydro ($full pt)" $code
    done
    [ $o = partial ] && continue  # CMS and Polygon packages have no partial credit (check_options)
    for judge in cms polygon; do
      exe=cms/snake/check/checker
      [ $judge = polygon ] && exe=./polygon-check
      "$exe" input $answer out_$o >cms.out 2>cms.err
      code=$?
      "$J/cms-checker-outcome" cms.err $code <cms.out >cms.json
      row cms.json $o "$judge (CMS)" $code
    done
  done
} >table.tsv
python3 - table.tsv <<'EOF' || fail "what a contestant sees"
import re, sys
rows = {}
print("%-11s %-16s %-4s %-20s %-5s %s" % ("output", "judge", "exit", "status", "score", "message the contestant sees"))
for line in open(sys.argv[1]).read().splitlines():
    f = line.split("\t")
    rows[(f[0], f[1])] = f
    print("%-11s %-16s %-4s %-20s %-5s %s" % tuple(f))
def row(output, judge, status, score, message):
    f = rows[(output, judge)]
    assert f[3] == status and f[4] == str(score) and message in f[5], (f, status, score, message)
for full in ("3", "2"):
    h = "hydro (%s pt)" % full
    row("ok", h, "Accepted", full, "ok T = 21: 15 moves eat all 4 food items")
    row("wa", h, "Wrong Answer", 0, "move 2 'R' at time 1: head at (1, 2) would enter the wall at (1, 3)")
    row("pe", h, "Wrong Answer", 0, "PE line 1, column 1: expected the time T or 'No solution.'")
    row("suboptimal", h, "Wrong Answer", 0, "T = 25 is not optimal")
    row("partial", h, "Wrong Answer", 1, "points 0.5 T = 21 is the optimal time, but the moves are not accepted")
    row("fail", h, "Wrong Answer", 0, "FAIL the contestant's 15 moves are legal, eat all 4 food items and cost 21, less than the jury time")
for judge in ("cms (CMS)", "polygon (CMS)"):
    row("ok", judge, "outcome", "1.0", "Output is correct")
    row("wa", judge, "outcome", "0.0", "wrong answer move 2 'R'")
    row("pe", judge, "outcome", "0.0", "wrong output format line 1, column 1")
    row("suboptimal", judge, "outcome", "0.0", "wrong answer T = 25 is not optimal")
    row("fail", judge, "no outcome (failed)", "-", "the checker failed")
# No message states the jury's time: 21 in the sample's answer, 23 in the broken one,
# except where the contestant's own output says 21 (ok, partial, fail).
for (output, judge), f in rows.items():
    message = f[5]
    if output == "fail" and judge.startswith("hydro"):
        # testlib's one message gives a FAIL's reason, the broken answer's figures too.
        assert "judges' message:" in message, f
        continue
    if output in ("ok", "partial", "fail"):
        assert not re.search(r"\b23\b", message), f
    else:
        assert not re.search(r"\b21\b", message), f
print("statuses, scores and messages as documented; no message states the jury's time")
EOF

# ---------------------------------------------------------------- a hack on Hydro
# Hydro (hydrojudge's hack judging) runs the validator on the hack's input, then the
# submission, then the checker against an EMPTY answer. The programs built as the config
# says (C++17, -O2); the checker's result read by hydro-checker-result.
g++ -std=c++17 -O2 -o hydro-validator hydro/testdata/validator.cc || fail "Hydro's validator.cc does not compile"
: >empty_answer
for o in ok suboptimal; do
  ./hydro-checker input out_$o empty_answer 2>hack.err >/dev/null
  code=$?
  "$J/hydro-checker-result" 3 $code full <hack.err >hack_$o.json
done
python3 - hack_ok.json hack_suboptimal.json <<'EOF' || fail "a hack's checking"
import json, sys
ok, sub = (json.load(open(p)) for p in sys.argv[1:])
assert ok["status"] == "Accepted" and ok["score"] == 3, ok
assert sub["status"] == "Wrong Answer" and sub["score"] == 0 and "T = 25 is not optimal" in sub["message"], sub
print("Hydro hack (empty answer): right output %s (%s); non-optimal %s (%s)"
      % (ok["status"], ok["message"], sub["status"], sub["message"]))
EOF
./hydro-validator <input >/dev/null 2>&1 || fail "Hydro's validator refuses the sample"
# An input the validator refuses (a board of 13 columns): refused, with the message
# bin/validator gives.
printf '1 13\n1111111111111\n' >bad_input
./hydro-validator <bad_input >/dev/null 2>hack_validator.err && fail "Hydro's validator accepts a 1 x 13 board"
"$bin/validator" <bad_input >/dev/null 2>bin_validator.err
[ -s hack_validator.err ] || fail "the validator's refusal has no message"
cmp -s hack_validator.err bin_validator.err ||
  fail "validator.cc says '$(cat hack_validator.err)', bin/validator '$(cat bin_validator.err)'"
echo "Hydro hack of a refused input: refused, '$(head -n 1 hack_validator.err)'"

[ $status = 0 ] && echo "Hydro and CMS load and judge the exports as documented"
exit $status
