import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderSummary } from '#contracts/checkout.ts';
import type { ManageOrder } from '#contracts/manage.ts';
import { samePageIn } from '#contracts/site-pages.ts';
import { test } from './live-page';
import { collectErrors, watchLayoutShifts, shiftedElements, noVisibleShift } from './page-watch';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';

/**
 * The order page and the thank-you page arrive rendered with their order (decision 080):
 * the order's number and lines are in the server's HTML before any script runs, the page
 * hydrates from it without errors and without reading the order again, the HTML is kept
 * by no cache, and an order no one has is still the not-found page.
 */

/** The API reads of an order the page makes (the order page's, the thank-you page's). */
function collectOrderReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(manage\/[^/]+|order\/payment\/[^/]+)$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

async function placedOrder(request: APIRequestContext, language: 'fi' | 'en') {
  const email = `rendered-${language}-${Date.now()}@example.com`;
  const { reference } = await placeInvoiceOrder(request, email, language, 4);
  const { path: orderPath } = await orderPathFromMail(email);
  const token = orderPath.split('/').at(-1)!;
  const managed = (await (await request.get(`/api/manage/${token}`)).json()) as ManageOrder;
  const summary = (await (
    await request.get(`/api/order/payment/${reference}`)
  ).json()) as OrderSummary;
  return {
    orderPath,
    thankYouPath: samePageIn(`/kiitos-tilauksesta/${reference}`, language)!,
    managed,
    summary,
  };
}

for (const language of ['fi', 'en'] as const) {
  test(`a real order's page and thank-you page arrive with the order and hydrate from it in ${language}`, async ({
    browser,
    page,
    request,
  }) => {
    const order = await placedOrder(request, language);
    const pages = [
      {
        path: order.orderPath,
        number: order.managed.orderNumber,
        line: order.managed.items[0]!.name,
      },
      {
        path: order.thankYouPath,
        number: order.summary.order_number,
        line: order.summary.order_items[0]!.name,
      },
    ];

    // The server's HTML: the order's number and a line before any script runs; kept nowhere.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    for (const { path, number, line } of pages) {
      const answer = await bare.goto(path);
      expect(answer?.status(), path).toBe(200);
      expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
      expect(answer?.headers()['x-robots-tag'], path).toBe('noindex');
      await expect(bare.locator('main').getByText(number).first(), path).toBeVisible();
      await expect(bare.locator('main').getByText(line).first(), path).toBeVisible();
    }
    await noScript.close();

    // Hydrated from the server's order: no error, no second read, the same content.
    const errors = collectErrors(page);
    const reads = collectOrderReads(page);
    for (const { path, number, line } of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main').getByText(number).first(), path).toBeVisible();
      await expect(page.locator('main').getByText(line).first(), path).toBeVisible();
    }
    expect(errors, errors.join('\n')).toEqual([]);
    expect(reads).toEqual([]);
  });
}

test("the ordering browser's thank-you page arrives with its order page link; another's without", async ({
  browser,
}) => {
  const orderer = await browser.newContext({ javaScriptEnabled: false });
  // The order placed through this browser's own requests: its proof cookie is this browser's.
  const order = await placedOrder(orderer.request, 'fi');
  const own = await orderer.newPage();
  await own.goto(order.thankYouPath);
  await expect(own.getByTestId('order-page-link')).toBeVisible();

  const other = await browser.newContext({ javaScriptEnabled: false });
  const theirs = await other.newPage();
  await theirs.goto(order.thankYouPath);
  await expect(theirs.locator('main').getByText(order.summary.order_number)).toBeVisible();
  await expect(theirs.getByTestId('order-page-link')).toHaveCount(0);
  await orderer.close();
  await other.close();
});

test('an unknown order token or reference is still the not-found page, kept nowhere', async ({
  request,
}) => {
  for (const path of [`/tilaus/${'C'.repeat(43)}`, '/en/thank-you/R-00000000-0000']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    // Every error answer is no-store (decision 039).
    expect(answer.headers()['cache-control'], path).toContain('no-store');
    const html = await answer.text();
    expect(html, path).toContain('"isMissing":true');
    expect(html, path).not.toContain('"order":');
  }
});

for (const consent of ['denied', null] as const) {
  test(`the thank-you page does not shift as it comes alive (analytics question ${consent ?? 'not yet'} answered)`, async ({
    page,
    request,
  }) => {
    const order = await placedOrder(request, 'fi');
    if (consent)
      await page.addInitScript(`localStorage.setItem('analytics-consent', '${consent}')`);
    const layoutShift = await watchLayoutShifts(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(order.thankYouPath);
    // The question only for whoever has not answered it, after the page's content.
    await expect(page.getByTestId('consent-banner')).toHaveCount(consent ? 0 : 1);
    await page.waitForTimeout(500);
    expect(await layoutShift(), await shiftedElements(page)).toBeLessThan(noVisibleShift);
  });
}
