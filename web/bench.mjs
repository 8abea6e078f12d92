// Runs www/bench.html in Debian's chromium (headless) and prints its table:
// the browser side of docs/performance.md's web comparison.
//   scripts/web &   then   node web/bench.mjs [URL]
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://127.0.0.1:8017/bench.html';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.locator('#status', { hasText: 'Done.' }).waitFor({ timeout: 600_000 });
  const rows = await page.evaluate(() => window.benchResults);
  console.log('game\tplayers\tns/action\tismcts iterations/s');
  for (const r of rows) console.log(`${r.id}\t${r.players}\t${r.ns.toFixed(1)}\t${r.perS.toFixed(0)}`);
} finally {
  await browser.close();
}
