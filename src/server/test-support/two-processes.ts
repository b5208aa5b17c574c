import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { queryRows } from '#server/db/client.ts';
import type { Database } from '#server/db/database.ts';
import { listenApplicationName } from '#server/db/listen.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createClock } from '#server/lib/clock.ts';
import { createAdminTestApp } from './admin-session';
import { untilPublicAnswersHeard } from './test-app';

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

/**
 * The LISTEN connections of two apps: each listens on calendar_changed and
 * public_answers_changed (decisions 033, 043).
 */
export const twoAppsListening = 2 * 2;

/**
 * App A with a signed-in admin and app B on A's PostgreSQL database, under one clock that
 * stands still (no cache safety net ends during a test), both listening and both having
 * heard their first public-answers notice. `close` stops B, then A.
 */
export async function startTwoApps(options: { seedDemo?: boolean } = {}) {
  requirePostgresUrl();
  const clock = createClock(new Date('2026-11-23T08:00:00+02:00'));
  const { t, session } = await createAdminTestApp({ clock, ...options });
  if (t.database.kind !== 'postgres') throw new Error('two processes need PostgreSQL');
  const b = await buildApp(t.config, { database: t.database, clock });
  await b.ready();
  await untilListening(t.database.db, twoAppsListening);
  await untilPublicAnswersHeard(t.app);
  await untilPublicAnswersHeard(b);
  return {
    t,
    admin: session,
    b,
    close: async () => {
      await b.close();
      await t.close();
    },
  };
}
