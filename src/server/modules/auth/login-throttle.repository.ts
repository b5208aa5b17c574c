import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

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

export async function insertFailures(db: Database, keys: readonly string[], at: Date) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: at })));
}

export async function deleteFailures(db: Database, keys: readonly string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}

/** Forgets failures that no longer count (older than the window). */
export async function pruneFailures(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}
