import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './live-page';
import type { AvailableDate } from '#contracts/calendar.ts';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { screenshotWidths } from './fixtures';
import { seriousViolations } from './axe';

// The calendar pages against the real server with the demo seed (Helsinki, Espoo and
// Vantaa served; blocks placed relative to the server's clock). What the page must show
// is read from the API with the same washing time the page computes.

test.describe.configure({ timeout: 90_000 });
// Pages and chunks load lazily; the two-core machine is often busy with other work.
const slow = { timeout: 20_000 };

async function orderWithWindows(request: APIRequestContext) {
  const res = await request.get('/api/counter/9999');
  expect(res.status()).toBe(200);
  const config = counterToDomain((await res.json()) as CounterApi);
  const quantities: OrderQuantities = {
    ...emptyQuantities,
    windows: [{ windowId: config.windows[0]!.id, amount: 8 }],
  };
  const minutes = Math.max(1, Math.ceil(quoteOrder(config, quantities).washingMinutes));
  return { quantities, minutes };
}

async function freeDays(request: APIRequestContext, postalCode: string, minutes: number) {
  const res = await request.get(
    `/api/calendar/validateAndGetAvailableDays/${postalCode}/${minutes}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as AvailableDate[];
}

/** Puts an order into sessionStorage as the calculator leaves it, before the page loads. */
async function seedOrder(page: Page, quantities: OrderQuantities, postalCode: string | null) {
  const state = {
    quantities,
    additionalInfo: '',
    discount: null,
    shippingDay: null,
    starting: null,
    cleanerId: null,
    address: { postalCode },
    mall: null,
    company: false,
    contact: null,
    orderAttempt: null,
    createdOrder: null,
  };
  // Scripts as strings: they run in the page, whose globals this file's types do not know.
  const value = JSON.stringify(JSON.stringify({ state, version: 1 }));
  await page.addInitScript(
    `if (!sessionStorage.getItem('order')) sessionStorage.setItem('order', ${value});`,
  );
}

const storedOrder = (page: Page) =>
  page.evaluate<Record<string, unknown>>(
    "JSON.parse(sessionStorage.getItem('order') ?? '{}').state",
  );

const day = (page: Page, date: string) =>
  page.locator(`[data-testid="available-days"] button[data-date="${date}"]:not([data-outside])`);

const skipConsent = (page: Page) =>
  page.addInitScript("localStorage.setItem('analytics-consent', 'denied')");

test('pick a postal code, see the free days with weekends disabled, choose one and go on', async ({
  page,
  request,
}) => {
  await skipConsent(page);
  const { quantities, minutes } = await orderWithWindows(request);
  await seedOrder(page, quantities, null);
  const free = await freeDays(request, '00100', minutes);
  expect(free.length).toBeGreaterThan(30);
  const first = free[0]!;

  await page.goto('/tilauskalenteri');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valitse pesupäivä', slow);
  const continueButton = page.getByTestId('calendar-continue');
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Anna postinumero, niin näet vapaat päivät.')).toBeVisible();
  await expect(page.getByTestId('order-empty')).toHaveCount(0);

  const field = page.getByLabel('Postinumero');
  await field.fill('00100');
  await expect(day(page, first.date)).toBeEnabled(slow);
  await expect(day(page, first.date)).toHaveAttribute('data-free', 'true');

  // The first Saturday and Sunday after the first free day are disabled.
  let weekend = addDays(first.date, 1);
  while (isoWeekday(weekend) !== 6) weekend = addDays(weekend, 1);
  for (const date of [weekend, addDays(weekend, 1)]) {
    // A disabled day carries no data-outside, so both months' copies may match.
    const copies = await day(page, date).all();
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) await expect(copy).toBeDisabled();
  }
  // Every free day shown is enabled; every other day is disabled.
  const enabled = await page
    .locator('[data-testid="available-days"] button[data-date]:not([data-outside]):enabled')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date')));
  expect(enabled.length).toBeGreaterThan(10);
  const freeDates = new Set(free.map((d) => d.date));
  for (const date of enabled) expect(freeDates.has(date!)).toBe(true);
  await screenshotWidths(page, 'calendar-order-fi');

  await day(page, first.date).click();
  await expect(day(page, first.date)).toHaveAttribute('data-selected', 'true');
  const [hours, mins] = first.starting.split(':');
  await expect(page.getByTestId('chosen-time')).toContainText(
    `Pesu alkaa klo ${Number(hours)}.${mins}`,
  );
  await expect(continueButton).toBeEnabled();
  expect(await storedOrder(page)).toMatchObject({
    shippingDay: first.date,
    starting: first.starting,
    cleanerId: first.cleanerId,
    address: { postalCode: '00100' },
  });
  await screenshotWidths(page, 'calendar-order-chosen-fi');

  await continueButton.click();
  await expect(page).toHaveURL(/\/yhteystiedot$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yhteystiedot', slow);
});

test('the chosen day survives a reload, and the English page speaks English', async ({
  page,
  request,
}) => {
  await skipConsent(page);
  const { quantities, minutes } = await orderWithWindows(request);
  await seedOrder(page, quantities, '02100');
  const free = await freeDays(request, '02100', minutes);
  const second = free[1]!;

  await page.goto('/tilauskalenteri');
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a cleaning day', slow);
  // The postal code comes from the order (the calculator's check).
  await expect(page.getByLabel('Postal code')).toHaveValue('02100');
  await expect(day(page, second.date)).toBeEnabled(slow);
  await day(page, second.date).click();
  await expect(page.getByTestId('chosen-time')).toContainText(
    `Cleaning starts at ${second.starting}`,
  );
  await screenshotWidths(page, 'calendar-order-chosen-en');
  await page.reload();
  await expect(day(page, second.date)).toHaveAttribute('data-selected', 'true', slow);
  await expect(page.getByTestId('calendar-continue')).toBeEnabled();
});

test('a postal code no washer serves shows the specification’s message', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/tilauskalenteri');
  const field = page.getByLabel('Postinumero');
  await expect(field).toBeVisible(slow);
  await field.fill('96100');
  await expect(page.getByTestId('no-free-times')).toHaveText(
    'Antamallesi postinumeroalueelle ei löydy vapaita aikoja',
    slow,
  );
  await expect(page.getByTestId('calendar-continue')).toBeDisabled();
  // Nothing was chosen in the calculator: the page says so and links back.
  await expect(page.getByTestId('order-empty')).toContainText('Tilauksessasi ei ole vielä');
  await screenshotWidths(page, 'calendar-no-times-fi');
  await page.getByTestId('language-switch-en').click();
  await expect(page.getByTestId('no-free-times')).toHaveText(
    'There are no free times for the postal code area you gave',
    slow,
  );
});

test('the postal code takes digits only, at most five, and says what is wrong', async ({
  page,
}) => {
  await skipConsent(page);
  await page.goto('/tilauskalenteri');
  const field = page.getByLabel('Postinumero');
  await expect(field).toBeVisible(slow);
  await field.pressSequentially('a0b01c00999');
  await expect(field).toHaveValue('00100');
  await field.fill('001');
  await field.blur();
  await expect(page.getByText('Postinumerossa saa olla vain numeroita (5 kpl)')).toBeVisible();
  await field.fill('');
  await expect(page.getByText('Pakollinen tieto')).toBeVisible();
  await expect(page.getByTestId('calendar-continue')).toBeDisabled();
});

test('free washing times: view only, and its button returns to the start page', async ({
  page,
  request,
}) => {
  await skipConsent(page);
  const { quantities, minutes } = await orderWithWindows(request);
  await seedOrder(page, quantities, '01300');
  const free = await freeDays(request, '01300', minutes);
  const first = free[0]!;

  await page.goto('/vapaat-pesuajat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vapaat pesuajat', slow);
  await expect(page.getByLabel('Postinumero')).toHaveValue('01300');
  await expect(day(page, first.date)).toBeEnabled(slow);
  await day(page, first.date).click();
  const [hours, mins] = first.starting.split(':');
  await expect(page.getByTestId('chosen-time')).toContainText(`klo ${Number(hours)}.${mins}`);
  // Nothing of the order changed.
  expect(await storedOrder(page)).toMatchObject({ shippingDay: null, cleanerId: null });
  await screenshotWidths(page, 'calendar-free-times-fi');

  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('language-switch-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free cleaning times');
  await screenshotWidths(page, 'calendar-free-times-en');
  await page.getByTestId('free-times-home').click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the calendar page has no serious accessibility violations', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/tilauskalenteri');
  await page.getByLabel('Postinumero').fill('00100');
  await expect(
    page.locator('[data-testid="available-days"] button[data-free]').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
