/**
 * Order switching (issue 15, point 6): back from the online payment to choose invoice, the
 * same browser's unpaid order is cancelled ('replaced') and its time freed in the new order's
 * transaction; nobody else's order, and no paid one, is ever touched.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments } from '#server/db/schema/index.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { orderWriteCounts, storedOrderOf } from '#server/test-support/order-rows.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('POST /api/order replacing the same browser’s unpaid order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: body,
      headers: { 'idempotency-key': key },
    });

  /** An online order awaiting payment at the `dateIndex`th offered time, and its body. */
  async function unpaidOrder(dateIndex: number, key: string) {
    const { body } = await orderPayload(t.app, { dateIndex });
    const res = await post(body, key);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('awaiting_payment');
    return { body, reference: res.json<{ reference: string }>().reference };
  }

  const asInvoice = (body: { address: object }) => ({
    ...body,
    address: { ...body.address, paymentType: 'BILL', invoice_channel: 'email' },
  });

  const statusOf = async (reference: string) => (await storedOrderOf(t.database.db, reference)).row;

  it('cancels the unpaid order, frees its time and confirms the invoice order at that time', async () => {
    const first = await unpaidOrder(0, 'attempt-online-0001');
    // Without naming the order it replaces, the customer's own order holds the time.
    const blocked = await post(asInvoice(first.body), 'attempt-invoice-0001');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe('SLOT_TAKEN');

    const before = await orderWriteCounts(t.database.db);
    const replaces = { reference: first.reference, idempotencyKey: 'attempt-online-0001' };
    const res = await post({ ...asInvoice(first.body), replaces }, 'attempt-invoice-0002');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', payment_type: 'bill' });

    const old = await statusOf(first.reference);
    expect(old).toMatchObject({ status: 'cancelled', cancelReason: 'replaced' });
    const after = await orderWriteCounts(t.database.db);
    // One new order; the old reservation gone, the new one made: one live order.
    expect(after.orders).toBe(before.orders + 1);
    expect(after.reservations).toBe(before.reservations);
    const live = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shippingDay, first.body.shippingDay), eq(orders.status, 'confirmed')));
    expect(live).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, old.id));
    expect(events.map((e) => [e.action, e.changes?.reason])).toContainEqual([
      'cancelled',
      'replaced',
    ]);
  });

  it('leaves the order alone without the key it was made with', async () => {
    const first = await unpaidOrder(1, 'attempt-online-0002');
    const replaces = { reference: first.reference, idempotencyKey: 'someone-elses-key' };
    const res = await post({ ...asInvoice(first.body), replaces }, 'attempt-invoice-0003');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('SLOT_TAKEN');
    expect((await statusOf(first.reference)).status).toBe('awaiting_payment');
  });

  it('never replaces an order with a successful or pending payment', async () => {
    const first = await unpaidOrder(2, 'attempt-online-0003');
    const old = await statusOf(first.reference);
    await t.database.db
      .insert(payments)
      .values({ orderId: old.id, stamp: 'stamp-replace-1', amountCents: 100, status: 'pending' });
    const replaces = { reference: first.reference, idempotencyKey: 'attempt-online-0003' };
    const res = await post({ ...asInvoice(first.body), replaces }, 'attempt-invoice-0004');
    expect(res.statusCode).toBe(409);
    expect((await statusOf(first.reference)).status).toBe('awaiting_payment');
  });

  it('keeps the unpaid order when the new one is refused (one transaction)', async () => {
    const first = await unpaidOrder(3, 'attempt-online-0004');
    const replaces = { reference: first.reference, idempotencyKey: 'attempt-online-0004' };
    const before = await orderWriteCounts(t.database.db);
    const res = await post(
      { ...asInvoice(first.body), replaces, discountCode: 'NO-SUCH-CODE' },
      'attempt-invoice-0005',
    );
    expect(res.statusCode).toBe(400);
    expect((await statusOf(first.reference)).status).toBe('awaiting_payment');
    expect(await orderWriteCounts(t.database.db)).toEqual(before);
  });

  it('refuses a malformed replaces naming the field', async () => {
    const { body } = await orderPayload(t.app, { dateIndex: 4 });
    const replaces = { reference: 'x', idempotencyKey: 'short' };
    const res = await post({ ...body, replaces }, 'attempt-invalid-0001');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['replaces.reference', 'replaces.idempotencyKey']),
    );
  });
});
