/**
 * The scheduler's reads and writes (issue 15 point 2, decision 053): the orders whose
 * reminder is due, the recurring orders whose next visit is due to be proposed, the
 * proposals to expire, and planned outbox messages made once by their dedupe key.
 */
import { and, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pgConstraint, pgErrorCode, pgErrorCodes, queryRows } from '#server/db/client.ts';
import { orders, outbox, type OutboxTopic } from '#server/db/schema/index.ts';

/**
 * Adds a planned message unless one with the same key exists (sent or not): whichever of
 * any number of processes plans it first wins, and a restart plans nothing twice. Answers
 * whether this call added it.
 */
export async function insertPlannedMessage(
  db: Database,
  topic: OutboxTopic,
  payload: Record<string, unknown>,
  dedupeKey: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({ topic, payload, nextAttemptAt: now, dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export interface ReminderCandidate {
  id: number;
  shippingDay: string;
  startTime: string;
  created: Date;
}

/** Live orders (confirmed or paid, with a washer's time) with a job day in [first, last]. */
export async function findOrdersToRemind(
  db: Database,
  first: string,
  last: string,
): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({
      id: orders.id,
      shippingDay: orders.shippingDay,
      startTime: orders.startTime,
      created: orders.created,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        gte(orders.shippingDay, first),
        lte(orders.shippingDay, last),
        isNotNull(orders.startTime),
        isNull(orders.mallStartingMonth),
        isNull(orders.anonymisedAt),
      ),
    )
    .orderBy(orders.id);
  return rows.map((row) => ({
    id: row.id,
    shippingDay: row.shippingDay!,
    startTime: row.startTime!.slice(0, 5),
    created: row.created,
  }));
}

/**
 * Recurring orders whose next visit is to be proposed on `today` or was due earlier but
 * has not passed: a job done or confirmed, paid or not (or a next visit the customer skipped: the
 * rhythm goes on), every 3-12 months, with no proposal yet and no failed search for one.
 */
export async function findRecurringOrdersDue(db: Database, today: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o
        where o.repeated_order
          and o.clean_interval between 1 and 24
          and o.shipping_day is not null and o.mall_starting_month is null
          and o.cleaner_id is not null and o.anonymised_at is null
          and (o.status in ('confirmed', 'done')
               or (o.status = 'cancelled' and o.proposal_of is not null
                   and o.cancel_reason = ${skippedReason}))
          and (o.shipping_day + make_interval(months => o.clean_interval) - interval '28 days')::date
              <= ${today}::date
          and (o.shipping_day + make_interval(months => o.clean_interval))::date > ${today}::date
          and not exists (select 1 from orders p where p.proposal_of = o.id)
          and not exists (select 1 from order_events e
                          where e.order_id = o.id and e.action = 'next_visit_not_found')
        order by o.id
        limit 50`,
  );
  return rows.map((row) => Number(row.id));
}

/** The cancel reason of a skipped next visit: the rhythm goes on from it. */
export const skippedReason = 'next_visit_skipped';
/** The cancel reason of a proposal nobody confirmed within its week. */
export const expiredReason = 'next_visit_expired';

/** Proposals whose week is over (status still 'proposed'). */
export async function findExpiredProposals(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'proposed'), lte(orders.proposalExpiresAt, now)))
    .orderBy(orders.id)
    .limit(100);
  return rows.map((row) => row.id);
}

/** The proposal following `orderId`, or null. */
export async function findProposalOf(db: Database, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.proposalOf, orderId));
  return row?.id ?? null;
}

/**
 * Moves a proposal from 'proposed' to `status`, under its row lock; false when it was no
 * longer proposed (confirmed, skipped or expired meanwhile, by any process).
 */
export async function settleProposal(
  db: Database,
  orderId: number,
  to: { status: 'confirmed' | 'cancelled'; reason?: string; earlyStartRequested?: boolean },
  now: Date,
): Promise<boolean> {
  // A confirmation comes in time only: a week over is expired, whether or not a chore ran.
  const inTime = to.status === 'confirmed' ? gt(orders.proposalExpiresAt, now) : undefined;
  const rows = await db
    .update(orders)
    .set({
      status: to.status,
      updatedAt: now,
      proposalExpiresAt: null,
      // TENTATIVE becomes CONFIRMED or CANCELLED: a new version of the event (decision 063).
      calendarSequence: sql`${orders.calendarSequence} + 1`,
      ...(to.status === 'cancelled' ? { cancelledAt: now, cancelReason: to.reason ?? null } : {}),
      ...(to.earlyStartRequested === undefined
        ? {}
        : { earlyStartRequested: to.earlyStartRequested }),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'proposed'), inTime))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The day and start the proposal's reservation got (the order row is written first). */
export async function setProposalTime(db: Database, orderId: number, day: string, start: string) {
  await db.update(orders).set({ shippingDay: day, startTime: start }).where(eq(orders.id, orderId));
}

/** Another process made this order's proposal first (the unique orders.proposal_of). */
export const isProposalPlannedElsewhere = (error: unknown): boolean =>
  pgErrorCode(error) === pgErrorCodes.uniqueViolation &&
  pgConstraint(error) === 'orders_proposal_of_idx';
