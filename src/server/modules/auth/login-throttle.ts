import type { Clock } from '../../lib/clock';

/**
 * Failed logins counted per account and per client address over a sliding window (ASVS
 * 2.2.1). While either count is at its limit, further attempts are refused before any
 * password is checked. A successful login clears the account's count, never the address's
 * (a valid account must not reset an address that is guessing others). Kept in memory:
 * one process per database today; docs/decisions records it.
 */
export const loginThrottleLimits = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perAddress: 30,
} as const;

const maxKeys = 10_000;

export function createLoginThrottle(clock: Clock, limits = loginThrottleLimits) {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function prune(now: number) {
    if (failures.size < maxKeys) return;
    for (const key of [...failures.keys()]) recent(key, now);
  }

  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  return {
    /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
    retryAfterMs(email: string, address: string): number {
      const now = clock.now().getTime();
      const waits = [
        [recent(accountKey(email), now), limits.perAccount],
        [recent(addressKey(address), now), limits.perAddress],
      ] as const;
      let wait = 0;
      for (const [times, limit] of waits) {
        if (times.length >= limit) {
          const oldestCounted = times[times.length - limit]!;
          wait = Math.max(wait, oldestCounted + limits.windowMs - now);
        }
      }
      return wait;
    },

    recordFailure(email: string, address: string) {
      const now = clock.now().getTime();
      prune(now);
      for (const key of [accountKey(email), addressKey(address)]) {
        failures.set(key, [...recent(key, now), now]);
      }
    },

    recordSuccess(email: string) {
      failures.delete(accountKey(email));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
