// One adapter per judge protocol: each takes the judge's fixed argv, runs check() and
// reports the outcome the way that judge reads it (exit code, stdout/stderr, files).
// Each is the whole behaviour of one executable in <build>/bin (checker/mains/):
//   checker          testlib family (Polygon, Codeforces, LemonLime testlib mode, UOJ,
//                    Hydro, LOJ): input output answer [report [-appes]]
//   checker-kattis   Kattis, DOMjudge, BAPCtools: input answer feedback_dir [flags] < output
//   checker-cms      CMS: input correct_output contestant_output
//   checker-lemon    Lemon / LemonLime lemon mode: input output answer full score_file msg_file
//   checker-arbiter  Arbiter (NOI Linux): input output answer -> /tmp/_eval.score
//   checker-syzoj    syzoj / LOJ legacy / Hydro syzoj: files input, user_out, answer in cwd
// None of them throws; a judge failure always leaves the judge's "checker broken" signal
// (a FAIL exit code), never a silent zero.
#pragma once

namespace snake::checker {

int run_testlib(int argc, char** argv);
int run_kattis(int argc, char** argv);
int run_cms(int argc, char** argv);
int run_lemon(int argc, char** argv);
int run_arbiter(int argc, char** argv);
int run_syzoj(int argc, char** argv);

}  // namespace snake::checker
