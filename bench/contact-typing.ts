/**
 * What typing in the contact form costs a phone (decision 098): a customer's order in a
 * Puppeteer tab of Debian's Chromium (bench/lighthouse-journey.ts), then a name typed into the
 * contact form one key at a time at 4× CPU slowdown, and the long tasks (over 50 ms) the
 * browser reports meanwhile. The server is started beforehand from the built web app, e.g.
 *
 *   PORT=3720 HOST=127.0.0.1 DATA_DIR=memory:// SEED_DEMO=true node dist/server/main.js
 *   node --import tsx bench/contact-typing.ts http://127.0.0.1:3720 [--runs 3]
 */
import { parseArgs } from 'node:util';
import { chooseDay, chooseTime, enterPostalCode, phoneTab } from './lighthouse-journey';

const typed = 'Maija Meikäläinen';

async function typeOnce(base: string): Promise<number[]> {
  const { browser, page } = await phoneTab();
  try {
    await enterPostalCode(page, base, 'fi');
    await chooseTime(page, 'fi');
    await chooseDay(page, 'fi');
    await page.waitForSelector('html[data-ready] input[name=name]');
    // The form's own start (its validation, the city's names) is over before the typing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.click('input[name=name]');
    await page.evaluate(`window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });`);
    for (const key of typed) {
      await page.keyboard.type(key);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return (await page.evaluate('window.longTasks')) as number[];
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' } },
  });
  const [base] = positionals;
  if (!base) throw new Error('usage: contact-typing.ts <base url> [--runs 3]');
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const tasks = await typeOnce(base);
    const total = tasks.reduce((sum, ms) => sum + ms, 0);
    process.stdout.write(
      `run ${run}: ${typed.length} keys, ${tasks.length} long tasks, ${total} ms in all ${JSON.stringify(tasks)}\n`,
    );
  }
}

await main();
