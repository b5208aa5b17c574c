/**
 * The next visit of a recurring order (issue 15 point 2, decision 053) under a moving
 * clock: proposed four weeks before the interval ends with a time of the same washer on
 * the same weekday, held in the washer's calendar, priced as a new order of the same data;
 * confirmed with one click (the confirmation mail follows), skipped, moved, or freed after
 * a week. Every change mails the customer and shows in the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { proposalDay } from '#domain/order/next-visit.ts';
import { calendarOf } from '#server/test-support/calendar.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import type { Dashboard } from '#contracts/dashboard.ts';

type Mail = Awaited<ReturnType<OrderLifeApp['newMails']>>[number];
const tokenIn = (mail: Mail) => /\/(?:tilaus|en\/order)\/([\w-]{43})/.exec(mail.text)![1]!;

describe('the next visit of a recurring order', () => {
  let o: OrderLifeApp;
  const inbox: Mail[] = [];
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  /** The mails to `email` whose subject matches, taken out of the inbox. */
  async function mailsTo(email: string, subject: RegExp) {
    inbox.push(...(await o.newMails()));
    const isIt = (m: Mail) => m.to.includes(email) && subject.test(m.subject);
    const found = inbox.filter(isIt);
    inbox.splice(0, inbox.length, ...inbox.filter((m) => !isIt(m)));
    return found;
  }
  const at = (day: string, time: string) =>
    o.advance(helsinkiInstant(day, time).getTime() - o.clock.now().getTime());
  const get = (token: string) => o.t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
  const post = (token: string, what: string, payload: object = {}) =>
    o.t.app.inject({ method: 'POST', url: `/api/manage/${token}/${what}`, payload });

  /** A recurring invoice order every 3 months, moved by staff to `day` at 10:00. */
  async function recurringOn(day: string, email: string, language: 'fi' | 'en' = 'fi') {
    const order = await o.place({
      address: { ...bill, email, repeated_order: true, clean_interval: 3 },
      language,
    });
    const [confirmation] = await mailsTo(email, /.*/);
    const minutes = (await o.get(order.id)).washing_time;
    const slot = (await o.offered('00100', minutes)).find((d) => d.date === day)!;
    const moved = await o.act(order.id, 'reschedule', {
      cleanerId: slot.cleanerId,
      start: o.at(day, slot.starting),
      notifyCustomer: false,
    });
    expect(moved.statusCode, `${day}: ${moved.body}`).toBe(200);
    return { ...order, slot, minutes, token: tokenIn(confirmation!) };
  }

  let first: Awaited<ReturnType<typeof recurringOn>>;
  let second: Awaited<ReturnType<typeof recurringOn>>;
  let third: Awaited<ReturnType<typeof recurringOn>>;
  const proposalSubject = /Seuraava ikkunanpesusi|Your next window cleaning/;
  /** The UID of first's proposal's event (decision 063). */
  let proposalUid: string;

  it('is proposed four weeks before the interval ends, once, on the same weekday, held', async () => {
    first = await recurringOn('2026-12-02', 'first@example.fi');
    second = await recurringOn('2026-12-09', 'second@example.fi', 'en');
    third = await recurringOn('2026-12-16', 'third@example.fi');
    expect(proposalDay('2026-12-02', 3)).toBe('2027-02-02');
    await at('2027-02-01', '23:59');
    expect(await mailsTo('first@example.fi', proposalSubject)).toEqual([]);
    await at('2027-02-02', '06:00');
    const [mail, ...more] = await mailsTo('first@example.fi', proposalSubject);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('3 kuukauden välein');
    // The proposal's time as a TENTATIVE event of its own (decision 063).
    const event = calendarOf(mail!);
    expect(event).toMatchObject({
      method: 'REQUEST',
      status: 'TENTATIVE',
      sequence: 0,
      start: helsinkiInstant('2027-03-03', first.slot.starting).toISOString(),
    });
    proposalUid = event.uid;
    const token = tokenIn(mail!);
    expect(token).not.toBe(first.token);
    const view = (await get(token)).json<ManageOrder>();
    // Wednesday 2.12.2026 + 3 months = Tuesday 2.3.2027: the nearest Wednesday is 3.3.
    expect(view).toMatchObject({
      status: 'proposed',
      start: helsinkiInstant('2027-03-03', first.slot.starting).toISOString(),
      visit: { canConfirm: true, canSkip: true, intervalMonths: 3 },
    });
    expect(isoWeekday('2027-03-03')).toBe(3);
    // The same price rules as a new order of the same data (today's configuration).
    const origin = (await get(first.token)).json<ManageOrder>();
    expect(view.totalPriceCents).toBe(origin.totalPriceCents);
    expect(origin.visit.next).toMatchObject({ status: 'proposed', token });
    // Held: the washer's time is taken (staff cannot put another job on it).
    const clash = await o.act(third.id, 'reschedule', {
      cleanerId: first.slot.cleanerId,
      start: o.at('2027-03-03', first.slot.starting),
      notifyCustomer: false,
    });
    expect(clash.statusCode).toBe(409);
    // Planned again in later rounds: nothing more.
    await at('2027-02-02', '12:00');
    expect(await mailsTo('first@example.fi', proposalSubject)).toEqual([]);
    const proposed = (await o.history(first.id)).find((e) => e.action === 'proposed')!;
    // The back office sees whose next visit it is and until when it is held.
    const stored = await o.get((proposed.changes as { proposal: number }).proposal);
    expect(stored).toMatchObject({
      status: 'proposed',
      proposal_of: first.id,
      proposal_expires_at: helsinkiInstant('2027-02-09', '06:00').toISOString(),
    });
    // Stored in 2027: the first number of that year's counter (issue 24), not provisional.
    expect(stored.order_number).toMatch(/^K-2027-\d{6}$/);
    expect(stored.actions).toEqual(expect.arrayContaining(['cancel', 'reschedule']));
    // Not an order a customer made (yet): the dashboard's counts of orders leave it out.
    const dashboard = (
      await o.session.inject({ method: 'GET', url: '/api/dashboard' })
    ).json<Dashboard>();
    expect(dashboard.today).toBe('2027-02-02');
    expect(dashboard.orders_this_week).toBe(0);
    expect(dashboard.daily_orders.at(-1)).toMatchObject({ date: '2027-02-02', count: 0 });
  });

  it('is confirmed with one click: the usual confirmation mail with the link, once', async () => {
    const [proposal] = await mailsTo('first@example.fi', /.*/);
    expect(proposal).toBeUndefined();
    const token = (await get(first.token)).json<ManageOrder>().visit.next!.token!;
    const res = await post(token, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json<ManageOrder>()).toMatchObject({
      status: 'confirmed',
      visit: { canConfirm: false, canSkip: false, proposalExpiresAt: null },
    });
    const [mail, ...more] = await mailsTo('first@example.fi', /.*/);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Tilausvahvistus|ke 3\.3\.2027/);
    expect(tokenIn(mail!)).toBe(token);
    // The same event, now CONFIRMED: a new version of it.
    expect(calendarOf(mail!)).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: proposalUid,
      sequence: 1,
    });
    const again = await post(token, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ACTION_NOT_ALLOWED' });
    expect((await post(token, 'skip')).statusCode).toBe(409);
    // A confirmed order is no proposal: confirm and skip on an ordinary order are refused.
    expect((await post(first.token, 'confirm')).statusCode).toBe(409);
    const proposalId = (await o.history(first.id)).find((e) => e.action === 'proposed')!
      .changes as { proposal: number };
    const history = (await o.history(proposalId.proposal)).map((e) => e.action);
    expect(history).toEqual(
      expect.arrayContaining(['proposed', 'proposal_confirmed', 'mail_sent']),
    );
  });

  it('is skipped: the time is free at once, the customer is mailed, the history says so', async () => {
    await at(proposalDay('2026-12-09', 3), '06:00');
    const [mail] = await mailsTo('second@example.fi', proposalSubject);
    expect(mail!.subject).toMatch(/^Your next window cleaning: proposed for/);
    expect(mail!.text).toContain('every 3 months');
    const token = tokenIn(mail!);
    const proposed = calendarOf(mail!);
    const view = (await get(token)).json<ManageOrder>();
    expect(view.status).toBe('proposed');
    const res = await post(token, 'skip');
    expect(res.statusCode).toBe(200);
    expect(res.json<ManageOrder>()).toMatchObject({ status: 'cancelled', canMove: false });
    // Free at once: staff can put another job on the time.
    const day = view.start!.slice(0, 10);
    const free = await o.act(third.id, 'reschedule', {
      cleanerId: second.slot.cleanerId,
      start: view.start!,
      notifyCustomer: false,
    });
    expect(free.statusCode, day).toBe(200);
    const [skipped] = await mailsTo('second@example.fi', /skipped/);
    expect(skipped!.text).toContain('released');
    // Skipped: the proposal's event removed from the customer's calendar.
    expect(calendarOf(skipped!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: proposed.uid,
      sequence: proposed.sequence + 1,
    });
    const origin = (await get(second.token)).json<ManageOrder>();
    expect(origin.visit.next).toMatchObject({ status: 'cancelled', start: null });
    expect((await post(token, 'skip')).statusCode).toBe(409);
  });

  it('is moved by the customer rules, and an unconfirmed one frees its time after a week', async () => {
    // Third's job was moved meanwhile by staff: it is proposed from its new day.
    const thirdDay = (await o.get(third.id)).shipping_day!;
    await at(proposalDay(thirdDay, 3), '06:00');
    const [mail] = await mailsTo('third@example.fi', proposalSubject);
    const token = tokenIn(mail!);
    const view = (await get(token)).json<ManageOrder>();
    const offered = await o.offered('00100', view.washingMinutes);
    const target = offered.find((d) => d.date > addDays(view.start!.slice(0, 10), 1))!;
    const start = helsinkiInstant(target.date, target.starting).toISOString();
    const moved = await post(token, 'reschedule', { cleanerId: target.cleanerId, start });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ManageOrder>()).toMatchObject({ status: 'proposed', start });
    expect(await mailsTo('third@example.fi', /uusi aika|aika muuttui/)).toHaveLength(1);
    // Six days later: still held. A week after the proposal: freed, mailed, confirm refused.
    await at(addDays(proposalDay(thirdDay, 3), 6), '23:00');
    expect((await get(token)).json<ManageOrder>().status).toBe('proposed');
    await at(addDays(proposalDay(thirdDay, 3), 7), '06:01');
    expect((await post(token, 'confirm')).statusCode).toBe(409);
    const [expired] = await mailsTo('third@example.fi', /vapautui/);
    expect(expired!.text).toContain('Et vahvistanut');
    // Moved once (SEQUENCE 1), then expired: CANCEL, SEQUENCE 2.
    expect(calendarOf(expired!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 2,
      start,
    });
    expect((await get(token)).json<ManageOrder>().status).toBe('cancelled');
    const taken = await o.act(first.id, 'reschedule', {
      cleanerId: target.cleanerId,
      start,
      notifyCustomer: false,
    });
    expect(taken.statusCode).toBe(200);
    const proposalId = (await o.history(third.id)).find((e) => e.action === 'proposed')!
      .changes as { proposal: number };
    expect((await o.history(proposalId.proposal)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['proposed', 'moved', 'proposal_expired']),
    );
  });
});
