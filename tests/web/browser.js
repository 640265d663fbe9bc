// node browser.js BIN_DIR REPO SCRATCH
// The interactive page (bin/replay --interactive) in headless Chromium, from file://:
//   - pasting: for every case folder of tests/cli/checker named row_* (one row of the
//     verdict table each) whose files are text, a script pastes the input, the output and
//     the jury answer into the page's boxes and presses Judge; the verdict line the page
//     shows must be, word for word, bin/checker-arbiter's (the judges' message) on the
//     same files, and the page's verdict word its first word;
//   - keys: on the sample, with the jury the page's own Solve, a script presses Play and
//     then arrow keys (and Backspace); after each key the line shown must be bin/replay's
//     verdict line for the moves so far (a move string alone, judged against bin/solver's
//     answer), and the optimum shown bin/solver's time;
//   - a preset: the page written with the sample and its answer judges them at load, and
//     its replay frame is drawn with the same verdict;
//   - drawing: a new board may be as large as data/constraints.def's n and m, no larger.
// The page's state is read from the data attributes of <main id="state"> in the DOM that
// Chromium dumps (--dump-dom, with virtual time so that the module's start is awaited).
// SNAKE_CHROMIUM overrides the browser. Exits 1 on any difference.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { chromiumPath } = require('./cdp');

const [binDir, repo, scratch] = process.argv.slice(2);
let failures = 0;
const fail = (what) => { ++failures; console.log('FAIL ' + what); };

const browser = chromiumPath();
if (!browser) {
  console.log('Chromium is not installed: apt-get install -y chromium, or SNAKE_CHROMIUM=/path');
  process.exit(1);
}

function run(tool, args, options = {}) {
  return spawnSync(path.join(binDir, tool), args, { encoding: 'utf8', ...options });
}

// The page at `file` with `script` run once the module is ready (`s` is <main
// id="state">); the attributes of
// <main id="state"> once the script has set data-done.
function pageState(file, script, name) {
  const html = fs.readFileSync(file, 'utf8');
  const at = html.lastIndexOf('</body>');
  const hook = '<script>(function () { const ready = setInterval(() => {' +
    " const s = document.getElementById('state'); if (s.dataset.ready !== '1') return;" +
    ' clearInterval(ready); ' + script + "; s.dataset.done = '1'; }, 10); })();</script>";
  const page = path.join(scratch, name);
  fs.writeFileSync(page, html.slice(0, at) + hook + html.slice(at));
  const profile = path.join(scratch, 'profile_' + name);
  const dump = spawnSync('timeout', ['300', browser, '--headless', '--no-sandbox', '--disable-gpu',
    '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--user-data-dir=' + profile,
    '--virtual-time-budget=60000', '--dump-dom', 'file://' + page], { encoding: 'utf8', maxBuffer: 1 << 28 });
  fs.rmSync(profile, { recursive: true, force: true });
  const tag = /<main id="state"[^>]*>/.exec(dump.stdout || '');
  if (!tag) { fail(name + ': Chromium dumped no page (exit ' + dump.status + ')'); return {}; }
  const state = {};
  for (const m of tag[0].matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
    const key = m[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    state[key] = m[2].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'").replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');
  }
  if (state.done !== '1') fail(name + ': the test script did not finish');
  return state;
}

const blank = path.join(scratch, 'blank.html');
if (run('replay', ['--interactive', '-o', blank]).status !== 0) {
  fail('replay --interactive -o ' + blank);
  process.exit(1);
}

// Pasting the row_* cases.
const casesDir = path.join(repo, 'tests/cli/checker');
const cases = [];
for (const name of fs.readdirSync(casesDir).sort()) {
  if (!name.startsWith('row_')) continue;
  const dir = path.join(casesDir, name);
  const files = {};
  const fixtures = path.join(dir, 'fixtures');
  if (fs.existsSync(fixtures)) {
    for (const line of fs.readFileSync(fixtures, 'utf8').split('\n')) {
      const [n, from] = line.trim().split(/\s+/);
      if (n && from) files[n] = path.join(repo, from);
    }
  }
  for (const n of ['input', 'output', 'answer']) if (fs.existsSync(path.join(dir, n))) files[n] = path.join(dir, n);
  if (!files.input || !files.output || !files.answer) continue;
  const text = {};
  let ok = true;
  for (const n of ['input', 'output', 'answer']) {
    const bytes = fs.readFileSync(files[n]);
    text[n] = bytes.toString('utf8');
    if (!Buffer.from(text[n], 'utf8').equals(bytes)) ok = false;  // not text: cannot be pasted as is
  }
  if (/^[\s]*[UDLR]/.test(text.output)) ok = false;  // a move string alone: the page judges it as replay does
  if (!ok) continue;
  const arbiter = run('checker-arbiter', [files.input, files.output, files.answer],
                      { env: { ...process.env, SNAKE_ARBITER_SCORE_FILE: path.join(scratch, 'score') } });
  cases.push({ name: name, text: text, line: arbiter.stderr.replace(/\n$/, '') });
}
const paste = 'const $ = (id) => document.getElementById(id); const results = [];' +
  ' for (const c of ' + JSON.stringify(cases.map((c) => c.text)) + ') {' +
  " $('input').value = c.input; $('output').value = c.output; $('answer').value = c.answer;" +
  " $('judge').click(); results.push([s.dataset.line, document.getElementById('verdict-word').textContent]); }" +
  ' s.dataset.results = JSON.stringify(results)';
const pasted = pageState(blank, paste, 'paste.html');
const results = JSON.parse(pasted.results || '[]');
cases.forEach((c, i) => {
  const shown = results[i] || [];
  if (shown[0] !== c.line) fail(`paste ${c.name}: page ${JSON.stringify(shown[0])}, checker-arbiter ${JSON.stringify(c.line)}`);
  const word = c.line.startsWith('wrong answer') ? 'wrong answer'
    : c.line.startsWith('wrong output format') ? 'wrong output format' : c.line.split(' ')[0];
  if (shown[1] !== word) fail(`paste ${c.name}: verdict word ${JSON.stringify(shown[1])}, expected ${word}`);
});
console.log(`paste: ${cases.length} row_* cases compared with bin/checker-arbiter`);
if (cases.length < 10) fail(`only ${cases.length} row_* cases could be pasted`);

// Keys on the sample.
const sample = path.join(repo, 'data/sample/sample.in');
const keys = ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'Backspace', 'Backspace', 'ArrowDown',
  'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowUp',
  'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowUp'];
const letter = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const play = "const $ = (id) => document.getElementById(id);" +
  ` $('input').value = ${JSON.stringify(fs.readFileSync(sample, 'utf8'))}; $('output').value = '';` +
  " $('play-mode').click(); const lines = [];" +
  ` for (const k of ${JSON.stringify(keys)}) { document.dispatchEvent(new KeyboardEvent('keydown', {key: k}));` +
  ' lines.push(s.dataset.line); } s.dataset.lines = JSON.stringify(lines)';
const played = pageState(blank, play, 'keys.html');
const lines = JSON.parse(played.lines || '[]');
const solver = run('solver', [sample]).stdout.split('\n');
if (played.optimum !== solver[0]) fail(`keys: optimum ${played.optimum}, bin/solver ${solver[0]}`);
let moves = '';
keys.forEach((k, i) => {
  moves = k === 'Backspace' ? moves.slice(0, -1) : moves + letter[k];
  const file = path.join(scratch, 'moves.out');
  fs.writeFileSync(file, moves + '\n');
  const native = run('replay', [sample, file, '--svg', path.join(scratch, 'moves.svg')]).stdout.replace(/\n$/, '');
  if (lines[i] !== native) fail(`keys: after ${i + 1} keys (${moves}): page ${JSON.stringify(lines[i])}, bin/replay ${JSON.stringify(native)}`);
});
if (!/^ok /.test(lines[lines.length - 1] || '')) fail('keys: the played moves should end accepted: ' + lines[lines.length - 1]);
console.log(`keys: ${keys.length} keys, each verdict compared with bin/replay`);

// A preset page judges at load.
const preset = path.join(scratch, 'preset.html');
run('replay', ['--interactive', '-o', preset, sample, path.join(repo, 'data/sample/sample.ans')]);
// The replay frame must have drawn the same verdict (read 2 s of virtual time later).
const frame = "setTimeout(() => { const d = document.getElementById('player').contentDocument;" +
  " const f = d && d.getElementById('state'); s.dataset.player = f ? f.dataset.ready + '|' + f.dataset.verdict : 'none'; }, 2000)";
const loaded = pageState(preset, frame, 'preset_run.html');
if (loaded.line !== 'ok T = 21: 15 moves eat all 4 food items') fail('preset: ' + loaded.line);
if (loaded.player !== '1|ok') fail('preset: the replay frame shows ' + loaded.player);

// Drawing: a new board as large as data/constraints.def's n and m allow, and one larger
// asked for, which the page holds to that side.
const side = Number(/SNAKE_BOUND\(n,\s*1,\s*(\d+)\)/.exec(fs.readFileSync(path.join(repo, 'data/constraints.def'), 'utf8'))[1]);
const drawn = pageState(blank, "const $ = (id) => document.getElementById(id); const cells = [];" +
  ` for (const n of [${side}, ${side + 1}]) { $('draw-rows').value = n; $('draw-cols').value = n;` +
  " $('draw-new').click(); cells.push($('grid').children.length); }" +
  " s.dataset.cells = cells.join(' ') + ' ' + $('draw-rows').max", 'draw.html');
if (drawn.cells !== `${side * side} ${side * side} ${side}`) {
  fail(`draw: cells and the largest side ${drawn.cells}, expected ${side * side} ${side * side} ${side}`);
}
console.log(`draw: boards up to ${side} x ${side}, the declared side`);

console.log(failures === 0 ? 'all passed' : `${failures} failures`);
process.exit(failures === 0 ? 0 : 1);
