import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  deleteFailures,
  deleteFailuresById,
  nthRecentFailure,
  pruneFailures,
  recordFailuresUnderLimits,
} from './login-throttle.repository';

/**
 * Failed logins counted per account and per client address over a sliding window (ASVS
 * 2.2.1). While either count is at its limit, further attempts are refused before any
 * password is checked. A successful login clears the account's count, never the address's
 * (a valid account must not reset an address that is guessing others). The failures are
 * kept in the database, so every server process sharing it counts the same ones.
 *
 * Count first, then check (decision 037): an attempt is recorded as a failure, in one
 * locked step with the check of the limits, BEFORE its password is checked. So concurrent
 * guesses cannot all pass the check and then be counted: at most the limit's number of
 * passwords are ever checked in a window. The attempt's outcome then settles the record:
 * a failure keeps it; a success deletes it and the account's count; an answer that is
 * neither (a TOTP code asked for) deletes it.
 */
export const loginThrottleLimits = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perAddress: 30,
} as const;

/** Old failures are deleted about once in this many attempts. */
const pruneEvery = 50;

/** An attempt let through, recorded as a failure until settled. */
export interface LoginAttempt {
  email: string;
  ids: number[];
}

export type AttemptClaim =
  { isAllowed: true; attempt: LoginAttempt } | { isAllowed: false; retryAfterMs: number };

export function createLoginThrottle(db: Database, clock: Clock, limits = loginThrottleLimits) {
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;
  let claimed = 0;

  /** How long until the key is under its limit again: 0 when it is now. */
  async function waitFor(key: string, limit: number, now: number): Promise<number> {
    const since = new Date(now - limits.windowMs);
    const oldestCounted = await nthRecentFailure(db, key, since, limit);
    return oldestCounted ? oldestCounted.getTime() + limits.windowMs - now : 0;
  }

  return {
    /**
     * Records this attempt as a failure if the account and the address are both under
     * their limits, in one step; else answers how long to wait (milliseconds, at least 1 s).
     */
    async claimAttempt(email: string, address: string): Promise<AttemptClaim> {
      const now = clock.now();
      const keys = [
        { key: accountKey(email), limit: limits.perAccount },
        { key: addressKey(address), limit: limits.perAddress },
      ];
      const since = new Date(now.getTime() - limits.windowMs);
      const ids = await recordFailuresUnderLimits(db, keys, since, now);
      if (++claimed % pruneEvery === 0) await pruneFailures(db, since);
      if (ids) return { isAllowed: true, attempt: { email, ids } };
      const waits = await Promise.all(
        keys.map(({ key, limit }) => waitFor(key, limit, now.getTime())),
      );
      return { isAllowed: false, retryAfterMs: Math.max(1000, ...waits) };
    },

    /** The password (and code) were right: the account's failures go, and this attempt. */
    async succeeded(attempt: LoginAttempt) {
      await deleteFailures(db, [accountKey(attempt.email)]);
      await deleteFailuresById(db, attempt.ids);
    },

    /** Neither a success nor a failure (a code is asked for): the attempt is not counted. */
    async released(attempt: LoginAttempt) {
      await deleteFailuresById(db, attempt.ids);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
