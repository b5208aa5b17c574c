/**
 * Fitting a job into a washer's day (decision 021). A day's busy intervals are
 * minutes from Helsinki midnight; they may overlap, may reach outside 08:00-16:00, and
 * may come from blocks spanning several days (already clipped to the day, see
 * busyIntervalOnDate). A job of T minutes fits when a continuous free interval of
 * min(T, 480) minutes lies inside the working day: a job longer than a working day
 * only needs a whole free day.
 * With the washer's StartRules (decision 051) the start also lies on the washer's grid and
 * the travel minutes after the job are free too (they may reach past 16:00); the busy
 * intervals of reservations already hold the travel after those jobs.
 */
import { DomainError } from '../errors';
import type { StartRules } from './start-rules';
import { anyMinute, isOnGrid, nextGridStart } from './start-rules';
import type { TimeOfDay } from './time-of-day';
import {
  formatTimeOfDay,
  WORKDAY_END_MINUTES,
  WORKDAY_MINUTES,
  WORKDAY_START_MINUTES,
} from './time-of-day';

export interface MinuteInterval {
  /** Minutes from midnight, start included. */
  startMinutes: number;
  /** Minutes from midnight, end excluded; up to 1440. */
  endMinutes: number;
}

/**
 * The busy intervals cut to the working day, widened to whole minutes (start down, end
 * up), sorted and merged; empty ones dropped.
 */
export function busyInsideWorkday(busy: readonly MinuteInterval[]): MinuteInterval[] {
  const clipped = busy
    .map((b) => ({
      startMinutes: Math.max(Math.floor(b.startMinutes), WORKDAY_START_MINUTES),
      endMinutes: Math.min(Math.ceil(b.endMinutes), WORKDAY_END_MINUTES),
    }))
    .filter((b) => b.endMinutes > b.startMinutes)
    .sort((a, b) => a.startMinutes - b.startMinutes);
  const merged: MinuteInterval[] = [];
  for (const interval of clipped) {
    const last = merged.at(-1);
    if (last !== undefined && interval.startMinutes <= last.endMinutes) {
      last.endMinutes = Math.max(last.endMinutes, interval.endMinutes);
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/** Minutes of the working day already taken (overlaps counted once). */
export function bookedMinutes(busy: readonly MinuteInterval[]): number {
  return busyInsideWorkday(busy).reduce((sum, b) => sum + b.endMinutes - b.startMinutes, 0);
}

/**
 * Whether a job of T minutes may start at the given minute: the start is on the grid, its
 * min(T, 480) minutes lie inside the working day, and they and the travel after them touch
 * nothing busy (the server's re-check of a chosen start).
 */
export function isFreeAt(
  busy: readonly MinuteInterval[],
  startMinutes: number,
  jobMinutes: number,
  rules: StartRules = anyMinute,
): boolean {
  if (!Number.isFinite(jobMinutes) || jobMinutes <= 0) {
    throw new DomainError('INVALID_DURATION', `job length must be > 0 minutes: ${jobMinutes}`);
  }
  const endMinutes = startMinutes + Math.min(jobMinutes, WORKDAY_MINUTES);
  if (startMinutes < WORKDAY_START_MINUTES || endMinutes > WORKDAY_END_MINUTES) return false;
  if (!isOnGrid(startMinutes, rules.gridMinutes)) return false;
  const heldUntil = endMinutes + rules.travelMinutes;
  return busyInsideWorkday(busy).every(
    (b) => b.endMinutes <= startMinutes || b.startMinutes >= heldUntil,
  );
}

/** The earliest start minute of a free stretch long enough for the job, or null. */
export function earliestFreeStartMinutes(
  busy: readonly MinuteInterval[],
  jobMinutes: number,
  rules: StartRules = anyMinute,
): number | null {
  return earliestFreeStartInMerged(busyInsideWorkday(busy), jobMinutes, rules);
}

/**
 * earliestFreeStartMinutes for intervals that are already busyInsideWorkday's output (cut
 * to the working day, sorted, merged): nothing is copied, for the availability loop that
 * asks this for every washer and date.
 */
export function earliestFreeStartInMerged(
  merged: readonly MinuteInterval[],
  jobMinutes: number,
  rules: StartRules = anyMinute,
): number | null {
  if (!Number.isFinite(jobMinutes) || jobMinutes <= 0) {
    throw new DomainError('INVALID_DURATION', `job length must be > 0 minutes: ${jobMinutes}`);
  }
  const needed = Math.min(jobMinutes, WORKDAY_MINUTES);
  let freeFrom = WORKDAY_START_MINUTES;
  for (const b of merged) {
    const start = nextGridStart(freeFrom, rules.gridMinutes);
    if (b.startMinutes - start >= needed + rules.travelMinutes) return start;
    freeFrom = b.endMinutes;
  }
  const start = nextGridStart(freeFrom, rules.gridMinutes);
  return WORKDAY_END_MINUTES - start >= needed ? start : null;
}

/** As earliestFreeStartMinutes, as 'HH:mm'. */
export function earliestFreeStart(
  busy: readonly MinuteInterval[],
  jobMinutes: number,
  rules: StartRules = anyMinute,
): TimeOfDay | null {
  const start = earliestFreeStartMinutes(busy, jobMinutes, rules);
  return start === null ? null : formatTimeOfDay(start);
}
