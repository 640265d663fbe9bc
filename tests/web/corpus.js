// node corpus.js MODULE BIN_DIR REPO [PROPERTY_CORPUS]
// The WebAssembly build of the checker's core (web/module.cpp) against the native
// checker, over the whole case corpus:
//   - every folder of tests/cli/checker with an input, an output and a jury answer (in the
//     folder or named by its fixtures file), judged in three modes (plain, --time-only,
//     --partial 0.5): the verdict line with the judges' message must be, byte for byte,
//     what bin/checker-arbiter writes to standard error for the same files and options,
//     and the line with the team message what bin/checker (testlib protocol) writes;
//   - every output the property test judged (tests/property, recorded with its native
//     verdict line by SNAKE_PROPERTY_CORPUS): the same line.
// Files go to the module as bytes (Uint8Array), as the native checker reads them. Prints
// one line per mismatch and a summary; exits 1 on any mismatch or when nothing was
// compared.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [modulePath, binDir, repo, propertyCorpus] = process.argv.slice(2);

function caseFiles(dir) {
  const files = {};
  const fixtures = path.join(dir, 'fixtures');
  if (fs.existsSync(fixtures)) {
    for (const line of fs.readFileSync(fixtures, 'utf8').split('\n')) {
      const [name, from] = line.trim().split(/\s+/);
      if (name && from) files[name] = path.join(repo, from);
    }
  }
  for (const name of ['input', 'output', 'answer']) {
    const here = path.join(dir, name);
    if (fs.existsSync(here) && fs.statSync(here).isFile()) files[name] = here;
  }
  return files;
}

const modes = [
  { name: 'plain', args: [], timeOnly: false, partial: 0 },
  { name: 'time-only', args: ['--time-only'], timeOnly: true, partial: 0 },
  { name: 'partial 0.5', args: ['--partial', '0.5'], timeOnly: false, partial: 0.5 },
];

require(path.resolve(modulePath))().then((m) => {
  let compared = 0, mismatches = 0;
  const judge = (input, output, answer, timeOnly, partial) =>
    JSON.parse(m.check(input, output, answer, timeOnly, partial));
  const scoreFile = path.join(require('os').tmpdir(), `snake_web_corpus_${process.pid}.score`);
  const stderrOf = (tool, args) => {
    const run = spawnSync(path.join(binDir, tool), args, {
      env: { ...process.env, SNAKE_ARBITER_SCORE_FILE: scoreFile },
      encoding: 'buffer',
    });
    return run.stderr.toString('utf8').replace(/\n$/, '');
  };
  const mismatch = (where, native, wasm) => {
    ++mismatches;
    console.log(`MISMATCH ${where}\n  native: ${JSON.stringify(native)}\n  wasm:   ${JSON.stringify(wasm)}`);
  };

  const casesDir = path.join(repo, 'tests/cli/checker');
  let cases = 0;
  for (const name of fs.readdirSync(casesDir).sort()) {
    const dir = path.join(casesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const f = caseFiles(dir);
    if (!f.input || !f.output || !f.answer) continue;
    ++cases;
    const bytes = ['input', 'output', 'answer'].map((k) => new Uint8Array(fs.readFileSync(f[k])));
    for (const mode of modes) {
      const files = [f.input, f.output, f.answer];
      const full = stderrOf('checker-arbiter', [...mode.args, ...files]);
      const team = stderrOf('checker', [...mode.args, ...files]);
      const wasm = judge(bytes[0], bytes[1], bytes[2], mode.timeOnly, mode.partial);
      compared += 2;
      if (full !== wasm.line) mismatch(`tests/cli/checker/${name} (${mode.name}, checker-arbiter)`, full, wasm.line);
      if (team !== wasm.team) mismatch(`tests/cli/checker/${name} (${mode.name}, checker)`, team, wasm.team);
    }
  }
  console.log(`tests/cli/checker: ${cases} cases, ${compared} judgings compared`);

  let records = 0;
  if (propertyCorpus) {
    const all = fs.readFileSync(propertyCorpus);
    let at = 0;
    while (at < all.length) {
      const end = all.indexOf(10, at);
      const [ni, no, na, timeOnly, partial, nl] = all.subarray(at, end).toString('latin1').split(' ');
      at = end + 1;
      const take = (n) => { const b = all.subarray(at, at + Number(n)); at += Number(n); return b; };
      const input = take(ni), output = take(no), answer = take(na);
      const native = take(nl).toString('utf8');
      const wasm = judge(new Uint8Array(input), new Uint8Array(output), new Uint8Array(answer),
                         timeOnly === '1', parseFloat(partial)).line;
      ++records;
      if (native !== wasm) {
        mismatch(`property record ${records} (output ${JSON.stringify(output.toString('latin1').slice(0, 60))})`,
                 native, wasm);
      }
    }
    console.log(`property test: ${records} judgings compared`);
  }
  if (fs.existsSync(scoreFile)) fs.unlinkSync(scoreFile);
  console.log(`${compared + records} compared, ${mismatches} mismatches`);
  process.exit(mismatches === 0 && compared > 0 && (!propertyCorpus || records > 0) ? 0 : 1);
});
