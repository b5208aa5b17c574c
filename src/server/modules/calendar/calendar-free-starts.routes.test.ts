/**
 * GET calendar/freeStarts/{postalCode}/{washingTime}/{date}: every free start of one day for
 * the time picker (issue 28, decision 069), and POST order honouring the chosen start. Runs
 * on the embedded database, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeStartsResponseSchema, type FreeStartsResponse } from '#contracts/calendar.ts';
import { orderSummarySchema } from '#contracts/checkout.ts';
import { isOnGrid } from '#domain/calendar/start-rules.ts';
import { parseTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { availableDates, orderPayload } from '#server/test-support/checkout.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 08:00 Helsinki: the order window runs from Wednesday 25 November
// 2026 to 23 February 2027 (calendar.routes.test.ts tells the seed's blocks).
const now = '2026-11-23T08:00:00+02:00';
const helsinki = '00100';
const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('the free starts of one day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now });
  });
  afterAll(() => t.close());

  const get = (path: string, lang = 'fi') =>
    t.app.inject({
      method: 'GET',
      url: `/api/calendar/freeStarts/${path}`,
      headers: { 'accept-language': lang },
    });
  const starts = async (date: string, minutes: number): Promise<FreeStartsResponse> => {
    const res = await get(`${helsinki}/${minutes}/${date}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return freeStartsResponseSchema.parse(res.json());
  };
  /** A customer's invoice order at the given start; a street of its own (the address limit). */
  const order = async (date: string, starting: string, cleanerId: number, street: string) => {
    const { body } = await orderPayload(t.app, {
      address: { ...bill, streetAddress: street, email: `${street.length}@example.fi` },
      extra: { shippingDay: date, starting, cleanerId },
    });
    return t.app.inject({ method: 'POST', url: '/api/order', payload: body });
  };

  it("offers the whole day on the washers' grids, the first being the calendar's start", async () => {
    const days = await availableDates(t.app, helsinki, 120);
    const day = days[0]!;
    const answer = await starts(day.date, 120);
    expect(answer.date).toBe(day.date);
    expect(answer.starts[0]).toEqual({ starting: day.starting, cleanerId: day.cleanerId });
    const times = answer.starts.map((s) => s.starting);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(times.length);
    // Morning and afternoon; a job of 2 h ends by 16:00, on the seed's 15-minute grid.
    expect(times).toContain('08:00');
    expect(times).toContain('13:30');
    expect(times.at(-1)).toBe('14:00');
    for (const time of times) expect(isOnGrid(parseTimeOfDay(time), 15)).toBe(true);
  });

  it('books the chosen afternoon start, which is then no longer offered', async () => {
    const day = (await availableDates(t.app, helsinki, 60))[1]!;
    const before = await starts(day.date, 60);
    const afternoon = before.starts.find((s) => s.starting === '14:15')!;
    expect(afternoon).toBeDefined();
    const res = await order(day.date, afternoon.starting, afternoon.cleanerId, 'Iltapäivätie 1');
    expect(res.statusCode, res.body).toBe(201);
    const summary = orderSummarySchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/order/payment/${res.json().reference}` })
      ).json(),
    );
    expect(summary).toMatchObject({ shipping_day: day.date, starting: '14:15' });
    const after = await starts(day.date, 60);
    const washers = (time: string, answer: FreeStartsResponse) =>
      answer.starts.filter((s) => s.starting === time).map((s) => s.cleanerId);
    // That washer's 14:15 and what would touch the job or its travel are gone; another
    // serving washer may still offer those times.
    expect(washers('14:15', before)).toContain(afternoon.cleanerId);
    for (const time of ['13:00', '14:15', '15:00']) {
      expect(washers(time, after), time).not.toContain(afternoon.cleanerId);
    }
  });

  it.each([
    ['fi', 'Valittu aloitusaika ehdittiin varata: valitse toinen aika'],
    ['en', 'The chosen start was just taken: choose another time'],
  ])(
    'refuses a start no longer free with 409 naming starting (%s), storing nothing',
    async (lang, message) => {
      const day = (await availableDates(t.app, helsinki, 60))[2]!;
      const first = (await starts(day.date, 60)).starts.find((s) => s.starting === '12:00')!;
      const street = `Kilpatie ${lang}`;
      expect((await order(day.date, '12:00', first.cleanerId, street)).statusCode).toBe(201);
      const { body } = await orderPayload(t.app, {
        address: { ...bill, streetAddress: `${street} B`, email: `${lang}-second@example.fi` },
        extra: { shippingDay: day.date, starting: '12:00', cleanerId: first.cleanerId },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: body,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'SLOT_TAKEN', fields: { starting: message } });
    },
  );

  it('answers an empty list for an area no washer serves', async () => {
    const day = (await availableDates(t.app, helsinki, 60))[0]!;
    const res = await get(`96100/60/${day.date}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ date: day.date, starts: [] });
  });

  it.each([
    ['a day before the window', '00100/60/2026-11-24', 'date', 'fi', 'Valitse päivä vapaiden'],
    ['a Saturday', '00100/60/2026-11-28', 'date', 'en', 'Choose a day among the free'],
    ['a day past three months', '00100/60/2027-03-01', 'date', 'fi', 'Valitse päivä vapaiden'],
    ['no such day', '00100/60/2026-02-30', 'date', 'en', 'date'],
    ['not a date', '00100/60/tomorrow', 'date', 'fi', 'päivämäärä'],
    ['a word for minutes', '00100/abc/2026-11-25', 'washingTime', 'en', 'number'],
    ['no minutes', '00100/0/2026-11-25', 'washingTime', 'fi', ''],
    ['too many minutes', '00100/10001/2026-11-25', 'washingTime', 'en', ''],
    ['a short postal code', '0010/60/2026-11-25', 'postalCode', 'fi', 'Postinumerossa'],
  ])('answers 400 naming the field for %s', async (_what, path, field, lang, text) => {
    const res = await get(path, lang);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]!.toLowerCase()).toContain(text.toLowerCase());
  });
});
