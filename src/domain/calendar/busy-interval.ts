/**
 * Turning a washer's blocks and orders (instants) into busy minutes of one Helsinki day,
 * for free-interval.ts. Minutes are read off the Helsinki wall clock, so 08:00 is 480
 * also on the days when clocks change (last Sunday of March, 23 hours long; last Sunday
 * of October, 25 hours long).
 */
import type { MinuteInterval } from './free-interval';
import type { InstantInput } from './helsinki-time';
import { helsinkiClockMinutes, helsinkiInstant, toInstant } from './helsinki-time';
import type { LocalDate } from './local-date';
import { addDays } from './local-date';
import type { TimeOfDay } from './time-of-day';

const MINUTE_MS = 60_000;
const DAY_END_MINUTES = 24 * 60;

export interface InstantRange {
  /** Start instant, included. */
  start: InstantInput;
  /** End instant, excluded. */
  end: InstantInput;
}

/**
 * The part of a range that falls on the given Helsinki date, as wall-clock minutes from
 * its midnight (start rounded down, end rounded up to the minute, up to 1440), or null
 * when the range does not touch that date. The ambiguous night hour of the October change
 * can make the clock run backwards; the end is then kept at or after the start.
 */
export function busyIntervalOnDate(range: InstantRange, date: LocalDate): MinuteInterval | null {
  const dayStart = helsinkiInstant(date).getTime();
  const dayEnd = helsinkiInstant(addDays(date, 1)).getTime();
  const start = Math.max(toInstant(range.start).getTime(), dayStart);
  const end = Math.min(toInstant(range.end).getTime(), dayEnd);
  if (end <= start) return null;
  const startMinutes = start === dayStart ? 0 : Math.floor(helsinkiClockMinutes(new Date(start)));
  const endMinutes =
    end === dayEnd ? DAY_END_MINUTES : Math.ceil(helsinkiClockMinutes(new Date(end)));
  return { startMinutes, endMinutes: Math.max(endMinutes, startMinutes) };
}

/** An order's time as an instant range: it starts at `time` on `date` and lasts its washing time. */
export function orderRange(date: LocalDate, time: TimeOfDay, washingMinutes: number): InstantRange {
  const start = helsinkiInstant(date, time);
  return { start, end: new Date(start.getTime() + washingMinutes * MINUTE_MS) };
}
