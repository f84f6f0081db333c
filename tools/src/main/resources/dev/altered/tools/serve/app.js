'use strict';
// The playground page: sends the card text to the server as the designer types (after a short pause) and shows
// what the one analysis service answers. No library and no internet resource: everything is in this file.
const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};
const EXAMPLE = `set MYSET: My First Set

card ALT_MYSET_B_AX_01_C
  type: Character
  subtypes: Engineer
  faction: Axiom
  rarity: Common
  cost: 3/2
  stats: 2/1/3
  en: Scrap Tinkerer
    {J} Create a [Brassbug 2/2/2] Robot token in target Expedition.
`;

let timer = 0;
let asked = 0;
let events = [];
let step = 0;

async function post(path, text) {
  const response = await fetch(path, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain' } });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || ('HTTP ' + response.status));
  return json;
}

function analyzeSoon() {
  clearTimeout(timer);
  timer = setTimeout(analyze, 250);
}

async function analyze() {
  const text = $('card').value;
  const mine = ++asked;
  $('status').textContent = 'checking…';
  try {
    const answer = await post('/api/card', text);
    if (mine !== asked) return; // a newer text was sent meanwhile
    render(text, answer);
    $('status').textContent = 'up to date';
  } catch (e) {
    if (mine === asked) $('status').textContent = 'error: ' + e.message;
  }
}

function render(text, answer) {
  const list = $('diagnostics');
  list.replaceChildren();
  for (const d of answer.diagnostics) {
    list.append(el('li', d.severity, 'line ' + d.line + ', column ' + d.column + ': ' + d.severity + ': '
      + d.message + ' [' + d.code + ']'));
  }
  if (answer.diagnostics.length === 0) list.append(el('li', 'ok', 'no problem'));
  mark(text, answer.diagnostics.filter((d) => d.line > 0));
  const abilities = $('abilities');
  abilities.replaceChildren();
  for (const card of answer.cards) {
    abilities.append(el('h3', '', card.reference + ' — ' + card.name));
    for (const a of card.abilities) abilities.append(ability(a));
    if (card.try) showTry(card.try);
  }
}

// The text with each problem's position highlighted, so an error is seen where it is.
function mark(text, diagnostics) {
  const pre = $('marked');
  pre.replaceChildren();
  const lines = text.split('\n');
  const at = new Map(diagnostics.map((d) => [d.line, d]));
  lines.forEach((line, i) => {
    const d = at.get(i + 1);
    if (!d) { pre.append(document.createTextNode((i + 1) + '  ' + line + '\n')); return; }
    const col = Math.max(0, d.column - 1);
    pre.append(document.createTextNode((i + 1) + '  ' + line.slice(0, col)));
    const span = el('span', 'at', line.slice(col) || ' ');
    span.title = d.message;
    pre.append(span, document.createTextNode('\n'));
  });
}

function ability(a) {
  const box = el('div', 'ability');
  box.dataset.language = a.language;
  box.append(el('div', 'text', a.language + (a.support ? ' support' : '') + ': ' + a.text));
  if (a.problem) { box.append(el('div', 'problem', a.problem)); return box; }
  const table = el('table', 'wordings');
  for (const [lang, wording] of Object.entries(a.wordings)) {
    const row = el('tr');
    row.append(el('td', '', lang), el('td', 'wording', wording));
    table.append(row);
  }
  box.append(el('h4', '', 'Printed in every language'), table);
  const tree = el('details', 'tree');
  tree.append(el('summary', '', 'AST'), astTree(JSON.parse(a.ast)));
  box.append(tree);
  const program = el('details', 'program');
  program.open = true;
  program.append(el('summary', '', 'Program'), el('pre', 'listing', a.program));
  box.append(program);
  return box;
}

// The AST's JSON as nested lists: each node named by its "node" field, its fields below it.
function astTree(value, name) {
  const li = el('li');
  if (name !== undefined) li.append(el('span', 'field', name + ': '));
  if (value === null || typeof value !== 'object') {
    li.append(el('span', 'leaf', JSON.stringify(value)));
    return name === undefined ? wrap(li) : li;
  }
  if (value.node) li.append(el('span', 'node', value.node));
  const ul = el('ul');
  for (const [k, v] of Object.entries(value)) if (k !== 'node') ul.append(astTree(v, k));
  li.append(ul);
  return name === undefined ? wrap(li) : li;
}
const wrap = (li) => { const ul = el('ul', 'ast'); ul.append(li); return ul; };

function showTry(t) {
  $('situation').textContent = t.situation ? '(' + t.situation + ')' : '';
  $('outcome').textContent = t.outcome;
  events = t.events;
  step = events.length;
  showEvents();
}

function showEvents() {
  const list = $('events');
  list.replaceChildren();
  events.slice(0, step).forEach((e, i) => list.append(el('li', i === step - 1 ? 'current' : '', e)));
  $('step').textContent = ' ' + step + ' of ' + events.length + ' events ';
}

async function checkTranslations() {
  const body = $('findings').tBodies[0];
  body.replaceChildren();
  try {
    const answer = await post('/api/translations', $('file').value);
    for (const f of answer.findings) {
      const row = el('tr');
      row.append(el('td', '', f.reference + ' ' + f.lang + (f.line ? ' (line ' + f.line + ')' : '')),
        el('td', 'msg', f.kind + ': ' + f.message), el('td', '', f.english), el('td', '', f.localized),
        el('td', 'suggestion', f.suggestion));
      body.append(row);
    }
    if (answer.findings.length === 0) body.append(el('tr', '', 'no finding'));
  } catch (e) {
    body.append(el('tr', 'msg', 'error: ' + e.message));
  }
}

for (const tab of document.querySelectorAll('.tab')) {
  tab.addEventListener('click', () => {
    document.querySelectorAll('.tab').forEach((t) => t.classList.toggle('active', t === tab));
    document.querySelectorAll('.view').forEach((v) => v.classList.toggle('hidden', v.id !== tab.dataset.view));
  });
}
$('card').addEventListener('input', analyzeSoon);
$('prev').addEventListener('click', () => { step = Math.max(0, step - 1); showEvents(); });
$('next').addEventListener('click', () => { step = Math.min(events.length, step + 1); showEvents(); });
$('check-translations').addEventListener('click', checkTranslations);
$('card').value = EXAMPLE;
analyze();
