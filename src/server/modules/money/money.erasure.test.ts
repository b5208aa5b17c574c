/**
 * The customer's erasure (decision 038) and the order's money (issue 24): a note staff typed
 * on a payment or a refund may name the customer and goes with the personal data; the
 * amounts, days and methods stay for the bookkeeping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { testAdmin } from '#server/test-support/admin-session.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe("the money of an erased customer's order", () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  it('keeps the amounts and drops the notes', async () => {
    const order = await o.place({ address: bill, dateIndex: 0 });
    const total = (await o.get(order.id)).total_price_after_discount;
    const paid = await o.act(order.id, 'payments', {
      amount: total,
      paidOn: '2026-11-23',
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refunded = await o.act(order.id, 'refunds', {
      amount: 10,
      refundedOn: '2026-11-23',
      note: 'Palautettu Aino Asiakkaalle käteisenä',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const erased = await o.session.inject({
      method: 'POST',
      url: '/api/customers/erase',
      payload: { email: order.customer_email, currentPassword: testAdmin.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await queryRows<{ kind: string; amount_cents: number; note: string | null }>(
      o.t.database.db,
      `select kind, amount_cents, note from order_money where order_id = ${order.id} order by id`,
    );
    expect(rows).toEqual([
      { kind: 'payment', amount_cents: Math.round(total * 100), note: null },
      { kind: 'refund', amount_cents: 1000, note: null },
    ]);
  });
});
