import type { Clock } from '../lib/clock';

/** A clock a test moves by hand: expiry, idle time, sliding windows. */
export function createManualClock(start: string | Date) {
  let now = new Date(start).getTime();
  const clock: Clock & { advance(ms: number): void; set(at: string | Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = new Date(at).getTime();
    },
  };
  return clock;
}
