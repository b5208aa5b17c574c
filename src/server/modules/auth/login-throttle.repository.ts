import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { loginFailures } from '#server/db/schema/index.ts';

/** The `n`-th most recent failure of the key after `since` (n = 1: the latest), or null. */
export async function nthRecentFailure(
  db: Database,
  key: string,
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
    .orderBy(desc(loginFailures.failedAt))
    .offset(n - 1)
    .limit(1);
  return row?.at ?? null;
}

/**
 * Records a failure under every key at `at`, but only when each key has fewer than its
 * limit after `since`; answers the new rows' ids, or null when a key is at its limit. The
 * keys' advisory locks (taken in one order, held to the end of the transaction) make the
 * count and the insert one step for every process: concurrent callers of a key queue.
 */
export async function recordFailuresUnderLimits(
  db: Database,
  keys: readonly { key: string; limit: number }[],
  since: Date,
  at: Date,
): Promise<number[] | null> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  return db.transaction(async (tx) => {
    for (const { key } of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    // A new statement: its snapshot sees every failure committed before the locks.
    const underLimits = sql.join(
      sorted.map(
        ({ key, limit }) =>
          sql`(select count(*) from login_failures
               where key = ${key} and failed_at > ${since.toISOString()}::timestamptz) < ${limit}`,
      ),
      sql` and `,
    );
    const values = sql.join(
      sorted.map(({ key }) => sql`(${key})`),
      sql`, `,
    );
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into login_failures (key, failed_at)
          select k.key, ${at.toISOString()}::timestamptz from (values ${values}) as k(key)
          where ${underLimits}
          returning id`,
    );
    return rows.length > 0 ? rows.map((row) => Number(row.id)) : null;
  });
}

export async function deleteFailures(db: Database, keys: readonly string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}

export async function deleteFailuresById(db: Database, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, [...ids]));
}

/** Forgets failures that no longer count (older than the window). */
export async function pruneFailures(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}
