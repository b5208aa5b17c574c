import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  deleteFailures,
  insertFailures,
  nthRecentFailure,
  pruneFailures,
} from './login-throttle.repository';

/**
 * Failed logins counted per account and per client address over a sliding window (ASVS
 * 2.2.1). While either count is at its limit, further attempts are refused before any
 * password is checked. A successful login clears the account's count, never the address's
 * (a valid account must not reset an address that is guessing others). The failures are
 * kept in the database, so every server process sharing it counts the same ones.
 */
export const loginThrottleLimits = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perAddress: 30,
} as const;

/** Old failures are deleted about once in this many recorded ones. */
const pruneEvery = 50;

export function createLoginThrottle(db: Database, clock: Clock, limits = loginThrottleLimits) {
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;
  let recorded = 0;

  /** How long until the key is under its limit again: 0 when it is now. */
  async function waitFor(key: string, limit: number, now: number): Promise<number> {
    const since = new Date(now - limits.windowMs);
    const oldestCounted = await nthRecentFailure(db, key, since, limit);
    return oldestCounted ? oldestCounted.getTime() + limits.windowMs - now : 0;
  }

  return {
    /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterMs(email: string, address: string): Promise<number> {
      const now = clock.now().getTime();
      const waits = await Promise.all([
        waitFor(accountKey(email), limits.perAccount, now),
        waitFor(addressKey(address), limits.perAddress, now),
      ]);
      return Math.max(0, ...waits);
    },

    async recordFailure(email: string, address: string) {
      const now = clock.now();
      await insertFailures(db, [accountKey(email), addressKey(address)], now);
      recorded += 1;
      if (recorded % pruneEvery === 0) {
        await pruneFailures(db, new Date(now.getTime() - limits.windowMs));
      }
    },

    async recordSuccess(email: string) {
      await deleteFailures(db, [accountKey(email)]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
