/**
 * The available dates of DESIGN section 5: for each orderable date, the washer who can
 * start the job earliest (then the one with the fewest booked minutes, then the lowest id
 * so that the answer is stable), and that start. The washers' blocks and reservations
 * arrive as instants; busyByDate turns them into wall-clock minutes per Helsinki date once,
 * so that asking for several job lengths costs no further time-zone arithmetic.
 */
import type { InstantRange } from './busy-interval';
import { busyIntervalOnDate, helsinkiDayStartMs } from './busy-interval';
import type { MinuteInterval } from './free-interval';
import { bookedMinutes, busyInsideWorkday, earliestFreeStartMinutes } from './free-interval';
import { helsinkiDate } from './helsinki-time';
import type { LocalDate } from './local-date';
import { addDays, datesBetween } from './local-date';
import type { TimeOfDay } from './time-of-day';
import { formatTimeOfDay } from './time-of-day';

/** One washer's busy time inside the working day, merged, per Helsinki date. */
export type BusyByDate = ReadonlyMap<LocalDate, readonly MinuteInterval[]>;

export interface WasherDays {
  washerId: number;
  busy: BusyByDate;
}

export interface AvailableDay {
  date: LocalDate;
  /** Start on that day, Helsinki wall clock. */
  starting: TimeOfDay;
  cleanerId: number;
}

/**
 * The busy minutes of the dates first..last (both included) that the ranges cover, cut to
 * the working day and merged (busyInsideWorkday). Dates with nothing busy are left out.
 */
export function busyByDate(
  ranges: Iterable<InstantRange>,
  first: LocalDate,
  last: LocalDate,
): Map<LocalDate, MinuteInterval[]> {
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
  const merged = new Map<LocalDate, MinuteInterval[]>();
  for (const [date, intervals] of raw) {
    const inside = busyInsideWorkday(intervals);
    if (inside.length > 0) merged.set(date, inside);
  }
  return merged;
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
    const busy = washer.busy.get(date) ?? [];
    const startMinutes = earliestFreeStartMinutes(busy, jobMinutes);
    if (startMinutes === null) continue;
    const candidate = {
      washerId: washer.washerId,
      startMinutes,
      bookedMinutes: bookedMinutes(busy),
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
