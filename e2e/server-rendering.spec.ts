import { expect, type Page } from '@playwright/test';
import { test } from './live-page';
import {
  collectErrors,
  watchLayoutShifts,
  shiftedElements,
  noVisibleShift,
  watchChangedAttributes,
} from './page-watch';
import { declineAnalytics, seedOrder } from './checkout-helpers';
import { chooseEnglish } from './fixtures';
import { samePageIn, type SiteLanguage } from '#contracts/site-pages.ts';

/**
 * The customer pages arrive rendered by the server and hydrate without a mismatch
 * (decision 044): in both languages at their addresses in that language (decision 071),
 * with and without an order saved in the browser.
 */
const pages = [
  { path: '/?pc=skip', title: { fi: 'Ikkunanpesu verkosta', en: 'Window cleaning online' } },
  { path: '/ostari', title: { fi: 'Kauppakeskuksen ikkunanpesu', en: 'Shopping centre window' } },
  { path: '/tilauskalenteri', title: { fi: 'Valitse pesupäivä', en: 'Choose a cleaning day' } },
  { path: '/vapaat-pesuajat', title: { fi: 'Vapaat pesuajat', en: 'Free cleaning times' } },
  { path: '/yhteystiedot', title: { fi: 'Yhteystiedot ja maksu', en: 'Contact details' } },
  { path: '/kiitos-tilauksesta', title: { fi: 'Kiitos tilauksesta', en: 'Thank you' } },
  { path: '/tietosuoja', title: { fi: 'Tietosuojaseloste', en: 'Privacy notice' } },
  { path: '/ehdot', title: { fi: 'Tilausehdot ja peruuttamisoikeus', en: 'Terms of order and' } },
] as const;

/** A page's Finnish address (and query) at its address in `language`. */
function inLanguage(path: string, language: SiteLanguage): string {
  const [pathname, query] = path.split('?');
  return `${samePageIn(pathname!, language)}${query ? `?${query}` : ''}`;
}

/** The server's HTML of a page, before any script runs. */
async function serverHtml(page: Page, path: string) {
  const answer = await page.request.get(path);
  return { status: answer.status(), html: await answer.text() };
}

for (const language of ['fi', 'en'] as const) {
  for (const isSaved of [false, true]) {
    test(`every customer page hydrates in ${language}, ${isSaved ? 'with' : 'without'} a saved order`, async ({
      page,
      request,
    }) => {
      test.slow();
      await declineAnalytics(page);
      if (language === 'en') await chooseEnglish(page.context());
      if (isSaved) await seedOrder(page, request, { dateIndex: 2 });
      const errors = collectErrors(page);
      for (const { path: finnish, title } of pages) {
        const path = inLanguage(finnish, language);
        const served = await page.request.get(path, { maxRedirects: 0 });
        expect(served.status(), path).toBe(200);
        const html = await served.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        expect(html, path).toContain(`<title>${title[language]}`);
        expect(html, path).toContain('id="page-state"');

        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main#main'), path).toBeVisible();
        expect(errors, `${path}: ${errors.join('\n')}`).toEqual([]);
      }
    });
  }
}

test('a saved order fills the calculator after hydration, without leaving the contact page', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 3 });
  const errors = collectErrors(page);
  await page.goto('/yhteystiedot');
  // The contact page waits for the saved order instead of leaving for lack of one.
  // (Drawn by the browser after its modules: a busy machine's time, as elsewhere.)
  await expect(page.getByLabel('Tilaan yritykselle')).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/yhteystiedot$/);
  await page.goto('/?pc=skip');
  // sampleQuantities: six of the first window type.
  await expect(page.getByTestId('window-1').getByRole('textbox')).toHaveValue('6');
  expect(errors).toEqual([]);
});

test('without JavaScript the calculator shows its content and prices', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/?pc=skip');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('window-1')).toBeVisible();
    await expect(page.getByTestId('price-total')).toContainText(/\d+,\d{2}\s*€/);
    await expect(page.getByTestId('section-balcony')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('without JavaScript (or before it starts) the language choice leads to the page in that language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/tilauskalenteri?pc=skip');
    await page.getByTestId('language-switch-sv').click();
    await expect(page).toHaveURL(/\/sv\/kalender\?pc=skip$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.goto('/en/ei-ole-olemassa');
    await page.getByTestId('language-switch-fi').click();
    await expect(page).toHaveURL(/\/ei-ole-olemassa$/);
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('pages name their language versions; an unknown address is a 404 page', async ({ page }) => {
  const { html } = await serverHtml(page, '/tilauskalenteri');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/tilauskalenteri"/);
  expect(html).toMatch(/<link rel="alternate" href="[^"]+\/en\/calendar" hreflang="en"/);
  expect(html).toMatch(/<link rel="alternate" href="[^"]+\/tilauskalenteri" hreflang="fi"/);
  // The old query form moves to the English address (decision 071).
  const english = await serverHtml(page, '/tilauskalenteri?lang=en');
  expect(english.html).toContain('<html lang="en"');
  expect(english.html).toMatch(/<link rel="canonical" href="[^"]+\/en\/calendar"/);
  expect(english.html).toMatch(/<link rel="alternate" href="[^"]+\/tilauskalenteri" hreflang="fi"/);

  const missing = await serverHtml(page, '/ei-ole-olemassa');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('<meta name="robots" content="noindex" />');
  expect(missing.html).toContain('Sivua ei löytynyt');
  // The back office is still rendered by the browser (its root holds only its title's h1).
  const admin = await serverHtml(page, '/admin');
  expect(admin.html).toMatch(/<div id="root"><h1 [^>]*>[^<]*<\/h1><\/div>/);
  expect(admin.html).not.toContain('id="page-state"');
});

// Mantine's own ids were swapped for random ones right after hydration, redrawing every
// component with an id in one long task (decision 095).
for (const path of ['/?pc=skip', '/ostari', '/en/calendar']) {
  test(`${path} keeps the server's ids and language through its start`, async ({
    page,
    request,
  }) => {
    await declineAnalytics(page);
    await seedOrder(page, request, { dateIndex: 2 });
    const changedAttributes = await watchChangedAttributes(page);
    await page.goto(path);
    await page.locator('html[data-ready]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[id^="mantine-"]').count()).toBeGreaterThan(0);
    expect(await changedAttributes()).toEqual([]);
  });
}

test("a page carries its critical CSS, the stylesheets come last, and the theme's variables outrank their defaults", async ({
  page,
}) => {
  const { html } = await serverHtml(page, '/?pc=skip');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style>[\s\S]*?\.m_[0-9a-f]+\{[\s\S]*?<\/style>/);
  expect(head).not.toContain('rel="stylesheet"');
  const tail = html.slice(html.indexOf('id="page-state"'));
  expect(tail).toMatch(/<link rel="stylesheet"[^>]*><\/body>/);
  // The theme's variables are in the head (a style React hoists, decision 065), after the
  // critical CSS, and no <style> is left inside the page.
  expect(head).toMatch(
    /<style>[\s\S]*<\/style>\s*<style data-precedence="mantine"[^>]*>:root:root\{/,
  );
  expect(html.slice(html.indexOf('<div id="root">'))).not.toMatch(/<style[\s>]/);
});

for (const path of ['/ostari', '/?pc=skip']) {
  test(`${path} does not shift while its stylesheets load and the app starts`, async ({ page }) => {
    const layoutShift = await watchLayoutShifts(page);
    // As on a phone's network: the page paints with its critical CSS before the rest arrives.
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await page.waitForTimeout(500);
    expect(await layoutShift(), await shiftedElements(page)).toBeLessThan(0.02);
  });
}

test('the landing page does not shift when the postal code checked in the tab comes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Postinumero').fill('00100');
  await dialog.getByRole('button', { name: 'Tarkista' }).click();
  await dialog.getByRole('button', { name: 'Jatka hinnan laskemiseen' }).click();
  await expect(dialog).toBeHidden();
  const layoutShift = await watchLayoutShifts(page);
  // The server draws the hero without the code; the tab's storage brings it after hydration.
  await page.reload();
  await expect(page.getByTestId('postal-status')).toContainText('00100');
  await page.waitForTimeout(500);
  expect(await layoutShift(), await shiftedElements(page)).toBeLessThan(noVisibleShift);
});

test('hashed assets are sent in the brotli and gzip forms made at build time', async ({ page }) => {
  const { html } = await serverHtml(page, '/?pc=skip');
  const script = /<script data-src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  for (const encoding of ['br', 'gzip']) {
    const answer = await page.request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['cache-control']).toContain('immutable');
  }
});

test('a saved order of another shape is dropped with a notice, and the page works', async ({
  page,
}) => {
  // An order saved by an older version of the site: the quantities lack fields, and a
  // created order has no reference (issue 15: the landing page looped on 404 answers).
  const saved = {
    state: { quantities: { windows: [] }, createdOrder: { status: 'paid' } },
    version: 1,
  };
  await page.addInitScript(
    `sessionStorage.setItem('order', ${JSON.stringify(JSON.stringify(saved))})`,
  );
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const errors = collectErrors(page);
  await page.goto('/?pc=skip');
  await expect(page.getByText('Selaimeen tallennettu tilaus oli vanhentunut')).toBeVisible();
  await expect(page.getByTestId('bar-total')).toBeVisible();
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
});

// The customer's order page (decision 049): its language is its address's, it is not
// indexed; an unknown token is the not-found page with HTTP 404 (decision 065), which
// hydrates as such.
for (const [path, language, title] of [
  [`/tilaus/${'x'.repeat(43)}`, 'fi', 'Sivua ei löytynyt'],
  [`/en/order/${'x'.repeat(43)}`, 'en', 'Page not found'],
] as const) {
  test(`an unknown order page ${language} is the not-found page, rendered on the server and hydrated`, async ({
    page,
  }) => {
    await declineAnalytics(page);
    await chooseEnglish(page.context());
    const { status, html } = await serverHtml(page, path);
    expect(status).toBe(404);
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}
