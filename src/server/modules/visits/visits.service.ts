/**
 * The scheduler in the database (issue 15 point 2, decision 053) and the customer's answers
 * to a proposed next visit. Three chores run at the start of every outbox round in every
 * process: plan the reminders that are due, propose the next visits that are due, expire
 * the proposals nobody confirmed. Planning writes outbox rows with a dedupe key (or one
 * order per source), so any number of processes and restarts send each mail once.
 */
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { jobDaysToRemind, reminderDay } from '#domain/order/reminders.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { releaseWasherTime } from '../calendar/calendar.service';
import type { ManageVisitInput } from '#contracts/manage.ts';
import { recordOrderEvent } from '../order/order-history.repository';
import { findOrderDetailsById } from '../order/order.repository';
import { refuseWithoutEarlyStart } from './visit-early-start';
import type { Outbox } from '../outbox/outbox.service';
import type { createNextVisitPlanner } from './next-visit-planner';
import {
  expiredReason,
  findExpiredProposals,
  findOrdersToRemind,
  findRecurringOrdersDue,
  insertPlannedMessage,
  settleProposal,
  skippedReason,
} from './visits.repository';

export interface VisitsServiceDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  planner: ReturnType<typeof createNextVisitPlanner>;
  /** ERP_URL is set: a confirmed next visit is exported as any confirmed order. */
  exportsToErp: boolean;
}

/** The key of a job's reminder: a moved job is reminded again for its new time. */
export const reminderKey = (orderId: number, day: string, start: string) =>
  `reminder:${orderId}:${day}T${start}`;

const notProposed = (id: number, what: string) =>
  new AppError('ACTION_NOT_ALLOWED', `order ${id}: ${what} of an order that is not a proposal`);

/** How often a process looks for due reminders and next visits. */
const choreEveryMs = 5 * 60_000;

export function createVisitsService({
  db,
  clock,
  outbox,
  planner,
  exportsToErp,
}: VisitsServiceDeps) {
  let lastRun: Date | null = null;
  /** Queues the reminders due now; answers how many this call queued. */
  async function planReminders(): Promise<number> {
    const now = clock.now();
    const today = helsinkiDate(now);
    const days = jobDaysToRemind(today);
    if (!days) return 0;
    let queued = 0;
    for (const order of await findOrdersToRemind(db, days.first, days.last)) {
      // Taken on or after its reminder's day: the confirmation has just told it all.
      if (helsinkiDate(order.created) >= reminderDay(order.shippingDay)) continue;
      if (helsinkiInstant(order.shippingDay, order.startTime) <= now) continue;
      const key = reminderKey(order.id, order.shippingDay, order.startTime);
      const payload = { orderId: order.id, day: order.shippingDay, start: order.startTime };
      if (await insertPlannedMessage(db, 'mail.order_reminder', payload, key, now)) queued += 1;
    }
    return queued;
  }

  /** Proposes the next visits due now; answers how many this call made. */
  async function planNextVisits(): Promise<number> {
    let made = 0;
    for (const id of await findRecurringOrdersDue(db, planner.today())) {
      if ((await planner.propose(id)) !== null) made += 1;
    }
    return made;
  }

  /** Ends one proposal: skipped by the customer or expired; frees its time, mails. */
  async function endProposal(id: number, how: 'skipped' | 'expired'): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const reason = how === 'skipped' ? skippedReason : expiredReason;
      if (!(await settleProposal(tx, id, { status: 'cancelled', reason }, now))) return false;
      await releaseWasherTime(tx, id);
      await recordOrderEvent(tx, {
        orderId: id,
        action: how === 'skipped' ? 'skipped' : 'proposal_expired',
        actor: null,
        changes: { status: { from: 'proposed', to: 'cancelled' } },
        at: now,
      });
      const topic = how === 'skipped' ? 'mail.visit_skipped' : 'mail.visit_expired';
      await outbox.enqueue(tx, topic, { orderId: id });
      return true;
    });
  }

  async function expireProposals(): Promise<number> {
    let expired = 0;
    for (const id of await findExpiredProposals(db, clock.now())) {
      if (await endProposal(id, 'expired')) expired += 1;
    }
    return expired;
  }

  return {
    planReminders,
    planNextVisits,
    expireProposals,
    /** The chores, in order: expire first, so an expired week never blocks a new proposal. */
    async runChores(): Promise<void> {
      // Days are what matter here: a round every 5 s needs to look only every few minutes,
      // and at once when the Helsinki day turns (or a clock is set back, as tests do).
      const now = clock.now();
      const isSoon =
        lastRun !== null &&
        now >= lastRun &&
        now.getTime() - lastRun.getTime() < choreEveryMs &&
        helsinkiDate(now) === helsinkiDate(lastRun);
      if (isSoon) return;
      lastRun = now;
      // Each on its own: a failing one (logged by the outbox) does not hold up the others.
      const results = await Promise.allSettled([
        expireProposals().then(planNextVisits),
        planReminders(),
      ]);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    /**
     * The customer confirms a proposed visit: it becomes a confirmed order and gets the usual
     * confirmation mail (with its page's link, opened from the sealed token). Within the
     * withdrawal period a consumer's confirmation needs the early-start request (068).
     */
    async confirm(id: number, input: ManageVisitInput = {}): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await findOrderDetailsById(tx, id);
        if (order) refuseWithoutEarlyStart(order, now, input.earlyStart);
        const confirmed = { status: 'confirmed' as const, earlyStartRequested: input.earlyStart };
        if (!(await settleProposal(tx, id, confirmed, now))) {
          throw notProposed(id, 'confirm');
        }
        await recordOrderEvent(tx, {
          orderId: id,
          action: 'proposal_confirmed',
          actor: null,
          changes: { by: 'customer', status: { from: 'proposed', to: 'confirmed' } },
          at: now,
        });
        await outbox.enqueue(tx, 'mail.order_confirmation', { orderId: id });
        if (exportsToErp) await outbox.enqueue(tx, 'erp.order_export', { orderId: id });
      });
    },
    /** The customer skips a proposed visit: its time is free at once. */
    async skip(id: number): Promise<void> {
      if (!(await endProposal(id, 'skipped'))) throw notProposed(id, 'skip');
    },
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;
