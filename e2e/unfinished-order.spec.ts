import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { deviceOrderKey } from '#web/stores/order-device-copy.ts';
import { test, untilLive } from './live-page';
import {
  chooseLastFreeDay,
  declineAnalytics,
  loadCounter,
  sampleQuantities,
  seedOrder,
  type BrowserGlobals,
} from './checkout-helpers';
import { chooseEnglish, screenshotWidths } from './fixtures';
import { expectAccessible } from './axe';

// Nothing lost (issue 28 point 5, decision 070): the unfinished order is kept on the device
// for a week (what to wash, the campaign code, the chosen day) and picked up by a new
// browser context with the same storage; the contact details only by a reload of the tab;
// the thank-you page links to the order's own page.

test.describe.configure({ timeout: 120_000 });

const texts = {
  fi: {
    postal: 'Postinumero',
    check: 'Tarkista',
    toPrice: 'Jatka hinnan laskemiseen',
    code: 'Kampanjakoodi',
    calendar: 'Valitse pesupäivä',
    contact: 'Yhteystiedot',
    name: /^Etu- ja sukunimi/,
    phone: /^Puhelinnumero/,
    email: /^Sähköposti/,
    street: /^Katuosoite/,
    city: /^Postitoimipaikka/,
    invoice: /Lasku sähköpostiin/,
    earlyStart: /^Pyydän, että työ voidaan aloittaa/,
    terms: 'Hyväksyn tilausehdot',
    submit: 'Tilaa maksuvelvollisena',
    thanks: 'Kiitos tilauksestasi!',
    orderPage: 'Avaa tilauksesi sivu',
    dropped: 'Selaimeen tallennettu tilaus oli vanhentunut',
  },
  en: {
    postal: 'Postal code',
    check: 'Check',
    toPrice: 'Continue to the price',
    code: 'Campaign code',
    calendar: 'Choose a cleaning day',
    contact: 'Contact details',
    name: /^First and last name/,
    phone: /^Phone number/,
    email: /^Email/,
    street: /^Street address/,
    city: /^City/,
    invoice: /Invoice by email/,
    earlyStart: /^I ask for the work to start/,
    terms: 'I accept the terms of order',
    submit: 'Order with obligation to pay',
    thanks: 'Thanks for your order!',
    orderPage: 'Open your order page',
    dropped: 'The order saved in your browser was out of date',
  },
} as const;

const cases = [
  { language: 'fi', width: 360 },
  { language: 'fi', width: 1280 },
  { language: 'en', width: 360 },
  { language: 'en', width: 1280 },
] as const;

/** Everything this origin keeps in localStorage, as one text. */
const localStorageText = (page: Page) =>
  page.evaluate(() => {
    const storage = (
      globalThis as unknown as {
        localStorage: {
          length: number;
          key(i: number): string | null;
          getItem(k: string): string | null;
        };
      }
    ).localStorage;
    return JSON.stringify(
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i)!;
          return [key, storage.getItem(key)];
        }),
      ),
    );
  });

/**
 * Everything this origin keeps on the device, as one text: localStorage and the cookies,
 * decoded (the device copy's cookie, decision 092, is URI-encoded).
 */
async function deviceStorage(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const cookieText = cookies.map((c) => `${c.name}=${decodeURIComponent(c.value)}`).join('\n');
  return `${await localStorageText(page)}\n${cookieText}`;
}

/** A new browser (context) with this one's cookies and localStorage: no sessionStorage. */
async function reopen(browser: Browser, context: BrowserContext, width: number) {
  const state = await context.storageState();
  await context.close();
  const next = await browser.newContext({
    storageState: state,
    viewport: { width, height: 800 },
    reducedMotion: 'reduce',
  });
  return { context: next, page: await next.newPage() };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await untilLive(page);
}

/** Full-page screenshots from the top (the sticky header otherwise lands mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollTo(0, 0));
  await screenshotWidths(page, name);
}

for (const { language, width } of cases) {
  const t = texts[language];
  const label = `${language}, ${width} px`;

  test(`${label}: a new browser picks up the unfinished order with its code, removable`, async ({
    browser,
    page,
  }) => {
    if (language === 'en') await chooseEnglish(page.context());
    await declineAnalytics(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const welcome = page.getByRole('dialog');
    await welcome.getByLabel(t.postal).fill('00100');
    await welcome.getByRole('button', { name: t.check }).click();
    await welcome.getByRole('button', { name: t.toPrice }).click();
    await page.getByLabel(t.code).fill('DEMO10');
    await expect(page.getByTestId('campaign-code-valid')).toContainText('DEMO10');
    const discounted = await page.getByTestId('price-code-discount').textContent();
    await page.getByTestId('choose-time').click();
    await expect(page.getByRole('heading', { name: t.calendar, level: 1 })).toBeVisible();
    const date = await chooseLastFreeDay(page);
    await expect(page.getByTestId('calendar-continue')).toBeEnabled();

    // The browser is closed and opened again: a new context with the same storage.
    const again = await reopen(browser, page.context(), width);
    await open(again.page, '/');
    const box = again.page.getByLabel(t.code);
    await expect(box).toHaveValue('DEMO10');
    await expect(again.page.getByTestId('campaign-code-valid')).toContainText('DEMO10');
    await expect(again.page.getByTestId('price-code-discount')).toHaveText(discounted!);
    // Both widths are taken once per language.
    if (width === 360) await shot(again.page, `unfinished-order-code-${language}`);
    await expectAccessible(again.page, `calculator with a restored code (${label})`);

    // The chosen day is there too.
    await again.page.getByTestId('choose-time').click();
    await expect(
      again.page.locator(`[data-testid="available-days"] button[data-date="${date}"]`),
    ).toHaveAttribute('data-selected', 'true');
    await expect(again.page.getByTestId('calendar-continue')).toBeEnabled();

    // The code can be removed: the discount goes with it, in this browser and the next.
    await again.page.goBack();
    await box.fill('');
    await expect(again.page.getByTestId('campaign-code-valid')).toHaveCount(0);
    await expect(again.page.getByTestId('price-code-discount')).toHaveCount(0);
    const third = await reopen(browser, again.context, width);
    await open(third.page, '/');
    await expect(third.page.getByLabel(t.code)).toHaveValue('');
    await expect(third.page.getByTestId('price-code-discount')).toHaveCount(0);
    await third.context.close();
  });

  test(`${label}: contact details survive a reload but not a new browser; the thank-you page links the order page`, async ({
    browser,
    page,
    request,
  }) => {
    if (language === 'en') await chooseEnglish(page.context());
    await declineAnalytics(page);
    await page.setViewportSize({ width, height: 800 });
    const index = 4 + cases.findIndex((c) => c.language === language && c.width === width);
    await seedOrder(page, request, { dateIndex: index });
    await page.goto('/yhteystiedot');
    await expect(page.getByRole('heading', { name: t.contact, level: 1 })).toBeVisible();
    const person = {
      name: `Jaettu Kone ${language}${width}`,
      phone: '040 765 4321',
      email: `jaettu-${language}-${width}@example.fi`,
      street: 'Salakuja 7 B 12',
    };
    await page.getByLabel(t.name).fill(person.name);
    await page.getByLabel(t.phone).fill(person.phone);
    await page.getByLabel(t.email).fill(person.email);
    await page.getByLabel(t.street).fill(person.street);
    await page.getByLabel(t.city).fill('Helsinki');
    await page.reload();
    await untilLive(page);
    await expect(page.getByLabel(t.name)).toHaveValue(person.name);
    await expect(page.getByLabel(t.email)).toHaveValue(person.email);
    // None of it on the device.
    const onDevice = await deviceStorage(page);
    expect(onDevice).toContain(deviceOrderKey);
    // The device copy's cookie too (decision 092): the order, and nothing of the person.
    expect(onDevice).toContain(`${deviceOrderKey}={"savedAt"`);
    for (const value of Object.values(person)) expect(onDevice).not.toContain(value);

    // A new browser on the same computer: the order is there, the person is not.
    const other = await reopen(browser, page.context(), width);
    await open(other.page, '/yhteystiedot');
    await expect(other.page.getByRole('heading', { name: t.contact, level: 1 })).toBeVisible();
    await expect(other.page.getByLabel(t.name)).toHaveValue('');
    await expect(other.page.getByLabel(t.email)).toHaveValue('');
    await expect(other.page.getByLabel(t.street)).toHaveValue('');

    // Ordered there: the thank-you page links the order's own page, and the device forgets.
    await other.page.getByLabel(t.name).fill(person.name);
    await other.page.getByLabel(t.phone).fill(person.phone);
    await other.page.getByLabel(t.email).fill(person.email);
    await other.page.getByLabel(t.street).fill(person.street);
    await other.page.getByLabel(t.city).fill('Helsinki');
    await other.page.getByRole('radio', { name: t.invoice }).click();
    const earlyStart = other.page.getByLabel(t.earlyStart);
    if ((await earlyStart.count()) > 0) await earlyStart.check();
    await other.page.getByLabel(t.terms).check();
    await other.page.getByRole('button', { name: t.submit }).click();
    await expect(other.page.getByRole('heading', { name: t.thanks })).toBeVisible({
      timeout: 20_000,
    });
    const link = other.page.getByRole('link', { name: t.orderPage });
    await expect(link).toBeVisible();
    if (width === 360) await shot(other.page, `thank-you-order-link-${language}`);
    await expectAccessible(other.page, `thank-you page with the order page link (${label})`);
    expect(await deviceStorage(other.page)).not.toContain(person.street);
    await link.click();
    await expect(other.page).toHaveURL(/\/(tilaus|en\/order)\/[\w-]{43}$/);
    const orderNumber = /K-\d{4}-\d{6}/;
    await expect(other.page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await other.context.close();
  });
}

/** The device copy as a browser that saved it earlier left it, before the page loads once. */
async function seedDeviceCopy(page: Page, value: unknown) {
  await page.addInitScript(
    ({ key, value }) => {
      const b = globalThis as unknown as BrowserGlobals;
      if (!b.sessionStorage.getItem('seeded')) {
        b.localStorage.setItem(key, value);
        b.sessionStorage.setItem('seeded', 'yes');
      }
    },
    { key: deviceOrderKey, value: JSON.stringify(value) },
  );
}

test('a day no longer free is dropped with a notice; a tampered saved order is dropped too', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  const quantities = sampleQuantities(await loadCounter(request));
  // Saved on this device yesterday, with a day that has gone by since.
  await seedDeviceCopy(page, {
    savedAt: Date.now() - 24 * 60 * 60_000,
    state: {
      quantities,
      shippingDay: '2026-01-04',
      starting: '08:00',
      cleanerId: 1,
      address: { postalCode: '00100' },
    },
  });
  await page.goto('/tilauskalenteri');
  const notice = page.getByTestId('day-dropped');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('(su 4.1.2026)');
  await expect(page.getByTestId('calendar-continue')).toBeDisabled();
  await shot(page, 'calendar-day-dropped');
  await expectAccessible(page, 'calendar with a dropped day');
  const saved = JSON.parse((await localStorageText(page)) || '{}') as Record<string, string>;
  expect(JSON.parse(saved[deviceOrderKey]!).state.shippingDay).toBeNull();
  // Another day chosen: the notice has done its work.
  await page
    .locator('[data-testid="available-days"] button[data-date]:not([data-outside]):enabled')
    .first()
    .click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('calendar-continue')).toBeEnabled();

  // A value someone edited by hand: dropped, and the customer told.
  const context = await page.context().browser()!.newContext();
  const tampered = await context.newPage();
  await tampered.addInitScript(
    (key) =>
      (globalThis as unknown as BrowserGlobals).localStorage.setItem(
        key,
        JSON.stringify({ savedAt: Date.now(), state: { quantities: 'all of them' } }),
      ),
    deviceOrderKey,
  );
  await open(tampered, '/?pc=skip');
  await expect(tampered.getByText(texts.fi.dropped)).toBeVisible();
  await context.close();
});

test('a saved code that has ended since is shown as not valid and leaves the price', async ({
  page,
  request,
}) => {
  await declineAnalytics(page);
  const quantities = sampleQuantities(await loadCounter(request));
  await seedDeviceCopy(page, {
    savedAt: Date.now() - 3 * 24 * 60 * 60_000,
    state: {
      quantities,
      discount: { code: 'SYKSY50', type: 'PERCENT', discount: 50 },
      address: { postalCode: '00100' },
    },
  });
  await page.goto('/');
  await expect(page.getByLabel(texts.fi.code)).toHaveValue('SYKSY50');
  await expect(page.getByText('Koodi ei kelpaa. Tarkista kirjoitusasu.')).toBeVisible();
  await expect(page.getByTestId('price-code-discount')).toHaveCount(0);
  expect(await deviceStorage(page)).not.toContain('SYKSY50');
});
