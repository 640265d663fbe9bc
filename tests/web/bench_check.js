// node bench_check.js MODULE INPUT OUTPUT ANSWER RUNS: the WebAssembly side of
// bench/web.sh, as tests/web/bench_check.cpp: the module's start in ms, then the median
// time of one check() in ms (the files passed as bytes) and the verdict line.
'use strict';
const fs = require('fs');
const path = require('path');
const [modulePath, input, output, answer, runs] = process.argv.slice(2);
const bytes = [input, output, answer].map((f) => new Uint8Array(fs.readFileSync(f)));
const t0 = performance.now();
require(path.resolve(modulePath))().then((m) => {
  const started = performance.now() - t0;
  const ms = [];
  let line = '';
  for (let i = 0; i < Math.max(1, Number(runs)); ++i) {
    const s = performance.now();
    line = JSON.parse(m.check(bytes[0], bytes[1], bytes[2], false, 0)).line;
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  console.log(`${started.toFixed(1)}\t${ms[Math.floor(ms.length / 2)]}\t${line}`);
});
