/**
 * One washer's free starts of one day (issue 24 point 7), re-exported by calendar.service.ts:
 * what the phone order form offers. Read from the database (no cache: one washer, one day,
 * a member of staff on the phone), with the same busy time, grid and travel as the customers'
 * availability and the server's re-check of a chosen start (decision 051).
 */
import { busyByDate } from '#domain/calendar/availability.ts';
import { freeStarts } from '#domain/calendar/free-starts.ts';
import type { LocalDate } from '#domain/calendar/local-date.ts';
import type { StartRules } from '#domain/calendar/start-rules.ts';
import type { TimeOfDay } from '#domain/calendar/time-of-day.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { busyTime, windowOf } from './busy-window';
import { findBusyRanges, findStartRules } from './calendar.repository';

export interface WasherFreeStarts {
  starts: TimeOfDay[];
  rules: StartRules;
}

/** The washer's free starts of the day for a job of `washingMinutes`; 400 for an unknown washer. */
export async function washerFreeStarts(
  db: Database,
  input: { washerId: number; date: LocalDate; washingMinutes: number },
): Promise<WasherFreeStarts> {
  const { washerId, date, washingMinutes } = input;
  const rules = (await findStartRules(db, [washerId])).get(washerId);
  if (!rules) {
    throw new AppError('VALIDATION_FAILED', `washer ${washerId} unknown`, {
      cleanerId: 'validation.invalid_value',
    });
  }
  const { from, to } = windowOf(date, date);
  const ranges = await findBusyRanges(db, [washerId], from, to);
  const busy = busyByDate(ranges.map(busyTime), date, date).get(date)?.intervals ?? [];
  return { starts: freeStarts(busy, washingMinutes, rules), rules };
}
