import type { RateCounters, WindowCount } from '../modules/rate-limit/rate-counters';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store: its merged options, with the route for a child. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its README, "Custom store") that counts in PostgreSQL's
 * rate_counters instead of one process's memory, so every process sharing the database
 * counts the same requests (decision 037). Each route limit is a child store whose
 * keys carry the route; windows are fixed and aligned (decision 037).
 */
export function rateCounterStore(counters: RateCounters) {
  return class RateCounterStore {
    private readonly scope: string;

    /** @param options the plugin's options; a route's (with routeInfo) for a child */
    constructor(options: object = {}) {
      const { method, url } = (options as StoreOptions).routeInfo ?? {};
      this.scope = url ? `${[method].flat().join(',')} ${url}` : 'global';
    }

    private answer(promise: Promise<WindowCount>, cb: Answer) {
      promise.then(
        ({ count, msLeft }) => cb(null, { current: count, ttl: msLeft }),
        (error: Error) => cb(error),
      );
    }

    incr(key: string, cb: Answer, timeWindow: number) {
      this.answer(counters.hit(this.keyOf(key), timeWindow), cb);
    }

    read(key: string, cb: Answer, timeWindow: number) {
      this.answer(counters.peek(this.keyOf(key), timeWindow), cb);
    }

    child(options: object) {
      return new RateCounterStore(options);
    }

    private keyOf(key: string) {
      return `rate-limit:${this.scope}:${key}`;
    }
  };
}
