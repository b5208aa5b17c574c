/**
 * The free starts of one washer's day (issue 24 point 7): every start on the washer's grid
 * (decision 051) where a job of the given length fits with its travel, as the customers'
 * availability reckons it (isFreeAt). The phone order form offers these; any other start is
 * a staff override.
 */
import type { MinuteInterval } from './free-interval';
import { isFreeAt } from './free-interval';
import type { StartRules } from './start-rules';
import { formatTimeOfDay, WORKDAY_END_MINUTES, WORKDAY_START_MINUTES } from './time-of-day';
import type { TimeOfDay } from './time-of-day';

/** The start minutes on the grid, 08:00 first, where the job and its travel are free. */
export function freeStartMinutes(
  busy: readonly MinuteInterval[],
  jobMinutes: number,
  rules: StartRules,
): number[] {
  const starts: number[] = [];
  for (let m = WORKDAY_START_MINUTES; m < WORKDAY_END_MINUTES; m += rules.gridMinutes) {
    if (isFreeAt(busy, m, jobMinutes, rules)) starts.push(m);
  }
  return starts;
}

/** As freeStartMinutes, as 'HH:mm'. */
export function freeStarts(
  busy: readonly MinuteInterval[],
  jobMinutes: number,
  rules: StartRules,
): TimeOfDay[] {
  return freeStartMinutes(busy, jobMinutes, rules).map(formatTimeOfDay);
}
