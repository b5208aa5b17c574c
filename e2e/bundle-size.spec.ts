import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import {
  defaultOutDir,
  formatReport,
  landingBudgetBytes,
  measureLandingBundle,
  pageStartSources,
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

// Decisions 093 and 098: zod (a long task to evaluate on a phone) comes with a form's
// validation, loaded once the form is drawn; no customer page brings it when it starts.
test('no customer page brings zod when it starts', () => {
  const pages = [...pageStartSources(defaultOutDir())].filter(
    ([page]) => !page.includes('features/admin') && !page.includes('features/washer'),
  );
  expect(pages.map(([page]) => page)).toEqual(
    expect.arrayContaining([
      'features/calculator/components/mall-page.tsx',
      'features/checkout/components/contact-page.tsx',
      'features/calendar/components/order-calendar-page.tsx',
    ]),
  );
  const withZod = pages
    .filter(([, sources]) => sources.some((source) => source.includes('node_modules/zod/')))
    .map(([page]) => page);
  expect(withZod).toEqual([]);
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

// Decision 096: V8 compiles the customer pages' scripts while they download, not function by
// function as a page first calls them; the back office's are left to V8. The hint goes at the
// top of the file (V8's documentation).
test("the customer pages' scripts ask to be compiled whole while they download", async ({
  page,
}) => {
  const firstLine = async (path: string) => {
    const script = await page.request.get(path);
    expect(script.ok(), path).toBe(true);
    return (await script.text()).split('\n', 1)[0];
  };
  const hint = '//# allFunctionsCalledOnLoad';
  const landing = await (await page.request.get('/?pc=skip')).text();
  const entry = /<script data-src="([^"]+)"/.exec(landing)?.[1];
  expect(entry).toMatch(/^\/assets\/index-.*\.js$/);
  expect(await firstLine(entry!)).toBe(hint);
  const manifest = JSON.parse(
    readFileSync(join(defaultOutDir(), '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  expect(
    await firstLine(`/${manifest['features/calculator/components/mall-page.tsx']!.file}`),
  ).toBe(hint);
  expect(await firstLine(`/${manifest['app/admin-routes.tsx']!.file}`)).not.toBe(hint);
});
