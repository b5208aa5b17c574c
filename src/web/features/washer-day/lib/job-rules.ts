import type { JobProgress, MyJob } from '#contracts/washer-day.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';

export type JobStep = JobProgress;

/** The Helsinki day of the job. */
export const jobDay = (job: Pick<MyJob, 'start'>) => helsinkiDate(new Date(job.start));

/** A job that is still to be worked: not cancelled, not waiting for a new time, not done. */
const isOpen = (job: Pick<MyJob, 'status' | 'progress'>) =>
  job.progress !== 'done' &&
  job.progress !== 'not_done' &&
  job.status !== 'cancelled' &&
  job.status !== 'done' &&
  job.status !== 'needs_new_time';

/**
 * The steps the server would take now (issue 23): none before the job's Helsinki day or
 * after done / could not be done; on my way only before starting.
 */
export function stepsAllowed(
  job: Pick<MyJob, 'start' | 'status' | 'progress'>,
  today: string,
): JobStep[] {
  if (!isOpen(job) || jobDay(job) > today) return [];
  const steps: JobStep[] = [];
  if (job.progress === null) steps.push('on_the_way');
  if (job.progress === null || job.progress === 'on_the_way') steps.push('started');
  steps.push('done', 'not_done');
  return steps;
}

/** Photos from the job's day on, also after done; never of a cancelled job. */
export const canAddPhoto = (job: Pick<MyJob, 'start' | 'status'>, today: string) =>
  job.status !== 'cancelled' && jobDay(job) <= today;

/** Jobs by Helsinki day, days and jobs in time order. */
export function byDay(jobs: readonly MyJob[]): { day: string; jobs: MyJob[] }[] {
  const days = new Map<string, MyJob[]>();
  for (const job of [...jobs].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = jobDay(job);
    days.set(day, [...(days.get(day) ?? []), job]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, jobs: list }));
}
