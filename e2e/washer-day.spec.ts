import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { MyJob } from '#contracts/washer-day.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { baseURL } from '../playwright.config';
import { adminScreenshots, logIn } from './admin-fixtures';
import { seriousViolations } from './axe';
import { serverNow } from './server-time';

// The washer's day on the phone (issue 23 points 3, 5 and the run sheet of point 6): an admin
// makes a washer, their user and their jobs through the API; the washer signs in at 360 px,
// lands on their day, reports each step, adds a photo, cannot reach prices or users, installs
// the page and keeps working without network.

test.slow();
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 800 } });

const password = 'pesijan-salasana-1';
const officeNote = 'Avain vartijalta, porttikoodi 4455';

interface Setup {
  washerId: number;
  email: string;
  today: string;
  jobs: { first: number; second: number; third: number; later: number };
  street: string;
}
let setup: Setup;

/** A small valid PNG (solid colour), made here: what a phone's camera would send. */
function smallPng(width = 24, height = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The admin's side: a new washer, their user, and jobs today (three) and tomorrow (one). */
async function prepare(browser: Browser): Promise<Setup> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin);
  const headers = { origin: baseURL };
  const api = admin.request;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const washerName = `Pesijä ${stamp}`;

  const cleaners = (await (await api.get('/api/settings/cleaners')).json()) as {
    id: number;
    name: string;
    address: string;
    maintain_group_id: number | null;
    postalAreas: number[];
  }[];
  // A new washer is picked from the ERP's maintainers that have none yet.
  const suggestions = (await (await api.get('/api/settings/suggestions')).json()) as {
    id: number;
  }[];
  expect(suggestions.length, 'a maintainer without a washer').toBeGreaterThan(0);
  const maintainer = suggestions[Math.floor(Math.random() * suggestions.length)]!.id;
  const saved = await api.post('/api/settings/cleaners', {
    headers,
    data: [
      ...cleaners.map(({ id, name, address, maintain_group_id, postalAreas }) => ({
        id,
        name,
        address,
        maintain_group_id,
        postalAreas,
      })),
      {
        name: washerName,
        address: 'Varasto 1, Helsinki',
        maintain_group_id: maintainer,
        postalAreas: [],
      },
    ],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const washerId = ((await saved.json()) as { id: number; name: string }[]).find(
    (c) => c.name === washerName,
  )!.id;

  const email = `pesija-${stamp}@example.fi`;
  const user = await api.post('/api/auth/register', {
    headers,
    data: { name: washerName, email, password, role: 'washer', washerId },
  });
  expect(user.status(), await user.text()).toBe(201);

  const counter = counterToDomain(await (await api.get('/api/counter/1')).json());
  const today = helsinkiDate(serverNow());
  const street = `Pesijänkatu ${stamp.slice(-3)} B 7`;
  async function book(day: string, time: string, message: string, note: string | null) {
    const res = await api.post('/api/order/staff', {
      headers,
      data: {
        windows: [{ windowId: counter.windows[0]!.id, amount: 3 }],
        balconyGlassAmount: 2,
        cleanerId: washerId,
        start: helsinkiInstant(day, time).toISOString(),
        notifyCustomer: false,
        language: 'fi',
        address: {
          ...privateContact,
          name: `Asiakas ${time}`,
          streetAddress: street,
          message,
          paymentType: 'BILL',
          invoice_channel: 'email',
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    if (note) {
      const stored = (await (await api.get(`/api/order/${id}`)).json()) as {
        shipping_day: string;
        customer_id: { name: string; phone: string; email: string };
        addresses: unknown[];
      };
      const put = await api.put(`/api/order/${id}`, {
        headers,
        data: {
          id,
          shipping_day: stored.shipping_day,
          customer_id: stored.customer_id,
          addresses: stored.addresses,
          additional_info: note,
        },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
    return id;
  }
  const jobs = {
    first: await book(today, '08:00', 'Ovikoodi 1234', officeNote),
    second: await book(today, '11:00', 'Koira pihalla', null),
    third: await book(today, '14:00', 'Soita ovella', null),
    later: await book(addDays(today, 1), '09:00', 'Huomisen ovikoodi 9', null),
  };
  await context.close();
  return { washerId, email, today, jobs, street };
}

async function signInAsWasher(page: Page) {
  if (process.env.E2E_NOW) await page.clock.setFixedTime(serverNow());
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Sähköposti', exact: true }).fill(setup.email);
  await page.getByRole('textbox', { name: 'Salasana', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/my-day$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Oma päivä' })).toBeVisible({
    timeout: 15_000,
  });
}

const card = (page: Page, orderId: number) =>
  page.locator(`[data-testid="my-job"][data-order-id="${orderId}"]`);

test.beforeAll(async ({ browser }) => {
  setup = await prepare(browser);
});

test('a washer signs in to their day, reports each step with a photo, and reaches nothing else', async ({
  page,
}) => {
  await signInAsWasher(page);

  // Today's jobs in time order, then the coming days; the office's note and the door code.
  const today = page.getByTestId('my-day-today');
  await expect(today.getByTestId('my-job')).toHaveCount(3);
  const ids = await today
    .getByTestId('my-job')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-order-id'))));
  expect(ids).toEqual([setup.jobs.first, setup.jobs.second, setup.jobs.third]);
  await expect(page.getByTestId('my-day-coming')).toContainText('Huomisen ovikoodi 9');
  const first = card(page, setup.jobs.first);
  await expect(first.getByTestId('job-office-note')).toHaveText(officeNote);
  await expect(first).toContainText('Ovikoodi 1234');
  await expect(first).toContainText('Lasku');
  await expect(first.getByRole('link', { name: /^Soita/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  const map = first.getByTestId('job-map-link');
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  expect(decodeURIComponent((await map.getAttribute('href'))!)).toContain(setup.street);
  // The coming day's job cannot be started yet.
  const later = card(page, setup.jobs.later);
  await expect(later.getByRole('button', { name: 'Aloitettu' })).toHaveCount(0);
  await expect(later).toContainText('Toimenpiteet avautuvat työn päivänä.');

  // The menu holds only the washer's day (and the profile below it).
  const menu = page.getByRole('navigation', { name: 'Hallinnan valikko' });
  await expect(menu.getByRole('link')).toHaveCount(1);
  await expect(menu.getByRole('link')).toHaveAttribute('href', '/admin/my-day');

  expect(await seriousViolations(page)).toEqual([]);
  await adminScreenshots(page, 'washer-day');

  // On my way (the customer told by mail: ticked by default), started, a photo, done.
  await expect(
    first.getByRole('checkbox', { name: 'Kerro asiakkaalle sähköpostilla' }),
  ).toBeChecked();
  await first.getByRole('button', { name: 'Matkalla' }).click();
  await expect(first.getByTestId('job-progress')).toHaveText('Matkalla');
  await first.getByRole('button', { name: 'Aloitettu' }).click();
  await expect(first.getByTestId('job-progress')).toHaveText('Aloitettu');
  await first.getByTestId('job-photo-input').setInputFiles({
    name: 'ikkuna.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  await expect(page.getByText('Kuva lisätty')).toBeVisible();
  await first.getByRole('button', { name: 'Valmis' }).click();
  const doneDialog = page.getByRole('dialog', { name: 'Merkitse työ valmiiksi' });
  await doneDialog.getByLabel('Huomautus (valinnainen)').fill('Kaikki ikkunat pesty');
  // (Polled: while the dialog fades in, axe reads its colours half blended.)
  await expect.poll(() => seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await doneDialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(first.getByTestId('job-progress')).toHaveText('Valmis');
  await expect(first.getByRole('button', { name: 'Valmis' })).toHaveCount(0);

  // A file that is not an image: the server's 415 in the washer's language.
  await first.getByTestId('job-photo-input').setInputFiles({
    name: 'kuva.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(page.getByText('Tiedosto ei ole kuva.', { exact: false })).toBeVisible();

  // The second job: customer not home.
  const second = card(page, setup.jobs.second);
  await second.getByRole('button', { name: 'Ei voitu tehdä' }).click();
  const notDone = page.getByRole('dialog', { name: 'Työtä ei voitu tehdä' });
  await expect(notDone.getByRole('button', { name: 'Tallenna' })).toBeDisabled();
  await notDone.getByRole('radio', { name: 'Asiakas ei kotona' }).check();
  await notDone.getByLabel('Huomautus').fill('Soitin kahdesti');
  await notDone.getByRole('button', { name: 'Tallenna' }).click();
  await expect(second.getByTestId('job-progress')).toHaveText('Ei voitu tehdä');
  for (const step of ['Matkalla', 'Aloitettu', 'Valmis', 'Ei voitu tehdä']) {
    await expect(second.getByRole('button', { name: step, exact: true })).toHaveCount(0);
  }

  // What the server keeps.
  const mine = (await (
    await page.request.get(`/api/my/jobs?from=${setup.today}&to=${setup.today}`)
  ).json()) as MyJob[];
  const progress = Object.fromEntries(mine.map((j) => [j.orderId, [j.progress, j.status]]));
  expect(progress[setup.jobs.first]).toEqual(['done', 'done']);
  expect(progress[setup.jobs.second]).toEqual(['not_done', 'needs_new_time']);

  // Prices and users are out of reach by address too: "not allowed", and a way home.
  for (const address of ['/admin/counter/list', '/admin/user/list', '/admin/dispatch']) {
    await page.goto(address);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await page.getByTestId('not-allowed').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/my-day$/);
  expect((await page.request.get('/api/counter')).status()).toBe(403);
  expect((await page.request.get('/api/users')).status()).toBe(403);

  // The run sheet opens on the phone: their own, not another washer's.
  await page.goto(`/admin/dispatch/${setup.washerId}/${setup.today}/print`);
  await expect(page.getByTestId('run-sheet-row')).toHaveCount(3);
  await expect(page.getByTestId('run-sheet')).toContainText('Ovikoodi 1234');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/admin/dispatch/${setup.washerId + 1000}/${setup.today}/print`);
  await expect(page.getByRole('alert')).toHaveText('Voit avata vain oman ajolistasi.');
});

test('the washer installs their day, and it keeps working without network', async () => {
  // A profile of its own: Chromium never offers to install from an incognito context,
  // which is what a test's ordinary context is ("in-incognito").
  const profile = mkdtempSync(path.join(tmpdir(), 'washer-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    baseURL,
    viewport: { width: 360, height: 800 },
  });
  test.info().attach('profile', { body: profile });
  const page = context.pages()[0] ?? (await context.newPage());
  await signInAsWasher(page);

  // Chromium's own verdict: installable (manifest, icons, start URL, scope).
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((e) => e.errorId);
    })
    .toEqual([]);

  // The service worker controls the page; a load under it keeps the shell and the list.
  // Signed in at /admin (outside the worker's scope /admin/), the page is not controlled
  // until it is loaded again; the worker has kept the list's copy already.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        'navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === "activated")',
      ),
    )
    .toBe(true);
  await page.reload();
  const third = card(page, setup.jobs.third);
  await expect(third).toBeVisible();
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'))
    .toBe(true);
  await expect(page.getByTestId('my-day-saved-copy')).toHaveCount(0);

  // The network drops: the list stays readable, even after a reload, and says it is a copy.
  await context.setOffline(true);
  await expect(page.getByTestId('my-day-offline')).toBeVisible();
  await page.reload();
  await expect(third).toBeVisible({ timeout: 15_000 });
  await expect(card(page, setup.jobs.first).getByTestId('job-office-note')).toHaveText(officeNote);
  // (Chromium's offline emulation leaves navigator.onLine true in a reloaded page: the
  // saved copy's note is what says it.)
  await expect(page.getByTestId('my-day-saved-copy')).toContainText('tallennettu kopio');

  // An action taken offline waits, visibly, and survives a reload.
  await third.getByRole('button', { name: 'Matkalla' }).click();
  await expect(third.getByTestId('job-waiting')).toHaveText('Odottaa verkkoa: Matkalla');
  await expect(third.getByTestId('job-progress')).toHaveText('Matkalla');
  await page.reload();
  await expect(card(page, setup.jobs.third).getByTestId('job-waiting')).toHaveText(
    'Odottaa verkkoa: Matkalla',
  );
  await adminScreenshots(page, 'washer-day-offline');

  // The network is back: the step is sent, the saved-copy note goes.
  await context.setOffline(false);
  await expect(card(page, setup.jobs.third).getByTestId('job-waiting')).toHaveCount(0, {
    timeout: 25_000,
  });
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/my/jobs?from=${setup.today}&to=${setup.today}`);
      const jobs = (await res.json()) as MyJob[];
      return jobs.find((j) => j.orderId === setup.jobs.third)?.progress;
    })
    .toBe('on_the_way');
  await expect(page.getByTestId('my-day-saved-copy')).toHaveCount(0, { timeout: 15_000 });

  // Logging out deletes the saved copy of the washer's jobs, and an answer still on its way
  // then is not kept after it: the worker's network holds its answers back (a gate the test
  // opens) while a list is asked for, and the washer logs out before it arrives.
  expect(await page.evaluate<boolean>("caches.has('admin-data-v1')")).toBe(true);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = globalThis as typeof globalThis & { openGate?: () => void };
    const network = scope.fetch.bind(scope);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    scope.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await network(...args);
      await gate;
      return res;
    };
    scope.openGate = () => ((scope.fetch = network), open());
  });
  const late = page.evaluate(
    (url) => fetch(url).then((res) => res.status),
    `/api/my/jobs?from=${setup.today}&to=${setup.today}`,
  );
  await page.getByRole('button', { name: 'Avaa tai sulje valikko' }).click();
  await page.getByTestId('logout').filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => page.evaluate<boolean>("caches.has('admin-data-v1')")).toBe(false);
  await worker.evaluate('self.openGate()');
  expect(await late).toBe(200);
  expect(await page.evaluate<boolean>("caches.has('admin-data-v1')")).toBe(false);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
