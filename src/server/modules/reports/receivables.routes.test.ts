/**
 * GET receivables and POST receivables/{orderId}/reminder (issue 24 point 2): what invoice
 * orders owe today (2026-11-23), oldest due first, and the reminder mail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { receivablesSchema, type Receivable } from '#contracts/receivables.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { insertMoney, insertReportOrder } from '#server/test-support/money.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00+02:00';

describe('GET /api/receivables', () => {
  let t: TestApp;
  let admin: TestSession;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
    const { db } = t.database;
    const order = (key: string, o: Parameters<typeof insertReportOrder>[1]) =>
      insertReportOrder(db, { name: key, ...o }).then((id) => (ids[key] = id));
    // Due 2026-11-24 (job day + 14): paid 150 of 250, 100 due, not yet overdue.
    await order('Osittain', {
      created: '2026-10-20T12:00:00+03:00',
      status: 'done',
      totalCents: 25_000,
      shippingDay: '2026-11-10',
    });
    await insertMoney(db, ids.Osittain!, {
      kind: 'payment',
      amountCents: 15_000,
      onDay: '2026-11-15',
    });
    // Invoiced 1.11., due 15.11.: 8 days overdue.
    await order('Myöhässä', {
      created: '2026-10-01T12:00:00+03:00',
      totalCents: 12_000,
      shippingDay: '2026-11-02',
      invoicedOn: '2026-11-01',
      companyName: 'Myöhässä Oy',
    });
    // Due today: not overdue (0 days).
    await order('Tänään', {
      created: '2026-10-01T12:00:00+03:00',
      totalCents: 5_000,
      shippingDay: '2026-11-09',
    });
    // A mall order has no job day: its invoice day is its order day (4.11.), due 18.11.
    await order('Kauppakeskus', {
      created: '2026-11-04T09:00:00+02:00',
      totalCents: 30_000,
      mallStartingMonth: '2026-12',
      cleanerId: 9999,
    });
    // Paid, then 40 refunded: 40 due again.
    await order('Palautettu', {
      created: '2026-10-01T12:00:00+03:00',
      totalCents: 8_000,
      shippingDay: '2026-11-03',
    });
    await insertMoney(db, ids.Palautettu!, {
      kind: 'payment',
      amountCents: 8_000,
      onDay: '2026-11-05',
    });
    await insertMoney(db, ids.Palautettu!, {
      kind: 'refund',
      amountCents: 4_000,
      onDay: '2026-11-06',
    });
    // Owing nothing: paid in full, cancelled, voided, online, an unconfirmed visit.
    await order('Maksettu', {
      created: '2026-10-01T12:00:00+03:00',
      totalCents: 7_000,
      shippingDay: '2026-11-03',
    });
    await insertMoney(db, ids.Maksettu!, {
      kind: 'payment',
      amountCents: 7_000,
      onDay: '2026-11-04',
    });
    await order('Peruttu', {
      created: '2026-10-01T12:00:00+03:00',
      status: 'cancelled',
      cancelledAt: '2026-10-02T12:00:00+03:00',
      totalCents: 7_000,
      shippingDay: '2026-11-03',
    });
    await order('Mitätöity', {
      created: '2026-10-01T12:00:00+03:00',
      status: 'done',
      voidedAt: '2026-11-05T12:00:00+02:00',
      totalCents: 7_000,
      shippingDay: '2026-11-03',
    });
    await order('Verkko', {
      created: '2026-10-01T12:00:00+03:00',
      paymentType: 'online',
      totalCents: 7_000,
      shippingDay: '2026-11-03',
    });
    await order('Ehdotus', {
      created: '2026-10-01T12:00:00+03:00',
      status: 'proposed',
      totalCents: 7_000,
      shippingDay: '2027-02-03',
    });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await admin.inject({ method: 'GET', url: `/api/receivables${query}` });
    expect(res.statusCode).toBe(200);
    return receivablesSchema.parse(res.json());
  };
  const row = (
    key: string,
    amountDue: number,
    dueDate: string,
    daysOverdue: number,
  ): Receivable => ({
    orderId: ids[key]!,
    reference: expect.stringMatching(/^K-\d{4}-\d{6}$/) as unknown as string,
    customerName: key === 'Myöhässä' ? 'Myöhässä Oy' : key,
    amountDue,
    dueDate,
    daysOverdue,
  });

  it('lists what invoice orders owe, oldest due first, with the sum', async () => {
    const body = await list();
    expect(body.items).toEqual([
      row('Myöhässä', 120, '2026-11-15', 8),
      row('Palautettu', 40, '2026-11-17', 6),
      row('Kauppakeskus', 300, '2026-11-18', 5),
      row('Tänään', 50, '2026-11-23', 0),
      row('Osittain', 100, '2026-11-24', 0),
    ]);
    expect(body.total).toBe(610);
    expect(await list('?overdue=false')).toEqual(body);
  });

  it('filters those past due', async () => {
    const body = await list('?overdue=true');
    expect(body.items.map((i) => i.customerName)).toEqual([
      'Myöhässä Oy',
      'Palautettu',
      'Kauppakeskus',
    ]);
    expect(body.total).toBe(460);
  });

  it("reads the terms' days from the shop's settings", async () => {
    const { db } = t.database;
    await db.execute(
      sql`insert into shop_settings (key, value) values ('payment_terms_days', '7')`,
    );
    try {
      const body = await list('?overdue=true');
      expect(body.items.map((i) => [i.customerName, i.dueDate, i.daysOverdue])).toEqual([
        ['Myöhässä Oy', '2026-11-08', 15],
        ['Palautettu', '2026-11-10', 13],
        ['Kauppakeskus', '2026-11-11', 12],
        ['Tänään', '2026-11-16', 7],
        ['Osittain', '2026-11-17', 6],
      ]);
    } finally {
      await db.execute(sql`delete from shop_settings where key = 'payment_terms_days'`);
    }
  });

  it('refuses a filter that is not true or false', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/receivables?overdue=yes' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['overdue']);
  });

  it('answers 409 NOTHING_OWED for a paid, cancelled or online order, 404 for none', async () => {
    const remind = (id: number | string) =>
      admin.inject({ method: 'POST', url: `/api/receivables/${id}/reminder`, payload: {} });
    for (const key of ['Maksettu', 'Peruttu', 'Mitätöity', 'Verkko', 'Ehdotus']) {
      const res = await remind(ids[key]!);
      expect(res.statusCode, key).toBe(409);
      expect(res.json<{ error: string }>().error).toBe('NOTHING_OWED');
    }
    expect((await remind(999_999)).statusCode).toBe(404);
    expect((await remind('abc')).statusCode).toBe(400);
    const queued = await queryRows(
      t.database.db,
      sql`select 1 from outbox where topic = 'mail.payment_reminder'`,
    );
    expect(queued).toEqual([]);
  });
});

describe('POST /api/receivables/:orderId/reminder', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const remind = (id: number) =>
    o.session.inject({ method: 'POST', url: `/api/receivables/${id}/reminder`, payload: {} });

  it("mails the reminder in the customer's language with the order page's link, and notes it", async () => {
    const order = await o.place({ address: bill, language: 'en' });
    await o.newMails();
    const stored = await o.get(order.id);
    const res = await remind(order.id);
    expect(res.statusCode).toBe(200);
    const total = stored.total_price_after_discount;
    expect(res.json()).toEqual({
      orderId: order.id,
      amountDue: total,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reminderFee: null,
    });
    const mails = await o.newMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Payment reminder: order ${order.order_number}`);
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.text).toContain('You can pay online on your order page: http');
    expect(mail.text).toMatch(/\/en\/order\/[A-Za-z0-9_-]+/);
    expect(mail.text).not.toContain('Reminder fee');
    const history = await o.history(order.id);
    expect(history.find((e) => e.action === 'payment_reminder')).toMatchObject({
      changes: { amountDue: total, reminderFee: null },
    });
    expect(history.at(-1)).toMatchObject({
      action: 'mail_sent',
      changes: { mail: 'mail.payment_reminder' },
    });
  });

  it('adds the reminder fee when the company charges it, in Finnish', async () => {
    const order = await o.place({ address: bill });
    await o.newMails();
    await o.t.database.db.execute(
      sql`insert into shop_settings (key, value) values ('payment_reminder_fee_cents', '1000')`,
    );
    const res = await remind(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reminderFee: 10 });
    const [mail] = await o.newMails();
    expect(mail!.subject).toBe(`Maksumuistutus: tilaus ${order.order_number}`);
    expect(mail!.text).toContain('Muistutusmaksu tilausehtojen mukaan: 10,00 €');
    expect(mail!.text).toContain('Voit maksaa verkossa tilauksesi sivulla: http');
  });

  it('sends nothing when the order was paid after the reminder was queued, and 409 after', async () => {
    const order = await o.place({ address: bill });
    await o.newMails();
    const stored = await o.get(order.id);
    expect((await remind(order.id)).statusCode).toBe(200);
    await insertMoney(o.t.database.db, order.id, {
      kind: 'payment',
      amountCents: Math.round(stored.total_price_after_discount * 100),
      onDay: '2026-11-23',
    });
    expect(await o.newMails()).toEqual([]);
    const again = await remind(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('NOTHING_OWED');
  });
});
