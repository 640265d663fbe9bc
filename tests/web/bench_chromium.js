// node bench_chromium.js PAGE INPUT OUTPUT ANSWER RUNS: the Chromium side of bench/web.sh.
// Opens PAGE (bin/replay --interactive) from file:// in headless Chromium in real time,
// driven over the DevTools protocol on a pipe (--remote-debugging-pipe: fd 3 in, fd 4
// out, messages ended by NUL), not with --dump-dom, whose virtual time stops
// performance.now() while a script runs. Pastes the three files into the page's boxes
// and presses Judge RUNS times. Prints, tab-separated, in ms: the module's start (from
// the page's navigation to data-ready), one checker::check() through the module (as
// bench_check.js in node), the median of the page's own data-judge-ms (the module's
// judge(), which also makes the replay's page data, and its JSON), the median of a whole
// press of Judge (with the move table and the replay frame), then the line the page shows.
// SNAKE_CHROMIUM overrides the browser. Exits 1 when Chromium does not answer.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');

const [pagePath, input, output, answer, runs] = process.argv.slice(2);

function chromium() {
  if (process.env.SNAKE_CHROMIUM) return process.env.SNAKE_CHROMIUM;
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', 'command -v ' + name], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  console.error('bench_chromium.js: install Debian\'s chromium package, or SNAKE_CHROMIUM=/path');
  process.exit(1);
}

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'snake-bench-chromium-'));
const child = spawn(chromium(), ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--user-data-dir=' + profile, '--remote-debugging-pipe', 'about:blank'],
{ stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true });
// Ends Chromium's whole process group (its own group: detached), then removes the
// profile, which its helpers may write to until they are gone.
const finish = (code) => {
  child.removeAllListeners('exit');
  child.on('exit', () => {
    try { process.kill(-child.pid, 'SIGKILL'); } catch (e) { /* the group is gone */ }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
    process.exit(code);
  });
  if (code === 0) child.stdio[3].write(JSON.stringify({ id: nextId++, method: 'Browser.close' }) + '\0');
  else process.kill(-child.pid, 'SIGKILL');
};
const watchdog = setTimeout(() => { console.error('bench_chromium.js: Chromium took over 300 s'); finish(1); }, 300000);
child.on('exit', () => { console.error('bench_chromium.js: Chromium exited early'); finish(1); });

let nextId = 1;
const waiting = new Map();
let pending = Buffer.alloc(0);
child.stdio[4].on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  for (let end; (end = pending.indexOf(0)) >= 0; pending = pending.subarray(end + 1)) {
    const message = JSON.parse(pending.subarray(0, end).toString('utf8'));
    const w = message.id !== undefined && waiting.get(message.id);
    if (!w) continue;
    waiting.delete(message.id);
    if (message.error) w.reject(new Error(JSON.stringify(message.error)));
    else w.resolve(message.result);
  }
});
function send(method, params, sessionId) {
  const id = nextId++;
  const message = { id, method, params };
  if (sessionId) message.sessionId = sessionId;
  child.stdio[3].write(JSON.stringify(message) + '\0');
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}

// The value of `expression` (awaited) in the page.
async function evaluate(session, expression) {
  const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, session);
  if (r.exceptionDetails) throw new Error(JSON.stringify(r.exceptionDetails));
  return r.result.value;
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

(async () => {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);
  await send('Page.navigate', { url: 'file://' + path.resolve(pagePath) }, sessionId);
  // Polled from the page's start: the time, from its navigation, at which it saw data-ready.
  const started = await evaluate(sessionId, `new Promise((done) => { const poll = () => {
      const s = document.getElementById('state');
      if (s && s.dataset.ready === '1') done(performance.now()); else setTimeout(poll, 1); };
    poll(); })`);
  const text = [input, output, answer].map((f) => fs.readFileSync(f, 'utf8'));
  const times = await evaluate(sessionId, `(() => {
      const $ = (id) => document.getElementById(id);
      $('input').value = ${JSON.stringify(text[0])};
      $('output').value = ${JSON.stringify(text[1])};
      $('answer').value = ${JSON.stringify(text[2])};
      const judge = [], press = [];
      for (let i = 0; i < ${Math.max(1, Number(runs))}; ++i) {
        const t0 = performance.now();
        $('judge').click();
        press.push(performance.now() - t0);
        judge.push(Number($('state').dataset.judgeMs));
      }
      return { judge, press, line: $('state').dataset.line };
    })()`);
  // checker::check() alone, as tests/web/bench_check.js times it in node, through a second
  // instance of the page's module (SnakeWeb): Chromium's clock ticks in 0.1 ms without
  // cross-origin isolation, so the median over 11 batches of RUNS checks, a check each.
  times.check = await evaluate(sessionId, `SnakeWeb().then((m) => {
      const enc = new TextEncoder();
      const files = ${JSON.stringify(text)}.map((t) => enc.encode(t));
      const batches = [];
      let line = '';
      for (let b = 0; b < 11; ++b) {
        const t0 = performance.now();
        for (let i = 0; i < ${Math.max(1, Number(runs))}; ++i) line = m.check(files[0], files[1], files[2], false, 0);
        batches.push((performance.now() - t0) / ${Math.max(1, Number(runs))});
      }
      batches.sort((a, b) => a - b);
      return batches[5];
    })`);
  clearTimeout(watchdog);
  console.log([started.toFixed(1), times.check.toFixed(4), median(times.judge), median(times.press).toFixed(2),
    times.line].join('\t'));
  finish(0);
})().catch((e) => { console.error('bench_chromium.js: ' + e.message); finish(1); });
