// node bench_chromium.js PAGE INPUT OUTPUT ANSWER RUNS: the Chromium side of bench/web.sh.
// Opens PAGE (bin/replay --interactive) from file:// in headless Chromium in real time,
// driven over the DevTools protocol (cdp.js), not with --dump-dom, whose virtual time
// stops performance.now() while a script runs. Pastes the three files into the page's boxes
// and presses Judge RUNS times. Prints, tab-separated, in ms: the module's start (from
// the page's navigation to data-ready), one checker::check() through the module (as
// bench_check.js in node), the median of the page's own data-judge-ms (the module's
// judge(), which also makes the replay's page data, and its JSON), the median of a whole
// press of Judge (with the move table and the replay frame), then the line the page shows.
// The browser is driven by cdp.js (SNAKE_CHROMIUM overrides it). Exits 1 when Chromium
// does not answer.
'use strict';
const fs = require('fs');
const { openPage } = require('./cdp');

const [pagePath, input, output, answer, runs] = process.argv.slice(2);

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

(async () => {
  const page = await openPage(pagePath);
  const text = [input, output, answer].map((f) => fs.readFileSync(f, 'utf8'));
  const times = await page.evaluate(`(() => {
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
  times.check = await page.evaluate(`SnakeWeb().then((m) => {
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
  await page.close();
  console.log([page.started.toFixed(1), times.check.toFixed(4), median(times.judge), median(times.press).toFixed(2),
    times.line].join('\t'));
})().catch((e) => { console.error('bench_chromium.js: ' + e.message); process.exit(1); });
