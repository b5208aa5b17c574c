import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatesResponseSchema } from '#contracts/calendar.ts';
import type { SavedCleaner } from '#contracts/settings.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import { asCleanerInput, getSettings, postSettings } from '#server/test-support/settings.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { reserveWasherTime } from '../calendar/calendar.service';

// Decision 051: each washer's travel minutes and start grid, set on the settings page.
// Demo seed at Monday 23 November 2026, 08:00 Helsinki; Jussi alone serves Vantaa (01300).
const now = '2026-11-23T08:00:00+02:00';

describe('settings: the washers’ travel minutes and start grid', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    ({ t, session } = await createAdminTestApp({ now }));
  });
  afterAll(() => t.close());

  const cleaners = () => getSettings<SavedCleaner[]>(session, 'cleaners');
  const save = (list: object) => postSettings(session, 'cleaners', list);
  const jussiOf = (list: SavedCleaner[]) => list.find((c) => c.name === 'Jussi Nieminen')!;
  const startOn = async (date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/validateAndGetAvailableDays/01300/60',
    });
    expect(res.statusCode).toBe(200);
    return availableDatesResponseSchema.parse(res.json()).find((d) => d.date === date)?.starting;
  };

  it('lists every washer with 30 travel minutes and a 15-minute grid by default', async () => {
    for (const c of await cleaners()) {
      expect([c.travelMinutes, c.startGridMinutes]).toEqual([30, 15]);
    }
  });

  it('saves them, and the availability answer follows at once', async () => {
    const jussi = jussiOf(await cleaners());
    const [orderId] = await insertTestOrders(t.database.db);
    // 08:00-09:13 (73 minutes): with 30 travel minutes on the 15-minute grid, 09:45.
    await reserveWasherTime(t.database.db, {
      orderId: orderId!,
      washerId: jussi.id,
      postalCode: '01300',
      date: '2026-12-03',
      washingMinutes: 73,
      now: new Date(now),
    });
    expect(await startOn('2026-12-03')).toBe('09:45');

    const res = await save([
      { ...asCleanerInput([jussi])[0], travelMinutes: 0, startGridMinutes: 10 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(jussiOf(res.json<SavedCleaner[]>())).toMatchObject({
      travelMinutes: 0,
      startGridMinutes: 10,
    });
    // The booked job keeps the travel of its booking (its reservation runs until 09:43);
    // the 10-minute grid from 08:00 gives 09:50.
    expect(await startOn('2026-12-03')).toBe('09:50');

    // Left out, they stay as stored.
    const { travelMinutes: _t, startGridMinutes: _g, ...plain } = asCleanerInput([jussi])[0]!;
    expect((await save([{ ...plain, address: 'Tikkurila' }])).statusCode).toBe(200);
    expect(jussiOf(await cleaners())).toMatchObject({ travelMinutes: 0, startGridMinutes: 10 });

    const back = await save([{ ...plain, travelMinutes: 45, startGridMinutes: 60 }]);
    expect(back.statusCode).toBe(200);
    // Free from 09:43: the next hour.
    expect(await startOn('2026-12-03')).toBe('10:00');
  });

  it.each<[string, object, string, string]>([
    [
      'negative travel',
      { travelMinutes: -5 },
      'travelMinutes',
      'Anna siirtymäaika 0–240 minuuttia',
    ],
    [
      'travel over 240',
      { travelMinutes: 241 },
      'travelMinutes',
      'Anna siirtymäaika 0–240 minuuttia',
    ],
    ['travel of 1.5', { travelMinutes: 1.5 }, 'travelMinutes', 'Anna siirtymäaika 0–240 minuuttia'],
    [
      'travel as text',
      { travelMinutes: '30' },
      'travelMinutes',
      'Anna siirtymäaika 0–240 minuuttia',
    ],
    [
      'a grid of 7',
      { startGridMinutes: 7 },
      'startGridMinutes',
      'Valitse aloitusväli: 5, 10, 15, 20, 30 tai 60 minuuttia',
    ],
    [
      'a grid of 45',
      { startGridMinutes: 45 },
      'startGridMinutes',
      'Valitse aloitusväli: 5, 10, 15, 20, 30 tai 60 minuuttia',
    ],
    [
      'a grid of 120',
      { startGridMinutes: 120 },
      'startGridMinutes',
      'Valitse aloitusväli: 5, 10, 15, 20, 30 tai 60 minuuttia',
    ],
    [
      'no grid',
      { startGridMinutes: null },
      'startGridMinutes',
      'Valitse aloitusväli: 5, 10, 15, 20, 30 tai 60 minuuttia',
    ],
  ])(
    'refuses %s with 400 naming the field, changing nothing',
    async (_name, patch, field, text) => {
      const before = await cleaners();
      const res = await save([{ ...asCleanerInput([jussiOf(before)])[0], ...patch }]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[`0.${field}`]).toBe(text);
      expect(await cleaners()).toEqual(before);
    },
  );
});
