import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { OrderSummary } from '#contracts/checkout.ts';
import { chooseLastFreeDay, declineAnalytics } from './checkout-helpers';
import { expectPageIn } from './language-pages';
import { test } from './live-page';
import { orderPathFromMail } from './order-page-helpers';

/**
 * Swedish, the third language (issue 26 point 3, decision 078): a whole order in Swedish at
 * the Swedish addresses (calculator, calendar, contact, payment at the simulator, thank-you,
 * the mail and the order page), the shopping centre's package, the terms and the privacy
 * notice; each page in Swedish, accessible and photographed at 360 px and 1280 px.
 */
test.slow();

test('a whole order in Swedish, from the calculator to the order page', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await declineAnalytics(page);
  const email = `svenska-${Date.now()}@example.fi`;

  await page.goto('/sv');
  const welcome = page.getByRole('dialog');
  await welcome.getByLabel('Postnummer').fill('00100');
  await welcome.getByRole('button', { name: 'Kontrollera', exact: true }).click();
  await welcome.getByRole('button', { name: 'Fortsätt till priset' }).click();
  await expectPageIn(page, 'sv', '/sv', 'Fönstertvätt för hem och företag');
  // Money as in Finland: a comma and a space before the euro sign.
  await expect(page.getByTestId('price-total')).toHaveText(/^\d[\d\s]*,\d\d\s€$/);

  await page.getByTestId('choose-time').click();
  await expect(page).toHaveURL(/\/sv\/kalender$/);
  await chooseLastFreeDay(page);
  await expectPageIn(page, 'sv', '/sv/kalender', 'Välj tvättdag');
  await page.getByTestId('calendar-continue').click();

  await expectPageIn(page, 'sv', '/sv/kontakt', 'Kontaktuppgifter');
  // The form's messages in Swedish: an empty name is named as such.
  await page.getByLabel(/^För- och efternamn/).fill('A');
  await page.getByLabel(/^Telefonnummer/).click();
  await expect(page.getByText('Namnet är för kort')).toBeVisible();
  await page.getByLabel(/^För- och efternamn/).fill('Sara Svensk');
  await page.getByLabel(/^Telefonnummer/).fill('040 123 4567');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Gatuadress/).fill('Esplanaden 1');
  await page.getByLabel(/^Postanstalt/).fill('Helsingfors');
  await page.getByRole('radio', { name: /^Nätbetalning/ }).click();
  const earlyStart = page.getByLabel(/^Jag begär att arbetet får påbörjas/);
  if ((await earlyStart.count()) > 0) await earlyStart.check();
  await page.getByLabel('Jag godkänner beställningsvillkoren').check();
  const total = await page.getByTestId('summary-total').textContent();
  await page.getByRole('button', { name: 'Beställ och betala' }).click();

  await expectPageIn(page, 'sv', '/sv/betalning/create', 'Välj betalningssätt');
  await page.getByRole('button', { name: 'Betala: Nordea', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('button', { name: 'Betala', exact: true }).click();
  await expect(page).toHaveURL(/\/sv\/tack\/[0-9a-f]{32}$/, { timeout: 20_000 });
  const thankYou = new URL(page.url()).pathname;
  await expectPageIn(page, 'sv', thankYou, 'Tack för din beställning!');
  await expect(page.getByText('Betalningen har tagits emot.')).toBeVisible();
  await expect(page.getByTestId('thank-you-total')).toHaveText(total!);
  const reference = thankYou.split('/').pop()!;
  const summary = (await (
    await request.get(`/api/order/payment/${reference}`)
  ).json()) as OrderSummary & { language: string };
  expect(summary).toMatchObject({ is_paid: true, customer: { name: 'Sara Svensk' } });

  // The confirmation mail is in Swedish and links to the Swedish order page.
  const { path: orderPath, raw } = await orderPathFromMail(email);
  const mail = await simpleParser(raw);
  expect(mail.subject).toMatch(/^Orderbekräftelse: fönstertvätt /);
  expect(mail.text).toContain('hushållsavdrag');
  expect(orderPath).toMatch(/^\/sv\/bestallning\//);
  await page.goto(orderPath);
  await expectPageIn(page, 'sv', orderPath, /K-\d{4}-\d{6}/);
  await expect(page.getByRole('button', { name: 'Flytta', exact: true })).toBeVisible();
});

test('the terms, the privacy notice and the free times in Swedish', async ({ page }) => {
  await declineAnalytics(page);
  await page.goto('/sv/villkor');
  await expectPageIn(page, 'sv', '/sv/villkor', 'Beställningsvillkor och ångerrätt');
  await page.goto('/sv/dataskydd');
  await expectPageIn(page, 'sv', '/sv/dataskydd', 'Dataskyddsbeskrivning');
  await page.goto('/sv/lediga-tider?pc=00100');
  await expectPageIn(page, 'sv', '/sv/lediga-tider', 'Lediga tvättider');
});

test("a shopping centre's package in Swedish, ordered by e-mail invoice", async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  await page.goto('/sv/kopcentrum');
  const centres = page.getByRole('dialog', { name: 'Välj köpcentrum' });
  await expect(centres).toBeVisible({ timeout: 15_000 });
  await centres.getByTestId('centre-itis').click();
  await expect(centres).toBeHidden();
  await page.getByRole('textbox', { name: 'Antal skyltfönster' }).fill('12');
  await expectPageIn(page, 'sv', '/sv/kopcentrum', /Tvätt av skyltfönster/);
  await page.getByTestId('mall-order').click();

  await expect(page).toHaveURL(/\/sv\/kopcentrum\/kontakt$/);
  await page.getByLabel(/^För- och efternamn/).fill('Kajsa Köpman');
  await page.getByLabel(/^Telefonnummer/).fill('040 123 4567');
  await page.getByLabel(/^E-post/).fill(`kopcentrum-${Date.now()}@example.fi`);
  await page.getByLabel('Företagets namn').fill('Modebutik Ab');
  await page.getByLabel('FO-nummer').fill('2077474-0');
  await page.getByRole('radio', { name: /^Faktura per e-post/ }).click();
  await page.getByLabel('Jag godkänner beställningsvillkoren').check();
  await expectPageIn(page, 'sv', '/sv/kopcentrum/kontakt', 'Kontaktuppgifter');
  await page.getByRole('button', { name: 'Beställ med betalningsskyldighet' }).click();

  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible({
    timeout: 20_000,
  });
  const reference = page.url().split('/').pop()!;
  expect(page.url()).toMatch(/\/sv\/tack\/[0-9a-f]{32}$/);
  const order = (await (
    await request.get(`/api/order/payment/${reference}`)
  ).json()) as OrderSummary;
  expect(order).toMatchObject({ mall_name: 'itis', company_name: 'Modebutik Ab' });
});

test('the language choice moves among the three addresses of a page', async ({ page }) => {
  await declineAnalytics(page);
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/sv/villkor');
  await expect(h1).toHaveText('Beställningsvillkor och ångerrätt', { timeout: 15_000 });
  // Each choice is named in its own language.
  await expect(page.getByTestId('language-switch-fi')).toHaveAccessibleName('FI – Suomeksi');
  await expect(page.getByTestId('language-switch-sv')).toHaveCount(0);
  await page.getByTestId('language-switch-en').click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch-fi').click();
  await expect(page).toHaveURL(/\/ehdot$/);
  await page.getByTestId('language-switch-sv').click();
  await expect(page).toHaveURL(/\/sv\/villkor$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // Chosen once, kept: a Finnish address sends this visitor to the Swedish one.
  await page.goto('/tilauskalenteri');
  await expect(page).toHaveURL(/\/sv\/kalender$/);
  // The back office speaks Finnish to them, and leaves the site Swedish.
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Kirjaudu', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  const language = async () =>
    (await page.context().cookies()).find((c) => c.name === 'language')?.value;
  expect(await language()).toBe('sv');
  await page.goto('/ehdot');
  await expect(page).toHaveURL(/\/sv\/villkor$/);
  // Choosing English in the back office is a choice for the site too.
  await page.goto('/admin');
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await language()).toBe('en');
});
