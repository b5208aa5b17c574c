/**
 * A washer's start grid and travel buffer (decision 051). Offered starts lie on the
 * washer's grid counted from 08:00 (15 minutes unless set otherwise: 08:00, 08:15, ...),
 * and a job keeps the washer's travel minutes free before the next job or block of the
 * day. A reservation stores its job and the travel after it, so the database's
 * no-overlap constraint keeps the buffer between two jobs by itself.
 */
import { WORKDAY_START_MINUTES } from './time-of-day';

export interface StartRules {
  /** Minutes between two offered starts, counted from 08:00; one of startGridChoices. */
  gridMinutes: number;
  /** Minutes kept free after a job before the washer's next job or block (0-240). */
  travelMinutes: number;
}

/** The grids staff may choose: each divides an hour, so every hour starts alike. */
export const startGridChoices: readonly number[] = [5, 10, 15, 20, 30, 60];
export const MAX_TRAVEL_MINUTES = 240;

/** The defaults of migration 0013 (washers.start_grid_minutes, washers.travel_minutes). */
export const defaultStartRules: StartRules = { gridMinutes: 15, travelMinutes: 30 };

/** Any minute, no buffer: the rule before decision 051 (and the default of the pure helpers). */
export const anyMinute: StartRules = { gridMinutes: 1, travelMinutes: 0 };

/** Whether the start minute lies on the grid (counted from 08:00). */
export function isOnGrid(startMinutes: number, gridMinutes: number): boolean {
  return (startMinutes - WORKDAY_START_MINUTES) % gridMinutes === 0;
}

/** The first grid minute at or after the given minute (which is 08:00 or later). */
export function nextGridStart(minutes: number, gridMinutes: number): number {
  const steps = Math.ceil((minutes - WORKDAY_START_MINUTES) / gridMinutes);
  return WORKDAY_START_MINUTES + Math.max(0, steps) * gridMinutes;
}
