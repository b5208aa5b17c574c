/**
 * The order's life in the back office (issue 14, decision 045, issue 24): cancel, move, a
 * payment, mark done, the whole refund, and deletion refused with money received; with
 * their refusals, the washer's time freed at once, and the customer's mails in both
 * languages. The money's own routes are tested in money/money.routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe('order life: cancel, reschedule, payments, mark-done, refund, void', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const fieldsOf = (res: { json: () => unknown }) =>
    Object.keys((res.json() as { fields?: object }).fields ?? {});

  it('answers 401 without a session, 404 for an unknown order, 400 naming a bad field', async () => {
    const actions = ['cancel', 'reschedule', 'mark-done', 'refund', 'payments', 'refunds', 'void'];
    for (const action of actions) {
      const res = await o.t.app.inject({
        method: 'POST',
        url: `/api/order/1/${action}`,
        headers: { origin: o.t.config.publicUrl },
        payload: {},
      });
      expect(res.statusCode, action).toBe(401);
      const unknown = await o.act(999999, action, {
        reason: 'x',
        cleanerId: 1,
        start: o.at('2026-12-01', '10:00'),
        amount: 1,
        paidOn: '2026-11-23',
        refundedOn: '2026-11-23',
        method: 'cash',
      });
      expect(unknown.statusCode, action).toBe(404);
    }
    const history = await o.session.inject({ method: 'GET', url: '/api/order/999999/history' });
    expect(history.statusCode).toBe(404);
    const { id } = await o.place({ address: bill, dateIndex: 5 });
    const bad = [
      ['cancel', { reason: '  ' }, 'reason'],
      ['cancel', { reason: 'x', notifyCustomer: 'yes' }, 'notifyCustomer'],
      ['reschedule', { cleanerId: 'one', start: o.at('2026-12-01', '10:00') }, 'cleanerId'],
      ['reschedule', { cleanerId: 1, start: '2026-12-01 10:00' }, 'start'],
      ['mark-done', { note: 'x'.repeat(501) }, 'note'],
    ] as const;
    for (const [action, body, field] of bad) {
      const res = await o.act(id, action, body);
      expect(res.statusCode, action).toBe(400);
      expect(fieldsOf(res), action).toContain(field);
    }
    expect((await o.get(id)).status).toBe('confirmed');
  });

  it('cancels an invoice order with a reason, frees its time at once, and refuses twice', async () => {
    const before = await o.offered('00100', 60);
    const order = await o.place({ address: bill });
    const minutes = (await o.get(order.id)).washing_time;
    const free = await o.offered('00100', minutes);
    const placed = await o.get(order.id);
    expect(placed.actions).toEqual([
      'cancel',
      'reschedule',
      'record_payment',
      'mark_done',
      'edit',
      'delete',
      'void',
    ]);
    const res = await o.act(order.id, 'cancel', { reason: 'Asiakas soitti' });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<typeof placed>();
    expect(cancelled).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancel_reason: 'Asiakas soitti',
      needs_refund: false,
      payment_status: 'unpaid',
      amount_due: 0,
      actions: ['delete', 'void'],
    });
    expect(cancelled.cancelled_at).toBe(o.clock.now().toISOString());
    // The time is offered again at once (the first day's first start is the order's own).
    expect((await o.offered('00100', minutes))[0]).toEqual(order.slot);
    expect(await o.offered('00100', 60)).toEqual(before);
    expect(free[0]).not.toEqual(order.slot);
    const twice = await o.act(order.id, 'cancel', { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
    // People read the short order number in the mail, never the long reference.
    const mails = (await o.newMails()).filter((m) => m.subject.includes(order.order_number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Tilauksesi ${order.order_number} on peruttu`);
    expect(mails[0]!.text).toContain(`Tilausnumero: ${order.order_number}`);
    expect(mails[0]!.text).not.toContain(order.reference);
    expect(mails[0]!.headers['content-language']).toBe('fi');
    expect(mails[0]!.text).toContain('Hei Matti Meikäläinen,');
    expect(mails[0]!.text).not.toContain('palautetaan');
  });

  it('cancels a paid order (a refund due), refuses its deletion, and records the refund', async () => {
    const order = await o.placePaid({ language: 'en', address: { email: 'paid@example.fi' } });
    expect(await o.get(order.id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ error: 'ORDER_KEPT' });
    await o.newMails();
    const res = await o.act(order.id, 'cancel', { reason: 'Double booking', notifyCustomer: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      needs_refund: true,
      payment_status: 'refund_due',
      refunded_at: null,
      actions: ['record_refund', 'void'],
    });
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('paid@example.fi'));
    expect(mail!.subject).toBe(`Your order ${order.order_number} has been cancelled`);
    expect(mail!.headers['content-language']).toBe('en');
    // The office's cancellation charges nothing; the amount and the refund's day exactly.
    expect(mail!.text).toContain('Nothing is charged to you for the cancellation (€0.00).');
    expect(mail!.text).toMatch(/We will refund €\d+\.\d{2} to you by Mon, 7 December 2026\./);
    expect(mail!.html).toContain('<html lang="en">');
    const again = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(again.statusCode).toBe(409);
    expect(await o.get(order.id)).toMatchObject({ id: order.id });
    // The old whole refund: what is due back, as one refund row.
    const refunded = await o.act(order.id, 'refund', { note: 'Nordea, 26.11.' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      needs_refund: false,
      payment_status: 'refunded',
      amount_paid: 0,
      actions: ['void'],
    });
    expect(refunded.json<{ refunded_at: string }>().refunded_at).toBe(o.clock.now().toISOString());
    const rows = await queryRows<{ kind: string; amount_cents: number; method: string }>(
      o.t.database.db,
      `select kind, amount_cents, method from order_money where order_id = ${order.id} order by id`,
    );
    expect(rows.map((r) => [r.kind, r.method])).toEqual([
      ['payment', 'online'],
      ['refund', 'online'],
    ]);
    expect(rows[1]!.amount_cents).toBe(rows[0]!.amount_cents);
    expect((await o.act(order.id, 'refund')).statusCode).toBe(409);
  });

  it('cancels without telling the customer when staff untick it', async () => {
    const order = await o.place({ address: { ...bill, email: 'quiet@example.fi' }, dateIndex: 1 });
    await o.newMails();
    const res = await o.act(order.id, 'cancel', { reason: 'x', notifyCustomer: false });
    expect(res.statusCode).toBe(200);
    expect(await o.newMails()).toEqual([]);
  });

  it('records an invoice paid, then done; done once; a paid invoice is not deleted', async () => {
    const order = await o.place({ address: bill, dateIndex: 2 });
    const total = (await o.get(order.id)).total_price_after_discount;
    const paid = await o.act(order.id, 'payments', {
      amount: total,
      paidOn: '2026-11-23',
      method: 'bank_transfer',
      note: 'Tiliote 12',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      amount_due: 0,
      actions: ['cancel', 'reschedule', 'mark_done', 'record_refund', 'edit', 'void'],
    });
    const again = await o.act(order.id, 'payments', {
      amount: 1,
      paidOn: '2026-11-23',
      method: 'cash',
    });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual(['amount']);
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ error: 'ORDER_KEPT' });
    // Not before the job's day (issue 23): a job on 1 December is not done on 28 November.
    const early = await o.act(order.id, 'mark-done', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'BEFORE_JOB_DAY' });
    expect((await o.get(order.id)).status).toBe('confirmed');
    const before = o.clock.now();
    const jobDay = (await o.get(order.id)).shipping_day!;
    o.clock.set(o.at(jobDay, '00:00'));
    await o.advance(0);
    const done = await o.act(order.id, 'mark-done', {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      payment_status: 'paid',
      done_at: o.clock.now().toISOString(),
    });
    expect((await o.act(order.id, 'mark-done')).statusCode).toBe(409);
    expect((await o.act(order.id, 'cancel', { reason: 'x' })).statusCode).toBe(409);
    expect(
      (await o.act(order.id, 'reschedule', { cleanerId: 1, start: o.at('2026-12-10', '10:00') }))
        .statusCode,
    ).toBe(409);
    o.clock.set(before);
    await o.advance(0);
  });

  it('deletes an order without money received', async () => {
    const order = await o.place({ address: bill, dateIndex: 3 });
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(204);
  });
});
