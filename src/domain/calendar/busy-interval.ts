/**
 * Turning a washer's blocks and orders (instants) into busy minutes of one Helsinki day,
 * for free-interval.ts. Minutes are read off the Helsinki wall clock, so 08:00 is 480
 * also on the days when clocks change (last Sunday of March, 23 hours long; last Sunday
 * of October, 25 hours long).
 */
import { DomainError } from '../errors';
import type { MinuteInterval } from './free-interval';
import type { InstantInput } from './helsinki-time';
import { helsinkiClockMinutes, helsinkiDate, helsinkiInstant, toInstant } from './helsinki-time';
import type { LocalDate } from './local-date';
import { addDays } from './local-date';
import type { TimeOfDay } from './time-of-day';
import {
  formatTimeOfDay,
  parseTimeOfDay,
  WORKDAY_END_MINUTES,
  WORKDAY_START_MINUTES,
} from './time-of-day';

const MINUTE_MS = 60_000;
const DAY_END_MINUTES = 24 * 60;

// Midnights are asked for over and over (every range of every availability answer); the
// time-zone arithmetic behind them is slow, so they are remembered (a few bytes per date).
const dayStarts = new Map<LocalDate, number>();
const maxRememberedDays = 5000;

/** The instant (ms) at which the Helsinki date begins. */
export function helsinkiDayStartMs(date: LocalDate): number {
  let ms = dayStarts.get(date);
  if (ms === undefined) {
    ms = helsinkiInstant(date).getTime();
    if (dayStarts.size >= maxRememberedDays) dayStarts.clear();
    dayStarts.set(date, ms);
  }
  return ms;
}

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
  const dayStart = helsinkiDayStartMs(date);
  const dayEnd = helsinkiDayStartMs(addDays(date, 1));
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

/**
 * The time a job holds its washer (what a reservation stores): from its start for its
 * washing time, but never past the end of that working day, because a job longer than a
 * working day needs only one whole free day (decision 021); then the washer's travel
 * minutes after it (decision 051), so that the no-overlap constraint keeps the buffer.
 * The start must lie in the working day: 08:00 at the earliest, before 16:00.
 */
export function reservedRange(
  date: LocalDate,
  time: TimeOfDay,
  washingMinutes: number,
  travelMinutes = 0,
): { start: Date; end: Date } {
  if (!Number.isFinite(washingMinutes) || washingMinutes <= 0) {
    throw new DomainError('INVALID_DURATION', `job length must be > 0 minutes: ${washingMinutes}`);
  }
  const startMinutes = parseTimeOfDay(time);
  if (startMinutes < WORKDAY_START_MINUTES || startMinutes >= WORKDAY_END_MINUTES) {
    throw new DomainError('INVALID_TIME', `a job starts between 08:00 and 15:59: ${time}`, {
      time,
    });
  }
  const start = helsinkiInstant(date, time);
  const jobEnd = jobEndOf(start, washingMinutes);
  return { start, end: new Date(jobEnd.getTime() + Math.max(0, travelMinutes) * MINUTE_MS) };
}

/**
 * When a job that starts at the instant ends: after its washing time, but at the end of
 * that working day at the latest (as reservedRange). A reservation's stored range also
 * holds the travel after the job, so whoever shows a job takes its end from here.
 */
export function jobEndOf(start: Date, washingMinutes: number): Date {
  const dayEnd = helsinkiInstant(helsinkiDate(start), formatTimeOfDay(WORKDAY_END_MINUTES));
  const end = start.getTime() + washingMinutes * MINUTE_MS;
  return new Date(Math.max(start.getTime(), Math.min(end, dayEnd.getTime())));
}

/**
 * The job's own end for a stored reservation (which holds the travel after the job too):
 * jobEndOf its start and washing time, never past the stored end; an order without a
 * washing time (0, older rows) ends where its reservation does.
 */
export function reservationJobEnd(during: InstantRange, washingMinutes: number): Date {
  const start = toInstant(during.start);
  const end = toInstant(during.end);
  if (!(washingMinutes > 0)) return end;
  return new Date(Math.min(jobEndOf(start, washingMinutes).getTime(), end.getTime()));
}

/**
 * The busy time of a block (disabled date). The back office stores a block's end one
 * minute before the half-hour slot chosen as its end (admin spec section 5: 08:00-15:59
 * for a whole day), and the external booking system does the same (08:00-11:59): an end
 * at hh:29 or hh:59 on the Helsinki clock, on the whole minute, therefore lasts until
 * that slot (16:00, 12:00). Any other end is taken as it is.
 */
export function blockBusyRange(range: InstantRange): { start: Date; end: Date } {
  const start = toInstant(range.start);
  const end = toInstant(range.end);
  const isWholeMinute = end.getTime() % MINUTE_MS === 0;
  const minuteOfHour = Math.round(helsinkiClockMinutes(end)) % 60;
  const isBeforeSlot = isWholeMinute && (minuteOfHour === 29 || minuteOfHour === 59);
  return { start, end: isBeforeSlot ? new Date(end.getTime() + MINUTE_MS) : end };
}
