import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import type { Database } from '#server/db/database.ts';
import { listenApplicationName } from '#server/db/listen.ts';

/**
 * Two app processes on one PostgreSQL database (decision 033), as the multi-process tests
 * run them: two apps in one test process, each with its own caches and LISTEN connections.
 */

/** How many LISTEN connections (decision 033) are open on this database. */
export async function listenConnectionCount(db: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${listenApplicationName}`,
  );
  return rows[0]!.n;
}

/** Waits until exactly `count` LISTEN connections are open; fails after `deadlineMs`. */
export async function untilListening(db: Database, count: number, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  while ((await listenConnectionCount(db)) !== count) {
    if (Date.now() > deadline) throw new Error(`not ${count} listen connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Polls `check` against the other process until it holds. The 15 s bound is a liveness
 * limit, not a stopwatch: what this proves is that the change is followed at all, long
 * before the caches' safety nets would let it.
 */
export async function untilOtherFollows(what: string, check: () => Promise<boolean>) {
  const deadline = performance.now() + 15_000;
  for (;;) {
    if (await check()) return;
    if (performance.now() > deadline) throw new Error(`B still ${what} after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
