/**
 * The available dates of decision 021: for each orderable date, the washer who can
 * start the job earliest (then the one with the fewest booked minutes, then the lowest id
 * so that the answer is stable), and that start. The washers' blocks and reservations
 * arrive as instants; busyByDate turns them into wall-clock minutes per Helsinki date once,
 * so that asking for several job lengths costs no further time-zone arithmetic.
 */
import type { InstantRange } from './busy-interval';
import { busyIntervalOnDate, helsinkiDayStartMs } from './busy-interval';
import type { MinuteInterval } from './free-interval';
import { busyInsideWorkday, earliestFreeStartInMerged } from './free-interval';
import { freeStartMinutes } from './free-starts';
import { helsinkiDate } from './helsinki-time';
import type { StartRules } from './start-rules';
import { anyMinute } from './start-rules';
import type { LocalDate } from './local-date';
import { addDays, datesBetween } from './local-date';
import type { TimeOfDay } from './time-of-day';
import { formatTimeOfDay } from './time-of-day';

/** A washer's busy time on one date: cut to the working day, sorted, merged; and its sum. */
export interface DayBusy {
  intervals: readonly MinuteInterval[];
  bookedMinutes: number;
}

/** One washer's busy time per Helsinki date; dates with nothing busy are absent. */
export type BusyByDate = ReadonlyMap<LocalDate, DayBusy>;

/** A day's busy intervals (any order, overlapping, outside working hours) as a DayBusy. */
export function toDayBusy(intervals: readonly MinuteInterval[]): DayBusy {
  const merged = busyInsideWorkday(intervals);
  return {
    intervals: merged,
    bookedMinutes: merged.reduce((sum, b) => sum + b.endMinutes - b.startMinutes, 0),
  };
}

export interface WasherDays {
  washerId: number;
  busy: BusyByDate;
  /** The washer's start grid and travel buffer (decision 051); any minute, no buffer if absent. */
  rules?: StartRules;
}

export interface AvailableDay {
  date: LocalDate;
  /** Start on that day, Helsinki wall clock. */
  starting: TimeOfDay;
  cleanerId: number;
}

/**
 * The busy minutes of the dates first..last (both included) that the ranges cover, cut to
 * the working day and merged (toDayBusy). Dates with nothing busy are left out.
 */
export function busyByDate(
  ranges: Iterable<InstantRange>,
  first: LocalDate,
  last: LocalDate,
): Map<LocalDate, DayBusy> {
  const windowStart = helsinkiDayStartMs(first);
  const windowEnd = helsinkiDayStartMs(addDays(last, 1));
  const raw = new Map<LocalDate, MinuteInterval[]>();
  for (const range of ranges) {
    const start = Math.max(new Date(range.start).getTime(), windowStart);
    const end = Math.min(new Date(range.end).getTime(), windowEnd);
    if (!(end > start)) continue;
    const clipped = { start: new Date(start), end: new Date(end) };
    for (const date of datesBetween(helsinkiDate(clipped.start), helsinkiDate(new Date(end - 1)))) {
      const interval = busyIntervalOnDate(clipped, date);
      if (interval === null) continue;
      const list = raw.get(date);
      if (list === undefined) raw.set(date, [interval]);
      else list.push(interval);
    }
  }
  const days = new Map<LocalDate, DayBusy>();
  for (const [date, intervals] of raw) {
    const day = toDayBusy(intervals);
    if (day.intervals.length > 0) days.set(date, day);
  }
  return days;
}

interface Candidate {
  washerId: number;
  startMinutes: number;
  bookedMinutes: number;
}

const isBetter = (a: Candidate, b: Candidate): boolean =>
  a.startMinutes !== b.startMinutes
    ? a.startMinutes < b.startMinutes
    : a.bookedMinutes !== b.bookedMinutes
      ? a.bookedMinutes < b.bookedMinutes
      : a.washerId < b.washerId;

/** The washer for one date: earliest start, then fewest booked minutes, then lowest id. */
export function chooseWasher(
  date: LocalDate,
  washers: readonly WasherDays[],
  jobMinutes: number,
): AvailableDay | null {
  let best: Candidate | null = null;
  for (const washer of washers) {
    const day = washer.busy.get(date);
    const startMinutes = earliestFreeStartInMerged(day?.intervals ?? [], jobMinutes, washer.rules);
    if (startMinutes === null) continue;
    const candidate = {
      washerId: washer.washerId,
      startMinutes,
      bookedMinutes: day?.bookedMinutes ?? 0,
    };
    if (best === null || isBetter(candidate, best)) best = candidate;
  }
  return best === null
    ? null
    : { date, starting: formatTimeOfDay(best.startMinutes), cleanerId: best.washerId };
}

/** One entry per date on which some washer has room for the job, in date order. */
export function availableDays(
  dates: readonly LocalDate[],
  washers: readonly WasherDays[],
  jobMinutes: number,
): AvailableDay[] {
  const days: AvailableDay[] = [];
  for (const date of dates) {
    const day = chooseWasher(date, washers, jobMinutes);
    if (day !== null) days.push(day);
  }
  return days;
}

/** One start of a day's time picker and the washer who would come then. */
export interface FreeStart {
  starting: TimeOfDay;
  cleanerId: number;
}

/**
 * Every start of one date at which some washer has room for the job (issue 28 point 4):
 * each washer's free starts on their own grid, with travel (freeStartMinutes, the server's
 * re-check), and for a minute several washers have free the one chooseWasher would take
 * (fewest booked minutes, then lowest id). In time order; the first is the date's start in
 * availableDays, so the picker's first button is what the day's calendar says.
 */
export function freeStartsOn(
  date: LocalDate,
  washers: readonly WasherDays[],
  jobMinutes: number,
): FreeStart[] {
  const best = new Map<number, Candidate>();
  for (const washer of washers) {
    const day = washer.busy.get(date);
    const booked = day?.bookedMinutes ?? 0;
    const rules = washer.rules ?? anyMinute;
    for (const startMinutes of freeStartMinutes(day?.intervals ?? [], jobMinutes, rules)) {
      const candidate = { washerId: washer.washerId, startMinutes, bookedMinutes: booked };
      const current = best.get(startMinutes);
      if (current === undefined || isBetter(candidate, current)) best.set(startMinutes, candidate);
    }
  }
  return [...best.values()]
    .sort((a, b) => a.startMinutes - b.startMinutes)
    .map((c) => ({ starting: formatTimeOfDay(c.startMinutes), cleanerId: c.washerId }));
}
