import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  deleteExpiredRateCounters,
  incrementRateCounter,
  readRateCounter,
} from './rate-counter.repository';

/** A key's count in its current window, and how long until that window ends. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/** Expired counters are deleted about once in this many increments of a process. */
const pruneEvery = 200;

/**
 * Counters in fixed time windows (aligned to multiples of the window since the epoch, so
 * every process agrees on them), kept in PostgreSQL and shared by every server process:
 * `@fastify/rate-limit`'s store and the order limits (decision 037).
 */
export function createRateCounters(db: Database, clock: Clock) {
  let increments = 0;

  function windowOf(windowMs: number) {
    const now = clock.now().getTime();
    const start = now - (now % windowMs);
    return {
      start: new Date(start),
      end: new Date(start + windowMs),
      msLeft: start + windowMs - now,
    };
  }

  return {
    /**
     * Counts one more hit of `key` in the current window and answers the count with it.
     * Pass `tx` to count inside a transaction: a rollback then takes the hit back.
     */
    async hit(key: string, windowMs: number, tx: Database = db): Promise<WindowCount> {
      const { start, end, msLeft } = windowOf(windowMs);
      const count = await incrementRateCounter(tx, key, start, end);
      // Not inside the caller's transaction (PGlite has one connection).
      if (tx === db && ++increments % pruneEvery === 0)
        await deleteExpiredRateCounters(db, clock.now());
      return { count, msLeft };
    },

    /** The count of `key` in the current window, without counting. */
    async peek(key: string, windowMs: number): Promise<WindowCount> {
      const { start, msLeft } = windowOf(windowMs);
      return { count: await readRateCounter(db, key, start), msLeft };
    },

    /** Deletes the counters of ended windows. */
    prune: () => deleteExpiredRateCounters(db, clock.now()),
  };
}
export type RateCounters = ReturnType<typeof createRateCounters>;
