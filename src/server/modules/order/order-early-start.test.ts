import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/calendar/local-date.ts';
import { companyContact, privateContact } from '#contracts/contact-form.fixture.ts';
import { contactFormBaseSchema } from '#contracts/contact-form.ts';
import { orders } from '#server/db/schema/index.ts';
import { availableDates, counterOf, orderPayload } from '#server/test-support/checkout.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { sampleQuantities } from '#server/test-support/checkout.ts';

// Ordered on Thursday 26 November 2026 in Helsinki: the period's last day is 10 December.
const now = '2026-11-26T10:00:00+02:00';
const lastDayWithin = '2026-12-10';
const bill = { paymentType: 'BILL', invoice_channel: 'email' };

// Issue 15 point 4, decision 050: a consumer's job within the 14-day withdrawal period.
describe('POST /api/order and the request to start within the withdrawal period', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let dateIndexes: { within: number; lastWithin: number; after: number };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ now, env: { SMTP_URL: smtp.url } });
    const config = await counterOf(t.app);
    const minutes = quoteOrder(config, sampleQuantities(config)).washingMinutes;
    const dates = (await availableDates(t.app, privateContact.postalCode, minutes)).map(
      (d) => d.date,
    );
    dateIndexes = {
      within: 0,
      lastWithin: dates.lastIndexOf(lastDayWithin),
      after: dates.findIndex((d) => d > lastDayWithin),
    };
    expect(dates[0]! <= lastDayWithin).toBe(true);
    expect(dateIndexes.lastWithin).toBeGreaterThan(0);
    expect(dates[dateIndexes.after]).toBe(dates.find((d) => d >= addDays(lastDayWithin, 1)));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = async (dateIndex: number, address: Record<string, unknown>) => {
    const { body } = await orderPayload(t.app, { dateIndex, address });
    return t.app.inject({ method: 'POST', url: '/api/order', payload: body });
  };
  const orderCount = async () => (await t.database.db.select().from(orders)).length;
  /** The contact page maps `address.<field>` to its box (use-submit-order.ts): only those. */
  const contactPageFields = new Set(
    Object.keys(contactFormBaseSchema.shape).map((field) => `address.${field}`),
  );

  it.each([
    ['the first free day', 'within'],
    ['the 14th day after the order day', 'lastWithin'],
  ] as const)(
    'refuses %s without the request, naming the field in both languages',
    async (_, at) => {
      const before = await orderCount();
      const res = await post(dateIndexes[at], { ...bill, early_start: false });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.fields['address.early_start']).toMatch(/14 päivän peruuttamisajan/);
      expect(Object.keys(body.fields)).toEqual(['address.early_start']);
      const { body: payload } = await orderPayload(t.app, {
        dateIndex: dateIndexes[at],
        address: { ...bill },
        extra: { language: 'en' },
      });
      delete (payload.address as Record<string, unknown>).early_start;
      const en = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: payload,
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(400);
      expect(
        (en.json() as { fields: Record<string, string> }).fields['address.early_start'],
      ).toMatch(/14-day withdrawal period/);
      expect(await orderCount()).toBe(before);
    },
  );

  it.each([
    ['fi', /sähköposti/i],
    ['en', /e-?mail/i],
  ] as const)(
    'names only fields the contact page maps, several at once, in %s',
    async (language, message) => {
      const { body: payload } = await orderPayload(t.app, {
        dateIndex: dateIndexes.within,
        address: { ...bill, early_start: false, email: 'not an address', terms: false },
        extra: { language },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      const { fields } = res.json<{ fields: Record<string, string> }>();
      expect(Object.keys(fields).length).toBeGreaterThan(1);
      for (const [field, text] of Object.entries(fields)) {
        expect(contactPageFields.has(field), field).toBe(true);
        // A sentence for the customer, never a key or a field name.
        expect(text, field).not.toMatch(/^validation\.|address\.|_/);
      }
      expect(fields['address.email']).toBeTruthy();
      expect(fields['address.terms']).toBeTruthy();
      expect(fields['address.email']).toMatch(message);
    },
  );

  it('takes a day after the period without the request, stored as not asked', async () => {
    const res = await post(dateIndexes.after, { ...bill, early_start: false });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .orderBy(orders.id)
      .limit(1)
      .offset((await orderCount()) - 1);
    expect(row!.earlyStartRequested).toBe(false);
  });

  it('takes a company order within the period without it (no withdrawal right)', async () => {
    const res = await post(dateIndexes.within, { ...companyContact, ...bill, early_start: false });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('stores the request and says it in the confirmation mail', async () => {
    smtp.received.length = 0;
    await t.app.outbox.drain();
    smtp.received.length = 0;
    const res = await post(dateIndexes.within, { ...bill, early_start: true });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db.select().from(orders).orderBy(orders.id);
    expect(rows.at(-1)!.earlyStartRequested).toBe(true);
    await t.app.outbox.drain();
    const mail = await parseMail(smtp.received.at(-1)!.raw);
    expect(mail.text).toContain('Aloitus peruuttamisaikana');
    expect(mail.text).toContain('maksat jo tehdystä työstä');
    // The seller's facts at the bottom of every mail (from the settings' defaults).
    expect(mail.text).toMatch(
      /Ikkunanpesu Oy, Y-tunnus 2077474-0\r?\nFleminginkatu 12, 00530 Helsinki/,
    );
    expect(mail.text).toContain('/ehdot');
    expect(mail.html).toContain('Y-tunnus 2077474-0');
  });
});
