/**
 * The washer's day (issue 23, decision 058): the steps a washer reports on a job, in which
 * order, which wait for the job's day, and which days a washer may read. Pure: the server
 * asks, the phone page offers only what this allows.
 */
import { addDays, type LocalDate } from '../calendar/local-date';

/** The steps, as contracts/washer-day.ts names them (`jobProgressSteps`). */
export type JobStep = 'on_the_way' | 'started' | 'done' | 'not_done';

/**
 * What may follow the last step reported (null: none yet). Done straight from the start or
 * from "on the way" is allowed: a washer who forgot to press "started" still reports the
 * work done. Done and "could not be done" end the visit.
 */
const next: Record<JobStep | 'none', readonly JobStep[]> = {
  none: ['on_the_way', 'started', 'done', 'not_done'],
  on_the_way: ['started', 'done', 'not_done'],
  started: ['done', 'not_done'],
  done: [],
  not_done: [],
};

export function canReportStep(last: JobStep | null, step: JobStep): boolean {
  return next[last ?? 'none'].includes(step);
}

/** Started and done wait for the job's Helsinki day (a job on 1 December is not done on 28 November). */
export function waitsForJobDay(step: JobStep): boolean {
  return step === 'started' || step === 'done';
}

/** How far back a washer sees their jobs, and how many days one read spans. */
export const washerDayLimits = { pastDays: 7, maxSpanDays: 31 } as const;

/** The first day a washer may read on `today`: past jobs beyond 7 days are never sent. */
export const earliestWasherDay = (today: LocalDate): LocalDate =>
  addDays(today, -washerDayLimits.pastDays);

const dayNumber = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with a read of the days `from` to `to` (both included) on `today`: the
 * field at fault and its message key, or null when the read is allowed.
 */
export function washerDayWindowFault(
  from: LocalDate,
  to: LocalDate,
  today: LocalDate,
): { field: 'from' | 'to'; key: string } | null {
  if (from < earliestWasherDay(today)) return { field: 'from', key: 'validation.date_too_early' };
  if (to < from) return { field: 'to', key: 'validation.date_range_invalid' };
  if (dayNumber(to) - dayNumber(from) > washerDayLimits.maxSpanDays) {
    return { field: 'to', key: 'validation.date_range_too_long' };
  }
  return null;
}
