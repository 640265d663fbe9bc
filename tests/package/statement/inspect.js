// What a reader of the statement sees, once the page has loaded (render.js includes
// this): the title, the sample blocks, the pictures with their rendered size, the
// subtask table's cells, and the math as typeset (KaTeX) or as HTML.
function inspect(doc) {
  if (kind !== 'html') {
    renderMathInElement(doc.body, {delimiters: [{left: '$', right: '$', display: false}],
                                   throwOnError: false});
  }
  const text = (element) => element ? element.textContent : null;
  const table = doc.querySelector('table');
  return {
    title: text(doc.querySelector('h1')),
    pre: [...doc.querySelectorAll('pre')].filter((p) => p.id !== 'result').map((p) => p.textContent),
    hydro_input: text(doc.querySelector('code.language-input1')),
    hydro_output: text(doc.querySelector('code.language-output1')),
    images: [...doc.querySelectorAll('img')].map((i) => ({
      loaded: i.complete && i.naturalWidth > 0, width: i.getBoundingClientRect().width})),
    svgs: [...doc.querySelectorAll('figure svg')].map((s) => ({
      width: s.getBoundingClientRect().width, rects: s.querySelectorAll('rect').length,
      path: s.querySelectorAll('polyline').length})),
    table: table ? [...table.rows].map((row) => [...row.cells].map((c) => c.textContent.trim())) : null,
    katex: doc.querySelectorAll('.katex').length,
    katex_errors: doc.querySelectorAll('.katex-error').length,
    html_math: doc.querySelectorAll('.math').length,
    subscripts: doc.querySelectorAll('.math sub').length,
    dollars_left: (doc.body.innerText.match(/\$/g) || []).length,
  };
}
window.addEventListener('load', () => {
  const frame = document.getElementById('frame');
  const doc = frame ? frame.contentDocument : document;
  let result;
  try {
    result = JSON.stringify(inspect(doc));
  } catch (e) {
    result = JSON.stringify({error: String(e)});
  }
  document.getElementById('result').textContent = result;
});
