import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AvailableDate, FreeStartsResponse } from '#contracts/calendar.ts';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';
import { startsWithinWithdrawalPeriod } from '#domain/order/withdrawal-period.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { serverNow } from './server-time';

// Helpers of the checkout journeys (e2e/checkout.spec.ts).

/** The browser's globals as the page.evaluate / addInitScript callbacks use them. */
export interface BrowserGlobals {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  dataLayer?: unknown[];
  scrollTo(x: number, y: number): void;
}
interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export async function loadCounter(request: APIRequestContext): Promise<CounterConfig> {
  const res = await request.get('/api/counter/9999');
  expect(res.status()).toBe(200);
  return counterToDomain((await res.json()) as CounterApi);
}

export const sampleQuantities = (config: CounterConfig): OrderQuantities => ({
  ...emptyQuantities,
  windows: [{ windowId: config.windows[0]!.id, amount: 6 }],
  balconyGlassAmount: 3,
});

export async function freeDates(
  request: APIRequestContext,
  postalCode: string,
  minutes: number,
): Promise<AvailableDate[]> {
  const res = await request.get(
    `/api/calendar/validateAndGetAvailableDays/${postalCode}/${Math.ceil(minutes)}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as AvailableDate[];
}

/**
 * Puts an order (quantities, postal code and a free time) into the page's sessionStorage,
 * as the calculator and the calendar leave it, before the page's scripts run.
 *
 * `withinWithdrawalPeriod`: only the free days within the 14 days of an order made today
 * (the server's today), the `dateIndex`th of them counted round: the other tests of the run
 * book those days too, and on a day like a Sunday the period holds only eight working days,
 * so fewer may be left than the index.
 */
export async function seedOrder(
  page: Page,
  request: APIRequestContext,
  options: {
    dateIndex: number;
    postalCode?: string;
    quantities?: OrderQuantities;
    withinWithdrawalPeriod?: boolean;
  } = { dateIndex: 0 },
) {
  const config = await loadCounter(request);
  const quantities = options.quantities ?? sampleQuantities(config);
  const postalCode = options.postalCode ?? '00100';
  const minutes = quoteOrder(config, quantities).washingMinutes;
  const free = await freeDates(request, postalCode, minutes);
  let slot = free[options.dateIndex];
  if (options.withinWithdrawalPeriod) {
    const today = helsinkiDate(serverNow());
    const within = free.filter((d) => startsWithinWithdrawalPeriod(today, d.date));
    slot = within[options.dateIndex % Math.max(within.length, 1)];
    // The day's last free start: the other tests take a day's first, and one of them booking
    // it between this seed and the order would refuse the order (SLOT_TAKEN).
    if (slot) {
      const day = await request.get(
        `/api/calendar/freeStarts/${postalCode}/${Math.ceil(minutes)}/${slot.date}`,
      );
      expect(day.status()).toBe(200);
      const last = ((await day.json()) as FreeStartsResponse).starts.at(-1);
      if (last) slot = { ...slot, ...last };
    }
  }
  if (!slot) {
    const where = options.withinWithdrawalPeriod ? ' within the withdrawal period' : '';
    throw new Error(`no free date ${options.dateIndex}${where}`);
  }
  const state = {
    quantities,
    additionalInfo: '',
    discount: null,
    shippingDay: slot.date,
    starting: slot.starting,
    cleanerId: slot.cleanerId,
    address: { postalCode },
    mall: null,
    company: false,
    contact: null,
    orderAttempt: null,
    createdOrder: null,
  };
  await page.addInitScript(
    (value) => {
      const b = globalThis as unknown as BrowserGlobals;
      if (!b.sessionStorage.getItem('order')) b.sessionStorage.setItem('order', value);
    },
    JSON.stringify({ state, version: 1 }),
  );
  return { config, quantities, slot };
}

/** Answers the analytics question so the banner does not cover the page. */
export async function declineAnalytics(page: Page) {
  await page.addInitScript(() =>
    (globalThis as unknown as BrowserGlobals).localStorage.setItem('analytics-consent', 'denied'),
  );
}

/**
 * Fills the contact fields in Finnish and chooses online payment (nothing is chosen in
 * advance); `payment: null` leaves the payment method unchosen.
 */
export async function fillContact(
  page: Page,
  values: {
    name?: string;
    phone?: string;
    email?: string;
    street?: string;
    city?: string;
    payment?: RegExp | null;
  } = {},
) {
  await page.getByLabel(/^Etu- ja sukunimi/).fill(values.name ?? 'Matti Meikäläinen');
  await page.getByLabel(/^Puhelinnumero/).fill(values.phone ?? '040 123 4567');
  await page.getByLabel(/^Sähköposti/).fill(values.email ?? 'matti@example.fi');
  await page.getByLabel(/^Katuosoite/).fill(values.street ?? 'Mannerheimintie 1');
  await page.getByLabel(/^Postitoimipaikka/).fill(values.city ?? 'Helsinki');
  const payment = values.payment === undefined ? /^Verkkomaksu/ : values.payment;
  if (payment) await page.getByRole('radio', { name: payment }).click();
  // The offered days are within the 14-day withdrawal period: the consumer asks to start
  // then (decision 050). A shopping centre's form has no such box.
  const earlyStart = page.getByLabel(/^Pyydän, että työ voidaan aloittaa/);
  if ((await earlyStart.count()) > 0) await earlyStart.check();
}

/**
 * On the calendar page: chooses the last free day shown (away from the days other tests take)
 * and answers its date.
 */
export async function chooseLastFreeDay(page: Page): Promise<string> {
  const days = page.locator(
    '[data-testid="available-days"] button[data-date]:not([data-outside]):enabled',
  );
  await expect(days.first()).toBeVisible({ timeout: 20_000 });
  const chosen = days.last();
  const date = (await chosen.getAttribute('data-date'))!;
  await chosen.click();
  return date;
}
