/**
 * The washer's day (issue 23, decision 058): a washer's own jobs, and the steps they report
 * from the field. A washer sees only their own jobs, from 7 days back; another washer's job
 * is NOT_FOUND, as an unknown one is. Each step is one transaction with its history event,
 * the order's status as the order's life rules say, and the customer's mail when asked.
 */
import type { JobProgressInput, MyJob, MyJobsQuery } from '#contracts/washer-day.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import {
  canReportStep,
  earliestWasherDay,
  waitsForJobDay,
  washerDayWindowFault,
  type JobStep,
} from '#domain/washer-day/job-steps.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { DispatchService } from '../dispatch/dispatch.service';
import { applyWasherStep, type WasherStep } from '../order/order-life-washer';
import { refuseBeforeJobDay } from '../order/order-life.service';
import type { Outbox } from '../outbox/outbox.service';
import { listPaidOrderIds, lockJob, setJobProgress } from './washer-day.repository';
import { washerOnTheWayTopic } from './washer-day-mail';

/** The signed-in washer: their user (the history's actor) and the washer they are. */
export interface ActingWasher {
  userId: number;
  name: string;
  washerId: number;
}

type WasherDayJob = Awaited<ReturnType<DispatchService['washerDay']>>[number];

/** The order's life action each step is, for the state machine. */
const actionOf: Record<JobStep, WasherStep['action']> = {
  on_the_way: 'report_progress',
  started: 'report_progress',
  done: 'mark_done',
  not_done: 'report_not_done',
};

function toMyJob(job: WasherDayJob, paid: Set<number>): MyJob {
  return {
    orderId: job.orderId,
    reference: job.reference,
    orderNumber: job.orderNumber,
    start: job.start,
    end: job.end,
    status: job.status,
    progress: job.progress,
    address: job.address,
    customer: job.customer,
    items: job.items,
    noteForWasher: job.noteForWasher,
    payment: paid.has(job.orderId) ? 'paid' : job.paymentType === 'bill' ? 'invoice' : 'unpaid',
  };
}

export function createWasherDayService(deps: {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  dispatch: DispatchService;
}) {
  const { db, clock, outbox, dispatch } = deps;

  /** The washer's jobs starting on the days `from` to `to`, none before `earliest`. */
  async function jobsOf(washerId: number, from: string, to: string, orderId?: number) {
    const earliest = earliestWasherDay(helsinkiDate(clock.now()));
    const first = from < earliest ? earliest : from;
    const jobs = (
      await dispatch.washerDay(
        washerId,
        helsinkiInstant(first),
        helsinkiInstant(addDays(to, 1)),
        orderId,
      )
    ).filter((job) => helsinkiDate(job.start) >= first);
    const paid = await listPaidOrderIds(
      db,
      jobs.map((j) => j.orderId),
    );
    return jobs.map((job) => toMyJob(job, paid));
  }

  return {
    /** GET my/jobs: at most 31 days, not before 7 days ago (400 naming from or to). */
    async myJobs(washerId: number, query: MyJobsQuery): Promise<MyJob[]> {
      const fault = washerDayWindowFault(query.from, query.to, helsinkiDate(clock.now()));
      if (fault) {
        throw new AppError('VALIDATION_FAILED', `my jobs: ${fault.field} refused`, {
          [fault.field]: fault.key,
        });
      }
      return jobsOf(washerId, query.from, query.to);
    },

    /**
     * POST my/jobs/{orderId}/progress: NOT_FOUND for another washer's job, an unknown one or
     * one beyond 7 days back; ACTION_NOT_ALLOWED for a step the order's status or the last
     * step does not allow; BEFORE_JOB_DAY for started or done before the job's day.
     */
    async reportProgress(
      washer: ActingWasher,
      orderId: number,
      input: JobProgressInput,
    ): Promise<MyJob> {
      const { step } = input;
      if (step === 'not_done' && !input.reason) {
        throw new AppError('VALIDATION_FAILED', 'not_done without a reason', {
          reason: 'validation.required',
        });
      }
      const now = clock.now();
      const day = await db.transaction(async (tx) => {
        const job = await lockJob(tx, orderId);
        const isOwn =
          job !== null &&
          job.washerId === washer.washerId &&
          job.day !== null &&
          job.day >= earliestWasherDay(helsinkiDate(now));
        if (!isOwn) throw notFound(`job ${orderId} of washer ${washer.washerId}`);
        const changes = {
          ...(step === 'not_done' ? { reason: input.reason } : {}),
          ...(input.note ? { note: input.note } : {}),
          ...(step === 'on_the_way' && input.notifyCustomer ? { notifyCustomer: true } : {}),
        };
        const actor = { id: washer.userId, name: washer.name };
        const action = actionOf[step];
        await applyWasherStep(
          tx,
          { orderId, action, event: `progress_${step}`, actor, changes, now },
          () => {
            if (!canReportStep(job.progress, step)) {
              throw new AppError(
                'ACTION_NOT_ALLOWED',
                `job ${orderId}: ${step} after ${job.progress}`,
              );
            }
            if (waitsForJobDay(step)) refuseBeforeJobDay(orderId, job.day, now);
          },
        );
        await setJobProgress(tx, orderId, step, now);
        if (step === 'on_the_way' && input.notifyCustomer) {
          await outbox.enqueue(tx, washerOnTheWayTopic, { orderId, washerId: washer.washerId });
        }
        return job.day!;
      });
      const [answer] = await jobsOf(washer.washerId, day, day, orderId);
      if (!answer) throw notFound(`job ${orderId}`);
      return answer;
    },
  };
}
export type WasherDayService = ReturnType<typeof createWasherDayService>;
