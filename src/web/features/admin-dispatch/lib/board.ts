/**
 * The dispatch board's geometry and its move rule, pure. The axis is the working day
 * 08:00-16:00 (Helsinki); a job or a block sits at its minutes on it. A move is allowed by
 * the rule the server applies to a staff move: the job's time lies inside the working day
 * and touches no other job and no block of the target washer (domain/calendar).
 */
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { blockBusyRange, busyIntervalOnDate } from '#domain/calendar/busy-interval.ts';
import { isFreeAt, type MinuteInterval } from '#domain/calendar/free-interval.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import {
  formatTimeOfDay,
  WORKDAY_END_MINUTES,
  WORKDAY_MINUTES,
  WORKDAY_START_MINUTES,
} from '#domain/calendar/time-of-day.ts';

export type DispatchWasher = DispatchDay['washers'][number];

/** A keyboard move steps this many minutes; a drop snaps to it. */
export const STEP_MINUTES = 15;

export const axisHours = Array.from(
  { length: WORKDAY_MINUTES / 60 + 1 },
  (_, i) => WORKDAY_START_MINUTES / 60 + i,
);

/** Where a range sits on the day's axis: left and width in percent, clipped to 08-16. */
export function placement(range: { start: string; end: string }, date: string) {
  const interval = busyIntervalOnDate(range, date);
  if (!interval) return null;
  const start = Math.max(interval.startMinutes, WORKDAY_START_MINUTES);
  const end = Math.min(interval.endMinutes, WORKDAY_END_MINUTES);
  if (end <= start) return null;
  return {
    left: ((start - WORKDAY_START_MINUTES) / WORKDAY_MINUTES) * 100,
    width: ((end - start) / WORKDAY_MINUTES) * 100,
  };
}

/** Minutes of the job (its reservation's length). */
export const jobMinutes = (job: Pick<DispatchJob, 'start' | 'end'>) =>
  Math.round((Date.parse(job.end) - Date.parse(job.start)) / 60_000);

/** The job's start as minutes from the Helsinki midnight of `date`. */
export function startMinutesOn(job: Pick<DispatchJob, 'start' | 'end'>, date: string): number {
  return busyIntervalOnDate(job, date)?.startMinutes ?? WORKDAY_START_MINUTES;
}

/** A minute on the axis from a fraction (0-1) of its width, snapped to the step. */
export function minutesAtFraction(fraction: number): number {
  const raw = WORKDAY_START_MINUTES + Math.min(Math.max(fraction, 0), 1) * WORKDAY_MINUTES;
  return Math.round(raw / STEP_MINUTES) * STEP_MINUTES;
}

/**
 * The busy minutes of a washer's day, leaving one job out (the one being moved); each job
 * holds its washer for the travel minutes after it too, as its reservation does (decision 051).
 */
export function busyOf(washer: DispatchWasher, date: string, exceptOrderId: number) {
  const travelMs = (washer.travelMinutes ?? 0) * 60_000;
  const jobs = washer.jobs
    .filter((j) => j.orderId !== exceptOrderId)
    .map((j) =>
      busyIntervalOnDate({ start: j.start, end: new Date(Date.parse(j.end) + travelMs) }, date),
    );
  const blocks = washer.blocks.map((b) => busyIntervalOnDate(blockBusyRange(b), date));
  return [...jobs, ...blocks].filter((i): i is MinuteInterval => i !== null);
}

export interface MoveTarget {
  washerId: number;
  /** Minutes from the Helsinki midnight of the board's date. */
  startMinutes: number;
}

/**
 * Whether the job may move there: inside 08-16, over no other job or block, the washer's
 * travel minutes kept after it and after the jobs before it; any minute (staff, decision 051).
 */
export function canMove(day: DispatchDay, job: DispatchJob, target: MoveTarget): boolean {
  const washer = day.washers.find((w) => w.id === target.washerId);
  if (!washer) return false;
  const rules = { gridMinutes: 1, travelMinutes: washer.travelMinutes ?? 0 };
  return isFreeAt(
    busyOf(washer, day.date, job.orderId),
    target.startMinutes,
    jobMinutes(job),
    rules,
  );
}

/** The target's start as the instant the reschedule call sends (ISO, UTC). */
export const targetInstant = (date: string, startMinutes: number) =>
  helsinkiInstant(date, formatTimeOfDay(startMinutes)).toISOString();

/** One keyboard step: arrows move by STEP_MINUTES or to the washer above or below. */
export function stepTarget(
  day: DispatchDay,
  target: MoveTarget,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
): MoveTarget {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const delta = key === 'ArrowLeft' ? -STEP_MINUTES : STEP_MINUTES;
    const startMinutes = Math.min(
      Math.max(target.startMinutes + delta, WORKDAY_START_MINUTES),
      WORKDAY_END_MINUTES - STEP_MINUTES,
    );
    return { ...target, startMinutes };
  }
  const index = day.washers.findIndex((w) => w.id === target.washerId);
  const next = day.washers[index + (key === 'ArrowUp' ? -1 : 1)];
  return next ? { ...target, washerId: next.id } : target;
}

export const isArrowKey = (key: string): key is Parameters<typeof stepTarget>[2] =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/**
 * The starts, on the 15-minute steps of the working day, where `canMove` lets the job go on
 * that washer: what the move form offers (touch screens, decision 056).
 */
export function freeStarts(day: DispatchDay, job: DispatchJob, washerId: number): number[] {
  const starts: number[] = [];
  for (let m = WORKDAY_START_MINUTES; m < WORKDAY_END_MINUTES; m += STEP_MINUTES) {
    if (canMove(day, job, { washerId, startMinutes: m })) starts.push(m);
  }
  return starts;
}
