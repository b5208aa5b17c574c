import { expect } from '@playwright/test';
import {
  defaultOutDir,
  formatReport,
  landingBudgetBytes,
  measureLandingBundle,
} from '../bench/bundle-size';
// Its goto returns once the page is live: the scripts come after the server's paint (decision 084).
import { test } from './live-page';

// The landing page's first load stays under its budget (bench/README.md), measured on the
// build the server is serving, and the browser really loads no more than that at start.

test('the landing page JavaScript is under 150 kB gzipped and holds no heavy extras', () => {
  const report = measureLandingBundle(defaultOutDir());
  test.info().annotations.push({ type: 'bundle', description: formatReport(report) });
  expect(report.forbidden).toEqual([]);
  expect(report.initialGzipBytes).toBeLessThan(landingBudgetBytes);
});

// In every language (issue 26): the Swedish and English landing pages start from the same chunks.
for (const address of ['/?pc=skip', '/en?pc=skip', '/sv?pc=skip']) {
  test(`the browser fetches only the budgeted scripts to show the calculator at ${address}`, async ({
    page,
  }) => {
    const report = measureLandingBundle(defaultOutDir());
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname.slice(1));
    });
    await page.goto(address);
    await expect(page.getByTestId('price-total')).toBeVisible();
    for (const chunk of report.initial) expect(scripts).toContain(chunk.file);
    // Loaded after the start (toasts, modals manager) or never: no back office, no calendar.
    const names = scripts.join(' ');
    expect(names).not.toMatch(/admin|dates|calendar|dompurify|extra-info/);
  });
}

// Decision 096: V8 compiles the entry's functions while it downloads, not one by one as the
// page's start first calls them. The hint goes at the top of the file (V8's documentation).
test('the entry script asks to be compiled whole while it downloads', async ({ page }) => {
  const answer = await page.request.get('/?pc=skip');
  const entry = /<script data-src="([^"]+)"/.exec(await answer.text())?.[1];
  expect(entry).toMatch(/^\/assets\/index-.*\.js$/);
  const script = await page.request.get(entry!);
  expect(script.ok()).toBe(true);
  expect((await script.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});
