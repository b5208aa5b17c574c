import { expect, test, type Page } from '@playwright/test';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { nextWorkingDay } from '#domain/calendar/working-days.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { adminScreenshots, closeToasts, helsinkiDay, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';

// Issue 24 point 7: the phone order form knows the calendar. Real logins, axe, two widths.
test.slow();

const texts = {
  fi: {
    washer: 'Pesijä',
    day: 'Päivä',
    start: 'Alkamisaika',
    chooseWasher: 'Valitse pesijä',
    save: 'Tallenna tilaus',
    lookup: 'Hae asiakas',
    override: 'Valitse aika vapaiden aikojen ulkopuolelta (ohitus)',
    overrideOption: (time: string) => `${time} (ohitus)`,
    recurring: 'Toistuva tilaus',
    interval: 'Pesuväli',
    sixMonths: '6 kuukauden välein',
    terms: 'Asiakas hyväksyi tilausehdot',
    historyOverride: 'Aika ohi vapaiden aikojen: 14:05',
  },
  en: {
    washer: 'Washer',
    day: 'Day',
    start: 'Start',
    chooseWasher: 'Choose a washer',
    save: 'Save order',
    lookup: 'Find a customer',
    override: 'Choose a time outside the free ones (override)',
    overrideOption: (time: string) => `${time} (override)`,
    recurring: 'Recurring order',
    interval: 'Interval',
    sixMonths: 'Every 6 months',
    terms: 'The customer accepted the terms of order',
    historyOverride: 'Time outside the free times: 14:05',
  },
};

interface Washer {
  id: number;
  name: string;
}

/** A phone order through the API: the washer's job at 10:00 that the form must not offer. */
async function bookJob(page: Page, counter: CounterApi, washer: Washer, day: string, who: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/order/staff', {
    headers: { origin },
    data: {
      windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
      cleanerId: washer.id,
      start: `${day}T10:00:00+02:00`,
      shippingDay: day,
      notifyCustomer: false,
      language: 'fi',
      address: {
        streetAddress: 'Varauskatu 1',
        postalCode: '00100',
        city: 'Helsinki',
        terms: true,
        paymentType: 'BILL',
        invoice_channel: 'email',
        ...who,
      },
    },
  });
  expect(res.status()).toBe(201);
}

/** What the server answers as free for this washer, day and job (the form's source). */
async function serverFreeStarts(page: Page, counter: CounterApi, washer: Washer, day: string) {
  const config = counterToDomain(counter);
  const minutes = quoteOrder(config, {
    windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
    balconyGlassAmount: 0,
    balconyGlassCurtain: false,
    balconyRailings: false,
    balconyRailingMeters: 0,
    balconyRailingsObstacle: false,
    terraceGlassAmount: 0,
    terraceRoof: false,
    miscSealAmount: 0,
    miscFastenerAmount: 0,
    highGlassAmount: 0,
    highOpeningAmount: 0,
  }).washingMinutes;
  const res = await page.request.get(
    `/api/order/staff/free-starts?cleanerId=${washer.id}&day=${day}&washingMinutes=${Math.ceil(minutes)}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { starts: string[] }).starts;
}

async function openForm(page: Page, lang: 'fi' | 'en') {
  await logIn(page);
  if (lang === 'en') {
    await page.getByRole('banner').getByRole('button', { name: 'In English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
  }
  await page.goto('/admin/order/new');
  const form = page.getByTestId('staff-order-form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  return form;
}

async function optionsOf(page: Page, form: ReturnType<Page['getByTestId']>, label: string) {
  await form.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = (await options.allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return names;
}

test('a phone order (fi): free starts only, a found customer, recurring, a marked override, no web discount', async ({
  page,
}) => {
  const l = texts.fi;
  const form = await openForm(page, 'fi');
  const counter = (await (await page.request.get('/api/counter/1')).json()) as CounterApi;
  const washers = (await (await page.request.get('/api/settings/cleaners')).json()) as Washer[];
  const washer = washers[0]!;
  // Far beyond the customers' months (staff only), apart from the other phone order spec.
  const day = helsinkiDay(120);
  await bookJob(page, counter, washer, day, {
    name: 'Kalle Kanta-Asiakas',
    phone: '040 111 2233',
    email: 'kalle.kanta@example.fi',
  });

  // It starts on the next working day, not today nor a weekend.
  await expect(form.getByRole('textbox', { name: l.day })).toHaveValue(
    nextWorkingDay(helsinkiDay(0)),
  );
  // Saved with no washer: the washer is named, not "must be more than 0".
  await form.getByRole('button', { name: l.save }).click();
  await expect(form.getByText(l.chooseWasher, { exact: true })).toBeVisible();

  await form.getByRole('textbox', { name: counter.windows[0]!.title }).fill('4');
  await form.getByRole('combobox', { name: l.washer }).click();
  await page.getByRole('option', { name: washer.name }).click();
  await form.getByRole('textbox', { name: l.day }).fill(day);
  const free = await serverFreeStarts(page, counter, washer, day);
  expect(free).not.toContain('10:00');
  expect(free).toContain('08:00');
  await expect(page.getByTestId('free-starts-note')).toContainText(String(free.length));
  // The start offers exactly the washer's free starts of that day.
  expect(await optionsOf(page, form, l.start)).toEqual(free);

  // An existing customer found by a part of the phone number fills in the contact details.
  await form.getByRole('searchbox', { name: l.lookup }).fill('111 22');
  await form.getByRole('button', { name: /Kalle Kanta-Asiakas/ }).click();
  await expect(form.getByRole('textbox', { name: 'Nimi', exact: true })).toHaveValue(
    'Kalle Kanta-Asiakas',
  );
  await expect(form.getByRole('textbox', { name: 'Sähköposti' })).toHaveValue(
    'kalle.kanta@example.fi',
  );
  await expect(form.getByRole('textbox', { name: 'Katuosoite' })).toHaveValue('Varauskatu 1');
  // The refused save's errors of the filled fields are gone.
  await expect(form.getByRole('textbox', { name: 'Katuosoite' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Recurring every six months.
  await form.getByRole('checkbox', { name: l.recurring }).check();
  await form.getByRole('combobox', { name: l.interval }).click();
  await page.getByRole('option', { name: l.sixMonths }).click();

  // Another time: off the washer's grid, marked as an override.
  await form.getByRole('checkbox', { name: l.override }).check();
  await form.getByRole('combobox', { name: l.start }).click();
  await page.getByRole('option', { name: l.overrideOption('14:05') }).click();
  await expect(page.getByTestId('override-mark')).toContainText('14:05');

  await form.getByRole('checkbox', { name: l.terms }).check();
  await closeToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'staff-order-calendar-fi');

  await form.getByRole('button', { name: l.save }).click();
  await expect(page).toHaveURL(/\/admin\/order\/edit\/\d+$/, { timeout: 20_000 });
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  const order = await (await page.request.get(`/api/order/${id}`)).json();
  expect(order).toMatchObject({
    shipping_day: day,
    starting: '14:05',
    cleanerId: washer.id,
    repeated_order: true,
    clean_interval: 6,
  });
  const itemIds = (order.order_items as { easoft_item_id: string }[]).map((i) => i.easoft_item_id);
  expect(itemIds).not.toContain(counter.web_shop_discount_item_id);
  expect(itemIds).toContain('700652');
  // The override is in the order's history.
  await expect(page.getByTestId('order-history')).toContainText(l.historyOverride, {
    timeout: 15_000,
  });
});

test('a phone order (en) at 360 px: only free starts, the override marked', async ({ page }) => {
  const l = texts.en;
  await page.setViewportSize({ width: 360, height: 800 });
  const form = await openForm(page, 'en');
  const counter = (await (await page.request.get('/api/counter/1')).json()) as CounterApi;
  const washers = (await (await page.request.get('/api/settings/cleaners')).json()) as Washer[];
  const washer = washers[1]!;
  const day = helsinkiDay(121);
  await bookJob(page, counter, washer, day, {
    name: 'Erik English',
    phone: '040 222 3344',
    email: 'erik.english@example.fi',
  });

  await form.getByRole('button', { name: l.save }).click();
  await expect(form.getByText(l.chooseWasher, { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: counter.windows[0]!.title_eng }).fill('4');
  await form.getByRole('combobox', { name: l.washer }).click();
  await page.getByRole('option', { name: washer.name }).click();
  await form.getByRole('textbox', { name: l.day }).fill(day);
  const free = await serverFreeStarts(page, counter, washer, day);
  expect(await optionsOf(page, form, l.start)).toEqual(free);

  await form.getByRole('searchbox', { name: l.lookup }).fill('erik.english@');
  await form.getByRole('button', { name: /Erik English/ }).click();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Erik English',
  );

  await form.getByRole('checkbox', { name: l.override }).check();
  await form.getByRole('combobox', { name: l.start }).click();
  await page.getByRole('option', { name: l.overrideOption('14:05') }).click();
  await expect(page.getByTestId('override-mark')).toContainText('14:05');
  await closeToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'staff-order-calendar-en');
});
