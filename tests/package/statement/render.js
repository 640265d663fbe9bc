// node render.js KIND SOURCE PAGE: writes PAGE, an HTML page that shows SOURCE the way a
// judge would and then records what a reader sees (tests/package/check_statement_browser.sh):
//   hydro, loj  SOURCE is the exported Markdown, rendered with markdown-it (Debian's
//               node-markdown-it, default options: tables on, raw HTML off, as Hydro and
//               LibreOJ configure it) and its $math$ typeset by KaTeX (Debian's
//               libjs-katex); Hydro's file://NAME links point at the problem's
//               additional_file/NAME, as Hydro serves them;
//   html        SOURCE is an exported HTML page, shown as it is in a frame.
// The page's script writes its findings as JSON into <pre id="result"> once everything
// has loaded, for Chromium's --dump-dom.
'use strict';
const fs = require('fs');
const path = require('path');
const MarkdownIt = require('markdown-it');

const [kind, source, page] = process.argv.slice(2);
const katex = '/usr/share/javascript/katex';
const inspect = fs.readFileSync(path.join(__dirname, 'inspect.js'), 'utf8');
let body;
if (kind === 'html') {
  body = `<iframe id="frame" src="${path.resolve(source)}" style="width:100%;height:2000px"></iframe>`;
} else {
  let markdown = fs.readFileSync(source, 'utf8');
  if (kind === 'hydro') {
    const files = path.join(path.dirname(path.resolve(source)), 'additional_file');
    markdown = markdown.replace(/file:\/\//g, `${files}/`);
  }
  body = `<div id="content">${new MarkdownIt().render(markdown)}</div>`;
}
fs.writeFileSync(page, `<!DOCTYPE html>
<html><head><meta charset="utf-8">
<link rel="stylesheet" href="file://${katex}/katex.min.css">
<script src="file://${katex}/katex.min.js"></script>
<script src="file://${katex}/contrib/auto-render.js"></script>
</head><body>
${body}
<pre id="result">not inspected</pre>
<script>const kind = ${JSON.stringify(kind)};
${inspect}</script>
</body></html>
`);
