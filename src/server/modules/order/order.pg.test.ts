import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discounts,
  orderMoney,
  orders,
  outbox,
  payments,
  washerReservations,
} from '#server/db/schema/index.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import { paymentStartBody, signedPaytrailReturn } from '#server/test-support/paytrail-returns.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Races on real PostgreSQL (PGlite has one connection, so a race there proves nothing).
describe('concurrent orders on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    requirePostgresUrl();
    t = await createTestApp();
    expect(t.database.kind).toBe('postgres');
  });
  afterAll(() => t.close());

  // Each request from its own address, as concurrent customers are (orders are rate-limited per client).
  let client = 0;
  const remoteAddress = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;
  const post = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: body,
      headers,
      remoteAddress: remoteAddress(),
    });

  it('never lets 20 concurrent orders use a code past its limit of 5', async () => {
    await t.database.db.insert(discounts).values({
      code: 'VIISI',
      type: 'percent',
      value: 20,
      limit: 5,
      fromDate: '2020-01-01',
      toDate: '2030-12-31',
    });
    const first = await orderPayload(t.app);
    const dates = await availableDates(t.app, '00100', first.quote({}).washingMinutes);
    expect(dates.length).toBeGreaterThanOrEqual(20);
    const bodies = dates.slice(0, 20).map((slot, i) => ({
      ...first.body,
      shippingDay: slot.date,
      cleanerId: slot.cleanerId,
      starting: slot.starting,
      discountCode: 'VIISI',
      address: { ...first.body.address, email: `asiakas${i}@example.fi` },
    }));
    const results = await Promise.all(bodies.map((body) => post(body)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expect(Object.keys(refused.json().fields)).toEqual(['discountCode']);
    }
    const [code] = await t.database.db.select().from(discounts).where(eq(discounts.code, 'VIISI'));
    expect(code!.applied).toBe(5);
    const [used] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.discountCode, 'VIISI'));
    expect(used!.n).toBe(5);
  });

  it('gives one time to one customer when eight order it at once', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 25 });
    const [before] = await t.database.db.select({ n: count() }).from(washerReservations);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post({ ...body, address: { ...body.address, email: `kiire${i}@example.fi` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const [after] = await t.database.db.select({ n: count() }).from(washerReservations);
    expect(after!.n).toBe(before!.n + 1);
  });

  it('creates one order for six concurrent requests with the same Idempotency-Key', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 27 });
    const [before] = await t.database.db.select({ n: count() }).from(orders);
    const headers = { 'idempotency-key': 'same-key-6-times' };
    const results = await Promise.all(Array.from({ length: 6 }, () => post(body, headers)));
    expect(new Set(results.map((r) => r.json().reference)).size).toBe(1);
    expect(results.map((r) => r.statusCode).filter((s) => s === 201)).toHaveLength(1);
    const [after] = await t.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n + 1);
  });

  it('marks a payment paid once when success pages and callbacks race', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 29 });
    const order = (await post(body)).json();
    // The simulator is reached over HTTP: the app listens for this test.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { host: 'localhost:3000' },
      payload: paymentStartBody(order, 'http://localhost:3000'),
    });
    expect(start.statusCode).toBe(200);
    const [attempt] = await t.database.db
      .select()
      .from(payments)
      .where(isNotNull(payments.transactionId));
    const params = signedPaytrailReturn(attempt!, order.reference);
    const query = new URLSearchParams(params).toString();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({
              method: 'POST',
              url: '/api/payment/success',
              payload: params,
              remoteAddress: remoteAddress(),
            })
          : t.app.inject({ method: 'GET', url: `/api/payment/callback?${query}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, order.reference));
    expect(row!.status).toBe('confirmed');
    // Ten returns of one attempt: one payment of the order's money (issue 24).
    const money = await t.database.db
      .select({ n: count() })
      .from(orderMoney)
      .where(eq(orderMoney.orderId, row!.id));
    expect(money[0]!.n).toBe(1);
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'orderId' = ${String(row!.id)}`);
    expect(mails!.n).toBe(1);
  });
});
