// node corpus.js MODULE BIN_DIR REPO [PROPERTY_CORPUS] [--chromium PAGE]
// The WebAssembly build of the checker's core (web/module.cpp) against the native
// checker, over the whole case corpus, in node (MODULE) or, with --chromium, in headless
// Chromium through the module of the interactive page PAGE (bin/replay --interactive),
// opened from file:// (cdp.js):
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

const args = process.argv.slice(2);
const at = args.indexOf('--chromium');
const pagePath = at >= 0 ? args.splice(at, 2)[1] : null;
const [modulePath, binDir, repo, propertyCorpus] = args;
const where = pagePath ? 'Chromium' : 'node';

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

// Every judging as { where, files: [input, output, answer] (bytes), timeOnly, partial,
// line, team }: the native lines it must give (team: null where only the line is known).
function judgings() {
  const out = [];
  const scoreFile = path.join(require('os').tmpdir(), `snake_web_corpus_${process.pid}.score`);
  const stderrOf = (tool, args) => {
    const run = spawnSync(path.join(binDir, tool), args, {
      env: { ...process.env, SNAKE_ARBITER_SCORE_FILE: scoreFile },
      encoding: 'buffer',
    });
    return run.stderr.toString('utf8').replace(/\n$/, '');
  };
  const casesDir = path.join(repo, 'tests/cli/checker');
  let cases = 0;
  for (const name of fs.readdirSync(casesDir).sort()) {
    const dir = path.join(casesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const f = caseFiles(dir);
    if (!f.input || !f.output || !f.answer) continue;
    ++cases;
    const files = [f.input, f.output, f.answer];
    const bytes = files.map((file) => fs.readFileSync(file));
    for (const mode of modes) {
      out.push({ where: `tests/cli/checker/${name} (${mode.name})`, files: bytes, timeOnly: mode.timeOnly,
        partial: mode.partial, line: stderrOf('checker-arbiter', [...mode.args, ...files]),
        team: stderrOf('checker', [...mode.args, ...files]) });
    }
  }
  if (fs.existsSync(scoreFile)) fs.unlinkSync(scoreFile);
  const fromCases = out.length;
  if (propertyCorpus) {
    const all = fs.readFileSync(propertyCorpus);
    let at = 0;
    while (at < all.length) {
      const end = all.indexOf(10, at);
      const [ni, no, na, timeOnly, partial, nl] = all.subarray(at, end).toString('latin1').split(' ');
      at = end + 1;
      const take = (n) => { const b = all.subarray(at, at + Number(n)); at += Number(n); return b; };
      const files = [take(ni), take(no), take(na)];
      out.push({ where: `property record ${out.length - fromCases + 1} (output ${
        JSON.stringify(files[1].toString('latin1').slice(0, 60))})`, files, timeOnly: timeOnly === '1',
      partial: parseFloat(partial), line: take(nl).toString('utf8'), team: null });
    }
  }
  return { out, cases, fromCases };
}

// The module's { line, team } for each judging, in node or in the page in Chromium (the
// files sent as base64 and passed to the module as bytes there too).
async function judgeAll(jobs) {
  if (!pagePath) {
    const m = await require(path.resolve(modulePath))();
    return jobs.map((j) => JSON.parse(m.check(...j.files.map((b) => new Uint8Array(b)), j.timeOnly, j.partial)));
  }
  const { openPage } = require('./cdp');
  const page = await openPage(pagePath, 600);
  const results = [];
  for (let from = 0; from < jobs.length; from += 2000) {
    const chunk = jobs.slice(from, from + 2000).map((j) =>
      [j.files.map((b) => b.toString('base64')), j.timeOnly, j.partial]);
    // One instance of the page's module for every chunk (window.corpusModule).
    results.push(...await page.evaluate(`(window.corpusModule ||= SnakeWeb()).then((m) => {
        const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        return ${JSON.stringify(chunk)}.map(([files, timeOnly, partial]) => {
          const r = JSON.parse(m.check(...files.map(bytes), timeOnly, partial));
          return { line: r.line, team: r.team };
        });
      })`));
  }
  await page.close();
  return results;
}

(async () => {
  const { out: jobs, cases, fromCases } = judgings();
  const got = await judgeAll(jobs);
  let compared = 0, mismatches = 0;
  const mismatch = (label, native, wasm) => {
    ++mismatches;
    console.log(`MISMATCH ${label}\n  native: ${JSON.stringify(native)}\n  wasm:   ${JSON.stringify(wasm)}`);
  };
  jobs.forEach((j, i) => {
    ++compared;
    if (j.line !== got[i].line) mismatch(`${j.where}, checker-arbiter`, j.line, got[i].line);
    if (j.team === null) return;
    ++compared;
    if (j.team !== got[i].team) mismatch(`${j.where}, checker`, j.team, got[i].team);
  });
  const records = jobs.length - fromCases;
  console.log(`in ${where}: tests/cli/checker: ${cases} cases, ${2 * fromCases} judgings compared`);
  if (propertyCorpus) console.log(`in ${where}: property test: ${records} judgings compared`);
  console.log(`in ${where}: ${compared} compared, ${mismatches} mismatches`);
  process.exit(mismatches === 0 && fromCases > 0 && (!propertyCorpus || records > 0) ? 0 : 1);
})().catch((e) => { console.log('FAIL ' + e.message); process.exit(1); });
