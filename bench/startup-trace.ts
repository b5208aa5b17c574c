/**
 * Long tasks while a page starts, under 4× CPU slowdown in Debian's Chromium (decision 057):
 * a 412 px wide page, every task over 50 ms from the page's own PerformanceObserver until
 * 3 s after `html[data-ready]`, and the blocking time after the first paint. The server is
 * started beforehand; give several addresses to compare builds, the runs alternate.
 *
 *   node --import tsx bench/startup-trace.ts http://127.0.0.1:4951/?pc=skip http://127.0.0.1:4952/?pc=skip [--runs 5]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

interface Run {
  tasks: [number, number][];
  firstPaint: number;
  ready: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const observeLongTasks = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' } },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const runs = new Map<string, Run[]>();
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const url of positionals) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript(observeLongTasks);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      const ready = await page.evaluate<number>('performance.now()');
      await page.waitForTimeout(3000);
      const tasks = await page.evaluate<[number, number][]>('window.longTasks');
      const firstPaint = await page.evaluate<number>(
        "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
      );
      runs.set(url, [...(runs.get(url) ?? []), { tasks, firstPaint, ready }]);
      await context.close();
    }
  }
  await browser.close();
  for (const [url, all] of runs) {
    const count = median(all.map((r) => r.tasks.length));
    const total = median(all.map((r) => r.tasks.reduce((sum, [, d]) => sum + d, 0)));
    const blocking = median(
      all.map((r) =>
        r.tasks
          .filter(([start]) => start >= r.firstPaint)
          .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      ),
    );
    const ready = median(all.map((r) => r.ready));
    process.stdout.write(
      `${url}: long tasks ${count}, their total ${Math.round(total)} ms, blocking after first paint ${Math.round(blocking)} ms, data-ready at ${Math.round(ready)} ms (medians of ${all.length})\n`,
    );
  }
}

await main();
