/**
 * The public availability answer (decisions 021, 022, 033 and 051), from each process's
 * cache of the washers' busy time and start rules; the server's check and reservation of
 * a time live in calendar-reserve.ts and are re-exported at the end.
 */
import type { AvailableDate, FreeStartsResponse } from '#contracts/calendar.ts';
import { availableDays, busyByDate, freeStartsOn } from '#domain/calendar/availability.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import {
  earliestOrderDate,
  isOrderableDate,
  latestOrderDate,
  orderableDates,
} from '#domain/calendar/order-window.ts';
import { defaultStartRules } from '#domain/calendar/start-rules.ts';
import { WORKDAY_MINUTES } from '#domain/calendar/time-of-day.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { busyTime, windowOf } from './busy-window';
import {
  findBusyRanges,
  findCalendarCounters,
  findStartRules,
  findWasherIdsServing,
} from './calendar.repository';
import { createFreshValue } from './fresh-values';
import { createWasherWindowCache, type WasherWindow } from './washer-window-cache';

/**
 * Reads the washers' blocks and reservations of first..last as busy minutes per date, and
 * their start rules (decision 051).
 */
async function loadWindows(
  db: Database,
  washerIds: number[],
  first: LocalDate,
  last: LocalDate,
): Promise<Map<number, WasherWindow>> {
  const { from, to } = windowOf(first, last);
  const [ranges, rules] = await Promise.all([
    findBusyRanges(db, washerIds, from, to),
    findStartRules(db, washerIds),
  ]);
  const byWasher = new Map<number, { start: Date; end: Date }[]>(washerIds.map((id) => [id, []]));
  for (const range of ranges) byWasher.get(range.washerId)?.push(busyTime(range));
  return new Map(
    [...byWasher].map(([washerId, list]) => [
      washerId,
      {
        busy: busyByDate(list, first, last),
        rules: rules.get(washerId) ?? defaultStartRules,
      },
    ]),
  );
}

export interface CalendarServiceOptions {
  /** How long a washer's cached window may be used without a change (default 5 minutes). */
  cacheMaxAgeMs?: number;
  /**
   * How long the counters of the calendars and postal areas are kept while changes are
   * heard (default 60 s, a safety net only): until then they are dropped by
   * `dropCounters()` whenever a change is committed, here or in another process.
   */
  countersMaxAgeMs?: number;
  /**
   * Whether every change reaches `dropCounters()` from the start (PGlite, one process, or
   * tests). Default false: the counters are read for every answer until `setHeard(true)`.
   */
  isHeard?: boolean;
}

export function createCalendarService(
  db: Database,
  clock: Clock,
  options: CalendarServiceOptions = {},
) {
  // The orderable dates change only at 10:00 and at midnight: computed once per window.
  let dates: { key: string; list: LocalDate[] } = { key: '', list: [] };
  const orderableDatesOf = (now: Date, first: LocalDate, last: LocalDate) => {
    const key = `${first}/${last}`;
    if (dates.key !== key) dates = { key, list: orderableDates(now) };
    return dates.list;
  };
  const cache = createWasherWindowCache(
    (washerIds, first, last) => loadWindows(db, washerIds, first, last),
    { maxAgeMs: options.cacheMaxAgeMs },
  );
  const answers = new Map<string, AvailableDate[]>();
  const maxAnswers = 5000;
  let computed = 0;
  // Every cache below is keyed by these counters: dropping them is dropping everything.
  const countersMaxAgeMs = options.countersMaxAgeMs ?? 60_000;
  let isHeard = options.isHeard ?? false;
  const counters = createFreshValue(
    () => findCalendarCounters(db),
    () => (isHeard ? countersMaxAgeMs : 0),
  );
  // Which washers serve a code, kept until the postal areas' counter moves.
  let serving = { areas: -1, byCode: new Map<string, Promise<number[]>>() };
  const servingWashers = (postalCode: string, areas: number) => {
    if (serving.areas !== areas || serving.byCode.size >= 50_000) {
      serving = { areas, byCode: new Map() };
    }
    const { byCode } = serving;
    let ids = byCode.get(postalCode);
    if (ids === undefined) {
      const read = findWasherIdsServing(db, postalCode);
      byCode.set(postalCode, read);
      read.catch(() => byCode.delete(postalCode));
      ids = read;
    }
    return ids;
  };
  /** The serving washers' windows of today's order window, from the cache. */
  async function servingWindows(postalCode: string, now: Date) {
    const current = await counters.get();
    const washerIds = await servingWashers(postalCode, current.areas);
    const washers = washerIds.map((washerId) => ({
      washerId,
      version: current.washers.get(washerId) ?? 0,
    }));
    const first = earliestOrderDate(now);
    const last = latestOrderDate(now);
    const windows = washers.length === 0 ? [] : await cache.windows(washers, first, last);
    return { washers, first, last, windows };
  }

  return {
    /** Whether some washer serves the postal code (GET calendar/validatePostalcode). */
    async isPostalCodeServed(postalCode: string): Promise<boolean> {
      return (await findWasherIdsServing(db, postalCode)).length > 0;
    },

    /** Decision 021: one entry per orderable date on which a serving washer has room. */
    /** The answer may be shared with other requests: callers must not change it. */
    async availableDates(postalCode: string, washingMinutes: number): Promise<AvailableDate[]> {
      const now = clock.now();
      const { washers, first, last, windows } = await servingWindows(postalCode, now);
      if (washers.length === 0) return [];
      // The answer depends on the window, the washers' copies (each named by the load that
      // read it) and min(T, 480) only, so a few thousand answers cover every postal area and
      // job length, and a booking recomputes only the answers of its washer's areas.
      const key = `${first}/${last}/${Math.min(washingMinutes, WORKDAY_MINUTES)}/${windows.map((w) => `${w.washerId}:${w.loadId}`).join(',')}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        if (answers.size >= maxAnswers) answers.clear();
        answer = availableDays(orderableDatesOf(now, first, last), windows, washingMinutes);
        computed += 1;
        answers.set(key, answer);
      }
      return answer;
    },

    /**
     * Every free start of one orderable day (issue 28, decision 069) from the same cached
     * windows as availableDates, so the picker's first start is the calendar's. A day
     * outside the order window, or not a working day, is 400 naming `date`.
     */
    async freeStarts(
      postalCode: string,
      washingMinutes: number,
      date: LocalDate,
    ): Promise<FreeStartsResponse> {
      const now = clock.now();
      if (!isOrderableDate(now, date)) {
        throw new AppError('VALIDATION_FAILED', `${date} is not orderable`, {
          date: 'validation.day_not_available',
        });
      }
      const { windows } = await servingWindows(postalCode, now);
      return { date, starts: freeStartsOn(date, windows, washingMinutes) };
    },

    /**
     * A change that may move availability was committed (by this process, or heard from
     * another through LISTEN): the next answer reads the counters again (decision 033).
     */
    dropCounters() {
      counters.invalidate();
    },
    /**
     * A change was heard from elsewhere (NOTIFY: another process, or this one's background
     * work), which no request here can be waiting to see (decision 083): the counters are
     * read again in the background and the changed washers' held copies loaded, and only
     * then do answers move to them; until then they come from what is held, without waiting.
     * Resolves once the new counters are in place (tests).
     */
    refreshCounters(): Promise<void> {
      return counters.refresh(async (next) => {
        const now = clock.now();
        await cache.update(next.washers, earliestOrderDate(now), latestOrderDate(now));
      });
    },
    /**
     * Whether every change made elsewhere reaches dropCounters (the LISTEN connection is
     * up). While not, the counters are read for every answer; on becoming true they are
     * dropped once, since changes made meanwhile went unheard.
     */
    setHeard(heard: boolean) {
      isHeard = heard;
      counters.invalidate();
    },

    /** Loads of washers' windows, reads of the counters and answers computed, so far (tests). */
    cacheLoads: () => cache.loadCount(),
    counterReads: () => counters.readCount(),
    answersComputed: () => computed,
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;

export {
  releaseWasherTime,
  reserveWasherTime,
  slotTakenByConstraint,
  type ReserveWasherTimeInput,
  type WasherReservation,
} from './calendar-reserve';
export { washerFreeStarts, type WasherFreeStarts } from './calendar-free-starts';
