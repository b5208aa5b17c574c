import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { discounts, orders, washerReservations } from '#server/db/schema/index.ts';
import { counterOf, mallOrderBody, orderPayload } from '#server/test-support/checkout.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

// Issue 12 point 7: per client address 10 orders an hour (both kinds together), per e-mail
// address 3 orders a day not yet paid nor cancelled; a refused order writes nothing.
describe('order limits per client address and per e-mail address', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let displayId: number;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { ORDERS_PER_ADDRESS_PER_HOUR: '10', UNPAID_ORDERS_PER_EMAIL_PER_DAY: '3' },
    });
    displayId = findDisplayWindow(await counterOf(t.app))!.id;
  });
  afterAll(() => t.close());
  // Each test starts in a new day, so no earlier test's orders count.
  beforeEach(() => clock.advance(dayMs + hourMs));

  /** A shopping centre's package order (books no washer): the cheapest order to repeat. */
  const mallOrder = (
    email: string,
    from: string,
    options: { paymentType?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mallorder',
      remoteAddress: from,
      headers: options.headers,
      payload: mallOrderBody(displayId, { email, paymentType: options.paymentType }),
    });
  const newAddress = () => `203.0.113.${++address}`;

  const state = async () => {
    const db = t.database.db;
    const [o] = await db.select({ n: count() }).from(orders);
    const [r] = await db.select({ n: count() }).from(washerReservations);
    const codes = await db.select({ applied: discounts.applied }).from(discounts);
    return { orders: o!.n, reservations: r!.n, applied: codes.map((c) => c.applied) };
  };

  it('takes 10 orders of both kinds from one address in an hour; the 11th is refused and writes nothing', async () => {
    const from = '198.51.100.1';
    for (let i = 0; i < 8; i++) {
      const res = await mallOrder(`osoite${i}@example.fi`, from);
      expect(res.statusCode, `order ${i + 1}`).toBe(201);
    }
    const { body } = await orderPayload(t.app, { address: { email: 'tavallinen@example.fi' } });
    const normal = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: from,
      payload: body,
    });
    expect(normal.statusCode).toBe(201);
    const key = { 'idempotency-key': 'tenth-order-of-the-hour' };
    const tenth = await mallOrder('kymmenes@example.fi', from, { headers: key });
    expect(tenth.statusCode).toBe(201);

    // A retry of the tenth (same Idempotency-Key) answers it again: not a new order.
    const retry = await mallOrder('kymmenes@example.fi', from, { headers: key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().reference).toBe(tenth.json().reference);

    const before = await state();
    const withCode = await orderPayload(t.app, {
      dateIndex: 1,
      address: { email: 'yhdestoista@example.fi' },
      extra: { discountCode: 'demo10' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: from,
      payload: withCode.body,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Liian monta pyyntöä, odota hetki',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const mall = await mallOrder('yhdestoista@example.fi', from, {
      headers: { 'accept-language': 'en' },
    });
    expect(mall.statusCode).toBe(429);
    expect(mall.json().message).toBe('Too many requests, please wait a moment');
    // No order, no reservation, no use of the code.
    expect(await state()).toEqual(before);

    // Another address is not affected; the next hour the first one may order again.
    expect((await mallOrder('muualta@example.fi', '198.51.100.2')).statusCode).toBe(201);
    clock.advance(retryAfter * 1000);
    expect((await mallOrder('seuraava-tunti@example.fi', from)).statusCode).toBe(201);
  });

  it('takes 3 unpaid orders of one e-mail address in a day; paid and cancelled ones do not count', async () => {
    const email = 'sama@example.fi';
    const references: string[] = [];
    for (const paymentType of ['BILL', 'ONLINE', 'BILL']) {
      const res = await mallOrder(email, newAddress(), { paymentType });
      expect(res.statusCode).toBe(201);
      references.push(res.json().reference);
    }
    const before = await state();
    const fourth = await mallOrder(email, newAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      error: 'RATE_LIMITED',
      fields: { 'address.email': expect.any(String) },
    });
    expect(fourth.json().message).toMatch(/^Liian monta pyyntöä, odota hetki: address\.email: /);
    // Letter case and the other order kind do not get round it.
    const { body } = await orderPayload(t.app, { address: { email: 'SAMA@Example.fi' } });
    const normal = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: newAddress(),
      payload: body,
    });
    expect(normal.statusCode).toBe(429);
    expect(await state()).toEqual(before);

    // Paid (the online one) and cancelled orders no longer count.
    await t.database.db.execute(
      sql`insert into order_money (order_id, kind, amount_cents, on_day, method)
          select id, 'payment', total_price_after_discount_cents, '2026-11-23', 'online'
          from orders where reference = ${references[1]!}`,
    );
    expect((await mallOrder(email, newAddress())).statusCode).toBe(201);
    expect((await mallOrder(email, newAddress())).statusCode).toBe(429);
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.reference, [references[0]!]));
    expect((await mallOrder(email, newAddress())).statusCode).toBe(201);
    expect((await mallOrder(email, newAddress())).statusCode).toBe(429);

    // A day after the oldest counted order, it stops counting.
    const refused = await mallOrder(email, newAddress());
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(dayMs / 1000);
    clock.advance(retryAfter * 1000);
    expect((await mallOrder(email, newAddress())).statusCode).toBe(201);
  });

  it('counts a refused or failed order nowhere: a taken time does not use up the hour', async () => {
    const from = '198.51.100.77';
    const { body } = await orderPayload(t.app, { address: { email: 'aika@example.fi' } });
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/order', remoteAddress: from, payload: body });
    expect((await post()).statusCode).toBe(201);
    // The same time again is taken (409) ten times: none of them is an order.
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(409);
    for (let i = 0; i < 9; i++) {
      expect((await mallOrder(`viela${i}@example.fi`, from)).statusCode, `order ${i + 2}`).toBe(
        201,
      );
    }
    expect((await mallOrder('liikaa@example.fi', from)).statusCode).toBe(429);
  });
});
