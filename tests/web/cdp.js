// The interactive page in headless Chromium, in real time, for bench_chromium.js and
// corpus.js: Chromium driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe: fd 3 in, fd 4 out, each message ended by NUL), so neither a
// WebSocket nor an npm module is needed, and no virtual time (--dump-dom's) stops
// performance.now() while a script runs.
//
//   const page = await openPage(file);   // loaded from file://, the module started
//   page.started                         // ms from its navigation to data-ready
//   await page.evaluate(expression)      // the value of `expression`, awaited
//   await page.close()                   // Chromium and its profile gone
//
// chromiumPath() is the browser (SNAKE_CHROMIUM overrides it), or null. A page that takes over `seconds` in all kills
// Chromium and exits 1.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');

function chromiumPath() {
  if (process.env.SNAKE_CHROMIUM) return process.env.SNAKE_CHROMIUM;
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', 'command -v ' + name], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

async function openPage(file, seconds = 300) {
  const browser = chromiumPath();
  if (!browser) throw new Error("Chromium is not installed: apt-get install -y chromium, or SNAKE_CHROMIUM=/path");
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'snake-chromium-'));
  // Its own process group (detached), so that every helper process goes with it.
  const child = spawn(browser, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
    '--no-first-run', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--user-data-dir=' + profile, '--remote-debugging-pipe', 'about:blank'],
  { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true });
  const killGroup = () => { try { process.kill(-child.pid, 'SIGKILL'); } catch (e) { /* gone */ } };
  const gone = new Promise((resolve) => child.on('exit', () => {
    killGroup();
    // Its helpers may write to the profile until they are gone.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
    resolve();
  }));
  let closing = false;
  gone.then(() => {
    if (closing) return;
    console.error('Chromium exited before the page was done');
    process.exit(1);
  });
  const watchdog = setTimeout(() => {
    console.error(`Chromium took over ${seconds} s`);
    killGroup();
    gone.then(() => process.exit(1));
  }, seconds * 1000);

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
  const send = (method, params, sessionId) => {
    const id = nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    child.stdio[3].write(JSON.stringify(message) + '\0');
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  };

  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const evaluate = async (expression) => {
    const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (r.exceptionDetails) throw new Error(JSON.stringify(r.exceptionDetails));
    return r.result.value;
  };
  await send('Page.enable', {}, sessionId);
  await send('Page.navigate', { url: 'file://' + path.resolve(file) }, sessionId);
  // Polled from the page's start: the time, from its navigation, at which it saw data-ready.
  const started = await evaluate(`new Promise((done) => { const poll = () => {
      const s = document.getElementById('state');
      if (s && s.dataset.ready === '1') done(performance.now()); else setTimeout(poll, 1); };
    poll(); })`);
  const close = async () => {
    closing = true;
    clearTimeout(watchdog);
    child.stdio[3].write(JSON.stringify({ id: nextId++, method: 'Browser.close' }) + '\0');
    await gone;
  };
  return { started, evaluate, close };
}

module.exports = { chromiumPath, openPage };
