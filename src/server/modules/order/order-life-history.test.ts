/**
 * The history of an order (issue 14, point 5; decision 045): every change, with who made
 * it, oldest first; the payment hold's cancellation; a late payment of an order staff
 * cancelled (flagged for refund, the order stays cancelled); the day change's refusal in
 * the edit form's field names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { firstAdminName } from '#server/modules/users/first-admin.ts';
import { queryRows } from '#server/db/client.ts';
import { testAdmin } from '#server/test-support/admin-session.ts';
import { openPaymentWith, payAtBankAndReturn } from '#server/test-support/payment.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

const staff = { name: firstAdminName };
const actions = (events: OrderEvent[]) => events.map((e) => e.action);

describe('order history', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const edit = (order: StoredOrder, patch: Record<string, unknown>) =>
    o.session.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      payload: {
        id: order.id,
        shipping_day: order.shipping_day,
        customer_id: { name: order.customer_id.name, phone: order.customer_id.phone },
        addresses: order.addresses,
        additional_info: order.additional_info,
        ...patch,
      },
    });

  it('records an invoice order created, mailed, exported, edited, moved, paid (a payment) and done', async () => {
    const { id } = await o.place({ address: bill });
    await o.newMails();
    const edited = await edit(await o.get(id), {
      customer_id: { name: 'Maija Meikäläinen', phone: '040 123 4567' },
    });
    expect(edited.statusCode).toBe(200);
    const start = o.at('2027-01-12', '12:00');
    expect(
      (await o.act(id, 'reschedule', { cleanerId: (await o.get(id)).cleanerId, start })).statusCode,
    ).toBe(200);
    await o.newMails();
    const total = (await o.get(id)).total_price_after_discount;
    const payment = {
      amount: total,
      paidOn: '2026-11-23',
      method: 'bank_transfer',
      note: 'Tiliote 3',
    };
    expect((await o.act(id, 'payments', payment)).statusCode).toBe(201);
    // Done on the job's day (issue 23), then the clock goes back for what follows.
    const before = o.clock.now();
    o.clock.set(o.at('2027-01-12', '15:00'));
    await o.advance(0);
    expect((await o.act(id, 'mark-done')).statusCode).toBe(200);
    o.clock.set(before);
    await o.advance(0);
    const events = await o.history(id);
    expect(actions(events)).toEqual([
      'created',
      'mail_sent',
      'exported',
      'edited',
      'moved',
      'mail_sent',
      'payment_recorded',
      'done',
    ]);
    const [created, confirmation, exported, changed, moved, movedMail, paid, done] = events;
    expect(created).toMatchObject({ actor: null, at: o.clock.now().toISOString() });
    expect(confirmation).toMatchObject({
      actor: null,
      changes: { mail: 'mail.order_confirmation' },
    });
    expect(exported!.changes).toMatchObject({ easoft_order_id: expect.stringMatching(/^EA-/) });
    expect(changed).toMatchObject({
      actor: staff,
      changes: { customer_name: { from: 'Matti Meikäläinen', to: 'Maija Meikäläinen' } },
    });
    expect(Object.keys(changed!.changes)).toEqual(['customer_name']);
    expect(moved).toMatchObject({
      actor: staff,
      changes: { shipping_day: { to: '2027-01-12' }, starting: { to: '12:00' } },
    });
    expect(movedMail!.changes).toEqual({ mail: 'mail.order_moved' });
    // The payment is the money's: the job's status does not move.
    expect(paid).toMatchObject({
      actor: staff,
      changes: {
        note: 'Tiliote 3',
        amountCents: Math.round(total * 100),
        paidOn: '2026-11-23',
        method: 'bank_transfer',
      },
    });
    expect(paid!.changes).not.toHaveProperty('status');
    expect(done).toMatchObject({
      actor: staff,
      changes: { status: { from: 'confirmed', to: 'done' } },
    });
    expect(typeof paid!.actor!.id).toBe('number');
  });

  it('records an online payment, the cancellation of the paid order, its refund due and the refund', async () => {
    const order = await o.placePaid({ dateIndex: 1 });
    await o.act(order.id, 'cancel', { reason: 'Asiakas muutti' });
    await o.act(order.id, 'refund', {});
    await o.newMails();
    const events = await o.history(order.id);
    expect(actions(events)).toEqual([
      'created',
      'paid',
      'cancelled',
      'refund_needed',
      'refund_recorded',
      'mail_sent',
      'exported',
      'mail_sent',
    ]);
    expect(events[1]).toMatchObject({
      actor: null,
      changes: { status: { from: 'awaiting_payment', to: 'confirmed' } },
    });
    expect(events[4]).toMatchObject({ actor: staff, changes: { amountCents: expect.any(Number) } });
    expect(events[2]).toMatchObject({ actor: staff, changes: { reason: 'Asiakas muutti' } });
    expect(events[3]!.changes).toEqual({ amountCents: expect.any(Number) });
    expect(events[5]!.changes.mail).toBe('mail.order_confirmation');
    expect(events[7]!.changes.mail).toBe('mail.order_cancelled');
  });

  it("records the payment hold's cancellation as the system's, without a staff reason", async () => {
    const order = await o.place({ dateIndex: 2 });
    await o.advance((o.t.config.paymentHoldMinutes + 1) * 60_000);
    await o.t.app.outbox.drain();
    const stored = await o.get(order.id);
    expect(stored).toMatchObject({ status: 'cancelled', cancel_reason: null });
    const events = await o.history(order.id);
    expect(actions(events)).toEqual(['created', 'cancelled']);
    expect(events[1]).toMatchObject({ actor: null, changes: { reason: 'payment_hold' } });
  });

  it('does not reopen an order staff cancelled when its payment arrives late: the payment goes back', async () => {
    const order = await o.place({ dateIndex: 3 });
    const provider = await openPaymentWith(o.pay, order, 'Nordea');
    expect(
      (await o.act(order.id, 'cancel', { reason: 'Asiakas perui puhelimessa' })).statusCode,
    ).toBe(200);
    const { result } = await payAtBankAndReturn(o.pay, provider);
    expect(result.order_status).toBe('cancelled');
    expect(await o.get(order.id)).toMatchObject({
      status: 'cancelled',
      needs_refund: true,
      payment_status: 'refund_due',
      actions: ['record_refund', 'void'],
    });
    const [held] = await queryRows<{ n: number }>(
      o.t.database.db,
      `select count(*)::int as n from washer_reservations where order_id = ${order.id}`,
    );
    expect(held!.n).toBe(0);
    expect(actions(await o.history(order.id))).toEqual(['created', 'cancelled', 'refund_needed']);
  });

  it('empties the changes of the history when the customer is erased (they may quote them)', async () => {
    const { id } = await o.place({ address: { ...bill, email: 'erase@example.fi' }, dateIndex: 5 });
    const res = await edit(await o.get(id), {
      customer_id: { name: 'Eero Erased', phone: '040 999 9999' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(await o.history(id))).toContain('Eero Erased');
    const erased = await o.session.inject({
      method: 'POST',
      url: '/api/customers/erase',
      payload: { email: 'erase@example.fi', currentPassword: testAdmin.password },
    });
    expect(erased.statusCode).toBe(200);
    const events = await o.history(id);
    expect(actions(events)).toEqual(['created', 'edited']);
    expect(events.map((e) => e.changes)).toEqual([{}, {}]);
  });

  it("names a refused day change's field as the edit form does (shipping_day)", async () => {
    const { id } = await o.place({ address: bill, dateIndex: 4 });
    const order = await o.get(id);
    const res = await edit(order, { shipping_day: '2026-11-21' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['shipping_day']);
    expect(actions(await o.history(id))).toEqual(['created']);
  });
});
