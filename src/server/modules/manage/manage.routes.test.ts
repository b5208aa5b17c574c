/**
 * The customer's order page API (issue 15, decision 049) under a fixed NOW (Monday
 * 23.11.2026): the token from the confirmation mail opens the order; cancel and move are
 * free until 5 business days before the job, then a cancellation needs the fee accepted
 * (409 LATE_CANCELLATION) and a move is refused (409 LATE_CHANGE); every change mails the
 * customer and shows in the history without a member of staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

const now = '2026-11-23T08:00:00+02:00';
/** A job far enough from NOW to be changed free of charge. */
const isFreeAtNow = (date: string) => lastFreeChangeDay(date) >= '2026-11-23';

describe('the customer order page API', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  /** An invoice order on the first offered day matching `which`, and its page token. */
  async function placeWithToken(
    which: (date: string) => boolean = isFreeAtNow,
    language: 'fi' | 'en' = 'fi',
    email = 'manage@example.fi',
  ) {
    await travelTo(new Date(now));
    const probe = await o.place({ address: { ...bill, email: 'probe@example.fi' } });
    const offered = await o.offered('00100', (await o.get(probe.id)).washing_time);
    await o.act(probe.id, 'cancel', { reason: 'probe', notifyCustomer: false });
    const dateIndex = offered.findIndex((d) => which(d.date));
    expect(dateIndex, 'an offered day of the kind').toBeGreaterThanOrEqual(0);
    await o.newMails();
    const order = await o.place({ address: { ...bill, email }, language, dateIndex });
    const mails = await o.newMails();
    const mail = mails.find((m) => m.to.includes(email))!;
    const token = /\/(?:tilaus|en\/order)\/([\w-]{43})/.exec(mail.text)![1]!;
    return { ...order, token, minutes: (await o.get(order.id)).washing_time };
  }

  const get = (token: string) => o.t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
  const post = (token: string, what: string, payload: object) =>
    o.t.app.inject({ method: 'POST', url: `/api/manage/${token}/${what}`, payload });
  /** Sets the clock (and signs staff in again, for the history). */
  const travelTo = (to: Date) => o.advance(to.getTime() - o.clock.now().getTime());
  const at = (day: string, time: string) => travelTo(helsinkiInstant(day, time));

  it('answers the order by its token, and 404 to an unknown or malformed token', async () => {
    const order = await placeWithToken();
    const res = await get(order.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const view = res.json<ManageOrder>();
    expect(view).toMatchObject({
      reference: order.reference,
      status: 'confirmed',
      language: 'fi',
      start: helsinkiInstant(order.slot.date, order.slot.starting).toISOString(),
      canCancelFree: true,
      canMove: true,
      paymentType: 'bill',
      freeChangeUntil: lastFreeChangeDay(order.slot.date),
    });
    expect(view.orderNumber).toMatch(/^K-2026-\d{6}$/);
    expect(view.items.length).toBeGreaterThan(0);
    expect(view.totalPrice).toBeGreaterThan(0);
    expect(view.washerFirstName).toBeTruthy();
    for (const token of ['x', 'A'.repeat(43), `${order.token.slice(0, 42)}_`]) {
      const unknown = await get(token);
      expect(unknown.statusCode, token).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    const ics = await o.t.app.inject({
      method: 'GET',
      url: `/api/manage/${order.token}/calendar.ics`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('cancels free before the deadline: the time is free at once, the token still answers', async () => {
    const order = await placeWithToken();
    const before = await o.offered('00100', order.minutes);
    const slot = (list: typeof before) =>
      list.find((d) => d.date === order.slot.date && d.cleanerId === order.slot.cleanerId);
    // The day's first start is taken by the order.
    expect(slot(before)?.starting).not.toBe(order.slot.starting);
    const res = await post(order.token, 'cancel', {});
    expect(res.statusCode).toBe(200);
    expect(res.json<ManageOrder>()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(slot(await o.offered('00100', order.minutes))?.starting).toBe(order.slot.starting);
    expect((await get(order.token)).json<ManageOrder>().status).toBe('cancelled');
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('manage@example.fi'));
    expect(mail!.subject).toContain('peruttu');
    expect(mail!.text).not.toContain('30 %');
    const events = await o.history(order.id);
    const cancelled = events.find((e) => e.action === 'cancelled')!;
    expect(cancelled.actor).toBeNull();
    expect(cancelled.changes).toMatchObject({ by: 'customer' });
    expect(cancelled.changes).not.toHaveProperty('lateFee');
    // A second cancellation is not possible.
    expect((await post(order.token, 'cancel', {})).json()).toMatchObject({
      error: 'ACTION_NOT_ALLOWED',
    });
  });

  it('the line around a weekend: free on the last free day, 409 LATE_CANCELLATION the next', async () => {
    // A Monday or Tuesday job: its 5 business days back cross a weekend.
    const order = await placeWithToken(
      (d) => isoWeekday(d) <= 2 && isFreeAtNow(d),
      'en',
      'late@example.fi',
    );
    const last = lastFreeChangeDay(order.slot.date);
    await at(last, '23:59');
    expect((await get(order.token)).json<ManageOrder>()).toMatchObject({
      canCancelFree: true,
      canMove: true,
    });
    await at(addDays(last, 1), '00:00');
    const view = (await get(order.token)).json<ManageOrder>();
    expect(view).toMatchObject({ canCancelFree: false, canCancel: true, canMove: false });
    for (const payload of [{}, { acceptFee: false }]) {
      const refused = await post(order.token, 'cancel', payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'LATE_CANCELLATION' });
    }
    expect((await get(order.token)).json<ManageOrder>().status).toBe('confirmed');
    const moved = await post(order.token, 'reschedule', {
      cleanerId: order.slot.cleanerId,
      start: helsinkiInstant(order.slot.date, '15:00').toISOString(),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: 'LATE_CHANGE' });

    const res = await post(order.token, 'cancel', { acceptFee: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<ManageOrder>().status).toBe('cancelled');
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('late@example.fi'));
    expect(mail!.text).toContain('at least 30 %');
    const cancelled = (await o.history(order.id)).find((e) => e.action === 'cancelled')!;
    expect(cancelled.changes).toMatchObject({ by: 'customer', lateFee: true });
  });

  it('moves to a free time by the customer rules; a taken time is 409 SLOT_TAKEN', async () => {
    const order = await placeWithToken(isFreeAtNow, 'en', 'mover@example.fi');
    const other = await placeWithToken(
      (d) => d !== order.slot.date && isFreeAtNow(d),
      'fi',
      'other@example.fi',
    );
    const taken = await post(order.token, 'reschedule', {
      cleanerId: other.slot.cleanerId,
      start: helsinkiInstant(other.slot.date, other.slot.starting).toISOString(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'SLOT_TAKEN' });
    // Beyond the customers' three months: the customer has no staff override.
    const far = await post(order.token, 'reschedule', {
      cleanerId: order.slot.cleanerId,
      start: helsinkiInstant('2027-06-01', '09:00').toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ error: 'VALIDATION_FAILED' });

    const offered = await o.offered('00100', order.minutes);
    const target = offered.find(
      (d) => d.date !== order.slot.date && d.date !== other.slot.date && isFreeAtNow(d.date),
    )!;
    const start = helsinkiInstant(target.date, target.starting).toISOString();
    const res = await post(order.token, 'reschedule', { cleanerId: target.cleanerId, start });
    expect(res.statusCode).toBe(200);
    expect(res.json<ManageOrder>()).toMatchObject({ start, status: 'confirmed' });
    const after = await o.offered('00100', order.minutes);
    expect(
      after.find((d) => d.date === target.date && d.cleanerId === target.cleanerId)?.starting,
    ).not.toBe(target.starting);
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('mover@example.fi'));
    expect(mail!.subject).toMatch(/new time/);
    expect(mail!.attachments.map((a) => a.contentType)).toEqual([
      expect.stringMatching(/^text\/calendar/),
    ]);
    const moved = (await o.history(order.id)).find((e) => e.action === 'moved')!;
    expect(moved.actor).toBeNull();
    expect(moved.changes).toMatchObject({ by: 'customer', shipping_day: { to: target.date } });
  });

  it('refuses bad bodies with 400 naming the field, and expires 60 days after the job', async () => {
    const order = await placeWithToken();
    const bad = await post(order.token, 'reschedule', { cleanerId: 'x', start: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(
      expect.arrayContaining(['cleanerId', 'start']),
    );
    const fee = await post(order.token, 'cancel', { acceptFee: 'yes' });
    expect(fee.statusCode).toBe(400);
    await at(addDays(order.slot.date, 60), '23:59');
    expect((await get(order.token)).statusCode).toBe(200);
    await at(addDays(order.slot.date, 61), '00:00');
    expect((await get(order.token)).statusCode).toBe(404);
  });
});
