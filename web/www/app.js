// The page: a new-game screen, the table (seats, the seat's view, the legal
// actions as buttons, Hint and Undo, the log in words), the final scores,
// and save/load to localStorage. Every game is driven through the same
// WebAssembly exports (web/src/lib.rs); the AI thinks in worker.js.
//
// URL parameters, for tuning and tests: ?ai=SPEC plays every AI seat with
// that spec (e.g. ismcts:iters=20), ?hint=SPEC is the AI behind Hint
// (ismcts:preset=medium), ?slice=N sets the worker's iterations per slice.
import init, { WebGame, gamesJson } from './pkg/boardroom_web.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const SAVE_KEY = 'boardroom.save';
const PRESETS = [
  ['easy', 'AI: easy'], ['medium', 'AI: medium'], ['hard', 'AI: hard'], ['expert', 'AI: expert'],
];

const HINT_SPEC = params.get('hint') ?? 'ismcts:preset=medium';

let games = [];
let worker = null;
// The game in progress: { cfg, game, log, seen, turn, thinking, hint,
// shownHint, over }. `log` is [{ who, lines: [{ seq, text }] }]; `seen` the
// number of the newest event read (undefined: none yet).
let play = null;
let token = 0;

// ---------------------------------------------------------------- messages

let messageTimer = 0;
function say(text, kind = 'info') {
  const m = $('message');
  m.textContent = text;
  m.className = kind === 'error' ? 'error' : '';
  m.hidden = false;
  clearTimeout(messageTimer);
  messageTimer = setTimeout(() => { m.hidden = true; }, kind === 'error' ? 8000 : 4000);
}

// Errors from the module arrive as strings (sentences); anything else is a
// bug, said plainly rather than thrown at the person.
function sentence(err) {
  if (typeof err === 'string') return err;
  return err?.message ?? String(err);
}

function show(section) {
  for (const id of ['setup', 'table', 'final']) $(id).hidden = id !== section;
  $('save').hidden = section !== 'table';
  $('new').hidden = section === 'setup';
}

// ---------------------------------------------------------------- new game

function gameInfo(id) {
  return games.find((g) => g.id === id);
}

function fillSetup(cfg) {
  const sel = $('game');
  sel.replaceChildren(...games.map((g) => new Option(g.name, g.id)));
  if (cfg) sel.value = cfg.game;
  $('seed').value = cfg?.seed ?? Math.floor(Math.random() * 1e6);
  fillGameDependent(cfg);
}

function fillGameDependent(cfg) {
  const info = gameInfo($('game').value);
  const players = $('players');
  const counts = [];
  for (let n = info.min_players; n <= info.max_players; n++) counts.push(n);
  players.replaceChildren(...counts.map((n) => new Option(String(n), String(n))));
  players.value = String(cfg?.players ?? Math.min(Math.max(3, info.min_players), info.max_players));

  const box = $('options');
  box.replaceChildren(Object.assign(document.createElement('legend'), { textContent: 'Options' }));
  box.hidden = info.options.length === 0;
  for (const opt of info.options) {
    const label = document.createElement('label');
    label.append(opt.key.replaceAll('-', ' ').replaceAll('_', ' '));
    const select = document.createElement('select');
    select.dataset.key = opt.key;
    select.append(...opt.values.map((v) => new Option(v, v)));
    select.value = cfg?.options?.[opt.key] ?? opt.default;
    label.append(select);
    const help = document.createElement('span');
    help.className = 'option-help';
    help.textContent = opt.description;
    label.append(help);
    box.append(label);
  }
  fillSeats(cfg);
}

function fillSeats(cfg) {
  const n = Number($('players').value);
  const rows = [];
  for (let s = 0; s < n; s++) {
    const row = document.createElement('div');
    row.className = 'seat-row';
    const name = document.createElement('span');
    name.textContent = `Seat ${s}`;
    const select = document.createElement('select');
    select.dataset.seat = String(s);
    select.append(new Option('Person', 'person'), ...PRESETS.map(([v, t]) => new Option(t, v)));
    select.value = cfg?.seats?.[s] ?? (s === 0 ? 'person' : 'medium');
    row.append(name, select);
    rows.push(row);
  }
  $('seats').replaceChildren(...rows);
}

function readSetup() {
  const options = {};
  for (const sel of $('options').querySelectorAll('select')) options[sel.dataset.key] = sel.value;
  const seats = [...$('seats').querySelectorAll('select')].map((s) => s.value);
  // Seeds stay below 2^32 so that seed × 1000 + move (the AI's seed) is exact.
  const seed = Math.min(2 ** 32 - 1, Math.max(0, Math.floor(Number($('seed').value) || 0)));
  return { game: $('game').value, players: Number($('players').value), seed, options, seats };
}

function optionText(options) {
  return Object.entries(options ?? {}).map(([k, v]) => `${k}=${v}`).join(',');
}

// ---------------------------------------------------------------- the table

function persons(cfg) {
  return cfg.seats.flatMap((who, s) => (who === 'person' ? [s] : []));
}

function names(cfg) {
  const people = persons(cfg);
  return cfg.seats.map((who, s) => (people.length === 1 && who === 'person' ? 'You' : `Seat ${s}`));
}

// Whose eyes the table is drawn for: the person to move, else the only or
// first person; with no person, everything (an AI-only game).
function viewer() {
  const people = persons(play.cfg);
  const p = play.game.toMove();
  if (people.includes(p)) return p;
  return people.length ? people[0] : -1;
}

function aiSpec(who) {
  return params.get('ai') ?? `ismcts:preset=${who}`;
}

// A loaded game numbers its events afresh, so its saved lines keep no
// numbers (an undo never takes them back); saves before numbered events
// hold plain strings.
function savedLog(log) {
  return log.map(({ who, lines }) => ({ who, lines: lines.map((l) => ({ text: l.text ?? l })) }));
}

function begin(cfg, game, log = []) {
  cancelThinking();
  play = { cfg, game, log: savedLog(log), seen: undefined, turn: 0, thinking: null, hint: null, shownHint: null, over: false };
  show('table');
  advance();
}

function startNew(cfg) {
  try {
    const game = new WebGame(cfg.game, cfg.players, optionText(cfg.options), BigInt(cfg.seed));
    begin(cfg, game);
  } catch (err) {
    say(sentence(err), 'error');
  }
}

// Reads the numbered events after the newest one read: sentences join the
// log under `who`, an undo removes the lines it took back.
function collectLog(seat, who) {
  const events = JSON.parse(play.game.eventsJson(seat, play.seen, names(play.cfg)));
  const next = play.game.nextSeq;
  play.seen = next > 0 ? next - 1 : undefined;
  for (const e of events) {
    if (e.type === 'undone') {
      for (const entry of play.log) entry.lines = entry.lines.filter((l) => !(l.seq >= e.from));
      play.log = play.log.filter((entry) => entry.lines.length);
    } else if (e.text) {
      const last = play.log[play.log.length - 1];
      const line = { seq: e.seq, text: e.text };
      if (last?.who === who) last.lines.push(line);
      else play.log.push({ who, lines: [line] });
    }
  }
}

function apply(action, by) {
  const seat = play.game.toMove();
  const seeing = viewer();
  play.game.apply(action);
  cancelHint();
  play.turn++;
  collectLog(seeing, by ?? names(play.cfg)[seat]);
}

// Takes forced steps, starts the AI when it is its turn, then redraws.
function advance() {
  for (;;) {
    const p = play.game.toMove();
    if (p < 0) return finish();
    const legal = JSON.parse(play.game.legalJson());
    if (play.cfg.seats[p] === 'person' && legal.length === 1) {
      apply(legal[0].id);
      continue;
    }
    if (play.cfg.seats[p] !== 'person') startThinking(p);
    draw(legal);
    return;
  }
}

function startThinking(seat) {
  const t = ++token;
  play.thinking = { token: t, seat, iterations: 0 };
  worker.postMessage({
    type: 'think', token: t, game: play.cfg.game, save: play.game.save(),
    spec: aiSpec(play.cfg.seats[seat]), seed: play.cfg.seed * 1000 + play.turn,
    slice: Number(params.get('slice') ?? 16),
  });
}

function cancelThinking() {
  if (play?.thinking) worker.postMessage({ type: 'hurry', token: play.thinking.token });
  if (play) play.thinking = null;
  cancelHint();
}

function onWorker(e) {
  const msg = e.data;
  if (play?.hint && msg.token === play.hint.token) return onHint(msg);
  if (!play?.thinking || msg.token !== play.thinking.token) return; // an abandoned search
  if (msg.type === 'progress') {
    play.thinking.iterations = msg.iterations;
    drawThinking();
  } else if (msg.type === 'done') {
    const seat = play.thinking.seat;
    play.thinking = null;
    try {
      apply(msg.action, `${names(play.cfg)[seat]} (AI)`);
    } catch (err) {
      say(`The AI's choice could not be played: ${sentence(err)}`, 'error');
      return;
    }
    advance();
  } else if (msg.type === 'error') {
    play.thinking = null;
    say(`The AI stopped: ${msg.message}`, 'error');
  }
}

function drawThinking() {
  const t = play?.thinking;
  $('thinking').hidden = !t;
  if (!t) return;
  const who = names(play.cfg)[t.seat];
  const n = t.iterations;
  $('thinking-text').textContent = `${who} is thinking…${n ? ` (${n.toLocaleString('en')} positions tried)` : ''}`;
}

// The text view: its first line (the game) as a heading, and on every
// unindented line the name before the first colon ("Seat 1:", "Town:") in
// bold, so the eye finds each seat and each part of the board.
function drawText(el, text) {
  el.replaceChildren(...text.replace(/\n+$/, '').split('\n').map((line, i) => {
    const div = document.createElement('div');
    const colon = line.indexOf(': ');
    if (i === 0) {
      div.className = 'heading';
      div.textContent = line;
    } else if (colon > 0 && colon < 40 && !/^\s/.test(line)) {
      const name = document.createElement('strong');
      name.textContent = line.slice(0, colon + 1);
      div.append(name, line.slice(colon + 1));
    } else {
      div.textContent = line || '\u00a0';
    }
    return div;
  }));
}

// The scene (engine/src/scene.rs): shared zones of cards, then one panel
// per seat with its facts and its own zones. Face-down cards are drawn as
// backs carrying only what may be known ("3 cards"). Every zone, card and
// fact carries a stable key (kept as data-key) for art and a client's own
// words.
function cardEl(card) {
  const el = document.createElement('div');
  el.className = card.face_down ? 'card face-down' : 'card';
  el.dataset.key = card.key;
  const name = document.createElement('div');
  name.className = 'card-name';
  name.textContent = card.name;
  el.append(name);
  for (const line of card.detail) {
    el.append(Object.assign(document.createElement('div'), { className: 'card-detail', textContent: line }));
  }
  return el;
}

function zoneEl(zone) {
  const el = document.createElement('section');
  el.className = 'zone';
  el.dataset.key = zone.key;
  el.append(Object.assign(document.createElement('h3'), { textContent: zone.title }));
  const row = document.createElement('div');
  row.className = 'cards';
  if (zone.cards.length === 0) {
    row.append(Object.assign(document.createElement('div'), { className: 'empty', textContent: 'none' }));
  } else {
    row.append(...zone.cards.map(cardEl));
  }
  el.append(row);
  return el;
}

function drawScene(scene) {
  $('status').textContent = scene.status;
  const panels = scene.seats.map((seat, s) => {
    const el = document.createElement('section');
    el.className = `panel${seat.to_move ? ' to-move' : ''}${seat.winner ? ' winner' : ''}${scene.viewer === s ? ' mine' : ''}`;
    el.dataset.seat = String(s);
    const head = document.createElement('h3');
    head.textContent = seat.name + (seat.to_move ? ' — to decide' : '') + (seat.winner ? ' — winner' : '');
    const facts = document.createElement('div');
    facts.className = 'facts';
    facts.append(...seat.facts.map((f) => Object.assign(document.createElement('span'), { className: 'fact', textContent: f.text, title: f.key })));
    el.append(head, facts, ...seat.zones.map(zoneEl));
    return el;
  });
  $('scene').replaceChildren(...scene.zones.map(zoneEl), ...panels);
}

function drawSeats() {
  const ns = names(play.cfg);
  const scores = play.game.scores();
  const p = play.game.toMove();
  $('seatbar').replaceChildren(...play.cfg.seats.map((who, s) => {
    const box = document.createElement('div');
    box.className = `seat${s === p ? ' to-move' : ''}`;
    box.dataset.seat = String(s);
    const title = document.createElement('div');
    title.textContent = ns[s];
    const kind = document.createElement('div');
    kind.className = 'who';
    kind.textContent = who === 'person' ? 'person' : `AI, ${who}`;
    const score = document.createElement('div');
    score.className = 'score';
    score.textContent = `Score ${formatNumber(scores[s])}`;
    box.append(title, kind, score);
    return box;
  }));
}

function formatNumber(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function drawLog(el, entries, limit = Infinity) {
  const items = [];
  for (const { who, lines } of entries.slice(-limit)) {
    const head = document.createElement('li');
    head.className = 'turn';
    head.textContent = who;
    items.push(head);
    for (const { text } of lines) items.push(Object.assign(document.createElement('li'), { textContent: text }));
  }
  el.replaceChildren(...items);
  el.scrollTop = el.scrollHeight;
}

// ---------------------------------------------------------------- undo and hints

// The person's seat that may take back its latest decision of this turn
// (none once another seat acted or something hidden came to light).
function undoSeat() {
  if (!play || play.over) return -1;
  return persons(play.cfg).find((s) => play.game.canUndo(s)) ?? -1;
}

// Takes back the person's latest decision; an AI search begun after it is
// abandoned (the next one starts afresh from the restored position).
function undo() {
  const seat = undoSeat();
  if (seat < 0) return say('There is nothing of yours to take back this turn.');
  cancelThinking();
  try {
    play.game.undo(seat);
  } catch (err) {
    return say(`That cannot be taken back: ${sentence(err)}`);
  }
  play.turn++;
  collectLog(viewer(), names(play.cfg)[seat]);
  say(names(play.cfg)[seat] === 'You' ? 'Your last decision was taken back.' : `${names(play.cfg)[seat]}'s last decision was taken back.`);
  advance();
}

function personToMove() {
  const p = play && !play.over ? play.game.toMove() : -1;
  return p >= 0 && play.cfg.seats[p] === 'person' ? p : -1;
}

// Asks the worker what the AI would play for the person to move, from that
// seat's information only, at the hint's budget.
function askHint() {
  const p = personToMove();
  if (p < 0) return say('A hint is for your own turn.');
  if (play.thinking) return say(`Please wait: ${names(play.cfg)[play.thinking.seat]} is deciding.`);
  if (play.hint) return say('The hint is on its way.');
  const t = ++token;
  play.hint = { token: t, turn: play.turn, iterations: 0 };
  worker.postMessage({
    type: 'think', token: t, game: play.cfg.game, save: play.game.save(),
    spec: HINT_SPEC, seed: play.cfg.seed * 1000 + play.turn,
    slice: Number(params.get('slice') ?? 16), names: names(play.cfg),
  });
  drawHint();
}

function cancelHint() {
  if (play?.hint) worker.postMessage({ type: 'hurry', token: play.hint.token });
  if (play) play.hint = null;
}

function onHint(msg) {
  if (msg.type === 'progress') {
    play.hint.iterations = msg.iterations;
  } else if (msg.type === 'hint') {
    play.shownHint = { turn: play.hint.turn, analysis: msg.analysis };
    play.hint = null;
  } else if (msg.type === 'error') {
    play.hint = null;
    say(`No hint: ${msg.message}`, 'error');
  }
  drawHint();
}

const percent = (x) => `${Math.round(Math.min(1, Math.max(0, x)) * 100)}%`;

// The hint in words: the top five moves with the share of the search each
// got and the expected win share, the best one marked (and its button),
// and the line of play the search expects.
function drawHint() {
  const box = $('hint');
  const shown = play.shownHint?.turn === play.turn ? play.shownHint.analysis : null;
  for (const b of $('actions').children) b.classList.remove('hinted');
  $('ask-hint').disabled = personToMove() < 0 || !!play.thinking || !!play.hint;
  if (play.hint) {
    box.hidden = false;
    const n = play.hint.iterations;
    $('hint-head').textContent = `Looking for a hint…${n ? ` (${n.toLocaleString('en')} positions tried)` : ''}`;
    $('hint-moves').hidden = true;
    $('hint-line').textContent = '';
    return;
  }
  box.hidden = !shown;
  if (!shown) return;
  const n = shown.iterations;
  $('hint-head').textContent = shown.moves.length
    ? `Hint: the AI tried ${n.toLocaleString('en')} positions from what you know.`
    : 'Hint: the AI had no time to look at any move.';
  $('hint-moves').tBodies[0].replaceChildren(...shown.moves.slice(0, 5).map((m, i) => {
    const tr = document.createElement('tr');
    if (i === 0) tr.className = 'best';
    for (const text of [m.label, percent(m.visit_share), percent(m.win_share)]) {
      tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    }
    return tr;
  }));
  $('hint-moves').hidden = !shown.moves.length;
  const line = shown.line.map((step) => `${step.name}: ${step.hidden ? 'a hidden choice' : step.label}`);
  $('hint-line').textContent = line.length > 1 ? `Likely line: ${line.join(' → ')}` : '';
  const best = shown.moves[0];
  for (const b of $('actions').children) {
    if (best && Number(b.dataset.id) === best.id) b.classList.add('hinted');
  }
}

function draw(legal) {
  const p = play.game.toMove();
  const seat = viewer();
  const ns = names(play.cfg);
  drawSeats();
  $('view-title').textContent = seat < 0 ? 'The table' : `The table as ${ns[seat] === 'You' ? 'you see' : `${ns[seat]} sees`} it`;
  drawScene(JSON.parse(play.game.sceneJson(seat, ns)));
  drawText($('view'), play.game.view(seat, ns));
  drawLog($('log'), play.log, 60);
  drawThinking();
  const mine = play.cfg.seats[p] === 'person';
  $('turn').textContent = mine
    ? (ns[p] === 'You' ? 'Your turn: choose one.' : `${ns[p]}: your turn, choose one.`)
    : `Waiting for ${ns[p]}.`;
  const turn = play.turn;
  const buttons = mine ? legal.map(({ id, label }) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'action';
    b.dataset.id = String(id);
    b.textContent = label;
    b.addEventListener('click', () => choose(id, turn));
    return b;
  }) : [];
  $('actions').replaceChildren(...buttons);
  const filter = $('filter');
  filter.hidden = buttons.length <= 24;
  filter.value = '';
  $('undo').disabled = undoSeat() < 0;
  drawHint();
}

// A person's click. Stale buttons (an earlier turn) and clicks while an AI
// decides are answered with a message; an illegal choice changes nothing.
function choose(action, turn) {
  if (!play || play.over) return say('The game is over.');
  if (play.thinking) {
    return say(`Please wait: ${names(play.cfg)[play.thinking.seat]} is deciding.`);
  }
  if (turn !== play.turn) return say('That choice is no longer available: the table has changed.');
  try {
    apply(action);
  } catch (err) {
    return say(`That cannot be played now: ${sentence(err)}`, 'error');
  }
  advance();
}

// ---------------------------------------------------------------- the end

function finish() {
  play.over = true;
  cancelThinking();
  $('actions').replaceChildren();
  $('hint').hidden = true;
  const ns = names(play.cfg);
  const scores = play.game.scores();
  const returns = play.game.returns();
  const best = Math.max(...returns);
  const winners = ns.filter((_, s) => returns[s] === best && best > 0);
  let title;
  if (winners.length === 1) title = winners[0] === 'You' ? 'You won!' : `${winners[0]} won.`;
  else if (winners.length > 1) title = `Shared win: ${winners.join(', ')}.`;
  else title = 'The game is over.';
  $('winner').textContent = title;
  $('scores').tBodies[0].replaceChildren(...ns.map((n, s) => {
    const tr = document.createElement('tr');
    if (winners.includes(n)) tr.className = 'won';
    const who = play.cfg.seats[s] === 'person' ? 'person' : `AI, ${play.cfg.seats[s]}`;
    const result = returns[s] === best && best > 0 ? (winners.length > 1 ? 'shared win' : 'won') : 'lost';
    for (const text of [n, who, formatNumber(scores[s]), result]) {
      tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    }
    return tr;
  }));
  drawText($('final-view'), play.game.view(-1, ns));
  drawLog($('final-log'), play.log, 8);
  show('final');
}

// ---------------------------------------------------------------- save and load

function toBase64(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text) {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function save() {
  if (!play || play.over) return say('There is no game in progress to save.');
  const record = { cfg: play.cfg, state: toBase64(play.game.save()), log: play.log.slice(-200), saved: new Date().toISOString() };
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(record));
    say(`Game saved in this browser (${gameInfo(play.cfg.game).name}).`);
  } catch (err) {
    say(`The game could not be saved: ${sentence(err)}`, 'error');
  }
}

function load() {
  const text = localStorage.getItem(SAVE_KEY);
  if (!text) return say('There is no saved game in this browser.');
  try {
    const record = JSON.parse(text);
    const game = WebGame.load(record.cfg.game, fromBase64(record.state));
    begin(record.cfg, game, record.log ?? []);
    say(`Saved game loaded (${gameInfo(record.cfg.game).name}).`);
  } catch (err) {
    say(`The saved game cannot be loaded: ${sentence(err)}`, 'error');
  }
}

// ---------------------------------------------------------------- start

async function main() {
  // Compiled once, here, and shared with the AI's worker.
  const module = await WebAssembly.compileStreaming(fetch(new URL('./pkg/boardroom_web_bg.wasm', import.meta.url)));
  await init({ module_or_path: module });
  games = JSON.parse(gamesJson());
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.postMessage({ type: 'module', module });
  worker.onmessage = onWorker;
  worker.onerror = (e) => say(`The AI could not start: ${e.message}`, 'error');

  fillSetup();
  $('game').addEventListener('change', () => fillGameDependent());
  $('players').addEventListener('change', () => fillSeats());
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    startNew(readSetup());
  });
  $('save').addEventListener('click', save);
  $('load').addEventListener('click', load);
  const newGame = () => {
    cancelThinking();
    play = null;
    fillSetup(readSetup());
    show('setup');
  };
  $('new').addEventListener('click', newGame);
  $('final-new').addEventListener('click', newGame);
  $('again').addEventListener('click', () => startNew({ ...play.cfg, seed: play.cfg.seed + 1 }));
  $('hurry').addEventListener('click', () => {
    if (!play?.thinking) return say('No one is thinking.');
    worker.postMessage({ type: 'hurry', token: play.thinking.token });
    say(`${names(play.cfg)[play.thinking.seat]} will decide now.`);
  });
  $('undo').addEventListener('click', undo);
  $('ask-hint').addEventListener('click', askHint);
  $('filter').addEventListener('input', () => {
    const q = $('filter').value.toLowerCase();
    for (const b of $('actions').children) b.hidden = !b.textContent.toLowerCase().includes(q);
  });
  $('loading').hidden = true;
  show('setup');
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  $('loading').textContent = `The games could not be loaded: ${sentence(err)}`;
});
