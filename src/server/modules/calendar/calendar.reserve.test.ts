import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { washerReservations, washers } from '#server/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#server/db/test-database.ts';
import { AppError } from '#server/lib/app-error.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import { jobEndOf } from '#domain/calendar/busy-interval.ts';
import { insertReservation } from './calendar.repository';
import {
  releaseWasherTime,
  reserveWasherTime,
  type ReserveWasherTimeInput,
} from './calendar.service';

// The demo seed at Monday 23 November 2026, 08:00 Helsinki (see calendar.routes.test.ts):
// Jussi serves Vantaa (01300) and is blocked on Mon 30.11 08:00-11:59 and all of Mon 7.12.
const now = new Date('2026-11-23T08:00:00+02:00');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('reserveWasherTime', () => {
  let database: TestDatabase;
  let db: Database;
  let jussi: number;
  let mikko: number;
  let orders: number[];
  let next = 0;
  const input = (patch: Partial<ReserveWasherTimeInput> = {}): ReserveWasherTimeInput => ({
    orderId: orders[next++]!,
    washerId: jussi,
    postalCode: '01300',
    date: '2026-11-25',
    washingMinutes: 60,
    now,
    ...patch,
  });
  const reservationsOn = async (washerId: number, on: Database = db) =>
    (await on.select().from(washerReservations).where(eq(washerReservations.washerId, washerId)))
      .map((r) => [r.during.start.toISOString(), r.during.end.toISOString()] as const)
      .sort();

  beforeAll(async () => {
    database = await createTestDatabase({ seed: now });
    db = database.db;
    const rows = await db.select().from(washers);
    jussi = rows.find((w) => w.name === 'Jussi Nieminen')!.id;
    mikko = rows.find((w) => w.name === 'Mikko Virtanen')!.id;
    orders = await insertTestOrders(db, 80);
  });
  afterAll(() => database.close());

  it('reserves the offered start for the washing time and the travel after it', async () => {
    const r = await reserveWasherTime(db, input({ starting: '08:00', washingMinutes: 95 }));
    expect(r).toMatchObject({ washerId: jussi, date: '2026-11-25', starting: '08:00' });
    // 08:00-09:35 washing, then the seed's default 30 travel minutes (decision 051).
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      '2026-11-25T06:00:00.000Z',
      '2026-11-25T08:05:00.000Z',
    ]);
    expect(jobEndOf(r.start, 95).toISOString()).toBe('2026-11-25T07:35:00.000Z');
  });

  it('refuses an overlapping start or one inside the travel time with SLOT_TAKEN', async () => {
    const taken = await refusal(reserveWasherTime(db, input({ starting: '09:00' })));
    expect(taken.code).toBe('SLOT_TAKEN');
    const inside = await refusal(
      reserveWasherTime(db, input({ starting: '08:00', washingMinutes: 30 })),
    );
    expect(inside.code).toBe('SLOT_TAKEN');
    // The job ends at 09:35: 09:45 and 10:00 fall into the washer's 30 travel minutes.
    for (const starting of ['09:45', '10:00']) {
      const travel = await refusal(reserveWasherTime(db, input({ starting })));
      expect(travel.code).toBe('SLOT_TAKEN');
    }
    await expect(reserveWasherTime(db, input({ starting: '10:15' }))).resolves.toMatchObject({
      starting: '10:15',
    });
  });

  it('refuses a start off the washer’s grid with VALIDATION_FAILED naming starting', async () => {
    for (const starting of ['09:35', '11:13', '12:51']) {
      const error = await refusal(reserveWasherTime(db, input({ starting })));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ starting: 'validation.time_off_grid' });
    }
    await db.update(washers).set({ startGridMinutes: 20 }).where(eq(washers.id, jussi));
    try {
      const day = { date: '2026-12-09' };
      const error = await refusal(reserveWasherTime(db, input({ ...day, starting: '12:45' })));
      expect(error.fields).toEqual({ starting: 'validation.time_off_grid' });
      await expect(
        reserveWasherTime(db, input({ ...day, starting: '12:40', washingMinutes: 20 })),
      ).resolves.toMatchObject({ starting: '12:40' });
    } finally {
      await db.update(washers).set({ startGridMinutes: 15 }).where(eq(washers.id, jussi));
    }
  });

  it('without a start takes the earliest grid start after the travel time', async () => {
    // 10:15-11:15 plus travel holds the washer until 11:45.
    const r = await reserveWasherTime(db, input({ washingMinutes: 30 }));
    expect(r.starting).toBe('11:45');
  });

  it('keeps the travel time before a later job, with the washer’s own minutes', async () => {
    const day = { date: '2026-12-08' };
    await reserveWasherTime(db, input({ ...day, starting: '12:00' }));
    const tooClose = await refusal(reserveWasherTime(db, input({ ...day, starting: '10:45' })));
    expect(tooClose.code).toBe('SLOT_TAKEN');
    await expect(
      reserveWasherTime(db, input({ ...day, starting: '10:30' })),
    ).resolves.toMatchObject({ starting: '10:30' });
    await db.update(washers).set({ travelMinutes: 0 }).where(eq(washers.id, jussi));
    try {
      // Without travel, 08:00-10:30 is free for 150 minutes exactly.
      await expect(
        reserveWasherTime(db, input({ ...day, washingMinutes: 150 })),
      ).resolves.toMatchObject({ starting: '08:00' });
    } finally {
      await db.update(washers).set({ travelMinutes: 30 }).where(eq(washers.id, jussi));
    }
  });

  it('refuses a start inside a block (kept until the slot after its end)', async () => {
    const blocked = await refusal(
      reserveWasherTime(db, input({ date: '2026-11-30', starting: '11:30', washingMinutes: 30 })),
    );
    expect(blocked.code).toBe('SLOT_TAKEN');
    const r = await reserveWasherTime(db, input({ date: '2026-11-30', washingMinutes: 30 }));
    expect(r.starting).toBe('12:00');
    const fullDay = await refusal(reserveWasherTime(db, input({ date: '2026-12-07' })));
    expect(fullDay.code).toBe('SLOT_TAKEN');
  });

  it('holds a job longer than a day for that working day only', async () => {
    const r = await reserveWasherTime(db, input({ date: '2026-11-26', washingMinutes: 900 }));
    expect([r.starting, r.start.toISOString(), r.end.toISOString()]).toEqual([
      '08:00',
      '2026-11-26T06:00:00.000Z',
      '2026-11-26T14:30:00.000Z', // 16:00 and 30 travel minutes
    ]);
    await expect(reserveWasherTime(db, input({ date: '2026-11-27' }))).resolves.toMatchObject({
      starting: '08:00',
    });
    const halfDay = await refusal(
      reserveWasherTime(db, input({ date: '2026-11-27', washingMinutes: 600 })),
    );
    expect(halfDay.code).toBe('SLOT_TAKEN');
  });

  it.each<[string, Partial<ReserveWasherTimeInput>, string]>([
    ['a Saturday', { date: '2026-11-28' }, 'shippingDay'],
    ['Christmas Eve', { date: '2026-12-24' }, 'shippingDay'],
    ['a day before the earliest', { date: '2026-11-24' }, 'shippingDay'],
    ['a day after the latest', { date: '2027-02-24' }, 'shippingDay'],
    ['no such day', { date: '2026-02-30' }, 'shippingDay'],
    ['a washer of another area', { postalCode: '00100' }, 'cleanerId'],
    ['a code nobody serves', { postalCode: '96100' }, 'cleanerId'],
    ['a start before 08:00', { starting: '07:30' }, 'starting'],
    ['a start at 16:00', { starting: '16:00' }, 'starting'],
    ['a malformed start', { starting: '8:00' }, 'starting'],
    ['no washing time', { washingMinutes: 0 }, 'washingTime'],
  ])('refuses %s with VALIDATION_FAILED naming %s', async (_name, patch, field) => {
    const error = await refusal(reserveWasherTime(db, input({ date: '2026-12-01', ...patch })));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  describe("staff's override (decision 045)", () => {
    const staff = (patch: Partial<ReserveWasherTimeInput>) =>
      input({ override: 'staff', starting: '08:00', ...patch });

    it('takes a day before the earliest, after the latest, and a washer of another area', async () => {
      for (const patch of [
        { date: '2026-11-24' },
        { date: '2027-03-15' },
        { date: '2026-12-14', postalCode: '00100' },
      ]) {
        await expect(reserveWasherTime(db, staff(patch))).resolves.toMatchObject({
          date: patch.date,
          starting: '08:00',
        });
      }
    });

    it('still refuses a past day, a start out of hours, a block and another job', async () => {
      const past = await refusal(reserveWasherTime(db, staff({ date: '2026-11-20' })));
      expect(Object.keys(past.fields ?? {})).toEqual(['shippingDay']);
      const late = await refusal(reserveWasherTime(db, staff({ starting: '16:30' })));
      expect(Object.keys(late.fields ?? {})).toEqual(['starting']);
      const blocked = await refusal(reserveWasherTime(db, staff({ date: '2026-12-07' })));
      expect(blocked.code).toBe('SLOT_TAKEN');
      const overlap = await refusal(reserveWasherTime(db, staff({ date: '2026-11-24' })));
      expect(overlap.code).toBe('SLOT_TAKEN');
    });

    it('may start off the grid but keeps the travel time (decision 051)', async () => {
      // The 08:00 job of 2026-11-24 lasts 60 minutes, then 30 travel minutes.
      const travel = await refusal(
        reserveWasherTime(db, staff({ date: '2026-11-24', starting: '09:20' })),
      );
      expect(travel.code).toBe('SLOT_TAKEN');
      await expect(
        reserveWasherTime(db, staff({ date: '2026-11-24', starting: '09:37' })),
      ).resolves.toMatchObject({ starting: '09:37' });
    });
  });

  it('stores nothing when it refuses', async () => {
    expect(await reservationsOn(mikko)).toEqual([]);
    expect(
      (await reservationsOn(jussi)).filter(([start]) => start.startsWith('2026-12-01')),
    ).toEqual([]);
  });

  it("runs inside the caller's transaction: a refusal leaves it usable, a rollback undoes it", async () => {
    const marker = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await reserveWasherTime(tx, input({ date: '2026-12-02', starting: '08:00' }));
        const again = await refusal(
          reserveWasherTime(tx, input({ date: '2026-12-02', starting: '08:00' })),
        );
        expect(again.code).toBe('SLOT_TAKEN');
        // still usable after the refused savepoint
        await reserveWasherTime(tx, input({ date: '2026-12-02', starting: '10:00' }));
        expect(
          (await reservationsOn(jussi, tx)).filter(([s]) => s.startsWith('2026-12-02')),
        ).toHaveLength(2);
        throw marker;
      }),
    ).rejects.toBe(marker);
    expect((await reservationsOn(jussi)).filter(([s]) => s.startsWith('2026-12-02'))).toEqual([]);
  });

  it('frees the time of an order', async () => {
    const r = await reserveWasherTime(db, input({ date: '2026-12-03', starting: '08:00' }));
    const orderId = orders[next - 1]!;
    expect(await releaseWasherTime(db, orderId)).toBe(1);
    expect(await releaseWasherTime(db, orderId)).toBe(0);
    await expect(
      reserveWasherTime(db, input({ date: '2026-12-03', starting: r.starting })),
    ).resolves.toMatchObject({ starting: '08:00' });
  });

  it('has the exclusion constraint as the last line of defence', async () => {
    const start = new Date('2026-12-10T08:00:00+02:00');
    const end = new Date('2026-12-10T09:00:00+02:00');
    const orderId = orders[next++]!;
    expect(await insertReservation(db, { washerId: mikko, orderId, start, end })).not.toBeNull();
    expect(await insertReservation(db, { washerId: mikko, orderId, start, end })).toBeNull();
  });
});
