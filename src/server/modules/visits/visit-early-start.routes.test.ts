/**
 * A proposed next visit confirmed within the consumer's withdrawal period (issue 28,
 * decision 068): the period runs from the confirmation, so confirming a visit due within 14
 * days needs the early-start request, refused naming `earlyStart` in the customer's
 * language; once confirmed, a cancellation within that period is free, counted from the
 * confirmation and not from the day the visit was proposed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

type Mail = Awaited<ReturnType<OrderLifeApp['newMails']>>[number];
const tokenIn = (mail: Mail) => /\/(?:tilaus|en\/order)\/([\w-]{43})/.exec(mail.text)![1]!;

// Proposed on 2.2.2027 (four weeks before 3.3.), confirmed on 8.2.: its period ends 22.2.;
// counted from the proposal it would end 16.2.
const proposedOn = '2027-02-02';
const confirmedOn = '2027-02-08';
const periodEnd = addDays(confirmedOn, 14);

describe('confirming a next visit within the withdrawal period', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const at = (day: string, time: string) =>
    o.advance(helsinkiInstant(day, time).getTime() - o.clock.now().getTime());
  const get = (token: string) => o.t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
  const post = (token: string, what: string, payload: object, language = 'fi') =>
    o.t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/${what}`,
      payload,
      headers: { 'accept-language': language },
    });

  it('needs the request, refused on the box in both languages, then free to cancel', async () => {
    const email = 'visit-early@example.fi';
    const order = await o.place({
      address: { ...bill, email, repeated_order: true, clean_interval: 3 },
    });
    const minutes = (await o.get(order.id)).washing_time;
    const slot = (await o.offered('00100', minutes)).find((d) => d.date === '2026-12-02')!;
    const moved = await o.act(order.id, 'reschedule', {
      cleanerId: slot.cleanerId,
      start: o.at('2026-12-02', slot.starting),
      notifyCustomer: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const origin = tokenIn((await o.newMails()).find((m) => m.to.includes(email))!);

    await at(proposedOn, '06:00');
    const proposal = (await o.newMails()).find((m) => m.to.includes(email))!;
    const token = tokenIn(proposal);
    // Not needed while the visit (3.3.) is more than 14 days away.
    expect((await get(token)).json<ManageOrder>().visit.needsEarlyStart).toBe(false);

    // The customer moves it close, then confirms on 8.2.: the day is within the period.
    await at(confirmedOn, '09:00');
    const offered = await o.offered('00100', minutes);
    const target = offered.find((d) => d.date > '2027-02-17' && d.date <= periodEnd)!;
    const start = helsinkiInstant(target.date, target.starting).toISOString();
    const res = await post(token, 'reschedule', { cleanerId: target.cleanerId, start });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(token)).json<ManageOrder>().visit.needsEarlyStart).toBe(true);
    expect((await get(origin)).json<ManageOrder>().visit.next?.needsEarlyStart).toBe(true);

    for (const [language, text] of [
      ['fi', /14 päivän peruuttamisajan/],
      ['en', /14-day withdrawal period/],
    ] as const) {
      for (const payload of [{}, { earlyStart: false }]) {
        const refused = await post(token, 'confirm', payload, language);
        expect(refused.statusCode).toBe(400);
        const body = refused.json<{ error: string; fields: Record<string, string> }>();
        expect(body.error).toBe('VALIDATION_FAILED');
        // The one field the order page's box maps, and nothing else.
        expect(Object.keys(body.fields)).toEqual(['earlyStart']);
        expect(body.fields.earlyStart).toMatch(text);
      }
    }
    expect((await get(token)).json<ManageOrder>().status).toBe('proposed');

    const confirmed = await post(token, 'confirm', { earlyStart: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ManageOrder>().status).toBe('confirmed');
    const mail = (await o.newMails()).find(
      (m) => m.to.includes(email) && m.subject.startsWith('Tilausvahvistus'),
    )!;
    expect(mail.text).toContain('Aloitus peruuttamisaikana');

    // After the 5-day line and past 16.2.: counted from the proposal the period would be
    // over and the 30 % due; counted from the confirmation it still runs, so it is free.
    const day = '2027-02-17';
    expect(lastFreeChangeDay(target.date) < day).toBe(true);
    await at(day, '09:00');
    expect((await get(token)).json<ManageOrder>().cancellation).toMatchObject({
      basis: 'withdrawal',
      chargedCents: 0,
    });
    const cancelled = await post(token, 'cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
