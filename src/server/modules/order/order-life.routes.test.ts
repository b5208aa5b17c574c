/**
 * The order's life in the back office (issue 14, decision 045): cancel, move, mark paid,
 * mark done, record a refund, and deletion refused with money received; with their
 * refusals, the washer's time freed at once, and the customer's mails in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe('order life: cancel, reschedule, mark-paid, mark-done, refund', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const fieldsOf = (res: { json: () => unknown }) =>
    Object.keys((res.json() as { fields?: object }).fields ?? {});

  it('answers 401 without a session, 404 for an unknown order, 400 naming a bad field', async () => {
    for (const action of ['cancel', 'reschedule', 'mark-paid', 'mark-done', 'refund']) {
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
      'mark_paid',
      'mark_done',
      'edit',
      'delete',
    ]);
    const res = await o.act(order.id, 'cancel', { reason: 'Asiakas soitti' });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json<typeof placed>();
    expect(cancelled).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancel_reason: 'Asiakas soitti',
      needs_refund: false,
      actions: ['delete'],
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

  it('cancels a paid order flagged for refund, refuses its deletion, and records the refund', async () => {
    const order = await o.placePaid({ language: 'en', address: { email: 'paid@example.fi' } });
    expect((await o.get(order.id)).status).toBe('paid');
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
    await o.newMails();
    const res = await o.act(order.id, 'cancel', { reason: 'Double booking', notifyCustomer: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      needs_refund: true,
      refunded_at: null,
      actions: ['record_refund'],
    });
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('paid@example.fi'));
    expect(mail!.subject).toBe(`Your order ${order.order_number} has been cancelled`);
    expect(mail!.headers['content-language']).toBe('en');
    expect(mail!.text).toContain('will be refunded');
    expect(mail!.html).toContain('<html lang="en">');
    const again = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(again.statusCode).toBe(409);
    expect(await o.get(order.id)).toMatchObject({ id: order.id });
    const refunded = await o.act(order.id, 'refund', { note: 'Nordea, 26.11.' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ needs_refund: false, actions: [] });
    expect(refunded.json<{ refunded_at: string }>().refunded_at).toBe(o.clock.now().toISOString());
    const [payment] = await queryRows<{ needs_refund: boolean; refunded_at: unknown }>(
      o.t.database.db,
      `select needs_refund, refunded_at from payments where order_id = ${order.id} and status = 'ok'`,
    );
    expect(payment!.needs_refund).toBe(false);
    expect(payment!.refunded_at).not.toBeNull();
    expect((await o.act(order.id, 'refund')).statusCode).toBe(409);
  });

  it('cancels without telling the customer when staff untick it', async () => {
    const order = await o.place({ address: { ...bill, email: 'quiet@example.fi' }, dateIndex: 1 });
    await o.newMails();
    const res = await o.act(order.id, 'cancel', { reason: 'x', notifyCustomer: false });
    expect(res.statusCode).toBe(200);
    expect(await o.newMails()).toEqual([]);
  });

  it('marks an invoice paid, then done; each once; a paid invoice is not deleted', async () => {
    const order = await o.place({ address: bill, dateIndex: 2 });
    const paid = await o.act(order.id, 'mark-paid', { note: 'Tiliote 12' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      actions: ['cancel', 'reschedule', 'mark_done', 'edit'],
    });
    expect((await o.act(order.id, 'mark-paid')).statusCode).toBe(409);
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(409);
    const done = await o.act(order.id, 'mark-done', {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', done_at: o.clock.now().toISOString() });
    expect((await o.act(order.id, 'mark-done')).statusCode).toBe(409);
    expect((await o.act(order.id, 'cancel', { reason: 'x' })).statusCode).toBe(409);
    expect(
      (await o.act(order.id, 'reschedule', { cleanerId: 1, start: o.at('2026-12-10', '10:00') }))
        .statusCode,
    ).toBe(409);
  });

  it('deletes an order without money received', async () => {
    const order = await o.place({ address: bill, dateIndex: 3 });
    const del = await o.session.inject({ method: 'DELETE', url: `/api/order/${order.id}` });
    expect(del.statusCode).toBe(204);
  });
});
