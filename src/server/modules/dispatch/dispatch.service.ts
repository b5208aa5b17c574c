/**
 * The dispatch board (issue 14): one Helsinki day, one row per washer with the jobs
 * (reservations of orders not cancelled) and the blocked times that touch that day.
 */
import type { DispatchDay, DispatchJob } from '#contracts/dispatch.ts';
import { reservationJobEnd } from '#domain/calendar/busy-interval.ts';
import { helsinkiIsoString } from '#domain/calendar/helsinki-iso.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { isWashedLine } from '#domain/pricing/price-line.ts';
import type { Database } from '#server/db/client.ts';
import {
  listJobItems,
  listJobs,
  listWasherBlocks,
  listWashers,
  type JobRecord,
} from './dispatch.repository';

type JobItem = DispatchJob['items'][number];

/** A job in the washer's calendar feed: its order number and its event's UID and SEQUENCE. */
export interface FeedJob extends DispatchJob {
  orderNumber: string;
  calendarUid: string;
  calendarSequence: number;
}

export function toDispatchJob(job: JobRecord, items: JobItem[] = []): DispatchJob {
  return {
    orderId: job.orderId,
    reference: job.reference,
    start: helsinkiIsoString(job.during.start),
    // The job's own end: the reservation also holds the travel after it (decision 051).
    end: helsinkiIsoString(reservationJobEnd(job.during, job.washingTime)),
    status: job.status,
    customer: { name: job.customerName, phone: job.customerPhone },
    address: {
      street: job.street ?? '',
      postalCode: job.postalCode ?? '',
      city: job.city ?? '',
      message: job.message ?? null,
    },
    items,
    progress: job.progress,
    noteForWasher: job.noteForWasher?.trim() ? job.noteForWasher : null,
  };
}

/**
 * The jobs with what is to be washed: the order's stored lines (names in the order's
 * language, as the order page shows them) without the money-only ones (decision 056).
 */
async function itemsByOrder(db: Database, jobs: JobRecord[]): Promise<Map<number, JobItem[]>> {
  const rows = await listJobItems(
    db,
    jobs.map((j) => j.orderId),
  );
  const byOrder = new Map<number, JobItem[]>();
  for (const row of rows) {
    if (!isWashedLine(row.easoftItemId)) continue;
    const items = byOrder.get(row.orderId) ?? [];
    items.push({ name: row.name, amount: row.amount });
    byOrder.set(row.orderId, items);
  }
  return byOrder;
}

export function createDispatchService(db: Database) {
  return {
    /** GET dispatch?date=: every washer, even those without jobs, by name. */
    async day(date: string): Promise<DispatchDay> {
      const from = helsinkiInstant(date);
      const to = helsinkiInstant(addDays(date, 1));
      const [washers, jobs, blocks] = await Promise.all([
        listWashers(db),
        listJobs(db, from, to),
        listWasherBlocks(db, from, to),
      ]);
      const items = await itemsByOrder(db, jobs);
      return {
        date,
        washers: washers.map((washer) => ({
          id: washer.id,
          name: washer.name,
          travelMinutes: washer.travelMinutes,
          jobs: jobs
            .filter((j) => j.washerId === washer.id)
            .map((j) => toDispatchJob(j, items.get(j.orderId))),
          blocks: blocks
            .filter((b) => b.washerId === washer.id)
            .map((b) => ({
              start: helsinkiIsoString(b.start),
              end: helsinkiIsoString(b.end),
              modifier: b.modifier,
            })),
        })),
      };
    },

    /**
     * One washer's jobs overlapping [from, to) with what is to be washed, by start, and what
     * the washer's day adds to them (decision 058); `orderId`: that job only.
     */
    async washerDay(washerId: number, from: Date, to: Date, orderId?: number) {
      const jobs = await listJobs(db, from, to, washerId, orderId);
      const items = await itemsByOrder(db, jobs);
      return jobs.map((job) => ({
        ...toDispatchJob(job, items.get(job.orderId)),
        orderNumber: job.orderNumber,
        paymentType: job.paymentType,
      }));
    },

    /** One washer's jobs overlapping [from, to), by start (the washer's calendar feed). */
    async washerJobs(washerId: number, from: Date, to: Date): Promise<FeedJob[]> {
      return (await listJobs(db, from, to, washerId)).map((job) => ({
        ...toDispatchJob(job),
        orderNumber: job.orderNumber,
        calendarUid: job.calendarUid,
        calendarSequence: job.calendarSequence,
      }));
    },
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
