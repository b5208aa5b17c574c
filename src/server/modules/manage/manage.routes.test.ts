/**
 * The customer's order page API (issue 15, decision 049) under a fixed NOW (Monday
 * 23.11.2026, the withdrawal period of its orders ends 7.12.): the token from the
 * confirmation mail opens the order; a move is free until 5 business days before the job,
 * then refused (409 LATE_CHANGE); a cancellation costs what decision 068 says (free within
 * the withdrawal period before the work, the 30 % share after the line outside it, accepted
 * first: 409 LATE_CANCELLATION), in exact amounts in the answer and the mail; every change
 * mails the customer and shows in the history without a member of staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import { companyContact } from '#contracts/contact-form.fixture.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays, isoWeekday } from '#domain/calendar/local-date.ts';
import { lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { withdrawalPeriodEnd } from '#domain/order/withdrawal-period.ts';
import { householdDeduction } from '#domain/tax/household-deduction.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import type { Receivables } from '#contracts/receivables.ts';

const now = '2026-11-23T08:00:00+02:00';
/** A job far enough from NOW to be changed free of charge. */
const isFreeAtNow = (date: string) => lastFreeChangeDay(date) >= '2026-11-23';
/** The withdrawal period of an order made at NOW ends on this day. */
const periodEnd = withdrawalPeriodEnd('2026-11-23');

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
    contact: Record<string, unknown> = {},
    isPaid = false,
  ) {
    await travelTo(new Date(now));
    const probe = await o.place({ address: { ...bill, email: 'probe@example.fi' } });
    const offered = await o.offered('00100', (await o.get(probe.id)).washing_time);
    await o.act(probe.id, 'cancel', { reason: 'probe', notifyCustomer: false });
    const dateIndex = offered.findIndex((d) => which(d.date));
    expect(dateIndex, 'an offered day of the kind').toBeGreaterThanOrEqual(0);
    await o.newMails();
    const order = isPaid
      ? await o.placePaid({ address: { ...contact, email }, language, dateIndex })
      : await o.place({ address: { ...contact, ...bill, email }, language, dateIndex });
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
    // The one deduction (issue 28): the e-mail invoice has no fee, so the work is the total.
    const deduction = householdDeduction({
      workCents: view.totalPriceCents,
      customerKind: 'private',
      persons: 1,
      isExcessUsed: false,
    });
    expect(view.deductionCents).toBe(Math.floor((35 * view.totalPriceCents) / 10_000) * 100);
    expect(view.deductionCents).toBe(deduction.headlineCents);
    expect(view.deductionAfterExcessCents).toEqual(deduction.afterExcessCents);
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
    expect(cancelled.changes).toMatchObject({ charge: { basis: 'withdrawal', chargedCents: 0 } });
    expect(res.json<ManageOrder>().cancellation).toMatchObject({ chargedCents: 0 });
    // A second cancellation is not possible.
    expect((await post(order.token, 'cancel', {})).json()).toMatchObject({
      error: 'ACTION_NOT_ALLOWED',
    });
  });

  it('within the withdrawal period after the 5-day line: free, nothing charged, all refunded', async () => {
    // The line passes while the period still runs.
    const order = await placeWithToken(
      (d) => isFreeAtNow(d) && lastFreeChangeDay(d) < periodEnd,
      'fi',
      'withdraw@example.fi',
      {},
      true,
    );
    const day = addDays(lastFreeChangeDay(order.slot.date), 1);
    await at(day, '09:00');
    const view = (await get(order.token)).json<ManageOrder>();
    const paid = view.totalPriceCents;
    const expected = {
      basis: 'withdrawal',
      chargedCents: 0,
      refundCents: paid,
      toPayCents: 0,
      refundBy: addDays(day, 14),
    };
    expect(view).toMatchObject({ canCancelFree: true, canCancel: true, canMove: false });
    expect(view.cancellation).toEqual(expected);
    const res = await post(order.token, 'cancel', {});
    expect(res.statusCode, res.body).toBe(200);
    // Once cancelled, the page answers what it cost.
    expect(res.json<ManageOrder>()).toMatchObject({ status: 'cancelled', cancellation: expected });
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('withdraw@example.fi'));
    expect(mail!.text).toContain('peruuttamisaikana ennen työn alkua');
    expect(mail!.text).toContain('(0,00 €)');
    const euros = (paid / 100).toFixed(2).replace('.', ',');
    expect(mail!.text).toMatch(new RegExp(`Palautamme sinulle ${euros}\\s€ viimeistään`));
    expect(mail!.text).not.toContain('30 %');
    const events = await o.history(order.id);
    expect(events.find((e) => e.action === 'cancelled')!.changes).toMatchObject({
      by: 'customer',
      charge: { basis: 'withdrawal', chargedCents: 0 },
    });
    expect(events.find((e) => e.action === 'refund_needed')!.changes).toEqual({
      amountCents: paid,
    });
  });

  it('outside the period after the line (a weekend between): 409 until the 30 % is accepted', async () => {
    // A Monday or Tuesday job whose last free day is past the period: the 5 business days
    // back cross a weekend, and the day after the line is outside the period.
    const order = await placeWithToken(
      (d) => isoWeekday(d) <= 2 && lastFreeChangeDay(d) > periodEnd,
      'en',
      'late@example.fi',
    );
    const last = lastFreeChangeDay(order.slot.date);
    await at(last, '23:59');
    expect((await get(order.token)).json<ManageOrder>()).toMatchObject({
      canCancelFree: true,
      canMove: true,
      cancellation: { basis: 'free_change', chargedCents: 0 },
    });
    await at(addDays(last, 1), '00:00');
    const view = (await get(order.token)).json<ManageOrder>();
    const share = Math.round(view.totalPriceCents * 0.3);
    expect(view).toMatchObject({ canCancelFree: false, canCancel: true, canMove: false });
    expect(view.cancellation).toEqual({
      basis: 'late_share',
      chargedCents: share,
      refundCents: 0,
      toPayCents: share,
      refundBy: null,
    });
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
    const euros = `€${(share / 100).toFixed(2)}`;
    expect(mail!.text).toContain(`we charge 30 % of the price, ${euros}.`);
    expect(mail!.text).toContain(`We will send you an invoice for ${euros}.`);
    expect(mail!.text).not.toContain('at least');
    const cancelled = (await o.history(order.id)).find((e) => e.action === 'cancelled')!;
    expect(cancelled.changes).toMatchObject({
      by: 'customer',
      charge: { basis: 'late_share', chargedCents: share },
    });
    // The charge is what the cancelled invoice order still owes (decision 094): the office
    // sees it due, and the receivables list it for collecting.
    expect(await o.get(order.id)).toMatchObject({
      status: 'cancelled',
      cancellation_charge: share / 100,
      payment_status: 'unpaid',
      amount_paid: 0,
      amount_due: share / 100,
      refund_due: 0,
    });
    const receivables = await o.session.inject({ method: 'GET', url: '/api/receivables' });
    expect(receivables.statusCode).toBe(200);
    expect(
      receivables.json<Receivables>().items.find((item) => item.orderId === order.id),
    ).toMatchObject({ amountDue: share / 100 });
  });

  it('once the work started at the early-start request, the office settles: 409 until accepted', async () => {
    const order = await placeWithToken((d) => d <= periodEnd, 'fi', 'started@example.fi');
    await at(order.slot.date, order.slot.starting);
    const view = (await get(order.token)).json<ManageOrder>();
    expect(view.cancellation).toEqual({
      basis: 'work_started',
      chargedCents: null,
      refundCents: null,
      toPayCents: null,
      refundBy: null,
    });
    expect((await post(order.token, 'cancel', {})).json()).toMatchObject({
      error: 'LATE_CANCELLATION',
    });
    expect((await post(order.token, 'cancel', { acceptFee: true })).statusCode).toBe(200);
    const [mail] = (await o.newMails()).filter((m) => m.to.includes('started@example.fi'));
    expect(mail!.text).toContain('Työ oli jo alkanut');
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
    expect(mail!.calendar?.method).toBe('REQUEST');
    const moved = (await o.history(order.id)).find((e) => e.action === 'moved')!;
    expect(moved.actor).toBeNull();
    expect(moved.changes).toMatchObject({ by: 'customer', shipping_day: { to: target.date } });
  });

  it.each([
    ['fi', 'Pesupäivä on 14 päivän peruuttamisajan sisällä'],
    ['en', 'The cleaning day is within the 14-day withdrawal period'],
  ])(
    "refuses a consumer's move into the withdrawal period without the early-start request (%s)",
    async (lang, message) => {
      // Ordered on Monday 23.11 for a day after the period (which ends on 7.12), no request.
      const order = await placeWithToken(
        (d) => d > '2026-12-07' && isFreeAtNow(d),
        lang as 'fi' | 'en',
        `early-${lang}@example.fi`,
        { early_start: false },
      );
      expect((await get(order.token)).json<ManageOrder>().earlyStartNeededUntil).toBe('2026-12-07');
      const inside = (await o.offered('00100', order.minutes)).find(
        (d) => d.date <= '2026-12-07' && isFreeAtNow(d.date),
      )!;
      const move = { cleanerId: inside.cleanerId, start: o.at(inside.date, inside.starting) };
      const refused = await o.t.app.inject({
        method: 'POST',
        url: `/api/manage/${order.token}/reschedule`,
        payload: move,
        headers: { 'accept-language': lang },
      });
      expect(refused.statusCode).toBe(400);
      const body = refused.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields)).toEqual(['earlyStart']);
      expect(body.fields.earlyStart).toContain(message);
      // Nothing changed: the old time stands and nothing was recorded.
      expect((await get(order.token)).json<ManageOrder>()).toMatchObject({
        start: o.at(order.slot.date, order.slot.starting),
        earlyStartNeededUntil: '2026-12-07',
      });

      const moved = await post(order.token, 'reschedule', { ...move, earlyStart: true });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<ManageOrder>()).toMatchObject({
        start: move.start,
        earlyStartNeededUntil: null,
      });
      const event = (await o.history(order.id)).find((e) => e.action === 'moved')!;
      expect(event.changes).toMatchObject({
        by: 'customer',
        early_start_requested: { from: false, to: true },
      });
    },
  );

  it('lets a consumer move after the period, and a company anywhere, without the request', async () => {
    const order = await placeWithToken(
      (d) => d > '2026-12-07' && isFreeAtNow(d),
      'fi',
      'later@example.fi',
      { early_start: false },
    );
    const later = (await o.offered('00100', order.minutes)).find(
      (d) => d.date > '2026-12-07' && d.date !== order.slot.date,
    )!;
    const res = await post(order.token, 'reschedule', {
      cleanerId: later.cleanerId,
      start: o.at(later.date, later.starting),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManageOrder>().earlyStartNeededUntil).toBe('2026-12-07');

    const company = await placeWithToken(
      (d) => d > '2026-12-07' && isFreeAtNow(d),
      'fi',
      'firm@example.fi',
      { ...companyContact, early_start: false },
    );
    expect((await get(company.token)).json<ManageOrder>().earlyStartNeededUntil).toBeNull();
    const inside = (await o.offered('00100', company.minutes)).find(
      (d) => d.date <= '2026-12-07' && isFreeAtNow(d.date),
    )!;
    const moved = await post(company.token, 'reschedule', {
      cleanerId: inside.cleanerId,
      start: o.at(inside.date, inside.starting),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses bad bodies with 400 naming the field, and expires 60 days after the job', async () => {
    const order = await placeWithToken();
    const bad = await post(order.token, 'reschedule', {
      cleanerId: 'x',
      start: 'tomorrow',
      earlyStart: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(
      expect.arrayContaining(['cleanerId', 'start', 'earlyStart']),
    );
    const fee = await post(order.token, 'cancel', { acceptFee: 'yes' });
    expect(fee.statusCode).toBe(400);
    await at(addDays(order.slot.date, 60), '23:59');
    expect((await get(order.token)).statusCode).toBe(200);
    await at(addDays(order.slot.date, 61), '00:00');
    expect((await get(order.token)).statusCode).toBe(404);
  });
});
