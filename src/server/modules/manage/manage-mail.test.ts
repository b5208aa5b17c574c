/**
 * The confirmation mail as the customer gets it without SMTP (.eml in DATA_DIR/mail): the
 * order page's link in the order's language, and the job as a text/calendar attachment
 * (decision 049). The link's token opens the order page; the database keeps only its hash.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { orders, outbox } from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#server/db/test-database.ts';
import { counterOf, mallOrderBody, orderPayload } from '#server/test-support/checkout.ts';
import { parseMail } from '#server/test-support/smtp.ts';
import { hashManageToken } from './manage-token';

const bill = { paymentType: 'BILL', invoice_channel: 'email' };
const publicUrl = 'https://ikkunat.example.fi';

describe('the confirmation mail links the order page and carries the calendar file', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'manage-mail-test-'));
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
    });
    app = await buildApp(config, {
      database,
      clock: { now: () => new Date('2026-11-23T06:00:00Z') },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function orderAndReadMail(language: 'fi' | 'en', dateIndex: number) {
    const { body, slot } = await orderPayload(app, {
      address: bill,
      dateIndex,
      extra: { language },
    });
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode).toBe(201);
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const folder = join(dataDir, 'mail');
    const files = (await readdir(folder)).sort();
    const mail = await parseMail(await readFile(join(folder, files.at(-1)!), 'utf8'));
    return { mail, slot, reference: res.json<{ reference: string }>().reference };
  }

  for (const [language, path, dateIndex] of [
    ['fi', '/tilaus/', 0],
    ['en', '/en/order/', 1],
  ] as const) {
    it(`in ${language}: ${path}<token> and one VEVENT at the job's time and address`, async () => {
      const { mail, slot } = await orderAndReadMail(language, dateIndex);
      const pattern = new RegExp(`${publicUrl}${path}([A-Za-z0-9_-]{43})`);
      const token = pattern.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      expect(mail.html).toContain(`${publicUrl}${path}${token}`);
      // Only the hash is stored, and the link opens the order.
      const stored = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.manageTokenHash, hashManageToken(token!)));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(await database.db.select().from(orders))).not.toContain(token);
      // Nor does the delivered message keep it.
      expect(JSON.stringify(await database.db.select().from(outbox))).not.toContain(token);
      const page = await app.inject({ method: 'GET', url: `/api/manage/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.json<{ language: string }>().language).toBe(language);

      // The file is a message as on the wire: every line ends in CRLF (RFC 5322 2.1), and
      // the seller's footer follows RFC 3676's separator line, dash dash space.
      expect(mail.raw).not.toMatch(/(^|[^\r])\n/);
      expect(mail.raw).not.toMatch(/\r(?!\n)/);
      expect(mail.raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
      expect(mail.text).toMatch(/\n-- \nIkkunanpesu Oy, /);
      expect(mail.text).not.toMatch(/^--$/m);
      // The iMIP part (RFC 6047) and the same file attached.
      expect(mail.calendar?.method).toBe('REQUEST');
      expect(mail.attachments.map((a) => [a.contentType, a.disposition])).toEqual([
        ['text/calendar', undefined],
        ['application/ics', 'attachment'],
      ]);
      expect(mail.attachments[1]!.content).toBe(mail.calendar!.content);
      const events = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getAllSubcomponents(
        'vevent',
      );
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]);
      const start = helsinkiInstant(slot.date, slot.starting);
      expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
      expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(start.getTime());
      expect(event.location).toBe('Mannerheimintie 1, 00100 Helsinki');
      expect(event.summary).toBe(language === 'fi' ? 'Ikkunanpesu' : 'Window cleaning');
      expect(event.description).toMatch(
        language === 'fi' ? /Ikkunanpesijä: \S+/ : /Window cleaner: \S+/,
      );
    });
  }

  it('a mall order: the link, and no calendar file (a month has no time)', async () => {
    const display = findDisplayWindow(await counterOf(app))!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/mallorder',
      payload: mallOrderBody(display.id),
    });
    expect(res.statusCode).toBe(201);
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const folder = join(dataDir, 'mail');
    const files = (await readdir(folder)).sort();
    const mail = await parseMail(await readFile(join(folder, files.at(-1)!), 'utf8'));
    const token = new RegExp(`${publicUrl}/tilaus/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.attachments).toEqual([]);
    expect(mail.calendar).toBeNull();
    // Nothing to move and no calendar file: the mail offers neither (issue 28 point 8).
    // (The terms further down speak of moving orders in general: the sentence is what counts.)
    for (const body of [mail.text, mail.html]) {
      const sentence = /Tilauksesi omalla sivulla[^\n<]*/.exec(body)?.[0] ?? '';
      expect(sentence).toContain('Tilauksesi omalla sivulla näet tilauksen tiedot ja voit perua');
      expect(sentence).not.toMatch(/siirt|kalenteri/i);
    }
    const page = await app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(page.json<{ start: string | null; canMove: boolean }>()).toMatchObject({
      start: null,
      canMove: false,
    });
    // The page's calendar file is not there for it, and a move is refused, changing nothing.
    const ics = await app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
    expect(ics.statusCode).toBe(404);
    expect(ics.headers['content-type']).toMatch(/^application\/json/);
    const move = await app.inject({
      method: 'POST',
      url: `/api/manage/${token}/reschedule`,
      payload: { cleanerId: 1, start: '2027-03-02T07:00:00.000Z' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
    const after = await app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(after.json()).toEqual(page.json());
  });
});
