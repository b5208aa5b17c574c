/**
 * POST order/{id}/reschedule (issue 14, decision 045): any washer and any free start from
 * today on, the customer-facing window overridden, never the no-overlap rule; the old time
 * freed at once; the customer's mail in their language unless staff untick it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { queryRows } from '#server/db/client.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe('order life: reschedule', () => {
  let o: OrderLifeApp;
  let washerIds: number[];
  beforeAll(async () => {
    o = await startOrderLifeApp();
    const rows = await queryRows<{ id: number }>(
      o.t.database.db,
      'select id from washers order by id',
    );
    washerIds = rows.map((r) => r.id);
  });
  afterAll(() => o.close());

  const move = (id: number, body: Record<string, unknown>) => o.act(id, 'reschedule', body);

  it('moves a job to another washer beyond the three months, and frees its old time at once', async () => {
    const other = await o.place({ address: bill, dateIndex: 1 });
    const minutes = (await o.get(other.id)).washing_time;
    const before = await o.offered('00100', minutes);
    const order = await o.place({ address: { ...bill, email: 'move@example.fi' }, language: 'en' });
    expect(await o.offered('00100', minutes)).not.toEqual(before);
    await o.newMails();
    const washer = washerIds.find((w) => w !== order.slot.cleanerId) ?? washerIds[0]!;
    // Six months ahead: past the customers' three months (staff override).
    const res = await move(order.id, { cleanerId: washer, start: o.at('2027-05-20', '10:30') });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoredOrder>()).toMatchObject({
      id: order.id,
      shipping_day: '2027-05-20',
      starting: '10:30',
      cleanerId: washer,
      status: 'confirmed',
    });
    expect(await o.offered('00100', minutes)).toEqual(before);
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('move@example.fi'));
    expect(mail!.subject).toMatch(/^Your window cleaning has a new time: Thu,? 20 May 2027$/);
    expect(mail!.text).toContain('starting at 10:30');
    expect(mail!.headers['content-language']).toBe('en');
  });

  it('refuses a time that overlaps another job even under the override: 409 SLOT_TAKEN, nothing changed', async () => {
    const first = await o.place({ address: bill, dateIndex: 2 });
    const second = await o.place({ address: bill, dateIndex: 3 });
    const target = { cleanerId: washerIds[0]!, start: o.at('2027-06-01', '09:00') };
    expect((await move(first.id, target)).statusCode).toBe(200);
    const before = await o.get(second.id);
    for (const start of ['09:00', '09:30', '08:30']) {
      const res = await move(second.id, { ...target, start: o.at('2027-06-01', start) });
      expect(res.statusCode, start).toBe(409);
      expect(res.json()).toMatchObject({ error: 'SLOT_TAKEN' });
    }
    expect(await o.get(second.id)).toEqual(before);
    const [held] = await queryRows<{ n: number }>(
      o.t.database.db,
      `select count(*)::int as n from washer_reservations where order_id = ${second.id}`,
    );
    expect(held!.n).toBe(1);
  });

  it('moves to today (before the earliest customer day) without a mail when staff untick it', async () => {
    const order = await o.place({ address: bill, dateIndex: 4 });
    await o.newMails();
    const res = await move(order.id, {
      cleanerId: washerIds[washerIds.length - 1]!,
      start: o.at('2026-11-23', '14:00'),
      notifyCustomer: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shipping_day: '2026-11-23', starting: '14:00' });
    expect(await o.newMails()).toEqual([]);
  });

  it('refuses a past day, a start out of hours and an unknown washer, naming the field', async () => {
    const order = await o.place({ address: bill, dateIndex: 5 });
    const before = await o.get(order.id);
    const cases = [
      [{ cleanerId: washerIds[0], start: o.at('2026-11-22', '10:00') }, 'start'],
      [{ cleanerId: washerIds[0], start: o.at('2026-12-02', '18:00') }, 'start'],
      [{ cleanerId: washerIds[0], start: o.at('2026-12-02', '07:00') }, 'start'],
      [{ cleanerId: 999999, start: o.at('2026-12-02', '10:00') }, 'cleanerId'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await move(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    }
    expect(await o.get(order.id)).toEqual(before);
  });

  it('gives an order that needs a new time its time, and it is confirmed again, still paid', async () => {
    const order = await o.placePaid({ dateIndex: 6 });
    // What a payment after its hold with the time sold leaves (decision 036): no washer time.
    const db = o.t.database.db;
    await db.execute(`update orders set status = 'needs_new_time' where id = ${order.id}`);
    await db.execute(`delete from washer_reservations where order_id = ${order.id}`);
    const res = await move(order.id, {
      cleanerId: washerIds[0]!,
      start: o.at('2027-06-02', '12:00'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      shipping_day: '2027-06-02',
      starting: '12:00',
    });
    const cancelled = await o.place({ address: bill, dateIndex: 7 });
    await o.act(cancelled.id, 'cancel', { reason: 'x' });
    const refused = await move(cancelled.id, {
      cleanerId: washerIds[0]!,
      start: o.at('2027-06-03', '12:00'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
  });

  // Decision 085: staff record a consumer's request to start within the withdrawal period.
  it("records the consumer's request to start within the withdrawal period with the move", async () => {
    // Ordered today, 23 November: the period's last day is 7 December.
    const order = await o.place({ address: { ...bill, early_start: false }, dateIndex: 12 });
    expect(order.slot.date > '2026-12-07').toBe(true);
    expect((await o.get(order.id)).early_start_needed_until).toBe('2026-12-07');
    const washer = washerIds[washerIds.length - 1]!;

    // Moved into the period without it: staff may, and the order says it still lacks it.
    const without = await move(order.id, { cleanerId: washer, start: o.at('2026-12-01', '10:00') });
    expect(without.statusCode).toBe(200);
    expect(without.json<StoredOrder>().early_start_needed_until).toBe('2026-12-07');

    // A request that is not a yes or no: 400 naming it, nothing changed.
    const before = await o.get(order.id);
    const bad = await move(order.id, {
      cleanerId: washer,
      start: o.at('2026-12-02', '10:00'),
      earlyStartRequested: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { earlyStartRequested: expect.any(String) } });
    expect(await o.get(order.id)).toEqual(before);

    const asked = await move(order.id, {
      cleanerId: washer,
      start: o.at('2026-12-02', '10:00'),
      earlyStartRequested: true,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<StoredOrder>()).toMatchObject({
      shipping_day: '2026-12-02',
      early_start_needed_until: null,
    });
    const moves = (await o.history(order.id)).filter((e) => e.action === 'moved');
    expect(moves.at(-2)!.changes).not.toHaveProperty('early_start_requested');
    expect(moves.at(-1)!.changes).toMatchObject({
      early_start_requested: { from: false, to: true },
    });
    // Recorded on the order, where the cancellation's charge reads it (decision 068).
    const [row] = await queryRows<{ early_start_requested: boolean }>(
      o.t.database.db,
      `select early_start_requested from orders where id = ${order.id}`,
    );
    expect(row!.early_start_requested).toBe(true);
  });

  it('offers no request for a company, which has no withdrawal right', async () => {
    const order = await o.place({
      address: { ...bill, company: true, companyName: 'Ikkunat Oy', companyVat: '2077474-0' },
      dateIndex: 13,
    });
    expect((await o.get(order.id)).early_start_needed_until).toBeNull();
  });
});
