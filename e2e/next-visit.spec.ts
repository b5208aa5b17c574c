import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as newRequest } from '@playwright/test';
import { test } from './live-page';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { screenshotWidths } from './fixtures';
import { expectAccessibleAtWidths } from './axe';

// The next visit of a recurring order (issue 15 point 2, decision 053) in the real browser.
// A server of its own on an embedded database in a folder: recurring orders are taken under
// NOW = 23.11.2026; the server is stopped and started again with NOW = 1.2.2027, when their
// next visits are due to be proposed; its outbox worker proposes them (surviving the
// restart) and writes the proposal mails. The customer opens a proposal from its mail and
// skips it, and opens the earlier order's page and confirms the next visit there.

test.slow();
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_VISITS_PORT ?? 4913);
const base = `http://127.0.0.1:${port}`;
let dataDir = '';
let server: ChildProcess | undefined;

async function startServer(now: string) {
  // Its own embedded database in DATA_DIR, also when the other specs run on PostgreSQL: on
  // theirs, their server's worker would send this one's mails into its own folder.
  const { DATABASE_URL: _shared, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'simulator',
      NOW: now,
      ORDERS_PER_ADDRESS_PER_HOUR: '10000',
      UNPAID_ORDERS_PER_EMAIL_PER_DAY: '10000',
      ...(process.env.WEB_OUT_DIR ? { WEB_ROOT: process.env.WEB_OUT_DIR } : {}),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Every order page link in the mails to `email` (decoded as needed), oldest file first. */
async function linksTo(email: string): Promise<string[]> {
  const pattern = /\/(?:tilaus|en\/order)\/[A-Za-z0-9_-]{43}/g;
  const folder = join(dataDir, 'mail');
  const links: string[] = [];
  for (const file of (await readdir(folder).catch(() => [] as string[])).sort()) {
    const raw = await readFile(join(folder, file), 'utf8');
    if (!raw.includes(email)) continue;
    const unfolded = raw.replace(/=\r?\n/g, '');
    const decoded = [...unfolded.matchAll(/\n\n([A-Za-z0-9+/=\n]{60,})/g)]
      .map((m) => Buffer.from(m[1]!.replace(/\n/g, ''), 'base64').toString('utf8'))
      .join('\n');
    for (const found of `${unfolded}\n${decoded}`.matchAll(pattern)) {
      if (!links.includes(found[0])) links.push(found[0]);
    }
  }
  return links;
}

/** Waits until the mails to `email` link `count` distinct pages; answers the links. */
async function untilLinks(email: string, count: number): Promise<string[]> {
  for (let i = 0; i < 120; i += 1) {
    const links = await linksTo(email);
    if (links.length >= count) return links;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`fewer than ${count} order page links to ${email}`);
}

const customers = (['fi', 'en'] as const).flatMap((language) =>
  (['skip', 'confirm'] as const).map((what) => ({
    language,
    what,
    email: `visit-${what}-${language}@example.fi`,
  })),
);

test.beforeAll(async () => {
  // Two starts of an embedded database in a folder, and the worker's first rounds.
  test.setTimeout(300_000);
  dataDir = await mkdtemp(join(tmpdir(), 'next-visit-e2e-'));
  await startServer('2026-11-23T08:00:00+02:00');
  const api = await newRequest.newContext({ baseURL: base });
  const counter = counterToDomain(await (await api.get('/api/counter/1')).json());
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: counter.windows[0]!.id, amount: 4 }],
  };
  const minutes = Math.ceil(quoteOrder(counter, quantities).washingMinutes);
  const days = await api.get(`/api/calendar/validateAndGetAvailableDays/00100/${minutes}`);
  const slots = (await days.json()) as { date: string; starting: string; cleanerId: number }[];
  for (const [index, customer] of customers.entries()) {
    const slot = slots[index]!;
    const res = await api.post('/api/order', {
      data: {
        ...quantities,
        shippingDay: slot.date,
        cleanerId: slot.cleanerId,
        starting: slot.starting,
        language: customer.language,
        address: {
          ...privateContact,
          email: customer.email,
          paymentType: 'BILL',
          invoice_channel: 'email',
          repeated_order: true,
          clean_interval: 3,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await untilLinks(customer.email, 1);
  }
  await api.dispose();
  await stopServer();
  // Two months later: every next visit is due to be proposed (four weeks before).
  await startServer('2027-02-01T08:00:00+02:00');
  for (const customer of customers) await untilLinks(customer.email, 2);
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

for (const language of ['fi', 'en'] as const) {
  const t =
    language === 'fi'
      ? {
          proposal: 'Ehdotus seuraavaksi käynniksi',
          skip: 'Ohita tämä käynti',
          skipped: 'Ohitit käynnin',
          confirm: 'Vahvista käynti',
          confirmed: 'Käynti on vahvistettu',
          next: 'Seuraava käynti',
          cancelled: 'Peruttu',
          confirmedCell: 'Vahvistettu',
        }
      : {
          proposal: 'Proposal for your next visit',
          skip: 'Skip this visit',
          skipped: 'You skipped the visit',
          confirm: 'Confirm the visit',
          confirmed: 'The visit is confirmed',
          next: 'Next visit',
          cancelled: 'Cancelled',
          confirmedCell: 'Confirmed',
        };

  test(`${language}: open a proposal from its mail and skip it`, async ({ page }) => {
    const email = `visit-skip-${language}@example.fi`;
    const [, proposal] = await linksTo(email);
    await page.goto(`${base}${proposal}`);
    await expect(page.getByRole('heading', { name: t.proposal })).toBeVisible();
    await expectAccessibleAtWidths(page, `${language} proposal`);
    await screenshotWidths(page, `next-visit-proposal-${language}`);
    await page.getByRole('button', { name: t.skip }).click();
    await expect(page.getByRole('status')).toContainText(t.skipped);
    await expect(page.getByRole('cell', { name: t.cancelled })).toBeVisible();
  });

  test(`${language}: confirm the next visit on the earlier order's page`, async ({ page }) => {
    const email = `visit-confirm-${language}@example.fi`;
    const [first] = await linksTo(email);
    await page.goto(`${base}${first}`);
    await expect(page.getByRole('heading', { name: t.next })).toBeVisible();
    await expectAccessibleAtWidths(page, `${language} next visit`);
    await screenshotWidths(page, `next-visit-origin-${language}`);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('status')).toContainText(t.confirmed);
    await expect(page.getByTestId('next-visit')).toContainText(t.confirmedCell);
    // The usual confirmation mail of the visit follows, with its page's link.
    await untilLinks(email, 2);
  });
}
