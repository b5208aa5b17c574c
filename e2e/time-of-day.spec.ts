import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { test } from './live-page';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { startsWithinWithdrawalPeriod } from '#domain/order/withdrawal-period.ts';
import { declineAnalytics, seedOrder, type BrowserGlobals } from './checkout-helpers';
import { chooseEnglish, screenshotWidths } from './fixtures';
import { expectAccessible } from './axe';
import { orderPathFromMail, placeInvoiceOrder } from './order-page-helpers';

// A time of day (issue 28 point 4, decision 069) against the real server: on the calendar
// page the customer picks an afternoon start among the day's free ones, and it is the one
// on the contact page, the thank-you page and in the mail; on the order page a move picks a
// day in the calendar and a start as a button, and a move into the withdrawal period asks
// for the early-start request. Finnish and English, at a phone's and a desktop's width.

test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };

const words = {
  fi: {
    name: 'Etu- ja sukunimi',
    phone: 'Puhelinnumero',
    email: 'Sähköposti',
    street: 'Katuosoite',
    city: 'Postitoimipaikka',
    invoice: /^Lasku sähköpostiin/,
    terms: 'Hyväksyn tilausehdot',
    earlyStart: /^Pyydän, että työ voidaan aloittaa/,
    submit: 'Tilaa maksuvelvollisena',
    thanks: 'Kiitos tilauksestasi!',
    afternoon: 'Iltapäivä',
    note: 'Päivä on 14 päivän peruuttamisajan sisällä',
    move: 'Siirrä',
    confirmMove: 'Vahvista uusi aika',
    moved: 'Aika siirrettiin',
    taken: /ehdittiin (juuri )?varata/,
    earlyStartNeeded: 'Pesupäivä on 14 päivän peruuttamisajan sisällä',
    nextMonth: 'Seuraava kuukausi',
    previousMonth: 'Edellinen kuukausi',
  },
  en: {
    name: 'First and last name',
    phone: 'Phone number',
    email: 'Email',
    street: 'Street address',
    city: 'City',
    invoice: /^Invoice by email/,
    terms: 'I accept the terms of order',
    earlyStart: /^I ask for the work to start/,
    submit: 'Order with obligation to pay',
    thanks: 'Thanks for your order!',
    afternoon: 'Afternoon',
    note: 'The day is within the 14-day withdrawal period',
    move: 'Move',
    confirmMove: 'Confirm the new time',
    moved: 'The time was moved',
    taken: /just taken/,
    earlyStartNeeded: 'The cleaning day is within the 14-day withdrawal period',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
  },
} as const;

/** Full-page screenshots from the top (the sticky header otherwise lands mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollTo(0, 0));
  await screenshotWidths(page, name);
}

/** '14:15' as the page writes it: '14.15' in Finnish. */
const shown = (time: string, language: 'fi' | 'en') =>
  language === 'en' ? time : time.replace(/^0?(\d+):/, '$1.');

/** The calendar's free days of the month shown (not the neighbouring months' days). */
const freeDays = (page: Page) =>
  page.locator('[data-testid="available-days"] button[data-free]:not([data-outside]):enabled');

/**
 * The `index`-th free day from the first shown on, turning to the next month as needed (a
 * phone shows one month, which may hold only the last days of this one).
 */
async function freeDay(page: Page, language: 'fi' | 'en', index: number) {
  const days = freeDays(page);
  await expect(days.first()).toBeVisible(slow);
  for (let left = index; ;) {
    const count = await days.count();
    if (left < count) return days.nth(left);
    left -= count;
    await page.getByRole('button', { name: words[language].nextMonth }).click();
    await expect(days.first()).toBeVisible();
  }
}

/**
 * The `index`-th free day within the withdrawal period of an order made today, or the last
 * one within it when fewer are free (other tests fill days, and holidays and weekends take
 * their share of the 14 days).
 */
async function freeDayWithinPeriod(page: Page, language: 'fi' | 'en', index: number) {
  const today = helsinkiDate(new Date());
  const days = freeDays(page);
  await expect(days.first()).toBeVisible(slow);
  const inside: string[] = [];
  for (;;) {
    const shown = await days.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('data-date')!),
    );
    inside.push(...shown.filter((date) => startsWithinWithdrawalPeriod(today, date)));
    const last = shown.at(-1);
    if (inside.length > index || (last && !startsWithinWithdrawalPeriod(today, last))) break;
    await page.getByRole('button', { name: words[language].nextMonth }).click();
    await expect(days.first()).toBeVisible();
  }
  expect(inside.length, 'a free day within the withdrawal period').toBeGreaterThan(0);
  const target = page.locator(
    `[data-testid="available-days"] button[data-date="${inside[Math.min(index, inside.length - 1)]}"]:not([data-outside])`,
  );
  // Back to the month that shows it, when the walk went past it.
  while (!(await target.isVisible())) {
    await page.getByRole('button', { name: words[language].previousMonth }).click();
  }
  return target;
}

/**
 * Clicks the `index`-th free day, or a later one when the run's other bookings have taken
 * that day's afternoon meanwhile (the page then offers mornings only, or says the day's
 * times were taken and asks for another day, as a person would), and answers its date.
 */
async function dayWithAfternoon(page: Page, language: 'fi' | 'en', index: number) {
  const days = freeDays(page);
  let day = await freeDay(page, language, index);
  for (let tries = 0; ; tries++) {
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    const starts = page.locator(
      `[data-testid="start-picker"][data-date="${date}"], [data-testid="no-free-starts"][data-date="${date}"]`,
    );
    await expect(starts).toBeVisible(slow);
    const afternoon = page
      .getByRole('group', { name: words[language].afternoon })
      .getByTestId('start-option');
    if ((await afternoon.count()) > 0) return date;
    expect(tries, 'a day with a free afternoon among the next few').toBeLessThan(5);
    const shown = await days.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('data-date')!),
    );
    const later = shown.find((other) => other > date);
    if (later) {
      day = page.locator(
        `[data-testid="available-days"] button[data-date="${later}"]:not([data-outside])`,
      );
    } else {
      await page.getByRole('button', { name: words[language].nextMonth }).click();
      await expect(days.first()).toBeVisible();
      day = days.first();
    }
  }
}

/**
 * The afternoon's last start button: not the day's first start (a day offers mornings first),
 * and there even when bookings have left the afternoon a single start.
 */
async function pickAfternoon(page: Page, language: 'fi' | 'en') {
  const afternoon = page.getByRole('group', { name: words[language].afternoon });
  const button = afternoon.getByTestId('start-option').last();
  await expect(button).toBeVisible(slow);
  const starting = (await button.getAttribute('data-starting'))!;
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return starting;
}

/**
 * Confirms the move and answers the start it moved to. Other tests book on the same server
 * at the same time, so the start chosen may be taken between the calendar's answer and the
 * confirmation: the page then says so (SLOT_TAKEN) and the customer picks another
 * afternoon start of the day, or any free start when the afternoon is gone, once or twice,
 * as a person would.
 */
async function confirmMove(page: Page, language: 'fi' | 'en', chosen: string) {
  const w = words[language];
  let starting = chosen;
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: w.confirmMove }).click();
    const done = page.getByRole('status').filter({ hasText: w.moved });
    const taken = page.getByRole('alert').filter({ hasText: w.taken });
    await expect(done.or(taken)).toBeVisible(slow);
    if (await done.isVisible()) return starting;
    expect(attempt, 'a start was still free after two tries').toBeLessThan(2);
    const others = `[data-testid="start-option"]:not([data-starting="${starting}"])`;
    const afternoon = page.getByRole('group', { name: w.afternoon }).locator(others);
    // The afternoon may be full by then (another test booked it): any free start of the day.
    const other = (await afternoon.count()) > 0 ? afternoon.first() : page.locator(others).first();
    starting = (await other.getAttribute('data-starting'))!;
    await other.click();
  }
}

for (const [language, width] of [
  ['fi', 360],
  ['en', 1280],
  ['fi', 1280],
  ['en', 360],
] as const) {
  const w = words[language];

  test(`${language} ${width}px: an afternoon start chosen is on the thank-you page and in the mail`, async ({
    page,
    request,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await declineAnalytics(page);
    if (language === 'en') await chooseEnglish(context);
    // The calculator's order (quantities, postal code) and the first free day, as left.
    await seedOrder(page, request, { dateIndex: 0 });
    await page.goto('/tilauskalenteri');
    // A day of its own per run, among the first ones (within the withdrawal period).
    const index = 2 + (width === 360 ? 0 : 2) + (language === 'en' ? 1 : 0);
    const date = await dayWithAfternoon(page, language, index);
    const starting = await pickAfternoon(page, language);
    await expect(page.getByTestId('chosen-time')).toContainText(shown(starting, language));
    const isInside = startsWithinWithdrawalPeriod(helsinkiDate(new Date()), date);
    await expect(page.getByTestId('withdrawal-period-note')).toHaveCount(isInside ? 1 : 0);
    if (isInside) await expect(page.getByTestId('withdrawal-period-note')).toContainText(w.note);
    await expectAccessible(page, `${language} calendar page with a start chosen`);
    if (width === 360) await shoot(page, `time-of-day-calendar-${language}`);
    await page.getByTestId('calendar-continue').click();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
    await expect(page.getByTestId('summary-day')).toContainText(shown(starting, language));
    const email = `afternoon-${language}-${width}-${Date.now()}@example.fi`;
    await page.getByRole('textbox', { name: w.name }).fill('Iltapäivä Asiakas');
    await page.getByRole('textbox', { name: w.phone }).fill('040 123 4567');
    await page.getByRole('textbox', { name: w.email }).fill(email);
    await page.getByRole('textbox', { name: w.street }).fill(`Iltatie ${width}${language}`);
    await page.getByRole('textbox', { name: w.city }).fill('Helsinki');
    await page.getByRole('radio', { name: w.invoice }).click();
    const earlyStart = page.getByLabel(w.earlyStart);
    if ((await earlyStart.count()) > 0) await earlyStart.check();
    await page.getByLabel(w.terms).check();
    await page.getByRole('button', { name: w.submit }).click();

    await expect(page.getByRole('heading', { name: w.thanks })).toBeVisible(slow);
    await expect(page.getByRole('main')).toContainText(shown(starting, language));
    const reference = page.url().split('/').pop()!;
    const summary = (await (await request.get(`/api/order/payment/${reference}`)).json()) as {
      shipping_day: string;
      starting: string;
    };
    expect(summary).toMatchObject({ shipping_day: date, starting });
    if (width === 360) await shoot(page, `time-of-day-thank-you-${language}`);

    const { raw } = await orderPathFromMail(email);
    const mail = await simpleParser(raw);
    // The mail's time row: '{date} alkaen klo 14:15' / '{date} starting at 14:15'.
    expect(mail.text).toContain(language === 'en' ? `starting at ${starting}` : `klo ${starting}`);
  });
}

for (const [language, width] of [
  ['fi', 360],
  ['en', 1280],
] as const) {
  const w = words[language];

  test(`${language} ${width}px: a move on the order page with the picker, into the withdrawal period`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await declineAnalytics(page);
    const email = `move-picker-${language}-${Date.now()}@example.fi`;
    // A day three weeks ahead or more, after the withdrawal period, without the request.
    await placeInvoiceOrder(request, email, language, 16 + (language === 'en' ? 2 : 0), 4, {
      early_start: false,
    });
    await page.goto((await orderPathFromMail(email)).path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/K-\d{4}-\d{6}/, slow);
    const when = page.getByRole('row').nth(1);
    const before = (await when.textContent()) ?? '';
    await page.getByRole('button', { name: w.move, exact: true }).click();

    const days = freeDays(page);
    await expect(days.first()).toBeVisible(slow);
    // A day within the period (the first days offered), a few on from the calendar tests'.
    const day = await freeDayWithinPeriod(page, language, language === 'en' ? 7 : 6);
    await day.click();
    await expect(page.getByTestId('move-day')).toContainText(/20\d\d/);
    const starting = await pickAfternoon(page, language);
    const earlyStart = page.getByTestId('move-early-start');
    await expect(earlyStart).toBeVisible();
    await page.getByRole('button', { name: w.confirmMove }).click();
    // Not sent without the request: the box says why.
    await expect(page.getByText(w.earlyStartNeeded)).toBeVisible();
    await expect(when).toHaveText(before);
    await expectAccessible(page, `${language} order page move with the picker`);
    await shoot(page, `time-of-day-move-${language}`);

    await page.getByRole('checkbox', { name: w.earlyStart }).check();
    const moved = await confirmMove(page, language, starting);
    await expect(when).toContainText(shown(moved, language));
  });
}
