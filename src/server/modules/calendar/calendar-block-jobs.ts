/**
 * Blocking over booked jobs (issue 14): the jobs of the calendar's washer that the new or
 * moved blocks would cover. The save refuses with BLOCK_OVER_JOBS listing them unless the
 * office confirmed; the jobs stay booked either way (moving them is the dispatcher's call).
 */
import type { BlockedJob } from '#contracts/calendar-block-conflict.ts';
import { reservationJobEnd } from '#domain/calendar/busy-interval.ts';
import { helsinkiIsoString } from '#domain/calendar/helsinki-iso.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listWasherJobsBetween } from './calendar-block-jobs.repository';

export interface TimeRange {
  start: Date;
  end: Date;
}

export class BlockOverJobsError extends AppError {
  constructor(readonly jobs: BlockedJob[]) {
    super('BLOCK_OVER_JOBS', `${jobs.length} booked jobs in the blocked time`);
  }
}

export async function jobsUnderBlocks(
  db: Database,
  washerId: number | null,
  blocks: readonly TimeRange[],
): Promise<BlockedJob[]> {
  if (washerId === null || blocks.length === 0) return [];
  const from = new Date(Math.min(...blocks.map((b) => b.start.getTime())));
  const to = new Date(Math.max(...blocks.map((b) => b.end.getTime())));
  const jobs = await listWasherJobsBetween(db, washerId, from, to);
  // A job's own time, without the travel its reservation also holds (decision 051).
  return jobs
    .map((job) => ({ ...job, end: reservationJobEnd(job.during, job.washingTime) }))
    .filter((job) => blocks.some((b) => job.during.start < b.end && b.start < job.end))
    .map((job) => ({
      orderId: job.orderId,
      reference: job.reference,
      start: helsinkiIsoString(job.during.start),
      end: helsinkiIsoString(job.end),
    }));
}
