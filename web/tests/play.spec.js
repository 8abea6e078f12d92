// Every game played to its end in a real browser (Debian's chromium): one
// person seat clicking legal actions, AI seats thinking in the Web Worker;
// then the final screen, no console error, and a click answered within
// 100 ms while an AI searches.
import { test, expect } from '@playwright/test';

// Every game the page lists, with the player count and an option to try.
// The first test checks this list against the page, so a new game fails
// the suite until it is covered here.
const GAMES = [
  { id: 'vendors', players: 3 },
  { id: 'spiel-des-jahres', players: 4, options: { trading: 'off' } },
  { id: 'emergent', players: 2 },
  { id: 'emergent-fastplay', players: 3 },
  { id: 'value-crafter', players: 4 },
  { id: 'crafters', players: 2, options: { dice: 'two' } },
  { id: 'oh-hell', players: 3 },
];

// A small, fixed AI budget keeps the suite fast; the presets are the same
// code with more iterations.
const FAST_AI = 'ismcts:iters=12';

function watchConsole(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function newGame(page, { id, players, options = {}, seats, seed = 1 }) {
  await page.locator('#game').selectOption(id);
  await page.locator('#players').selectOption(String(players));
  for (const [key, value] of Object.entries(options)) {
    await page.locator(`#options select[data-key="${key}"]`).selectOption(value);
  }
  for (let s = 0; s < players; s++) {
    await page.locator(`#seats select[data-seat="${s}"]`).selectOption(seats[s]);
  }
  await page.locator('#seed').fill(String(seed));
  await page.locator('#start').click();
}

// Nothing a person reads may show raw engine values.
async function expectReadable(locator) {
  const text = await locator.innerText();
  expect(text).not.toMatch(/[{}]|\b255\b|undefined|NaN|\[object/);
  return text;
}

test('the page lists every game', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#setup')).toBeVisible();
  const listed = await page.locator('#game option').evaluateAll((os) => os.map((o) => o.value));
  expect(listed.sort()).toEqual(GAMES.map((g) => g.id).sort());
  expect(errors).toEqual([]);
});

for (const g of GAMES) {
  test(`${g.id}: a person plays a whole game against the AI`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`/?ai=${FAST_AI}`);
    const seats = Array.from({ length: g.players }, (_, s) => (s === 0 ? 'person' : 'easy'));
    await newGame(page, { ...g, seats, seed: 7 });
    await expect(page.locator('#table, #final').first()).toBeVisible();

    let clicks = 0;
    let seed = 12345;
    const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (;;) {
      // Either the person has choices or the game ended.
      await page.locator('#table:not([hidden]) #actions button.action, #final:not([hidden])').first().waitFor({ timeout: 30_000 });
      if (await page.locator('#final').isVisible()) break;
      const buttons = page.locator('#actions button.action');
      const n = await buttons.count();
      if (n === 0) continue;
      if (clicks === 0) {
        await expectReadable(page.locator('#table'));
        // The table is drawn as cards from the scene: zones of cards, a
        // panel per seat (the person's own marked, one seat to decide),
        // and the text view folded away.
        expect(await page.locator('#scene .card').count()).toBeGreaterThan(0);
        await expect(page.locator('#scene .panel')).toHaveCount(g.players);
        await expect(page.locator('#scene .panel.mine')).toHaveCount(1);
        await expect(page.locator('#scene .panel.to-move')).toHaveCount(1);
        expect(await page.locator('#scene .panel .fact').count()).toBeGreaterThanOrEqual(g.players);
        await expect(page.locator('#status')).toContainText('to decide');
        await expect(page.locator('#view')).toBeHidden();
        await page.locator('#text-view summary').click();
        await expect(page.locator('#view')).toBeVisible();
        await expect(page.locator('#view')).toContainText('to decide');
      }
      const chosen = buttons.nth(rand(n));
      await chosen.click();
      clicks++;
      expect(clicks).toBeLessThan(3000);
    }

    await expect(page.locator('#winner')).toHaveText(/won|Shared win|over/);
    await expect(page.locator('#scores tbody tr')).toHaveCount(g.players);
    await expectReadable(page.locator('#final'));
    const finalView = await page.locator('#final-view').innerText();
    expect(finalView.length).toBeGreaterThan(40);
    expect(clicks).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('the page answers at once while an AI searches, and refuses bad clicks', async ({ page }) => {
  const errors = watchConsole(page);
  // A long search: seat 1 (AI) moves first in no game, so seat 0 is an AI
  // too and the person sits at seat 1.
  await page.goto('/?ai=ismcts:iters=100000000,ms=20000');
  await newGame(page, { id: 'vendors', players: 3, seats: ['hard', 'person', 'hard'] });
  await expect(page.locator('#thinking')).toBeVisible();
  await expect(page.locator('#thinking-text')).toContainText('positions tried');

  // A click while the worker searches: the handler runs and the page paints
  // its answer within 100 ms, measured in the page.
  const ms = await page.evaluate(() => new Promise((resolve) => {
    const t0 = performance.now();
    document.getElementById('save').click();
    requestAnimationFrame(() => resolve(performance.now() - t0));
  }));
  console.log(`a click was answered in ${ms.toFixed(1)} ms while the AI searched`);
  expect(ms).toBeLessThan(100);
  await expect(page.locator('#message')).toContainText('Game saved');
  await expect(page.locator('#thinking')).toBeVisible(); // still searching

  // Loading the save abandons the search and starts it afresh.
  await page.evaluate(() => document.getElementById('load').click());
  await expect(page.locator('#message')).toContainText('Saved game loaded');

  // "Decide now" ends each search promptly (seat 0 decides several times
  // before the person's turn).
  const actions = page.locator('#actions button.action');
  for (let i = 0; i < 20 && (await actions.count()) === 0; i++) {
    if (await page.locator('#hurry').isVisible()) await page.locator('#hurry').click();
    await page.waitForTimeout(300);
  }
  await expect(actions.first()).toBeVisible({ timeout: 5_000 });
  // A button from an earlier turn, clicked again, is refused with words.
  const stale = await page.locator('#actions button.action').first().elementHandle();
  await stale.click();
  await stale.evaluate((b) => b.click());
  await expect(page.locator('#message')).toContainText(/no longer available|Please wait/);
  expect(errors).toEqual([]);
});

const labels = (page) => page.locator('#actions button.action').allInnerTexts();

// A Vendors game with the person at seat 0, at its first choice; returns
// the console's errors, watched from the start.
async function vendorsFirstChoice(page) {
  const errors = watchConsole(page);
  await page.goto(`/?ai=${FAST_AI}`);
  await newGame(page, { id: 'vendors', players: 3, seats: ['person', 'easy', 'easy'], seed: 7 });
  await page.locator('#actions button.action').first().waitFor();
  return errors;
}

test('Hint ranks the moves in words and marks the best one', async ({ page }) => {
  const errors = await vendorsFirstChoice(page);
  await expect(page.locator('#hint')).toBeHidden();
  await page.locator('#ask-hint').click();
  const moves = page.locator('#hint-moves tbody tr');
  await expect(moves.first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('#hint-head')).toContainText('positions from what you know');
  expect(await moves.count()).toBeGreaterThan(1);
  await expect(page.locator('#hint-moves tr.best')).toHaveCount(1);
  await expect(moves.first()).toHaveClass('best');
  for (const text of await moves.allInnerTexts()) {
    expect(text).toMatch(/^\S.*\t\d+%\t\d+%$/);
  }
  // The best move's button is marked, and its label is the first ranked.
  const best = await moves.first().locator('td').first().innerText();
  await expect(page.locator('#actions button.action.hinted')).toHaveText(best);
  await expect(page.locator('#hint-line')).toContainText('Likely line: You: ');
  await expectReadable(page.locator('#hint'));
  if (process.env.BOARDROOM_SCREENSHOT) {
    await page.screenshot({ path: process.env.BOARDROOM_SCREENSHOT, fullPage: true });
  }
  // Playing a move puts the hint away.
  await page.locator('#actions button.action.hinted').click();
  await expect(page.locator('#hint')).toBeHidden();
  expect(errors).toEqual([]);
});

test('Undo takes back the last decision and restores the choices', async ({ page }) => {
  const errors = await vendorsFirstChoice(page);
  await expect(page.locator('#undo')).toBeDisabled();
  const before = await labels(page);
  const log = await page.locator('#log').innerText();
  expect(before.length).toBeGreaterThan(1);
  // Vendors' play is three cards chosen one by one: after the first the
  // person still decides, and may take it back.
  await page.locator('#actions button.action').first().click();
  await expect(page.locator('#undo')).toBeEnabled();
  expect(await labels(page)).not.toEqual(before);
  await page.locator('#undo').click();
  await expect(page.locator('#message')).toContainText('taken back');
  await expect.poll(() => labels(page)).toEqual(before);
  await expect(page.locator('#log')).toHaveText(log);
  await expect(page.locator('#undo')).toBeDisabled();
  expect(errors).toEqual([]);
});

test('the page switches to Russian and back mid-game, hints included', async ({ page }) => {
  const errors = await vendorsFirstChoice(page);
  // One card of three put down: the log has a line, the person decides on.
  await page.locator('#actions button.action').first().click();
  await expect(page.locator('#log li.turn')).toHaveText(['You']);
  const english = await labels(page);
  await expect(page.locator('#lang option')).toHaveText(['English', 'Русский']);
  await expect(page.locator('#lang')).toHaveValue('en');

  await page.locator('#lang').selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('#ask-hint')).toHaveText('Подсказка');
  await expect(page.locator('#ask-hint')).toHaveAttribute('title', 'Что сыграл бы ИИ на вашем месте');
  await expect(page.locator('#save')).toHaveText('Сохранить партию');
  await expect(page.locator('#undo')).toHaveText('Отменить');
  await expect(page.locator('#seatbar .seat[data-seat="1"] div').first()).toHaveText('Игрок 1');
  await expect(page.locator('#seatbar .seat[data-seat="1"] .who')).toHaveText('ИИ, лёгкий');
  await expect(page.locator('#turn')).toHaveText('Ваш ход: выберите вариант.');
  await expect(page.locator('#view-title')).toHaveText('Стол, каким его видите вы');
  await expect(page.locator('#scene .panel.mine > h3')).toHaveText('Вы — ходите');
  await expect(page.locator('#scene .panel[data-seat="1"] > h3')).toHaveText('Игрок 1');
  // The log is read again: its heads and the names in its sentences.
  await expect(page.locator('#log li.turn')).toHaveText(['Вы']);
  await expect(page.locator('#log li:not(.turn)')).toContainText(['Вы ']);
  // The game's own text is set to Russian too (its heading is in the catalogs).
  await expect(page.locator('#view')).toContainText('Решает: Вы');
  // The same choices, still clickable: the game was not touched.
  expect(await labels(page)).toHaveLength(english.length);

  await page.locator('#ask-hint').click();
  await expect(page.locator('#hint-moves tbody tr').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('#hint-head')).toContainText('Подсказка: ИИ проверил');
  await expect(page.locator('#hint-moves thead')).toContainText('Доля поиска');
  await expect(page.locator('#hint-line')).toContainText('Вероятное продолжение: Вы: ');
  await expectReadable(page.locator('#hint'));

  // Back to English: the hint is asked for again and the words return.
  await page.locator('#lang').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#ask-hint')).toHaveText('Hint');
  await expect(page.locator('#seatbar .seat[data-seat="1"] div').first()).toHaveText('Seat 1');
  await expect(page.locator('#view')).toContainText('You to decide');
  await expect(page.locator('#scene .panel.mine > h3')).toHaveText('You — to decide');
  await expect(page.locator('#log li:not(.turn)')).toContainText(['You ']);
  await expect(page.locator('#hint-head')).toContainText('positions from what you know', { timeout: 10_000 });
  await expect(page.locator('#hint-line')).toContainText('Likely line: You: ');
  expect(await labels(page)).toEqual(english);

  // The choice is remembered for the next visit.
  await page.locator('#lang').selectOption('ru');
  await page.reload();
  await expect(page.locator('#start')).toHaveText('Начать');
  await expect(page.locator('#seats .seat-row span').nth(1)).toHaveText('Игрок 1');
  expect(errors).toEqual([]);
});

test.describe('in a Russian browser', () => {
  test.use({ locale: 'ru-RU' });
  test('the page starts in Russian', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.locator('#lang')).toHaveValue('ru');
    await expect(page.locator('#load')).toHaveText('Загрузить сохранённую');
    await expect(page.locator('#game option[value="vendors"]')).toHaveText('Вендоры');
    // A game's setup options are in the catalogs' words too, not their keys.
    await page.locator('#game').selectOption('crafters');
    await expect(page.locator('#options label')).toContainText('Кубики');
    await expect(page.locator('#options select[data-key="dice"] option')).toHaveText(['Один кубик', 'Два кубика']);
    await expect(page.locator('#options .option-help')).toHaveText(/На два кубика/);
    expect(errors).toEqual([]);
  });
});
