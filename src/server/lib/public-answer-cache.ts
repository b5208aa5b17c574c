/**
 * Public answers served from memory (decision 043): per key, the answer's serialised bytes
 * (a CachedAnswer), loaded on first read (concurrent first reads share one load) and kept
 * until it is dropped, until its own expiry instant (e.g. the next start or stop of a
 * notification), or for `maxAgeMs` at most (a safety net for a change nobody announced).
 *
 * The keys are a closed set named by the services (never taken from a request), so the
 * cache needs no bound. A change is announced by NOTIFY on `publicAnswersChannel` in the
 * writer's transaction (every process drops everything: `dropAll`), and dropped at once in
 * the writing process after the commit (`drop`). A load that a drop overtakes is answered
 * to the requests that shared it but not kept. While changes are not heard (`setHeard`),
 * every read loads afresh.
 */
import type { Clock } from './clock';
import { createCachedAnswer, type CachedAnswer } from './cached-answer';

/** The channel of `select pg_notify(channel, key)` sent with every change of a cached answer. */
export const publicAnswersChannel = 'public_answers_changed';

export interface LoadedAnswer {
  /** The answer's JSON, as the route's schema encodes it. */
  json: string;
  /** When the answer stops being true without any write (e.g. a notification starts). */
  expiresAt?: Date | null;
}

/** Reads the answer as of `now` (the cache's clock at the start of the load). */
export type AnswerLoader = (now: Date) => Promise<LoadedAnswer>;

interface Entry {
  answer: Promise<CachedAnswer>;
  /** [loadedAtMs, expiresAtMs): outside it the entry is not used (the clock may be moved). */
  loadedAtMs: number;
  expiresAtMs: number;
}

export interface PublicAnswerCacheOptions {
  /** The longest an answer is kept without a drop (default 60 s). */
  maxAgeMs?: number;
  /** Whether changes are heard from the start (default false: until `setHeard(true)`). */
  isHeard?: boolean;
}

export function createPublicAnswerCache(clock: Clock, options: PublicAnswerCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  let isHeard = options.isHeard ?? false;
  const entries = new Map<string, Entry>();

  const loadAnswer = async (load: AnswerLoader, now: Date) => {
    const loaded = await load(now);
    return { answer: createCachedAnswer(loaded.json), expiresAt: loaded.expiresAt };
  };

  return {
    /** The answer under `key`: kept, or loaded by `load` (errors are never kept). */
    get(key: string, load: AnswerLoader): Promise<CachedAnswer> {
      const now = clock.now();
      const nowMs = now.getTime();
      const kept = entries.get(key);
      if (kept && kept.loadedAtMs <= nowMs && nowMs < kept.expiresAtMs) return kept.answer;
      if (!isHeard) return loadAnswer(load, now).then((loaded) => loaded.answer);
      const entry: Entry = {
        answer: undefined as unknown as Promise<CachedAnswer>,
        loadedAtMs: nowMs,
        expiresAtMs: Number.POSITIVE_INFINITY,
      };
      entry.answer = loadAnswer(load, now).then(
        ({ answer, expiresAt }) => {
          if (entries.get(key) === entry) {
            entry.expiresAtMs = Math.min(nowMs + maxAgeMs, expiresAt?.getTime() ?? Infinity);
          }
          return answer;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.answer;
    },

    /** Drops one answer (the writing process, after its commit). */
    drop(key: string) {
      entries.delete(key);
    },

    /** Drops every answer (a NOTIFY from any process). */
    dropAll() {
      entries.clear();
    },

    /** Whether changes are heard, so answers are kept (tests wait for it on PostgreSQL). */
    isHeard: () => isHeard,

    /** Whether changes are heard (LISTEN is up); either way everything kept is dropped. */
    setHeard(heard: boolean) {
      isHeard = heard;
      entries.clear();
    },
  };
}
export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;
