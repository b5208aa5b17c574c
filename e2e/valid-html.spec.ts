import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './live-page';
import { HtmlValidate } from 'html-validate';
import {
  publicPages,
  samePageIn,
  siteLanguages,
  type SiteLanguage,
} from '#contracts/site-pages.ts';
import { htmlValidateConfig } from '#server/test-support/html-validate-config.ts';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';

/**
 * Issue 25 points 3 and 4 (decision 065): every page the server renders is valid HTML by
 * html-validate's recommended rules (the config says which stylistic rules are off and
 * why), has an `<h1>` in the server's HTML, and tells search engines what it is: a public
 * page its canonical and hreflang links and no noindex; a private one (checkout steps,
 * payment, thank-you, order pages, the back office) `<meta name="robots" content="noindex">`
 * and `X-Robots-Tag: noindex` and no canonical; an unknown order token or reference the
 * not-found page with HTTP 404.
 */
test.slow();

const validator = new HtmlValidate(htmlValidateConfig);

interface Served {
  status: number;
  html: string;
  robotsHeader: string | undefined;
}

async function serve(request: APIRequestContext, path: string, language: SiteLanguage) {
  const answer = await request.get(path, {
    headers: { cookie: `language=${language}` },
    maxRedirects: 0,
  });
  return {
    status: answer.status(),
    html: await answer.text(),
    robotsHeader: answer.headers()['x-robots-tag'],
  } satisfies Served;
}

async function expectValid(served: Served, what: string) {
  const report = await validator.validateString(served.html);
  const messages = report.results
    .flatMap((result) => result.messages)
    .map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  expect(messages, what).toEqual([]);
  expect(report.valid, what).toBe(true);
  expect(served.html, `${what}: an <h1> in the server's HTML`).toMatch(/<h1[\s>]/);
  expect(served.html, `${what}: no <style> inside the page`).not.toMatch(
    /<div id="root">[\s\S]*<style[\s>]/,
  );
}

function expectPrivate(served: Served, what: string) {
  expect(served.robotsHeader, what).toBe('noindex');
  expect(served.html, what).toContain('<meta name="robots" content="noindex"');
  expect(served.html, what).not.toContain('rel="canonical"');
  expect(served.html, what).not.toContain('hreflang=');
}

/** The steps' Finnish addresses; each is checked at its address in the visitor's language. */
const checkoutSteps = [
  '/ostari/yhteystiedot',
  '/vapaat-pesuajat',
  '/yhteystiedot',
  '/payment/create',
  '/payment/success',
  '/payment/cancel',
  '/kiitos-tilauksesta',
];
const backOffice = ['/admin', '/admin/my-day', '/admin/orders'];

for (const language of siteLanguages) {
  test(`every public page is valid HTML, with its canonical and hreflang links, in ${language}`, async ({
    request,
  }) => {
    // Each page at its address in the visitor's language (decision 071).
    for (const path of publicPages.map((page) => page[language])) {
      const served = await serve(request, path, language);
      expect(served.status, path).toBe(200);
      await expectValid(served, path);
      expect(served.robotsHeader, path).toBeUndefined();
      expect(served.html, path).not.toContain('name="robots"');
      expect(served.html, path).toMatch(
        new RegExp(`<link rel="canonical" href="http[^"]+${path === '/' ? '/' : path}"`),
      );
      expect(served.html, path).toMatch(/hreflang="x-default"/);
    }
  });

  test(`the checkout steps, the back office and the 404 page are valid and noindex in ${language}`, async ({
    request,
  }) => {
    const steps = checkoutSteps.map((path) => samePageIn(path, language)!);
    for (const path of [...steps, ...backOffice]) {
      const served = await serve(request, path, language);
      expect(served.status, path).toBe(200);
      await expectValid(served, path);
      expectPrivate(served, path);
    }
    const admin = await serve(request, '/admin', language);
    expect(admin.html).toContain(
      // The back office speaks Finnish and English (issue 26): Finnish for a Swedish visitor.
      language === 'en'
        ? '<title>Ikkunanpesu · Back office</title>'
        : '<title>Ikkunanpesu · Hallinta</title>',
    );
    for (const path of ['/ei-tallaista-sivua', '/tilaus/ei-tallaista', '/en/order/x']) {
      const served = await serve(request, path, language);
      expect(served.status, path).toBe(404);
      await expectValid(served, path);
      expectPrivate(served, path);
    }
  });

  test(`a real order's page and thank-you page are valid and noindex; unknown ones are 404 in ${language}`, async ({
    request,
  }) => {
    const email = `valid-html-${language}-${Date.now()}@example.com`;
    const { reference } = await placeInvoiceOrder(request, email, language, 3);
    const { path: orderPath } = await orderPathFromMail(email);
    const thankYou = samePageIn(`/kiitos-tilauksesta/${reference}`, language)!;
    const pages = [orderPath, thankYou];
    for (const path of pages) {
      const served = await serve(request, path, language);
      expect(served.status, path).toBe(200);
      await expectValid(served, path);
      expectPrivate(served, path);
    }
    // The same addresses with an order no one has: the not-found page, not a soft 200.
    const unknownToken = orderPath.replace(/[A-Za-z0-9_-]{43}$/, 'A'.repeat(43));
    const unknown = [
      unknownToken,
      `${thankYou}x`,
      samePageIn('/kiitos-tilauksesta/a%20b', language)!,
    ];
    for (const path of unknown) {
      const served = await serve(request, path, language);
      expect(served.status, path).toBe(404);
      await expectValid(served, path);
      expectPrivate(served, path);
      expect(served.html, path).toContain('"isMissing":true');
    }
  });
}

test('an unknown order page hydrates as the not-found page, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text()))
      errors.push(message.text());
  });
  const answer = await page.goto(`/tilaus/${'B'.repeat(43)}`);
  expect(answer?.status()).toBe(404);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sivua ei löytynyt/);
  expect(errors).toEqual([]);
});

/**
 * Issue 25 point 6: Chromium reads the Permissions-Policy header without complaint (an
 * unknown feature name would be reported on the console) and applies it: no camera,
 * microphone, geolocation or payment on the customer pages; the camera in the back office
 * (the washer's photo of a job on /admin/my-day).
 */
test('Chromium applies the Permissions-Policy: features off, the camera only in the back office', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy|feature.policy/i.test(message.text())) complaints.push(message.text());
  });
  // Chromium's own reading of the header (document.featurePolicy, Chromium only).
  const allows = (feature: string) =>
    page.evaluate<boolean>(`document.featurePolicy.allowsFeature(${JSON.stringify(feature)})`);
  await page.goto('/');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
    expect(await allows(feature), feature).toBe(false);
  }
  expect(await allows('fullscreen')).toBe(true);
  await page.goto('/admin/my-day');
  // Without a session the back office moves on to its sign-in page, a new document (read
  // before it, the answer is lost with the old one); the header is the same there.
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('button', { name: 'Kirjaudu', exact: true })).toBeVisible();
  expect(await allows('camera')).toBe(true);
  expect(await allows('microphone')).toBe(false);
  expect(await allows('geolocation')).toBe(false);
  expect(complaints).toEqual([]);
});
