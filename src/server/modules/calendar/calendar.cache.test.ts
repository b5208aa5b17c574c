import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableDate } from '#contracts/calendar.ts';
import {
  calendars,
  disabledDates,
  postalAreaCodes,
  postalAreas,
  washerPostalAreas,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#server/db/test-database.ts';
import { createClock } from '#server/lib/clock.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import { findCalendarCounters, findWasherVersion } from './calendar.repository';
import { createCalendarService, releaseWasherTime, reserveWasherTime } from './calendar.service';
import { createWasherWindowCache } from './washer-window-cache';

// Demo seed at Monday 23 November 2026, 08:00 Helsinki; Jussi alone serves Vantaa (01300).
const now = new Date('2026-11-23T08:00:00+02:00');
const at = (local: string) => new Date(`${local}+02:00`);

describe('washer calendar counters (triggers of migration 0004)', () => {
  let database: TestDatabase;
  let jussi: number;
  let mikko: number;
  let calendarOf: (washerId: number) => Promise<number>;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: now });
    const rows = await database.db.select().from(washers);
    jussi = rows.find((w) => w.name === 'Jussi Nieminen')!.id;
    mikko = rows.find((w) => w.name === 'Mikko Virtanen')!.id;
    calendarOf = async (washerId) =>
      (await database.db.select().from(calendars).where(eq(calendars.washerId, washerId)))[0]!.id;
  });
  afterAll(() => database.close());

  const version = (washerId: number) => findWasherVersion(database.db, washerId);

  it('rise with every change of a washer’s reservations, and only that washer’s', async () => {
    const [orderId] = await insertTestOrders(database.db);
    const before = { jussi: await version(jussi), mikko: await version(mikko) };
    await reserveWasherTime(database.db, {
      orderId: orderId!,
      washerId: jussi,
      postalCode: '01300',
      date: '2026-11-25',
      washingMinutes: 60,
      now,
    });
    expect(await version(jussi)).toBe(before.jussi + 1);
    await database.db
      .update(washerReservations)
      .set({ during: { start: at('2026-11-25T09:00:00'), end: at('2026-11-25T10:00:00') } })
      .where(eq(washerReservations.orderId, orderId!));
    expect(await version(jussi)).toBe(before.jussi + 2);
    await releaseWasherTime(database.db, orderId!);
    expect(await version(jussi)).toBe(before.jussi + 3);
    expect(await version(mikko)).toBe(before.mikko);
  });

  it('rise with every change of a washer’s blocks and of whose a calendar is', async () => {
    const calendarId = await calendarOf(mikko);
    const start = await version(mikko);
    const [block] = await database.db
      .insert(disabledDates)
      .values({
        calendarId,
        startDatetime: at('2026-12-14T08:00:00'),
        endDatetime: at('2026-12-14T15:59:00'),
      })
      .returning();
    expect(await version(mikko)).toBe(start + 1);
    await database.db
      .update(disabledDates)
      .set({ endDatetime: at('2026-12-14T11:59:00') })
      .where(eq(disabledDates.id, block!.id));
    expect(await version(mikko)).toBe(start + 2);
    await database.db.delete(disabledDates).where(eq(disabledDates.id, block!.id));
    expect(await version(mikko)).toBe(start + 3);

    const [newcomer] = await database.db
      .insert(washers)
      .values({ name: 'Uusi Pesijä' })
      .returning();
    await database.db
      .update(calendars)
      .set({ washerId: newcomer!.id })
      .where(eq(calendars.id, calendarId));
    expect(await version(mikko)).toBe(start + 4);
    expect(await version(newcomer!.id)).toBe(1);
  });

  it('and the postal areas’ counter rises with every change of areas, codes or who serves them', async () => {
    const areas = async () => (await findCalendarCounters(database.db)).areas;
    const start = await areas();
    const [area] = await database.db.insert(postalAreas).values({ name: 'Lappi' }).returning();
    expect(await areas()).toBe(start); // an empty area changes no answer
    await database.db
      .insert(postalAreaCodes)
      .values({ postalAreaId: area!.id, postalCode: '96100' });
    expect(await areas()).toBe(start + 1);
    await database.db.insert(washerPostalAreas).values({ washerId: mikko, postalAreaId: area!.id });
    expect(await areas()).toBe(start + 2);
    await database.db.delete(postalAreas).where(eq(postalAreas.id, area!.id));
    expect(await areas()).toBeGreaterThan(start + 2); // the cascade removes codes and washers
  });

  it('rise for every washer when a table is emptied at once', async () => {
    const before = await version(mikko);
    await database.db.execute(sql`truncate washer_reservations`);
    expect(await version(mikko)).toBe(before + 1);
  });
});

describe('the availability cache', () => {
  let database: TestDatabase;
  let jussi: number;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: now });
    jussi = (await database.db.select().from(washers)).find((w) => w.name === 'Jussi Nieminen')!.id;
  });
  afterAll(() => database.close());

  const first = (list: AvailableDate[], date: string) => list.find((d) => d.date === date);

  /** Blocks Jussi's calendar from start to end (Helsinki), as another process would. */
  async function blockJussi(start: string, end: string) {
    const [calendar] = await database.db
      .select()
      .from(calendars)
      .where(eq(calendars.washerId, jussi));
    await database.db.insert(disabledDates).values({
      calendarId: calendar!.id,
      startDatetime: at(start),
      endDatetime: at(end),
    });
  }

  it('loads a washer once, and again after a change made behind its back', async () => {
    const service = createCalendarService(database.db, createClock(now));
    const a = await service.availableDates('01300', 60);
    await service.availableDates('01300', 120);
    await service.availableDates('01301', 60);
    expect(service.cacheLoads()).toBe(1);
    expect(first(a, '2026-11-25')?.starting).toBe('08:00');

    // Another process (here: plain SQL) blocks Jussi's morning.
    await blockJussi('2026-11-25T08:00:00', '2026-11-25T09:59:00');
    const b = await service.availableDates('01300', 60);
    expect(service.cacheLoads()).toBe(2);
    expect(first(b, '2026-11-25')?.starting).toBe('10:00');
  });

  it('learns of a washer newly serving a code at its next counter read', async () => {
    const service = createCalendarService(database.db, createClock(now));
    expect(await service.availableDates('96100', 60)).toEqual([]);
    const [area] = await database.db.insert(postalAreas).values({ name: 'Lappi' }).returning();
    await database.db
      .insert(postalAreaCodes)
      .values({ postalAreaId: area!.id, postalCode: '96100' });
    await database.db.insert(washerPostalAreas).values({ washerId: jussi, postalAreaId: area!.id });
    const served = await service.availableDates('96100', 60);
    expect(served.length).toBeGreaterThan(40);
    expect(new Set(served.map((d) => d.cleanerId))).toEqual(new Set([jussi]));
    await database.db.delete(postalAreas).where(eq(postalAreas.id, area!.id));
    expect(await service.availableDates('96100', 60)).toEqual([]);
  });

  it('keeps the counters while changes are heard, until a change drops them', async () => {
    const service = createCalendarService(database.db, createClock(now), { isHeard: true });
    const before = await service.availableDates('01300', 60);
    await blockJussi('2026-11-26T08:00:00', '2026-11-26T15:59:00');
    // Nobody told this service: the answer is the kept one, and costs no query.
    expect(await service.availableDates('01300', 60)).toEqual(before);
    expect(service.counterReads()).toBe(1);
    service.dropCounters();
    const after = await service.availableDates('01300', 60);
    expect(service.counterReads()).toBe(2);
    expect(first(after, '2026-11-26')).toBeUndefined();
    await service.availableDates('01300', 60);
    expect(service.counterReads()).toBe(2);
  });

  it('reads the counters for every answer while changes cannot be heard, and once on hearing again', async () => {
    const service = createCalendarService(database.db, createClock(now), { isHeard: true });
    await service.availableDates('01300', 60);
    service.setHeard(false);
    await service.availableDates('01300', 60);
    await service.availableDates('01300', 60);
    expect(service.counterReads()).toBe(3);
    service.setHeard(true);
    await service.availableDates('01300', 60);
    await service.availableDates('01300', 60);
    expect(service.counterReads()).toBe(4);
  });

  it("recomputes after a change only the answers of the changed washer's areas", async () => {
    const service = createCalendarService(database.db, createClock(now), { isHeard: true });
    const vantaa = await service.availableDates('01300', 60);
    const helsinki = await service.availableDates('00100', 60);
    expect(service.answersComputed()).toBe(2);
    await blockJussi('2026-11-27T08:00:00', '2026-11-27T15:59:00');
    service.dropCounters();
    expect(await service.availableDates('00100', 60)).toBe(helsinki);
    expect(service.answersComputed()).toBe(2);
    const changed = await service.availableDates('01300', 60);
    expect(service.answersComputed()).toBe(3);
    expect(first(vantaa, '2026-11-27')).toBeDefined();
    expect(first(changed, '2026-11-27')).toBeUndefined();
  });

  it('a change heard from elsewhere is read in the background: answers wait for nothing, then show it', async () => {
    const service = createCalendarService(database.db, createClock(now), { isHeard: true });
    const before = await service.availableDates('01300', 60);
    expect(first(before, '2026-11-30')).toBeDefined();
    const [reads, loads] = [service.counterReads(), service.cacheLoads()];
    await blockJussi('2026-11-30T08:00:00', '2026-11-30T15:59:00');
    const refreshed = service.refreshCounters();
    // Under way: the answer is the held one, the very same, and costs no query.
    expect(await service.availableDates('01300', 60)).toBe(before);
    await refreshed;
    // In place: one counters read and one load of Jussi's copy, both made in the background.
    expect(service.counterReads()).toBe(reads + 1);
    expect(service.cacheLoads()).toBe(loads + 1);
    const after = await service.availableDates('01300', 60);
    expect(first(after, '2026-11-30')).toBeUndefined();
    expect([service.counterReads(), service.cacheLoads()]).toEqual([reads + 1, loads + 1]);
  });

  it("notices heard during a refresh read once more after it; this process's own change wins over one", async () => {
    const service = createCalendarService(database.db, createClock(now), { isHeard: true });
    await service.availableDates('01300', 60);
    const reads = service.counterReads();
    const refreshed = service.refreshCounters();
    void service.refreshCounters();
    await service.refreshCounters();
    await refreshed;
    // The first read may have seen the database before the later notices: one more, not two.
    expect(service.counterReads()).toBe(reads + 2);

    // The process's own write drops the counters while a refresh reads: what that refresh
    // read (perhaps before the write) is not kept, and the next answer reads again.
    await service.availableDates('01300', 60);
    const underWay = service.refreshCounters();
    await blockJussi('2026-12-01T08:00:00', '2026-12-01T15:59:00');
    service.dropCounters();
    await underWay;
    const afterOwn = await service.availableDates('01300', 60);
    expect(service.counterReads()).toBe(reads + 4);
    expect(first(afterOwn, '2026-12-01')).toBeUndefined();
  });

  it('brings held copies up to newer counters only once loaded, and uses a newer copy for older counters', async () => {
    const releaseLoad: (() => void)[] = [];
    let loads = 0;
    const cache = createWasherWindowCache(async (ids) => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => releaseLoad.push(resolve));
      return new Map(ids.map((id) => [id, { busy: new Map() }]));
    });
    const window = ['2026-11-25', '2027-02-23'] as const;
    const [held] = await cache.windows([{ washerId: 1, version: 0 }], ...window);
    const updated = cache.update(new Map([[1, 1]]), ...window);
    // While the newer copy loads, the older counters get the held copy at once.
    const meanwhile = await cache.windows([{ washerId: 1, version: 0 }], ...window);
    expect(meanwhile[0]!.loadId).toBe(held!.loadId);
    releaseLoad.shift()!();
    await updated;
    const [newer] = await cache.windows([{ washerId: 1, version: 1 }], ...window);
    const [forOlder] = await cache.windows([{ washerId: 1, version: 0 }], ...window);
    expect(newer!.loadId).not.toBe(held!.loadId);
    expect(forOlder!.loadId).toBe(newer!.loadId);
    expect(loads).toBe(2);
  });

  it('starting over when full still answers with every washer', async () => {
    const cache = createWasherWindowCache(
      async (ids) => new Map(ids.map((id) => [id, { busy: new Map() }])),
      { maxWashers: 1 },
    );
    await cache.windows([{ washerId: 1, version: 0 }], '2026-11-25', '2027-02-23');
    const both = [
      { washerId: 1, version: 0 },
      { washerId: 2, version: 0 },
    ];
    const windows = await cache.windows(both, '2026-11-25', '2027-02-23');
    expect(windows.map((w) => w.washerId)).toEqual([1, 2]);
  });

  it('shares one load among concurrent requests', async () => {
    const service = createCalendarService(database.db, createClock(now));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => service.availableDates('01300', 30 + i)),
    );
    expect(service.cacheLoads()).toBe(1);
    expect(new Set(answers.map((a) => a.length)).size).toBe(1);
  });

  it('reads again after its maximum age', async () => {
    const service = createCalendarService(database.db, createClock(now), { cacheMaxAgeMs: 0 });
    await service.availableDates('01300', 60);
    await service.availableDates('01300', 60);
    expect(service.cacheLoads()).toBe(2);
  });

  it('loads again when asked for dates past its copy, and forgets a failed load', async () => {
    let calls = 0;
    const cache = createWasherWindowCache(
      async (ids) => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return new Map(ids.map((id) => [id, { busy: new Map() }]));
      },
      { slackDays: 7 },
    );
    const washer = [{ washerId: 1, version: 0 }];
    await expect(cache.windows(washer, '2026-11-25', '2027-02-23')).rejects.toThrow('away');
    await cache.windows(washer, '2026-11-25', '2027-02-23');
    await cache.windows(washer, '2026-11-26', '2027-03-02'); // inside the 7 days' slack
    expect(calls).toBe(2);
    await cache.windows(washer, '2026-11-26', '2027-03-03');
    await cache.windows([{ washerId: 1, version: 1 }], '2026-11-26', '2027-03-03');
    expect(calls).toBe(4);
  });
});
