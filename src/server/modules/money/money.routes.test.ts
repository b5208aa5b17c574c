/**
 * The order's money apart from its job (issue 24) on a real app and database: the money
 * fields of GET order/{id} and GET order, POST order/{id}/payments and refunds with their
 * refusals, DELETE refused for what must be kept (ORDER_KEPT) and POST order/{id}/void.
 * NOW is Monday 23.11.2026 08:00 Helsinki.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '#contracts/order-admin.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { queryRows } from '#server/db/client.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

const today = '2026-11-23';

describe('the money of an order', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const pay = (id: number, body: object) => o.act(id, 'payments', body);
  const refund = (id: number, body: object) => o.act(id, 'refunds', body);
  const fieldsOf = (res: { json: () => unknown }) =>
    Object.keys((res.json() as { fields?: object }).fields ?? {});
  const listed = async (query = '') => {
    const res = await o.session.inject({ method: 'GET', url: `/api/order${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<OrderListResponse>();
  };
  const rowOf = async (id: number, query = '') =>
    (await listed(query)).orders.find((r) => r.id === id);
  /** Marks the job done on its own day, then puts the clock back. */
  async function markDone(id: number) {
    const before = o.clock.now();
    o.clock.set(o.at((await o.get(id)).shipping_day!, '15:00'));
    await o.advance(0);
    const done = await o.act(id, 'mark-done');
    expect(done.statusCode).toBe(200);
    o.clock.set(before);
    await o.advance(0);
  }

  it('says an invoice is unpaid with its total due and its due date, in the order and the list', async () => {
    const order = await o.place({ address: bill, dateIndex: 0 });
    const stored = await o.get(order.id);
    const total = stored.total_price_after_discount;
    expect(stored).toMatchObject({
      status: 'confirmed',
      cancellation_charge: null,
      payment_status: 'unpaid',
      amount_paid: 0,
      amount_due: total,
      // 14 days net from the invoice day, which is the job's day.
      due_date: addDays(stored.shipping_day!, 14),
      money: [],
    });
    expect(await rowOf(order.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'unpaid',
      amount_paid: 0,
      amount_due: total,
      due_date: addDays(stored.shipping_day!, 14),
    });
    // An online order has no due date.
    const online = await o.place({ dateIndex: 1 });
    expect(await o.get(online.id)).toMatchObject({
      status: 'awaiting_payment',
      payment_status: 'unpaid',
      due_date: null,
    });
  });

  it('takes an invoice done first, then paid in two parts: unpaid, partly paid, paid', async () => {
    const order = await o.place({ address: bill, dateIndex: 2 });
    await markDone(order.id);
    const done = await o.get(order.id);
    expect(done).toMatchObject({ status: 'done', payment_status: 'unpaid' });
    expect(done.actions).toEqual(['record_payment', 'edit', 'void']);
    const total = done.total_price_after_discount;
    const part = Math.floor(total / 2);

    const first = await pay(order.id, { amount: part, paidOn: today, method: 'bank_transfer' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'done',
      payment_status: 'partly_paid',
      amount_paid: part,
      amount_due: Math.round((total - part) * 100) / 100,
    });
    // More than what is left: 400 naming amount, nothing written.
    const over = await pay(order.id, { amount: total, paidOn: today, method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)).toEqual(['amount']);
    expect((await o.get(order.id)).money).toHaveLength(1);

    const rest = Math.round((total - part) * 100) / 100;
    const second = await pay(order.id, { amount: rest, paidOn: '2026-11-24', method: 'cash' });
    expect(second.statusCode).toBe(201);
    const paid = second.json<StoredOrder>();
    expect(paid).toMatchObject({
      status: 'done',
      payment_status: 'paid',
      amount_paid: total,
      amount_due: 0,
      actions: ['record_refund', 'edit', 'void'],
    });
    expect(paid.money).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: part,
        on_day: today,
        method: 'bank_transfer',
        recorded_by_name: 'Ylläpitäjä',
      }),
      expect.objectContaining({
        kind: 'payment',
        amount: rest,
        on_day: '2026-11-24',
        method: 'cash',
      }),
    ]);
    expect(await rowOf(order.id)).toMatchObject({ status: 'done', payment_status: 'paid' });
    const events = (await o.history(order.id)).filter((e) => e.action === 'payment_recorded');
    expect(events).toHaveLength(2);
    expect(events[0]!.actor).toMatchObject({ name: 'Ylläpitäjä' });
    // Nothing is due any more: any payment is over it.
    const more = await pay(order.id, { amount: 0.01, paidOn: today, method: 'cash' });
    expect(more.statusCode).toBe(400);
    expect(fieldsOf(more)).toEqual(['amount']);
  });

  it('refuses a bad payment or refund naming the field, and changes nothing', async () => {
    const order = await o.place({ address: bill, dateIndex: 3 });
    const cases: [string, object, string][] = [
      ['payments', { amount: -5, paidOn: today, method: 'cash' }, 'amount'],
      ['payments', { amount: 0, paidOn: today, method: 'cash' }, 'amount'],
      ['payments', { amount: 1.001, paidOn: today, method: 'cash' }, 'amount'],
      ['payments', { amount: 10, paidOn: '23.11.2026', method: 'cash' }, 'paidOn'],
      ['payments', { amount: 10, paidOn: today, method: 'bitcoin' }, 'method'],
      ['payments', { amount: 10, method: 'cash' }, 'paidOn'],
      ['refunds', { amount: 10, refundedOn: 'x' }, 'refundedOn'],
      ['refunds', { amount: 10, refundedOn: today, note: 'x'.repeat(501) }, 'note'],
      ['refunds', { amount: 10, refundedOn: today }, 'amount'],
      ['void', { reason: '  ' }, 'reason'],
    ];
    for (const [path, body, field] of cases) {
      const res = await o.act(order.id, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(fieldsOf(res), `${path} ${JSON.stringify(body)}`).toEqual([field]);
    }
    expect(await o.get(order.id)).toMatchObject({ payment_status: 'unpaid', money: [] });
    const unknown = await pay(999999, { amount: 1, paidOn: today, method: 'cash' });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels an online job paid, refunded in part then the rest: refund due, partly refunded, refunded', async () => {
    const order = await o.placePaid({ dateIndex: 4 });
    const paid = await o.get(order.id);
    const total = paid.total_price_after_discount;
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid', amount_paid: total });
    expect(paid.money).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'online', recorded_by_name: null }),
    ]);
    expect((await o.act(order.id, 'cancel', { reason: 'Asiakas perui' })).statusCode).toBe(200);
    expect(await o.get(order.id)).toMatchObject({
      status: 'cancelled',
      // The office's own cancellation charges nothing (decision 068).
      cancellation_charge: 0,
      payment_status: 'refund_due',
      refund_due: total,
      amount_due: 0,
    });
    const tooMuch = await refund(order.id, { amount: total + 1, refundedOn: today });
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldsOf(tooMuch)).toEqual(['amount']);
    const part = await refund(order.id, { amount: 20, refundedOn: today, note: 'Osa palautettu' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      payment_status: 'partly_refunded',
      amount_paid: Math.round((total - 20) * 100) / 100,
    });
    const rest = Math.round((total - 20) * 100) / 100;
    const all = await refund(order.id, {
      amount: rest,
      refundedOn: today,
      method: 'bank_transfer',
    });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({
      payment_status: 'refunded',
      amount_paid: 0,
      needs_refund: false,
      actions: ['void'],
    });
    expect((await refund(order.id, { amount: 0.01, refundedOn: today })).statusCode).toBe(400);
    const events = (await o.history(order.id)).filter((e) => e.action === 'refund_recorded');
    expect(events.map((e) => e.changes.amountCents)).toEqual([2000, Math.round(rest * 100)]);
  });

  it('keeps what must be kept (ORDER_KEPT) and voids it: readable, in its history, out of the list', async () => {
    // A payment, a done job, an ERP export: each is kept.
    const paidOrder = await o.place({ address: bill, dateIndex: 5 });
    const total = (await o.get(paidOrder.id)).total_price_after_discount;
    await pay(paidOrder.id, { amount: total, paidOn: today, method: 'card' });
    const doneOrder = await o.place({ address: bill, dateIndex: 6 });
    await markDone(doneOrder.id);
    const exported = await o.place({ address: bill, dateIndex: 7 });
    await o.t.database.db.execute(
      `update orders set easoft_order_id = 'EA-1' where id = ${exported.id}`,
    );
    for (const id of [paidOrder.id, doneOrder.id, exported.id]) {
      const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${id}` });
      expect(del.statusCode, String(id)).toBe(409);
      expect(del.json()).toMatchObject({ error: 'ORDER_KEPT' });
      expect((await o.get(id)).actions).not.toContain('delete');
    }
    const freeBefore = await o.offered('00100', 60);
    const voided = await o.act(paidOrder.id, 'void', { reason: 'Kaksoiskirjaus' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      id: paidOrder.id,
      status: 'cancelled',
      voided_at: o.clock.now().toISOString(),
      void_reason: 'Kaksoiskirjaus',
      voided_by_name: 'Ylläpitäjä',
      // Nothing is owed once voided: what was paid is to be given back.
      payment_status: 'refund_due',
      actions: ['record_refund'],
    });
    // Its time is free again.
    const [held] = await queryRows<{ n: number }>(
      o.t.database.db,
      `select count(*)::int as n from washer_reservations where order_id = ${paidOrder.id}`,
    );
    expect(held!.n).toBe(0);
    expect((await o.offered('00100', 60)).length).toBeGreaterThanOrEqual(freeBefore.length);
    const events = await o.history(paidOrder.id);
    expect(events.at(-1)).toMatchObject({
      action: 'voided',
      actor: { name: 'Ylläpitäjä' },
      changes: { reason: 'Kaksoiskirjaus', status: { from: 'confirmed', to: 'cancelled' } },
    });
    // A done job voided stays done.
    const voidedDone = await o.act(doneOrder.id, 'void', { reason: 'Virhe' });
    expect(voidedDone.json()).toMatchObject({
      status: 'done',
      payment_status: 'unpaid',
      amount_due: 0,
    });
    // Once only; still kept.
    const twice = await o.act(paidOrder.id, 'void', { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${paidOrder.id}` });
    expect(del.json()).toMatchObject({ error: 'ORDER_KEPT' });
    // Left out of the list unless asked for.
    expect(await rowOf(paidOrder.id)).toBeUndefined();
    expect(await rowOf(exported.id)).toBeDefined();
    expect(await rowOf(paidOrder.id, '?voided=true')).toMatchObject({
      voided_at: o.clock.now().toISOString(),
      payment_status: 'refund_due',
    });
    const only = await listed('?voided=only');
    expect(only.orders.map((r) => r.id).sort()).toEqual([paidOrder.id, doneOrder.id].sort());
    expect(only.total).toBe(2);
    expect(
      (await o.session.inject({ method: 'GET', url: '/api/order?voided=maybe' })).statusCode,
    ).toBe(400);
    // What was paid of the voided order can still be given back.
    const back = await refund(paidOrder.id, { amount: total, refundedOn: today });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ payment_status: 'refunded' });
  });

  it('takes a payment of an online order awaiting it by hand: the job is confirmed', async () => {
    const order = await o.place({ dateIndex: 8 });
    const stored = await o.get(order.id);
    const res = await pay(order.id, {
      amount: stored.total_price_after_discount,
      paidOn: today,
      method: 'card',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const event = (await o.history(order.id)).at(-1)!;
    expect(event).toMatchObject({
      action: 'payment_recorded',
      changes: { status: { from: 'awaiting_payment', to: 'confirmed' } },
    });
  });
});
