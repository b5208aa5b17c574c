import { expect, type Page } from '@playwright/test';
import { chooseLastFreeDay, declineAnalytics, seedOrder } from './checkout-helpers';
import { expectPageIn } from './language-pages';
import { test } from './live-page';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';

/**
 * Issue 28 point 6 (decision 071): every customer page in English at its English address
 * (`/en/...`), reached by the site's own links and steps, in English, accessible at 360 px
 * and 1280 px; the language switch keeps the page and moves it to its other address.
 */
test.slow();

const expectEnglishPage = (page: Page, path: string, heading: string | RegExp) =>
  expectPageIn(page, 'en', path, heading);

test('every English customer page at its English address, in English, accessible', async ({
  page,
  request,
}) => {
  // Ten pages, each scanned and photographed at two widths.
  test.setTimeout(300_000);
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 4 });

  await page.goto('/en?pc=skip');
  await expectEnglishPage(page, '/en', 'Window cleaning for homes and businesses');
  // The calculator's own links stay in English.
  await page.getByTestId('choose-time').click();
  await expect(
    page.locator('[data-testid="available-days"] button[data-free]').first(),
  ).toBeVisible({ timeout: 15_000 });
  await expectEnglishPage(page, '/en/calendar', 'Choose a cleaning day');
  // A day of its own: the seeded one may be taken by the tests running beside, and is then
  // dropped from the order (decision 070).
  await chooseLastFreeDay(page);
  await page.goto('/en/free-times');
  await expectEnglishPage(page, '/en/free-times', 'Free cleaning times');
  await page.goto('/en/privacy');
  await expectEnglishPage(page, '/en/privacy', 'Privacy notice');
  await page.goto('/en/terms');
  await expectEnglishPage(page, '/en/terms', /^Terms of order/);

  // The order's steps: contact, payment (failed, retried, paid) and the thank-you page.
  await page.goto('/en/contact');
  await expectEnglishPage(page, '/en/contact', 'Contact details');
  await page.getByLabel(/^First and last name/).fill('Emma English');
  await page.getByLabel(/^Phone number/).fill('040 123 4567');
  await page.getByLabel(/^Email/).fill('emma.english@example.fi');
  await page.getByLabel(/^Street address/).fill('Mannerheimintie 1');
  await page.getByLabel(/^City/).fill('Helsinki');
  await page.getByRole('radio', { name: /^Online payment/ }).click();
  const earlyStart = page.getByLabel(/^I ask for the work to start/);
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByLabel('I accept the terms of order').check();
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await expectEnglishPage(page, '/en/payment/create', 'Choose a payment method');

  await page.getByRole('button', { name: 'Pay with OP', exact: true }).click();
  await page.getByRole('button', { name: 'Payment fails', exact: true }).click();
  await expectEnglishPage(page, '/en/payment/cancel', 'Oops, the payment failed!');
  await page.getByTestId('payment-retry').click();
  await expect(page).toHaveURL(/\/en\/payment\/create$/);
  await page.getByRole('button', { name: 'Pay with Nordea', exact: true }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/[0-9a-f]{32}$/, { timeout: 20_000 });
  const thankYou = new URL(page.url()).pathname;
  await expectEnglishPage(page, thankYou, 'Thanks for your order!');

  // The order page, from the link in the English confirmation mail.
  const email = `english-addresses-${Date.now()}@example.fi`;
  await placeInvoiceOrder(request, email, 'en', 6);
  const { path: orderPath } = await orderPathFromMail(email);
  expect(orderPath).toMatch(/^\/en\/order\//);
  await page.goto(orderPath);
  await expectEnglishPage(page, orderPath, /.+/);

  // Last: choosing a centre makes the saved order a shopping centre's (a company's).
  await page.goto('/en/mall');
  const centres = page.getByRole('dialog', { name: 'Choose a shopping centre' });
  await centres.getByTestId('centre-jumbo').click();
  await expect(centres).toBeHidden();
  await expectEnglishPage(page, '/en/mall', /Display window cleaning/);
});

test('the language switch keeps the page, its query and what was typed', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  await seedOrder(page, request, { dateIndex: 5 });
  const switchLanguage = (to: 'fi' | 'en') => page.getByTestId(`language-switch-${to}`).click();
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/en/calendar');
  await expect(h1).toHaveText('Choose a cleaning day', { timeout: 15_000 });
  await switchLanguage('fi');
  await expect(page).toHaveURL(/\/tilauskalenteri$/);
  await expect(h1).toHaveText('Valitse pesupäivä');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await switchLanguage('en');
  await expect(page).toHaveURL(/\/en\/calendar$/);
  await expect(h1).toHaveText('Choose a cleaning day');

  await page.goto('/en?pc=skip');
  await expect(h1).toHaveText('Window cleaning for homes and businesses', { timeout: 15_000 });
  await switchLanguage('fi');
  await expect(page).toHaveURL(/\/\?pc=skip$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/en/contact');
  await page.getByLabel(/^First and last name/).fill('Vaihtaja Kieli');
  await switchLanguage('fi');
  await expect(page).toHaveURL(/\/yhteystiedot$/);
  await expect(page.getByLabel(/^Etu- ja sukunimi/)).toHaveValue('Vaihtaja Kieli');
  // The chosen language stays: a Finnish address then sends this visitor to the English one.
  await switchLanguage('en');
  await expect(page).toHaveURL(/\/en\/contact$/);
  await page.goto('/tilauskalenteri');
  await expect(page).toHaveURL(/\/en\/calendar$/);
  await expect(h1).toHaveText('Choose a cleaning day');
});

test('the old query form moves to the English address', async ({ page }) => {
  await declineAnalytics(page);
  const answer = await page.request.get('/tilauskalenteri?lang=en', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/en/calendar');
  await page.goto('/ostari?lang=en');
  await expect(page).toHaveURL(/\/en\/mall$/);
  await expect(page.getByRole('dialog', { name: 'Choose a shopping centre' })).toBeVisible({
    timeout: 15_000,
  });
});
