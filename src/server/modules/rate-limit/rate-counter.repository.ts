import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateCounters } from '#server/db/schema/index.ts';

/**
 * Raises the key's counter of the window starting at `windowStart` by one and answers the
 * new count: one `insert ... on conflict do update ... returning`, so concurrent callers
 * (in any process) each get a different count.
 */
export async function incrementRateCounter(
  db: Database,
  key: string,
  windowStart: Date,
  expiresAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count });
  return row!.count;
}

/** The key's count in the window starting at `windowStart` (0 when none), unchanged. */
export async function readRateCounter(
  db: Database,
  key: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStart)));
  return row?.count ?? 0;
}

/** Forgets the counters of windows that ended before `now`. */
export async function deleteExpiredRateCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.expiresAt, now));
}
