/**
 * A washer's available time (issue 24 point 5, utilisation): the working day 08:00-16:00
 * Helsinki on working days (Mon-Fri, not a Finnish day off: decision 021), less the washer's
 * blocks cut to the working day and merged. Jobs do not lower it: they are what fills it.
 *
 * A report reads a year of 50 washers: the working windows of the period are made once
 * (workingWindows) and every washer's blocks are cut against them in milliseconds, so the
 * time-zone arithmetic runs per day, not per washer and block.
 */
import { helsinkiInstant } from '../calendar/helsinki-time';
import { datesBetween, type LocalDate } from '../calendar/local-date';
import { isWorkingDay } from '../calendar/working-days';

const MINUTE_MS = 60_000;
const WORKING_DAY_MS = 8 * 60 * MINUTE_MS;

export interface WorkingWindow {
  day: LocalDate;
  start: number;
  end: number;
}

/** The 08:00-16:00 Helsinki window (ms) of every working day of [first, last], in order. */
export function workingWindows(first: LocalDate, last: LocalDate): WorkingWindow[] {
  return datesBetween(first, last)
    .filter(isWorkingDay)
    .map((day) => {
      // Finland's clocks change at 03:00/04:00, never between 08:00 and 16:00: the window
      // is always 8 hours, so only its start needs the time-zone arithmetic.
      const start = helsinkiInstant(day, '08:00').getTime();
      return { day, start, end: start + WORKING_DAY_MS };
    });
}

export interface BlockRange {
  start: Date;
  end: Date;
}

/**
 * A block's end as availability reads it (blockBusyRange): a stored end at :29 or :59 on
 * the whole minute lasts until the slot after it. Helsinki's offsets are whole hours, so the
 * minute of the hour is the same in UTC.
 */
function blockEndMs(end: Date): number {
  const ms = end.getTime();
  const minute = end.getUTCMinutes();
  const isBeforeSlot = ms % MINUTE_MS === 0 && (minute === 29 || minute === 59);
  return isBeforeSlot ? ms + MINUTE_MS : ms;
}

/** Available minutes per working day of the windows, for one washer's blocks. */
export function availableMinutes(
  windows: readonly WorkingWindow[],
  blocks: readonly BlockRange[],
): Map<LocalDate, number> {
  const ranges = blocks
    .map((b) => ({ start: b.start.getTime(), end: blockEndMs(b.end) }))
    .sort((a, b) => a.start - b.start);
  const minutes = new Map<LocalDate, number>();
  let first = 0; // ranges before it end before the current window starts
  for (const w of windows) {
    while (first < ranges.length && ranges[first]!.end <= w.start) first += 1;
    let busyMs = 0;
    let covered = w.start; // merged: time before `covered` is already counted
    for (let i = first; i < ranges.length && ranges[i]!.start < w.end; i++) {
      const start = Math.max(ranges[i]!.start, covered);
      const end = Math.min(ranges[i]!.end, w.end);
      if (end > start) {
        busyMs += end - start;
        covered = end;
      }
    }
    minutes.set(w.day, Math.round((w.end - w.start - busyMs) / MINUTE_MS));
  }
  return minutes;
}

/** Available minutes per working day of [first, last] (days off are absent). */
export function availableMinutesByDay(
  blocks: readonly BlockRange[],
  first: LocalDate,
  last: LocalDate,
): Map<LocalDate, number> {
  return availableMinutes(workingWindows(first, last), blocks);
}

/** Minutes as hours with one decimal. */
export const minutesToHours = (minutes: number) => Math.round(minutes / 6) / 10;
