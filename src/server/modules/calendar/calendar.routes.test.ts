import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatesResponseSchema, type AvailableDate } from '#contracts/calendar.ts';
import { isWeekend } from '#domain/calendar/local-date.ts';
import { washers } from '#server/db/schema/index.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { reserveWasherTime } from './calendar.service';

// Demo seed with the clock at Monday 23 November 2026, 08:00 Helsinki: the window runs
// from Wednesday 25 November 2026 to 23 February 2027. Blocks of the seed (seed-washers.ts):
// Mikko (Helsinki) Fri 27.11 08:00-11:59 (KBOT) and Wed 2.12 08:00-15:59; Anna (Espoo,
// Helsinki) Mon 30.11 08:00-11:59 and Fri 4.12 the whole day; Jussi (Vantaa) Mon 30.11
// 08:00-11:59 and Mon 7.12 the whole day.
const now = '2026-11-23T08:00:00+02:00';
/**
 * A change made behind the app's back (not through /api) reaches it by NOTIFY calendar_changed:
 * at once on PGlite, within moments on PostgreSQL (decision 033); this waits well past that.
 */
const afterFreshness = () => new Promise((resolve) => setTimeout(resolve, 1100));
const helsinki = '00100';
const vantaa = '01300';

describe('calendar availability endpoints', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ now });
    for (const w of await t.database.db.select().from(washers)) ids[w.name] = w.id;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'fi') =>
    t.app.inject({
      method: 'GET',
      url: `/api/calendar/${url}`,
      headers: { 'accept-language': lang },
    });
  const days = async (postalCode: string, minutes: number | string): Promise<AvailableDate[]> => {
    const res = await get(`validateAndGetAvailableDays/${postalCode}/${minutes}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return availableDatesResponseSchema.parse(res.json());
  };
  const byDate = (list: AvailableDate[]) => new Map(list.map((d) => [d.date, d]));

  describe('GET validatePostalcode/:postalCode', () => {
    it.each([
      ['00100', true], // Helsinki
      ['02100', true], // Espoo
      ['01300', true], // Vantaa
      ['96100', false], // Rovaniemi: no washer
      ['99999', false],
    ])('%s is served: %s', async (postalCode, available) => {
      const res = await get(`validatePostalcode/${postalCode}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available });
    });

    it.each(['abc', '0010', '001000', '0010a', '%20%20100'])(
      'answers 400 naming postalCode for %s',
      async (postalCode) => {
        const res = await get(`validatePostalcode/${postalCode}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          fields: { postalCode: 'Postinumerossa saa olla vain numeroita (5 kpl)' },
        });
      },
    );

    it('names the field in English for an English client', async () => {
      const res = await get('validatePostalcode/12', 'en');
      expect(res.json().fields).toEqual({
        postalCode: 'Postal code must be 5 digits, digits only',
      });
    });
  });

  describe('GET validateAndGetAvailableDays/:postalCode/:washingTime', () => {
    it('lists the orderable working days of the window, one washer each', async () => {
      const list = await days(vantaa, 60);
      const dates = list.map((d) => d.date);
      expect(dates[0]).toBe('2026-11-25');
      expect(dates.at(-1)).toBe('2027-02-23');
      expect(dates).toEqual([...dates].sort());
      expect(dates.filter(isWeekend)).toEqual([]);
      for (const holiday of ['2026-12-24', '2026-12-25', '2027-01-01', '2027-01-06']) {
        expect(dates).not.toContain(holiday);
      }
      expect(dates).toContain('2026-12-31'); // New Year's Eve is a working day
      expect(new Set(list.map((d) => d.cleanerId))).toEqual(new Set([ids['Jussi Nieminen']]));
      expect(list.find((d) => d.date === '2026-11-25')?.starting).toBe('08:00');
    });

    it('starts after a morning block, which lasts until the slot after its stored end', async () => {
      const list = byDate(await days(vantaa, 60));
      expect(list.get('2026-11-30')?.starting).toBe('12:00');
      expect(list.has('2026-12-07')).toBe(false); // the whole day blocked
      // four hours still fit after 12:00, four hours and a minute do not
      expect(byDate(await days(vantaa, 240)).get('2026-11-30')?.starting).toBe('12:00');
      expect(byDate(await days(vantaa, 241)).has('2026-11-30')).toBe(false);
    });

    it('gives a job longer than a working day only the wholly free days', async () => {
      const long = byDate(await days(vantaa, 900));
      expect(long.has('2026-11-30')).toBe(false);
      expect(long.get('2026-11-25')?.starting).toBe('08:00');
      expect(await days(vantaa, 10_000)).toEqual(await days(vantaa, 480));
      expect(byDate(await days(vantaa, 480)).has('2026-11-30')).toBe(false);
    });

    it('chooses the washer who starts first, else the less booked one, else the lower id', async () => {
      const mikko = ids['Mikko Virtanen'];
      const anna = ids['Anna Korhonen'];
      const list = byDate(await days(helsinki, 120));
      expect(list.get('2026-11-25')).toEqual({
        date: '2026-11-25',
        starting: '08:00',
        cleanerId: mikko,
      });
      expect(list.get('2026-11-27')).toEqual({
        date: '2026-11-27',
        starting: '08:00',
        cleanerId: anna,
      });
      expect(list.get('2026-11-30')).toEqual({
        date: '2026-11-30',
        starting: '08:00',
        cleanerId: mikko,
      });
      expect(list.get('2026-12-02')?.cleanerId).toBe(anna);
      expect(list.get('2026-12-04')?.cleanerId).toBe(mikko);

      // On 26.11 Mikko is booked 08:00-09:00 and Anna 09:00-10:00, each with 30 travel
      // minutes after (decision 051): for half an hour Anna starts first (08:00, back in
      // time for 09:00); for an hour Anna's 08:00 would leave no travel time before her
      // 09:00 job, so Mikko does (09:30, after his travel), Anna only at 10:30.
      const [first, second] = await insertTestOrders(t.database.db, 2);
      const base = {
        postalCode: helsinki,
        date: '2026-11-26',
        washingMinutes: 60,
        now: new Date(now),
      };
      await reserveWasherTime(t.database.db, {
        ...base,
        orderId: first!,
        washerId: mikko!,
        starting: '08:00',
      });
      await reserveWasherTime(t.database.db, {
        ...base,
        orderId: second!,
        washerId: anna!,
        starting: '09:00',
      });
      await afterFreshness();
      const after = byDate(await days(helsinki, 30)).get('2026-11-26');
      expect(after).toEqual({ date: '2026-11-26', starting: '08:00', cleanerId: anna });
      expect(byDate(await days(helsinki, 60)).get('2026-11-26')).toEqual({
        date: '2026-11-26',
        starting: '09:30',
        cleanerId: mikko,
      });
    });

    it('takes reservations into account: the next start follows the booked time', async () => {
      const jussi = ids['Jussi Nieminen']!;
      const [orderId] = await insertTestOrders(t.database.db);
      await reserveWasherTime(t.database.db, {
        orderId: orderId!,
        washerId: jussi,
        postalCode: vantaa,
        date: '2026-12-01',
        washingMinutes: 95,
        now: new Date(now),
      });
      await afterFreshness();
      // 08:00-09:35, then 30 travel minutes until 10:05: the next start on the 15-minute
      // grid is 10:15 (not 09:35), which leaves 345 minutes until 16:00 (decision 051).
      const list = byDate(await days(vantaa, 60));
      expect(list.get('2026-12-01')?.starting).toBe('10:15');
      expect(byDate(await days(vantaa, 346)).has('2026-12-01')).toBe(false);
      expect(byDate(await days(vantaa, 345)).get('2026-12-01')?.starting).toBe('10:15');
    });

    it('offers only starts on the washer’s grid, its own grid once staff change it', async () => {
      const jussi = ids['Jussi Nieminen']!;
      const [orderId] = await insertTestOrders(t.database.db);
      // 08:00-09:13 (73 minutes) and travel until 09:43: never 09:13 or 09:43.
      await reserveWasherTime(t.database.db, {
        orderId: orderId!,
        washerId: jussi,
        postalCode: vantaa,
        date: '2026-12-03',
        washingMinutes: 73,
        now: new Date(now),
      });
      await afterFreshness();
      const offered = await days(vantaa, 60);
      expect(byDate(offered).get('2026-12-03')?.starting).toBe('09:45');
      for (const day of offered) expect(Number(day.starting.slice(3)) % 15).toBe(0);
      await t.database.db
        .update(washers)
        .set({ startGridMinutes: 60, travelMinutes: 0 })
        .where(eq(washers.id, jussi));
      try {
        await t.database.db.execute(sql`select washer_calendar_bump(array[${jussi}]::int[])`);
        await afterFreshness();
        expect(byDate(await days(vantaa, 60)).get('2026-12-03')?.starting).toBe('10:00');
      } finally {
        await t.database.db
          .update(washers)
          .set({ startGridMinutes: 15, travelMinutes: 30 })
          .where(eq(washers.id, jussi));
        await t.database.db.execute(sql`select washer_calendar_bump(array[${jussi}]::int[])`);
      }
    });

    it('answers an empty list where no washer serves the code', async () => {
      expect(await days('96100', 60)).toEqual([]);
    });

    it('answers gzip to a client that accepts it, the same list', async () => {
      const plain = await days(vantaa, 60);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/validateAndGetAvailableDays/${vantaa}/60`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain);
    });

    it.each<[string, string, string[]]>([
      ['00100', '0', ['washingTime']],
      ['00100', '-5', ['washingTime']],
      ['00100', '10001', ['washingTime']],
      ['00100', '1.5', ['washingTime']],
      ['00100', 'abc', ['washingTime']],
      ['00100', '99999999999999999999', ['washingTime']],
      ['0010', '60', ['postalCode']],
      ['abcde', '60', ['postalCode']],
      ['abcde', 'x', ['postalCode', 'washingTime']],
    ])('answers 400 for %s/%s naming %j', async (postalCode, minutes, fields) => {
      const res = await get(`validateAndGetAvailableDays/${postalCode}/${minutes}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields).sort()).toEqual(fields);
    });

    it('translates the parameter errors', async () => {
      const fi = (await get('validateAndGetAvailableDays/00100/0', 'fi')).json();
      const en = (await get('validateAndGetAvailableDays/00100/0', 'en')).json();
      expect(fi.fields.washingTime).not.toEqual(en.fields.washingTime);
      expect(en.message).toContain('washingTime');
    });

    it('accepts the largest washing time', async () => {
      expect((await days(vantaa, 10_000)).length).toBeGreaterThan(40);
    });
  });
});

describe('the order window follows the server clock (Helsinki time)', () => {
  const firstDate = async (at: string) => {
    const t = await createTestApp({ now: at });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/validateAndGetAvailableDays/${vantaa}/60`,
      });
      return (res.json() as AvailableDate[])[0]?.date;
    } finally {
      await t.close();
    }
  };

  it.each([
    ['Monday 09:59:59', '2026-11-23T09:59:59+02:00', '2026-11-25'],
    ['Monday 10:00', '2026-11-23T10:00:00+02:00', '2026-11-26'],
    ['Thursday 09:59 (Saturday -> Monday)', '2026-11-26T09:59:00+02:00', '2026-11-30'],
    ['Friday 10:00 (Monday)', '2026-11-27T10:00:00+02:00', '2026-11-30'],
    [
      'Saturday 10:00 (Tuesday; seed blocks move with the clock)',
      '2026-11-28T10:00:00+02:00',
      '2026-12-01',
    ],
  ])('ordering on %s (%s) gives %s first', async (_name, at, expected) => {
    expect(await firstDate(at)).toBe(expected);
  });
});
