import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '#server/db/client.ts';
import { washerReservations, washers } from '#server/db/schema/index.ts';
import {
  createTestDatabase,
  requirePostgresUrl,
  type TestDatabase,
} from '#server/db/test-database.ts';
import { AppError } from '#server/lib/app-error.ts';
import { insertTestOrders } from '#server/test-support/orders.ts';
import {
  reserveWasherTime,
  slotTakenByConstraint,
  type ReserveWasherTimeInput,
} from './calendar.service';

// Races on real PostgreSQL (PGlite has one connection, so a race there proves nothing):
// 50 reservations fired at once for one washer and day from 5 separate connection pools.
const now = new Date('2026-11-23T08:00:00+02:00');
const attempts = 50;

describe('reserveWasherTime under concurrency (PostgreSQL)', () => {
  requirePostgresUrl();
  let database: TestDatabase;
  let pools: OpenedDatabase[];
  let jussi: number;
  let orders: number[];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: now });
    const url = new URL(requirePostgresUrl());
    url.pathname = `/${database.name}`;
    pools = await Promise.all(
      Array.from({ length: 5 }, () =>
        openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 10 }),
      ),
    );
    const rows = await database.db.select().from(washers);
    jussi = rows.find((w) => w.name === 'Jussi Nieminen')!.id;
    orders = await insertTestOrders(database.db, attempts * 3);
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await database.close();
  });

  /** Fires the attempts together, spread over the pools; answers successes and refusals. */
  async function race(
    offset: number,
    patch: Partial<ReserveWasherTimeInput>,
    run: (db: OpenedDatabase['db'], input: ReserveWasherTimeInput) => Promise<unknown> = (db, i) =>
      reserveWasherTime(db, i),
  ) {
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        run(pools[i % pools.length]!.db, {
          orderId: orders[offset + i]!,
          washerId: jussi,
          postalCode: '01300',
          date: '2026-11-25',
          washingMinutes: 60,
          now,
          ...patch,
        }),
      ),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    return { won: results.length - refused.length, refused };
  }

  const rangesOn = async (date: string) =>
    (
      await database.db
        .select({ during: washerReservations.during })
        .from(washerReservations)
        .where(sql`lower(${washerReservations.during})::date = ${date}::date`)
    )
      .map((r) => [r.during.start.getTime(), r.during.end.getTime()] as const)
      .sort((a, b) => a[0] - b[0]);

  it('gives one time to exactly one of 50 customers; the others get SLOT_TAKEN', async () => {
    const { won, refused } = await race(0, { starting: '10:00', date: '2026-11-25' });
    expect(won).toBe(1);
    expect(refused).toHaveLength(attempts - 1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('SLOT_TAKEN');
    }
    expect(await rangesOn('2026-11-25')).toHaveLength(1);
  });

  it('fills a day with exactly five one-hour jobs when 50 ask for the earliest start', async () => {
    // Each job holds its washer 60 minutes and 30 travel minutes (decision 051): 08:00,
    // 09:30, 11:00, 12:30 and 14:00; a sixth at 15:30 would end past 16:00.
    const { won, refused } = await race(attempts, { date: '2026-11-26' });
    expect(won).toBe(5);
    expect(refused.every((e) => e instanceof AppError && e.code === 'SLOT_TAKEN')).toBe(true);
    const ranges = await rangesOn('2026-11-26');
    expect(ranges).toHaveLength(5);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
  });

  it('still gives one time to one customer when stale snapshots defeat the re-check', async () => {
    // In REPEATABLE READ the snapshot is taken before the lock is granted, so the
    // re-check cannot see the winner's row: only the exclusion constraint stops the rest.
    const { won, refused } = await race(
      attempts * 2,
      { starting: '08:00', date: '2026-11-27' },
      (db, input) =>
        db.transaction(
          async (tx) => {
            await tx.execute(sql`select 1`);
            return reserveWasherTime(tx, input);
          },
          { isolationLevel: 'repeatable read' },
        ),
    );
    expect(won).toBe(1);
    for (const error of refused) expect((error as AppError).code).toBe('SLOT_TAKEN');
    const byConstraint = refused.filter((e) =>
      (e as Error).message.endsWith(slotTakenByConstraint),
    );
    expect(byConstraint.length).toBeGreaterThan(0);
    expect(await rangesOn('2026-11-27')).toHaveLength(1);
  });
});
