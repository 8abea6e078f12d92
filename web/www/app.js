// The page: a new-game screen, the table (seats, the seat's view, the legal
// actions as buttons, Hint and Undo, the log in words), the final scores,
// and save/load to localStorage. Every game is driven through the same
// WebAssembly exports (web/src/lib.rs); the AI thinks in worker.js. Every
// word the page writes comes from the catalogs (engine/locales/*/page.ftl)
// in the language of the picker.
//
// URL parameters, for tuning and tests: ?ai=SPEC plays every AI seat with
// that spec (e.g. ismcts:iters=20), ?hint=SPEC is the AI behind Hint
// (ismcts:preset=medium), ?slice=N sets the worker's iterations per slice.
import init, { WebGame, languagesJson, setupJson, text } from './pkg/boardroom_web.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const SAVE_KEY = 'boardroom.save';
const LANG_KEY = 'boardroom.lang';
const PRESETS = ['easy', 'medium', 'hard', 'expert'];

const HINT_SPEC = params.get('hint') ?? 'ismcts:preset=medium';

let games = [];
let worker = null;
// The game in progress: { cfg, game, log, seen, turn, thinking, hint,
// shownHint, over }. `log` is [{ who, lines: [{ seq, text }] }]; `seen` the
// number of the newest event read (undefined: none yet).
let play = null;
let token = 0;
let lang = 'en';

// ---------------------------------------------------------------- words

// The catalog message `key` in the page's language; numbers stay numbers
// so the catalog picks the plural form.
function t(key, args) {
  return text(lang, key, args ? JSON.stringify(args) : '');
}

// A count in words ("(1,234 positions tried)"): the number for the plural
// form, written with the language's digit grouping.
function counted(key, count) {
  return t(key, { count, shown: count.toLocaleString(lang) });
}

// The AI preset's strength in words ("medium").
const level = (preset) => t('page-level', { level: preset });

// Fills every element marked with a catalog key: data-t its text,
// data-t-title, data-t-placeholder and data-t-aria-label those attributes.
function localize() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const [attr, data] of [['title', 'tTitle'], ['placeholder', 'tPlaceholder'], ['aria-label', 'tAriaLabel']]) {
    for (const el of document.querySelectorAll(`[data-t-${attr}]`)) el.setAttribute(attr, t(el.dataset[data]));
  }
}

// The language shown first: the one chosen before, else the browser's
// when shipped, else English.
function firstLanguage(shipped) {
  const codes = shipped.map((l) => l.code);
  const wanted = [localStorage.getItem(LANG_KEY), ...(navigator.languages ?? [navigator.language])];
  for (const code of wanted) {
    const primary = code?.split(/[-_]/)[0].toLowerCase();
    if (codes.includes(primary)) return primary;
  }
  return 'en';
}

// Switches every word on the page, the game's included, without touching
// the game: the setup keeps its choices, the table is drawn again, the log
// read again, and a hint on show asked for again in the new language.
function setLanguage(code) {
  play?.game.setLanguage(code);
  lang = code;
  localStorage.setItem(LANG_KEY, code);
  localize();
  games = JSON.parse(setupJson(lang));
  fillSetup(readSetup());
  if (!play) return;
  relog();
  if (play.over) return drawFinal();
  const rehint = play.hint || play.shownHint?.turn === play.turn;
  cancelHint();
  play.shownHint = null;
  draw(JSON.parse(play.game.legalJson()));
  if (rehint) askHint();
}

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

// A game's name in the page's language.
const gameName = (id) => gameInfo(id)?.name ?? t(`game-${id}`);

function fillSetup(cfg) {
  const sel = $('game');
  sel.replaceChildren(...games.map((g) => new Option(gameName(g.id), g.id)));
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
  box.replaceChildren(Object.assign(document.createElement('legend'), { textContent: t('page-options') }));
  box.hidden = info.options.length === 0;
  for (const opt of info.options) {
    // The option's words are the catalogs', in the page's language (setupJson).
    const label = document.createElement('label');
    label.append(opt.name);
    const select = document.createElement('select');
    select.dataset.key = opt.key;
    select.append(...opt.values.map((v, i) => new Option(opt.value_names[i], v)));
    select.value = cfg?.options?.[opt.key] ?? opt.default;
    label.append(select);
    const help = document.createElement('span');
    help.className = 'option-help';
    help.textContent = opt.help;
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
    name.textContent = t('common-seat', { seat: s });
    const select = document.createElement('select');
    select.dataset.seat = String(s);
    select.append(
      new Option(t('page-person'), 'person'),
      ...PRESETS.map((p) => new Option(t('page-preset', { level: level(p) }), p)),
    );
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

// Whether seat `s` is the only person, called "you".
function isYou(cfg, s) {
  const people = persons(cfg);
  return people.length === 1 && people[0] === s;
}

function names(cfg) {
  return cfg.seats.map((_, s) => (isYou(cfg, s) ? t('play-you') : t('common-seat', { seat: s })));
}

// Who a log entry is under: { seat, ai }, or the text of a save made
// before entries kept their seat.
function whoText(who) {
  if (typeof who === 'string') return who;
  const name = names(play.cfg)[who.seat];
  return who.ai ? t('page-by-ai', { seat: name }) : name;
}

const sameWho = (a, b) => a === b
  || (typeof a === 'object' && typeof b === 'object' && a.seat === b.seat && a.ai === b.ai);

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
    game.setLanguage(lang);
    begin(cfg, game);
  } catch (err) {
    say(sentence(err), 'error');
  }
}

// Reads the numbered events after the newest one read: sentences join the
// log under `who` (each line keeps the seat it was read for, to be read
// again in another language), an undo removes the lines it took back.
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
      const line = { seq: e.seq, seat, text: e.text };
      if (sameWho(last?.who, who)) last.lines.push(line);
      else play.log.push({ who, lines: [line] });
    }
  }
}

// Rewrites the log's numbered lines in the game's current language, each
// as the seat it was read for saw it (a loaded game's older lines keep
// their words).
function relog() {
  const texts = new Map();
  for (const seat of new Set(play.log.flatMap((e) => e.lines.map((l) => l.seat)))) {
    if (seat === undefined) continue;
    for (const e of JSON.parse(play.game.eventsJson(seat, undefined, names(play.cfg)))) {
      if (e.text) texts.set(`${seat}/${e.seq}`, e.text);
    }
  }
  for (const entry of play.log) {
    for (const l of entry.lines) l.text = texts.get(`${l.seat}/${l.seq}`) ?? l.text;
  }
}

function apply(action, ai = false) {
  const seat = play.game.toMove();
  const seeing = viewer();
  play.game.apply(action);
  cancelHint();
  play.turn++;
  collectLog(seeing, { seat, ai });
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
  const job = ++token;
  play.thinking = { token: job, seat, iterations: 0 };
  worker.postMessage({
    type: 'think', token: job, game: play.cfg.game, save: play.game.save(),
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
      apply(msg.action, true);
    } catch (err) {
      say(t('page-ai-move-failed', { error: sentence(err) }), 'error');
      return;
    }
    advance();
  } else if (msg.type === 'error') {
    play.thinking = null;
    say(t('page-ai-stopped', { error: msg.message }), 'error');
  }
}

function drawThinking() {
  const thinking = play?.thinking;
  $('thinking').hidden = !thinking;
  if (!thinking) return;
  const who = names(play.cfg)[thinking.seat];
  const n = thinking.iterations;
  $('thinking-text').textContent = t('page-thinking', { seat: who }) + (n ? ` ${counted('page-tried', n)}` : '');
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
    row.append(Object.assign(document.createElement('div'), { className: 'empty', textContent: t('page-empty') }));
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
    const you = isYou(play.cfg, s);
    const marks = [seat.to_move && t('page-to-decide', { you }), seat.winner && t('page-winner')].filter(Boolean);
    head.textContent = [seat.name, ...marks].join(' — ');
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
    kind.textContent = seatKind(who);
    const score = document.createElement('div');
    score.className = 'score';
    score.textContent = t('page-score', { score: formatNumber(scores[s]) });
    box.append(title, kind, score);
    return box;
  }));
}

// Who plays a seat, in words: "person", "AI, medium".
function seatKind(who) {
  return who === 'person' ? t('page-who-person') : t('page-who-ai', { level: level(who) });
}

function formatNumber(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function drawLog(el, entries, limit = Infinity) {
  const items = [];
  for (const { who, lines } of entries.slice(-limit)) {
    const head = document.createElement('li');
    head.className = 'turn';
    head.textContent = whoText(who);
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
  if (seat < 0) return say(t('page-undo-nothing'));
  cancelThinking();
  try {
    play.game.undo(seat);
  } catch (err) {
    return say(t('page-undo-refused', { error: sentence(err) }));
  }
  play.turn++;
  collectLog(viewer(), { seat, ai: false });
  say(isYou(play.cfg, seat) ? t('page-undone-you') : t('page-undone', { seat: names(play.cfg)[seat] }));
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
  if (p < 0) return say(t('page-hint-not-yours'));
  if (play.thinking) return say(t('page-wait', { seat: names(play.cfg)[play.thinking.seat] }));
  if (play.hint) return say(t('page-hint-coming'));
  const job = ++token;
  play.hint = { token: job, turn: play.turn, iterations: 0 };
  worker.postMessage({
    type: 'think', token: job, game: play.cfg.game, save: play.game.save(),
    spec: HINT_SPEC, seed: play.cfg.seed * 1000 + play.turn,
    slice: Number(params.get('slice') ?? 16), names: names(play.cfg), lang,
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
    say(t('page-no-hint', { error: msg.message }), 'error');
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
    $('hint-head').textContent = t('page-hint-looking') + (n ? ` ${counted('page-tried', n)}` : '');
    $('hint-moves').hidden = true;
    $('hint-value').textContent = '';
    $('hint-line').textContent = '';
    return;
  }
  box.hidden = !shown;
  if (!shown) return;
  const n = shown.iterations;
  $('hint-head').textContent = shown.moves.length ? counted('page-hint-tried', n) : t('page-hint-none');
  $('hint-moves').tBodies[0].replaceChildren(...shown.moves.slice(0, 5).map((m, i) => {
    const tr = document.createElement('tr');
    if (i === 0) tr.className = 'best';
    const cells = [m.label, percent(m.visit_share), percent(m.win_share)];
    // The learned net's prior, when the search consulted one.
    if (m.prior !== undefined) cells.push(percent(m.prior));
    for (const text of cells) {
      tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    }
    return tr;
  }));
  $('hint-prior-head').hidden = !shown.moves.some((m) => m.prior !== undefined);
  $('hint-value').textContent = shown.value === undefined ? '' : t('page-hint-value', { value: percent(shown.value) });
  $('hint-moves').hidden = !shown.moves.length;
  const line = shown.line.map((step) => `${step.name}: ${step.hidden ? t('page-hidden-choice') : step.label}`);
  $('hint-line').textContent = line.length > 1 ? t('page-likely-line', { line: line.join(' → ') }) : '';
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
  $('view-title').textContent = seat < 0 ? t('page-table')
    : isYou(play.cfg, seat) ? t('page-table-as-you') : t('page-table-as', { seat: ns[seat] });
  drawScene(JSON.parse(play.game.sceneJson(seat, ns)));
  drawText($('view'), play.game.view(seat, ns));
  drawLog($('log'), play.log, 60);
  drawThinking();
  const mine = play.cfg.seats[p] === 'person';
  $('turn').textContent = mine
    ? (isYou(play.cfg, p) ? t('page-your-turn') : t('page-seat-turn', { seat: ns[p] }))
    : t('page-waiting', { seat: ns[p] });
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
  if (!play || play.over) return say(t('page-over'));
  if (play.thinking) return say(t('page-wait', { seat: names(play.cfg)[play.thinking.seat] }));
  if (turn !== play.turn) return say(t('page-stale'));
  try {
    apply(action);
  } catch (err) {
    return say(t('page-cannot-play', { error: sentence(err) }), 'error');
  }
  advance();
}

// ---------------------------------------------------------------- the end

function finish() {
  play.over = true;
  cancelThinking();
  $('actions').replaceChildren();
  $('hint').hidden = true;
  drawFinal();
  show('final');
}

// The final screen: who won, the scores, the whole table, the last events.
function drawFinal() {
  const ns = names(play.cfg);
  const scores = play.game.scores();
  const returns = play.game.returns();
  const best = Math.max(...returns);
  const won = ns.map((_, s) => returns[s] === best && best > 0);
  const winners = ns.filter((_, s) => won[s]);
  let title;
  if (winners.length === 1) {
    title = isYou(play.cfg, won.indexOf(true)) ? t('page-you-won') : t('page-won', { seat: winners[0] });
  } else if (winners.length > 1) {
    title = t('page-shared-win', { seats: winners.join(', ') });
  } else {
    title = t('page-over');
  }
  $('winner').textContent = title;
  $('scores').tBodies[0].replaceChildren(...ns.map((n, s) => {
    const tr = document.createElement('tr');
    if (won[s]) tr.className = 'won';
    const result = won[s] ? t(winners.length > 1 ? 'page-result-shared' : 'page-result-won') : t('page-result-lost');
    for (const cell of [n, seatKind(play.cfg.seats[s]), formatNumber(scores[s]), result]) {
      tr.append(Object.assign(document.createElement('td'), { textContent: cell }));
    }
    return tr;
  }));
  drawText($('final-view'), play.game.view(-1, ns));
  drawLog($('final-log'), play.log, 8);
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
  if (!play || play.over) return say(t('page-nothing-to-save'));
  const record = { cfg: play.cfg, state: toBase64(play.game.save()), log: play.log.slice(-200), saved: new Date().toISOString() };
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(record));
    say(t('page-saved', { game: gameName(play.cfg.game) }));
  } catch (err) {
    say(t('page-cannot-save', { error: sentence(err) }), 'error');
  }
}

function load() {
  const saved = localStorage.getItem(SAVE_KEY);
  if (!saved) return say(t('page-no-save'));
  try {
    const record = JSON.parse(saved);
    const game = WebGame.load(record.cfg.game, fromBase64(record.state));
    // A save keeps no language: the loaded game reads in the page's.
    game.setLanguage(lang);
    begin(record.cfg, game, record.log ?? []);
    say(t('page-loaded', { game: gameName(record.cfg.game) }));
  } catch (err) {
    say(t('page-cannot-load', { error: sentence(err) }), 'error');
  }
}

// ---------------------------------------------------------------- start

async function main() {
  // Compiled once, here, and shared with the AI's worker.
  const module = await WebAssembly.compileStreaming(fetch(new URL('./pkg/boardroom_web_bg.wasm', import.meta.url)));
  await init({ module_or_path: module });
  const shipped = JSON.parse(languagesJson());
  lang = firstLanguage(shipped);
  games = JSON.parse(setupJson(lang));
  $('lang').replaceChildren(...shipped.map((l) => new Option(l.name, l.code)));
  $('lang').value = lang;
  localize();
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.postMessage({ type: 'module', module });
  worker.onmessage = onWorker;
  worker.onerror = (e) => say(t('page-ai-cannot-start', { error: e.message }), 'error');

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
    if (!play?.thinking) return say(t('page-no-one-thinking'));
    worker.postMessage({ type: 'hurry', token: play.thinking.token });
    say(t('page-decides-now', { seat: names(play.cfg)[play.thinking.seat] }));
  });
  $('undo').addEventListener('click', undo);
  $('lang').addEventListener('change', () => {
    try {
      setLanguage($('lang').value);
    } catch (err) {
      say(sentence(err), 'error');
    }
  });
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
  // The module may be what failed, and with it the catalogs.
  let words;
  try {
    words = t('page-cannot-start', { error: sentence(err) });
  } catch {
    words = `The games could not be loaded: ${sentence(err)}`;
  }
  $('loading').textContent = words;
});
