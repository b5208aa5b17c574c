import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import {
  WORKDAY_END_MINUTES,
  WORKDAY_MINUTES,
  WORKDAY_START_MINUTES,
} from '#domain/calendar/time-of-day.ts';
import {
  canMove,
  jobMinutes,
  startMinutesOn,
  targetInstant,
  type MoveTarget,
} from '#web/features/admin-dispatch/lib/board.ts';
import { adminScreenshots, closeToasts, logIn, placeOrder } from './admin-fixtures';
import { seriousViolations } from './axe';

// The dispatcher's morning on the board (issue 14): the day's jobs per washer, a job's
// facts, a keyboard move and a drag-and-drop move that persist, the run sheet, both
// languages and both widths.

test.slow();

interface FoundJob {
  date: string;
  washerId: number;
  orderId: number;
  start: string;
}

/** Where the board shows the order of this reference (the next 100 days). */
async function findJob(request: APIRequestContext, reference: string): Promise<FoundJob> {
  const today = helsinkiDate(new Date());
  for (let i = 0; i < 100; i++) {
    const date = addDays(today, i);
    const res = await request.get(`/api/dispatch?date=${date}`);
    expect(res.status()).toBe(200);
    const day = (await res.json()) as DispatchDay;
    for (const washer of day.washers) {
      const job = washer.jobs.find((j) => j.reference === reference);
      if (job) return { date, washerId: washer.id, orderId: job.orderId, start: job.start };
    }
  }
  throw new Error(`order ${reference} is on no board`);
}

async function jobNow(request: APIRequestContext, date: string, orderId: number) {
  const day = (await (await request.get(`/api/dispatch?date=${date}`)).json()) as DispatchDay;
  for (const washer of day.washers) {
    const job = washer.jobs.find((j) => j.orderId === orderId);
    if (job) return { washerId: washer.id, start: job.start };
  }
  return null;
}

/** A start the board's rule allows for the job: another washer first, else its own lane. */
function freeTarget(day: DispatchDay, job: DispatchJob, washerId: number): MoveTarget {
  const nowMinutes = startMinutesOn(job, day.date);
  const others = day.washers.filter((w) => w.id !== washerId);
  const own = day.washers.filter((w) => w.id === washerId);
  for (const washer of [...others, ...own]) {
    for (let m = WORKDAY_START_MINUTES; m + jobMinutes(job) <= WORKDAY_END_MINUTES; m += 15) {
      const target = { washerId: washer.id, startMinutes: m };
      if (!(washer.id === washerId && m === nowMinutes) && canMove(day, job, target)) return target;
    }
  }
  throw new Error(`no free place for order ${job.orderId} on ${day.date}`);
}

async function openBoard(page: Page, date: string) {
  await page.goto(`/admin/dispatch?date=${date}&view=day`);
  await expect(page.getByTestId('dispatch-day')).toBeVisible({ timeout: 15_000 });
}

test('the board shows the day, a job opens with its door code, and the run sheet lists it', async ({
  page,
}) => {
  const order = await placeOrder(page.request, {
    isBill: true,
    contact: { name: 'Taulun Asiakas', message: 'Ovikoodi 4321, parkki pihalla' },
  });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  await openBoard(page, found.date);
  const job = page.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`);
  await expect(job).toContainText('Taulun Asiakas');
  await expect(job).toContainText('Ovikoodi 4321');
  await expect(page.getByTestId('dispatch-washer')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-dispatch-day');

  await job.click();
  const drawer = page.getByTestId('job-drawer');
  await expect(drawer).toContainText('Taulun Asiakas');
  await expect(drawer.getByTestId('job-note')).toHaveText('Ovikoodi 4321, parkki pihalla');
  await expect(drawer.getByRole('link', { name: 'Avaa tilaus' })).toHaveAttribute(
    'href',
    `/admin/order/edit/${found.orderId}`,
  );
  // Polled: while the drawer slides in, axe reads its colours half blended.
  await expect.poll(() => seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.getByRole('button', { name: 'Sulje' }).click();

  // The week view shows the same job; its day heading opens that day.
  await page.getByRole('radiogroup', { name: 'Näkymä' }).getByText('Viikko').click();
  await expect(page.getByTestId('dispatch-week')).toBeVisible();
  await expect(
    page.getByTestId(`week-${found.washerId}-${found.date}`).getByTestId('dispatch-job'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-dispatch-week');
  await page.getByRole('radiogroup', { name: 'Näkymä' }).getByText('Päivä').click();
  await expect(page.getByTestId('dispatch-day')).toBeVisible();

  // The run sheet of that washer's day, in route order. The link is found by
  // its address: reading the name from the lanes raced the switch back from
  // the week view (no lanes yet, so the last washer's name).
  const sheetLink = page
    .getByTestId('run-sheets')
    .locator(`a[href="/admin/dispatch/${found.washerId}/${found.date}/print"]`);
  const washerName = await sheetLink.textContent();
  await expect(page.getByTestId(`lane-${found.washerId}`)).toBeVisible();
  await sheetLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/dispatch/${found.washerId}/${found.date}/print$`),
  );
  const sheet = page.getByTestId('run-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Ajolista: ${washerName}`);
  await expect(sheet).toContainText('Ovikoodi 4321, parkki pihalla');
  const starts = await sheet
    .getByTestId('run-sheet-row')
    .locator('td:nth-child(2)')
    .allTextContents();
  expect(starts).toEqual(
    [...starts].sort((a, b) => a.padStart(11, '0').localeCompare(b.padStart(11, '0'))),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'admin-run-sheet');

  // In English too.
  await page.getByTestId('language-switch').first().click();
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Run sheet: ${washerName}`);
  await page.getByRole('link', { name: 'Back to the dispatch board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
  await expect(
    page.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`),
  ).toContainText('Taulun Asiakas');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('language-switch').first().click();
});

test('a job moves by keyboard and by drag and drop, and the moves persist', async ({ page }) => {
  const order = await placeOrder(page.request, {
    isBill: true,
    contact: { name: 'Siirrettävä Asiakas' },
  });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  await openBoard(page, found.date);
  const job = () => page.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`);

  // Keyboard: arrows step 15 minutes (or a washer); the ghost says whether it fits.
  await job().focus();
  const ghost = page.getByTestId('dispatch-ghost');
  let steps = 0;
  do {
    await page.keyboard.press('ArrowRight');
    steps += 1;
  } while ((await ghost.getAttribute('data-refused')) !== null && steps < 28);
  await expect(ghost).not.toHaveAttribute('data-refused');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Siirretäänkö työ?' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'Kerro asiakkaalle sähköpostilla' }),
  ).toBeChecked();
  // Polled: while the drawer slides in, axe reads its colours half blended.
  await expect.poll(() => seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Siirrä' }).click();
  await expect(dialog).toBeHidden();
  const afterKeys = await jobNow(page.request, found.date, found.orderId);
  expect(Date.parse(afterKeys!.start) - Date.parse(found.start)).toBe(steps * 15 * 60_000);
  await closeToasts(page);

  // Drag and drop to a time the board shows free, on another washer's lane if one has room
  // (other specs book the same days on a shared database, so the target is read, not assumed).
  await openBoard(page, found.date);
  await expect(job()).toBeVisible();
  const day = (await (
    await page.request.get(`/api/dispatch?date=${found.date}`)
  ).json()) as DispatchDay;
  const moving = day.washers.flatMap((w) => w.jobs).find((j) => j.orderId === found.orderId)!;
  const target = freeTarget(day, moving, afterKeys!.washerId);
  const laneBox = (await page.getByTestId(`lane-${target.washerId}`).boundingBox())!;
  const grabX = 2;
  await job().dragTo(page.getByTestId(`lane-${target.washerId}`), {
    sourcePosition: { x: grabX, y: 5 },
    targetPosition: {
      x: ((target.startMinutes - WORKDAY_START_MINUTES) / WORKDAY_MINUTES) * laneBox.width + grabX,
      y: 10,
    },
  });
  const dropDialog = page.getByRole('dialog', { name: 'Siirretäänkö työ?' });
  await expect(dropDialog).toBeVisible();
  await dropDialog.getByRole('checkbox', { name: 'Kerro asiakkaalle sähköpostilla' }).uncheck();
  await dropDialog.getByRole('button', { name: 'Siirrä' }).click();
  await expect(dropDialog).toBeHidden();
  const afterDrop = await jobNow(page.request, found.date, found.orderId);
  expect(afterDrop?.washerId).toBe(target.washerId);
  expect(Date.parse(afterDrop!.start)).toBe(
    Date.parse(targetInstant(found.date, target.startMinutes)),
  );
  await openBoard(page, found.date);
  await expect(
    page
      .getByTestId(`lane-${(await jobNow(page.request, found.date, found.orderId))!.washerId}`)
      .locator(`[data-order-id="${found.orderId}"]`),
  ).toBeVisible();
});

test("a washer's new calendar link serves their jobs as iCalendar; the old link stops", async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Asetukset' }).click();
  const row = page.getByTestId('washer-row').first();
  const name = await row.getByRole('textbox').first().inputValue();
  const make = async () => {
    await row.getByRole('button', { name: `Uusi kalenterilinkki: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Kalenterilinkki: ${name}` });
    await expect(dialog).toContainText('vanha linkki lakkaa toimimasta');
    await dialog.getByRole('button', { name: 'Tee uusi linkki' }).click();
    const url = await dialog.getByTestId('feed-url').inputValue();
    expect(url).toMatch(/\/api\/calendar-feed\/\d+\/[A-Za-z0-9_-]{43}\.ics$/);
    // Polled: while the drawer slides in, axe reads its colours half blended.
    await expect.poll(() => seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Valmis' }).click();
    return new URL(url).pathname;
  };
  const first = await make();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  const second = await make();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});

test("blocking a washer's day over a booked job asks first, listing the job", async ({ page }) => {
  const order = await placeOrder(page.request, { isBill: true });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  const cleaners = (await (await page.request.get('/api/settings/cleaners')).json()) as {
    id: number;
    calendar_id: number | null;
  }[];
  const calendarId = cleaners.find((c) => c.id === found.washerId)!.calendar_id;
  const rows = (await (await page.request.get('/api/calendar/disabled_dates')).json()) as {
    id: number;
    name: string;
  }[];
  const calendarName = rows.find((r) => r.id === calendarId)!.name;

  await page.getByRole('navigation').getByRole('link', { name: 'Kalenteri' }).click();
  const washers = page.getByRole('group', { name: 'Pesijöiden kalenterit' });
  await washers.getByRole('button', { name: calendarName }).click();
  const today = helsinkiDate(new Date());
  const months =
    (Number(found.date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(found.date.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < months; i++) {
    await page.getByRole('button', { name: 'Seuraava kuukausi' }).click();
  }
  await page
    .getByTestId('block-calendar')
    .locator(`button[data-date="${found.date}"]:not([data-outside])`)
    .click();
  await page.getByRole('button', { name: 'Lisää', exact: true }).click();
  await page.getByRole('button', { name: 'Tallenna Muutokset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estetäänkö varattujen töiden päältä?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('jobs-under-block')).toContainText(`tilaus #${found.orderId}`);
  await adminScreenshots(page, 'admin-calendar-over-jobs');
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was blocked: the job's day is still free of office blocks at its time.
  const day = (await (
    await page.request.get(`/api/dispatch?date=${found.date}`)
  ).json()) as DispatchDay;
  const washer = day.washers.find((w) => w.id === found.washerId)!;
  expect(
    washer.blocks.filter(
      (b) => b.modifier === null && b.start <= found.start && b.end > found.start,
    ),
  ).toEqual([]);
});

// Issue 23: the week readable at 1280 px, the day as a list on a phone, the office's note
// for the washer in the drawer and on the run sheet, and a washer's step on the board
// without a reload.

const noSidewaysScroll =
  'document.scrollingElement.scrollWidth <= document.scrollingElement.clientWidth';

test('the week shows each job’s time and street at 1280 px; the day is a list at 360 px without sideways scrolling', async ({
  page,
}) => {
  const street = `Viikkokatu ${Date.now() % 1000}`;
  const order = await placeOrder(page.request, {
    isBill: true,
    contact: { name: 'Viikon Asiakas', streetAddress: street },
  });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/dispatch?date=${found.date}&view=week`);
  const week = page.getByTestId('dispatch-week');
  await expect(week).toBeVisible({ timeout: 15_000 });
  const card = week.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`);
  const day = (await (
    await page.request.get(`/api/dispatch?date=${found.date}`)
  ).json()) as DispatchDay;
  const job = day.washers.flatMap((w) => w.jobs).find((j) => j.orderId === found.orderId)!;
  const clock = (instant: string) =>
    new Intl.DateTimeFormat('fi-FI', {
      timeZone: 'Europe/Helsinki',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(instant));
  await expect(card).toContainText(`${clock(job.start)}–${clock(job.end)}`);
  await expect(card).toContainText(street);
  // Nothing cut off: the card is as wide as its text, and wide enough to read.
  const fits = await card.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width >= 100,
  );
  expect(fits).toBe(true);
  // The page itself does not scroll sideways at 1280 px.
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  // A weekend day folds when no washer has anything on it, and only then.
  const weekDates = await week
    .locator('[data-testid^="week-"]')
    .evaluateAll((cells) => [
      ...new Set(cells.map((c) => c.getAttribute('data-testid')!.slice(-10))),
    ]);
  for (const date of weekDates.slice(5)) {
    const d = (await (await page.request.get(`/api/dispatch?date=${date}`)).json()) as DispatchDay;
    const isEmpty = d.washers.every((w) => w.jobs.length === 0 && w.blocks.length === 0);
    const folded = await week
      .locator(`[data-testid$="-${date}"]`)
      .first()
      .getAttribute('data-folded');
    expect(folded !== null, date).toBe(isEmpty);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'dispatch-week-23');

  // The day on a phone: a list per washer, no sideways scrolling, the job tappable.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/admin/dispatch?date=${found.date}&view=day`);
  const list = page.getByTestId('dispatch-day');
  await expect(list).toBeVisible({ timeout: 15_000 });
  const item = list.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`);
  await expect(item).toContainText(street);
  await expect(item).toContainText('Viikon Asiakas');
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'dispatch-day-23');
  await item.click();
  await expect(page.getByTestId('job-drawer')).toContainText(street);
});

test('the drawer and the run sheet show the office’s note for the washer', async ({ page }) => {
  const note = `Avain vartijalta, porttikoodi ${Date.now() % 10_000}`;
  const order = await placeOrder(page.request, {
    isBill: true,
    contact: { name: 'Huomion Asiakas', message: 'Ovikoodi 1234' },
    additionalInfo: note,
  });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  await openBoard(page, found.date);
  await page.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`).click();
  const drawer = page.getByTestId('job-drawer');
  await expect(drawer.getByTestId('job-note')).toHaveText('Ovikoodi 1234');
  await expect(drawer.getByTestId('job-washer-note')).toHaveText(note);
  // Polled: while the drawer slides in, axe reads its colours half blended.
  await expect.poll(() => seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await adminScreenshots(page, 'dispatch-drawer-23');
  await page.goto(`/admin/dispatch/${found.washerId}/${found.date}/print`);
  const row = page.getByTestId('run-sheet-row').filter({ hasText: 'Huomion Asiakas' });
  await expect(row.getByTestId('run-sheet-door-note')).toHaveText('Ovikoodi 1234');
  await expect(row.getByTestId('run-sheet-washer-note')).toContainText(note);
});

test('a washer’s step reported through the API shows on the open board without a reload', async ({
  page,
  baseURL,
  playwright,
}) => {
  const order = await placeOrder(page.request, {
    isBill: true,
    contact: { name: 'Askeleen Asiakas' },
  });
  await logIn(page);
  const found = await findJob(page.request, order.reference);
  const email = `askel-${Date.now().toString(36)}@example.fi`;
  const created = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: {
      name: 'Askel Pesijä',
      email,
      password: 'salasana-123',
      role: 'washer',
      washerId: found.washerId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openBoard(page, found.date);
  const job = page.locator(`[data-testid="dispatch-job"][data-order-id="${found.orderId}"]`);
  await expect(job).toBeVisible();
  await expect(job.getByTestId('job-progress')).toHaveCount(0);

  // The washer, on their own phone.
  const washer = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
  });
  const login = await washer.post('/api/auth/login', {
    data: { email, password: 'salasana-123' },
  });
  expect(login.status()).toBe(200);
  const step = await washer.post(`/api/my/jobs/${found.orderId}/progress`, {
    data: { step: 'on_the_way' },
  });
  expect(step.status(), await step.text()).toBe(200);
  // And a photo of the work, as the phone's camera gives it.
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 110, b: 190 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await washer.post(`/api/my/jobs/${found.orderId}/photos`, {
    multipart: { photo: { name: 'ikkuna.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await washer.dispose();

  // The board refetches by itself: the step shows as text within seconds.
  await expect(job.getByTestId('job-progress')).toHaveText('Matkalla', { timeout: 10_000 });
  await expect(job).toHaveAttribute('aria-label', /Matkalla/);
  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'dispatch-progress-23');

  // The order's page shows the photo: who took it and when, the image itself loaded.
  await page.goto(`/admin/order/edit/${found.orderId}`);
  const photos = page.getByTestId('order-photos');
  await expect(photos.getByRole('heading', { name: 'Kuvat' })).toBeVisible({ timeout: 15_000 });
  const shown = photos.getByTestId('order-photo');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Askel Pesijä');
  await expect
    .poll(() =>
      shown
        .locator('img')
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await seriousViolations(page, { include: '[data-testid="order-photos"]' })).toEqual([]);
  await adminScreenshots(page, 'order-photos-23');
});
