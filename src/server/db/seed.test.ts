import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import type { Database } from './database';
import {
  calendars,
  counterConfigs,
  counterWindows,
  disabledDates,
  discounts,
  malls,
  notifications,
  postalAreaCodes,
  postalAreas,
  washerPostalAreas,
  washers,
} from './schema';
import { seedDemo, seedPriceList } from './seed';
import { createTestDatabase, type TestDatabase } from './test-database';

const now = new Date('2025-03-05T10:00:00+02:00'); // a Wednesday

async function counts(db: Database): Promise<Record<string, number>> {
  const tables = { counterConfigs, counterWindows, postalAreas, postalAreaCodes, washers, calendars, disabledDates, notifications, malls }; // prettier-ignore
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seedDemo', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('loads once and does nothing the second time', async () => {
    await expect(seedDemo(database.db, now)).resolves.toBe(true);
    const first = await counts(database.db);
    expect(first).toMatchObject({
      counterConfigs: 1,
      counterWindows: 11,
      postalAreas: 3,
      washers: 3,
    });
    expect(first).toMatchObject({ calendars: 3, disabledDates: 6, notifications: 1, malls: 5 });
    await expect(seedDemo(database.db, now)).resolves.toBe(false);
    expect(await counts(database.db)).toEqual(first);
  });

  it('fills every price, time and accounting id of configuration 1', async () => {
    const [config] = await database.db
      .select()
      .from(counterConfigs)
      .where(eq(counterConfigs.id, 1));
    for (const [key, value] of Object.entries(config!)) {
      if (key.endsWith('Cents') || key.endsWith('Time') || /Easoft(Item)?Id$/.test(key)) {
        expect(value, key).toBeTruthy();
      }
    }
    const windows = await database.db
      .select()
      .from(counterWindows)
      .orderBy(counterWindows.sortOrder);
    expect(windows[0]).toMatchObject({
      title: 'Avattava ikkuna, 4 pintaa',
      priceCents: 990,
      defaultAmount: 5,
    });
    expect(windows.at(-1)).toMatchObject({ title: 'Näyteikkuna', priceCents: 1200 });
    for (const w of windows) expect(w.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('takes the postal codes of Helsinki, Espoo and Vantaa from the package', async () => {
    const rows = await queryRows<{ name: string; n: number | string; bad: number | string }>(
      database.db,
      sql`select a.name, count(*) as n,
            count(*) filter (where c.postal_code not like case a.name
              when 'Helsinki' then '00%' when 'Vantaa' then '01%' else '02%' end) as bad
          from postal_areas a join postal_area_codes c on c.postal_area_id = a.id
          group by a.name order by a.name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Espoo', 'Helsinki', 'Vantaa']);
    for (const r of rows) {
      expect(Number(r.n)).toBeGreaterThan(30);
      expect(Number(r.bad)).toBe(0);
    }
    const served = await database.db.select().from(washerPostalAreas);
    expect(served.length).toBe(4);
  });

  it('places blocks on Helsinki working days after now, one of them from KBOT', async () => {
    const blocks = await database.db.select().from(disabledDates);
    for (const b of blocks) {
      expect(b.startDatetime.getTime()).toBeGreaterThan(now.getTime());
      expect([1, 2, 3, 4, 5]).toContain(b.startDatetime.getUTCDay());
      expect(b.startDatetime.getUTCHours()).toBe(6); // 08:00 in Helsinki (EET, UTC+2)
    }
    expect(blocks.filter((b) => b.modifier === 'KBOT')).toHaveLength(3);
    const [shown] = await database.db.select().from(notifications);
    expect(shown!.startShowing < now && now < shown!.stopShowing).toBe(true);
  });

  it('answers the relational query API', async () => {
    const washer = await database.db.query.washers.findFirst({
      where: (w, { eq }) => eq(w.name, 'Anna Korhonen'),
      with: { calendar: { with: { disabledDates: true } }, postalAreas: true },
    });
    expect(washer?.calendar?.disabledDates).toHaveLength(2);
    expect(washer?.postalAreas).toHaveLength(2);
    const config = await database.db.query.counterConfigs.findFirst({ with: { windows: true } });
    expect(config?.windows).toHaveLength(11);
  });
});

describe('seedPriceList (every install, decision 074)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('loads the price list and the shopping centres, nothing of the demo company, once', async () => {
    await expect(seedPriceList(database.db)).resolves.toBe(true);
    const first = await counts(database.db);
    expect(first).toEqual({
      counterConfigs: 1,
      counterWindows: 11,
      malls: 5,
      postalAreas: 0,
      postalAreaCodes: 0,
      washers: 0,
      calendars: 0,
      disabledDates: 0,
      notifications: 0,
    });
    expect(await database.db.select().from(discounts)).toEqual([]);
    await expect(seedPriceList(database.db)).resolves.toBe(false);
    // The demo, asked later, finds the database no longer empty: nothing is added.
    await expect(seedDemo(database.db, now)).resolves.toBe(false);
    expect(await counts(database.db)).toEqual(first);
  });
});
