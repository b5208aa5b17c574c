import { expect, test, type Page } from '@playwright/test';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { adminScreenshots, closeToasts, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';

// The back office's blocking page against the real server (admin spec sections 2, 4, 5
// and 9). It blocks a day about nine weeks ahead, far from the days the customer journeys
// running alongside book, and removes the block again.

test.slow();

/**
 * A Monday about nine weeks from today (Helsinki) whose Saturday before is in the same month
 * (the test checks that Saturday is disabled, and the picker shows one month).
 */
function targetDay(): string {
  let day = addDays(helsinkiDate(new Date()), 63);
  while (isoWeekday(day) !== 1 || Number(day.slice(8, 10)) < 3) day = addDays(day, 1);
  return day;
}

async function openDay(page: Page, day: string) {
  const picker = page.getByTestId('block-calendar');
  const today = helsinkiDate(new Date());
  const months =
    (Number(day.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(day.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < months; i++) {
    await page.getByRole('button', { name: 'Seuraava kuukausi' }).click();
  }
  await picker.locator(`button[data-date="${day}"]:not([data-outside])`).click();
}

test('block part of a day for a washer, save, see it kept, and remove it', async ({ page }) => {
  const day = targetDay();
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Kalenteri' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Valitse kalenterin ei-käytettävissä olevat päivät',
    }),
  ).toBeVisible({ timeout: 15_000 });
  const washers = page.getByRole('group', { name: 'Pesijöiden kalenterit' }).getByRole('button');
  // The washers' calendars load after the heading: wait for the demo's three.
  await expect(washers.nth(2)).toBeVisible();
  await washers.nth(1).click();
  await expect(washers.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // The external booking system's blocks are listed read-only, as DD.MM.YYYY HH:mm:ss.
  await expect(page.getByTestId('external-blocks')).toContainText(
    /\d{2}\.\d{2}\.\d{4} 08:00:00 – \d{2}\.\d{2}\.\d{4} 11:59:00/,
  );

  // Weekends cannot be chosen.
  const saturday = addDays(day, -2);
  await openDay(page, day);
  await expect(
    page.getByTestId('block-calendar').locator(`button[data-date="${saturday}"]`),
  ).toBeDisabled();
  await expect(page.getByText('Ei estoja tänä päivänä.')).toBeVisible();

  // 'Lisää' gives 08:00-15:59; the end is moved to 11:59 and saved.
  await page.getByRole('button', { name: 'Lisää', exact: true }).click();
  const start = page.getByRole('combobox', { name: 'Eston 1 alkuaika' });
  const end = page.getByRole('combobox', { name: 'Eston 1 loppuaika' });
  await expect(start).toHaveValue('08:00');
  await expect(end).toHaveValue('15:59');
  // An end before the start is refused on the spot.
  await start.click();
  await page.getByRole('option', { name: '16:00' }).click();
  await expect(page.getByText('Lopun täytyy olla alun jälkeen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tallenna Muutokset' })).toBeDisabled();
  await start.click();
  await page.getByRole('option', { name: '08:00' }).click();
  await end.click();
  await page.getByRole('option', { name: '11:59' }).click();
  await adminScreenshots(page, 'admin-calendar-edit');
  await page.getByRole('button', { name: 'Tallenna Muutokset' }).click();
  await expect(page.getByText('Muutokset tallennettu.')).toBeVisible();
  await closeToasts(page);
  await expect(
    page.getByTestId('block-calendar').locator(`button[data-date="${day}"]:not([data-outside])`),
  ).toHaveAttribute('data-blocked', 'true');

  // Kept over a reload.
  await page.reload();
  await washers.nth(1).click();
  await openDay(page, day);
  await expect(page.getByRole('combobox', { name: 'Eston 1 loppuaika' })).toHaveValue('11:59');
  expect(await seriousViolations(page)).toEqual([]);

  // An unsaved new block only leaves the list; the saved one is deleted on the server.
  await page.getByRole('button', { name: 'Lisää', exact: true }).click();
  await expect(page.getByTestId('block-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Poista esto 2' }).click();
  await expect(page.getByTestId('block-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Poista esto 1' }).click();
  await expect(page.getByText('Esto poistettu.')).toBeVisible();
  await expect(page.getByText('Ei estoja tänä päivänä.')).toBeVisible();
  await page.reload();
  await washers.nth(1).click();
  await openDay(page, day);
  await expect(page.getByText('Ei estoja tänä päivänä.')).toBeVisible();
});

/** A Monday about six weeks ahead (Helsinki), far from the days the journeys book. */
function weekOff(): string[] {
  let monday = addDays(helsinkiDate(new Date()), 42);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  return [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
}

/** '1.–5.12.2026' as the page writes a range inside one month (or across two). */
function rangeText(first: string, last: string): string {
  const [, m1, d1] = first.split('-').map(Number);
  const [y2, m2, d2] = last.split('-').map(Number);
  return m1 === m2 ? `${d1}.–${d2}.${m2}.${y2}` : `${d1}.${m1}.–${d2}.${m2}.${y2}`;
}

test("a washer's week off is one entry, and its days are not offered to customers", async ({
  page,
  request,
}) => {
  const days = weekOff();
  const range = rangeText(days[0]!, days[4]!);
  const offered = async () => {
    const res = await request.get('/api/calendar/validateAndGetAvailableDays/00100/60');
    expect(res.ok()).toBe(true);
    return new Set(((await res.json()) as { date: string }[]).map((d) => d.date));
  };
  const before = await offered();
  expect(days.filter((d) => before.has(d)).length).toBeGreaterThan(0);

  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Kalenteri' }).click();
  const washers = page
    .getByRole('group', { name: /^(Pesijöiden kalenterit|Washers' calendars)$/ })
    .getByRole('button');
  await expect(washers.nth(2)).toBeVisible({ timeout: 15_000 });
  const count = await washers.count();

  // Every washer takes the week off: one block each, Finnish for all but the last.
  for (let i = 0; i < count; i++) {
    const isEnglish = i === count - 1;
    if (isEnglish) await page.getByTestId('language-switch').first().click();
    await washers.nth(i).click();
    await page.getByLabel(isEnglish ? 'First day' : 'Ensimmäinen päivä').fill(days[0]!);
    await page.getByLabel(isEnglish ? 'Last day' : 'Viimeinen päivä').fill(days[4]!);
    await page
      .getByRole('button', { name: isEnglish ? 'Add time off' : 'Lisää poissaolo' })
      .click();
    await expect(
      page.getByText(isEnglish ? 'Time off saved.' : 'Poissaolo tallennettu.'),
    ).toBeVisible();
    await closeToasts(page);
    const entry = page.getByTestId('time-off-entry').filter({ hasText: range });
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveText(`${range} (${isEnglish ? '5 days' : '5 päivää'})`);
  }
  await expect(
    page.getByRole('heading', { name: 'Time off (several days at once)' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-calendar-time-off-en');
  await page.getByTestId('language-switch').first().click();

  // The week is gone from the customers' days; the days around it are not touched.
  const during = await offered();
  expect(days.filter((d) => during.has(d))).toEqual([]);

  // A day inside it says so, and the day editor does not offer to cut it.
  await openDay(page, days[2]!);
  await expect(page.getByTestId('day-time-off')).toContainText(range);
  await expect(page.getByTestId('block-row')).toHaveCount(0);
  await adminScreenshots(page, 'admin-calendar-time-off');

  // Removed as one, after a question.
  for (let i = 0; i < count; i++) {
    await washers.nth(i).click();
    await page.getByRole('button', { name: `Poista poissaolo ${range} (5 päivää)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko poissaolo?' });
    await dialog.getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByText('Poissaolo poistettu.')).toBeVisible();
    await closeToasts(page);
    await expect(page.getByTestId('time-off-entry').filter({ hasText: range })).toHaveCount(0);
  }
  const after = await offered();
  for (const day of days) expect(after.has(day), day).toBe(before.has(day));
});
