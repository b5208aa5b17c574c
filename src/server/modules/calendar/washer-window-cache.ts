/**
 * Each server process keeps every washer's busy time of the order window (blocks and
 * reservations, as minutes per Helsinki date) in memory, so that an availability answer
 * costs one small query instead of reading and converting a thousand rows. A copy is used
 * only while the washer's counter in washer_calendar_versions (raised by triggers on every
 * change, by any process) is no newer than the one it was loaded under, it covers the asked dates, and
 * it is younger than maxAgeMs. Concurrent requests that find the same washer stale share
 * one load.
 */
import type { WasherDays } from '#domain/calendar/availability.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import { addDays } from '#domain/calendar/local-date.ts';

export interface WasherVersion {
  washerId: number;
  /** 0 for a washer whose calendar never changed since the counters began. */
  version: number;
}

/** A washer's busy time and start rules (decision 051), as loaded. */
export type WasherWindow = Omit<WasherDays, 'washerId'>;

/**
 * Reads the busy time of the washers for the dates first..last (both included), with
 * their start rules (a change of those raises the washer's counter too).
 */
export type WindowLoader = (
  washerIds: number[],
  first: LocalDate,
  last: LocalDate,
) => Promise<Map<number, WasherWindow>>;

interface Entry {
  version: number;
  /** Which load read it: the same number means the very same busy time. */
  loadId: number;
  first: LocalDate;
  last: LocalDate;
  loadedAt: number;
  window: Promise<WasherWindow>;
}

/** A washer's busy time as the cache holds it, with the load that read it. */
export type CachedWasherDays = WasherDays & { loadId: number };

export interface WasherWindowCacheOptions {
  /** A copy older than this is read again even if no counter moved (safety net). */
  maxAgeMs?: number;
  /** Extra days loaded past the window, so that the window moving on a day reuses copies. */
  slackDays?: number;
  /** At most this many washers are kept; beyond it the cache starts over. */
  maxWashers?: number;
}

export function createWasherWindowCache(
  load: WindowLoader,
  options: WasherWindowCacheOptions = {},
) {
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const slackDays = options.slackDays ?? 7;
  const maxWashers = options.maxWashers ?? 10_000;
  const entries = new Map<number, Entry>();
  let loads = 0;

  const isUsable = (
    entry: Entry | undefined,
    w: WasherVersion,
    first: LocalDate,
    last: LocalDate,
  ) =>
    entry !== undefined &&
    // A copy newer than the counters asked with (brought up to date by update()) is as good.
    entry.version >= w.version &&
    entry.first <= first &&
    entry.last >= last &&
    performance.now() - entry.loadedAt < maxAgeMs;

  return {
    /** The busy time of each washer for first..last, from the cache or freshly loaded. */
    async windows(
      washers: readonly WasherVersion[],
      first: LocalDate,
      last: LocalDate,
    ): Promise<CachedWasherDays[]> {
      let stale = washers.filter((w) => !isUsable(entries.get(w.washerId), w, first, last));
      if (stale.length > 0 && entries.size + stale.length > maxWashers) {
        // Starting over drops the copies this request was about to use too.
        entries.clear();
        stale = [...washers];
      }
      if (stale.length > 0) {
        const loadLast = addDays(last, slackDays);
        loads += 1;
        const loaded = load(
          stale.map((w) => w.washerId),
          first,
          loadLast,
        );
        for (const w of stale) {
          const window = loaded.then(
            (byWasher): WasherWindow => byWasher.get(w.washerId) ?? { busy: new Map() },
          );
          const entry = {
            version: w.version,
            loadId: loads,
            first,
            last: loadLast,
            loadedAt: performance.now(),
            window,
          };
          entries.set(w.washerId, entry);
          // A failed load must not stay cached: the next request tries again.
          window.catch(() => {
            if (entries.get(w.washerId) === entry) entries.delete(w.washerId);
          });
        }
      }
      return Promise.all(
        washers.map(async (w) => {
          const entry = entries.get(w.washerId)!;
          return { washerId: w.washerId, loadId: entry.loadId, ...(await entry.window) };
        }),
      );
    },
    /**
     * Brings the held copies of washers whose counter moved up to `versions` (one load), and
     * swaps each in only once loaded: meanwhile, requests asking with the older counters go
     * on with the older copies instead of waiting (decision 083). Resolves when done; a
     * failed load changes nothing.
     */
    async update(
      versions: ReadonlyMap<number, number>,
      first: LocalDate,
      last: LocalDate,
    ): Promise<void> {
      const behind = [...entries]
        .filter(([washerId, entry]) => (versions.get(washerId) ?? 0) > entry.version)
        .map(([washerId]) => washerId);
      if (behind.length === 0) return;
      const loadLast = addDays(last, slackDays);
      loads += 1;
      const loadId = loads;
      const byWasher = await load(behind, first, loadLast);
      const loadedAt = performance.now();
      for (const washerId of behind) {
        const version = versions.get(washerId) ?? 0;
        // A request may have loaded a newer copy meanwhile: keep that one.
        if ((entries.get(washerId)?.version ?? -1) >= version) continue;
        const window = byWasher.get(washerId) ?? { busy: new Map() };
        entries.set(washerId, {
          version,
          loadId,
          first,
          last: loadLast,
          loadedAt,
          window: Promise.resolve(window),
        });
      }
    },
    /** How many loads ran (for tests and the benchmark's notes). */
    loadCount: () => loads,
  };
}
export type WasherWindowCache = ReturnType<typeof createWasherWindowCache>;
