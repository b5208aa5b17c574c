/**
 * An invitation's life (issue 25 point 1, decision 063) on the real app with a real SMTP
 * server: confirmed, moved by the customer, moved by staff, cancelled. Each mail's calendar
 * part (read by mailparser) and the order page's calendar.ics are read back by ical.js: the
 * right METHOD, the MIME method equal to the body's, one UID from orders.calendar_uid, a
 * SEQUENCE that grows with each change, the right DTSTART, STATUS:CANCELLED at the end.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { orders } from '#server/db/schema/index.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { calendarOf, readCalendar } from '#server/test-support/calendar.ts';
import { defaultShopInfo } from '../shop-info/shop-info-defaults';

const email = 'kalenteri@example.fi';

describe("an invitation's life: confirm, move twice, cancel", () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const manage = (token: string, what = '') =>
    o.t.app.inject({ method: 'GET', url: `/api/manage/${token}${what}` });
  const post = (token: string, what: string, payload: object) =>
    o.t.app.inject({ method: 'POST', url: `/api/manage/${token}/${what}`, payload });
  const mailTo = async () => {
    const mails = (await o.newMails()).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  /** The order page's calendar.ics: its MIME method equals its METHOD. */
  const pageCalendar = async (token: string) => {
    const res = await manage(token, '/calendar.ics');
    expect(res.statusCode).toBe(200);
    const read = readCalendar(res.body);
    expect(res.headers['content-type']).toBe(`text/calendar; charset=utf-8; method=${read.method}`);
    return read;
  };
  const sequenceOf = async (id: number) =>
    (
      await o.t.database.db
        .select({ sequence: orders.calendarSequence, uid: orders.calendarUid })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!;

  it('keeps one UID, raises SEQUENCE with each change and ends in METHOD:CANCEL', async () => {
    // A free-of-charge day, so that the customer may move it.
    const offered = await o.offered('00100', 120);
    const dateIndex = offered.findIndex((d) => lastFreeChangeDay(d.date) >= '2026-11-25');
    const order = await o.place({ address: { ...bill, email }, dateIndex });
    const confirmation = await mailTo();
    const token = /\/tilaus\/([\w-]{43})/.exec(confirmation.text)![1]!;
    const { uid: calendarUid } = await sequenceOf(order.id);
    const host = new URL(o.t.config.publicUrl).host;
    const uid = `${calendarUid}@${host}`;

    // 1. Confirmed: REQUEST, SEQUENCE 0, at the booked time, from the company.
    const first = calendarOf(confirmation);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      start: helsinkiInstant(order.slot.date, order.slot.starting).toISOString(),
      status: 'CONFIRMED',
      stamp: o.clock.now().toISOString(),
      organizer: `mailto:${defaultShopInfo.email}`,
      organizerName: defaultShopInfo.sellerName,
      attendee: `mailto:${email}`,
      rsvp: 'FALSE',
    });
    expect(uid).not.toContain(`order-${order.id}`);
    expect(await pageCalendar(token)).toMatchObject({ method: 'REQUEST', uid, sequence: 0 });

    // 2. The customer moves it on the order page: the same event, SEQUENCE 1, the new start.
    await o.advance(60_000);
    const free = (await o.offered('00100', (await o.get(order.id)).washing_time)).filter(
      (d) => d.date !== order.slot.date && lastFreeChangeDay(d.date) >= '2026-11-25',
    );
    const byCustomer = free[0]!;
    const customerStart = helsinkiInstant(byCustomer.date, byCustomer.starting).toISOString();
    const moved = await post(token, 'reschedule', {
      cleanerId: byCustomer.cleanerId,
      start: customerStart,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ManageOrder>().start).toBe(customerStart);
    const second = calendarOf(await mailTo());
    expect(second).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: customerStart,
      status: 'CONFIRMED',
      stamp: o.clock.now().toISOString(),
    });
    expect(await pageCalendar(token)).toMatchObject({ uid, sequence: 1, start: customerStart });

    // 3. Staff move it (the board's drag and drop is this call): SEQUENCE 2.
    await o.advance(60_000);
    const byStaff = free.find((d) => d.date !== byCustomer.date)!;
    const staffStart = helsinkiInstant(byStaff.date, byStaff.starting).toISOString();
    const staffMove = await o.act(order.id, 'reschedule', {
      cleanerId: byStaff.cleanerId,
      start: staffStart,
      notifyCustomer: true,
    });
    expect(staffMove.statusCode).toBe(200);
    const third = calendarOf(await mailTo());
    expect(third).toMatchObject({ method: 'REQUEST', uid, sequence: 2, start: staffStart });

    // Saved again at the same time (another washer's name, say): no new version of the time.
    const same = await o.act(order.id, 'reschedule', {
      cleanerId: byStaff.cleanerId,
      start: staffStart,
      notifyCustomer: false,
    });
    expect(same.statusCode).toBe(200);
    expect((await sequenceOf(order.id)).sequence).toBe(2);

    // 4. Cancelled on the order page: CANCEL, STATUS:CANCELLED, SEQUENCE 3, the last time.
    await o.advance(60_000);
    expect((await post(token, 'cancel', {})).statusCode).toBe(200);
    const cancellation = await mailTo();
    expect(cancellation.subject).toContain('peruttu');
    const last = calendarOf(cancellation);
    expect(last).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 3,
      start: staffStart,
      status: 'CANCELLED',
      attendee: `mailto:${email}`,
    });
    // The order page answers the cancelled event (it answered 404 before issue 25).
    expect(await pageCalendar(token)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 3,
      status: 'CANCELLED',
    });
    expect((await sequenceOf(order.id)).sequence).toBe(3);
    // Every version grew: a calendar takes each as newer than the one it holds.
    expect([first, second, third, last].map((e) => e.sequence)).toEqual([0, 1, 2, 3]);
  });

  it('a cancellation without a mail still raises the SEQUENCE for the next version', async () => {
    const order = await o.place({ address: { ...bill, email: 'toinen@example.fi' } });
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('toinen@example.fi'));
    expect(mail!.calendar).not.toBeNull();
    // Staff cancel without telling the customer: the SEQUENCE still grows for the next one.
    const before = (await sequenceOf(order.id)).sequence;
    expect(
      (await o.act(order.id, 'cancel', { reason: 'testi', notifyCustomer: false })).statusCode,
    ).toBe(200);
    expect((await sequenceOf(order.id)).sequence).toBe(before + 1);
    expect((await o.newMails()).filter((m) => m.to.includes('toinen@example.fi'))).toEqual([]);
  });
});
