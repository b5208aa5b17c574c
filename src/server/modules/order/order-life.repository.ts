/**
 * The order's life in the database (decision 045, issue 24): the facts the state machine
 * needs (its job's status and its money's sums), the cancellation, the move, done, the void.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { orderMoneyOf, type OrderMoney } from '#domain/money/order-money.ts';
import type { OrderLifeFacts, OrderStatus } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { orders, washers } from '#server/db/schema/index.ts';

export interface OrderLife {
  facts: OrderLifeFacts;
  money: OrderMoney;
  paymentType: 'bill' | 'online';
  /** The days an invoice's due date is counted from (src/domain/money/due-date.ts). */
  invoiceDays: { invoicedOn: string | null; jobDay: string | null; orderedOn: string };
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** What the cancellation charged, in cents (decision 094); 0 while the order stands. */
  cancellationChargeCents: number;
  doneAt: Date | null;
  /** When the last refund of this order's money was recorded, or null. */
  refundedAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  voidedByName: string | null;
  /** A proposed next visit's hold, and the order it follows (decision 053). */
  proposalExpiresAt: Date | null;
  proposalOf: number | null;
}

// Written out: inside a subquery drizzle would name the columns without their table.
const moneySum = (kind: 'payment' | 'refund') =>
  sql`(select coalesce(sum(m.amount_cents), 0) from order_money m where m.order_id = "orders"."id" and m.kind = ${kind})`.mapWith(
    Number,
  );
const lastRefund = sql`(select max(m.created) from order_money m where m.order_id = "orders"."id" and m.kind = 'refund')`;

/**
 * The sums of an order's payments and refunds, and what its cancellation charged, for
 * selects of orders (lists, facts).
 */
export const orderMoneySums = {
  paymentsCents: moneySum('payment'),
  refundsCents: moneySum('refund'),
  cancellationChargeCents: orders.cancellationChargeCents,
};

/** The money of an order row from its total, its sums and whether its job still stands. */
export function moneyOfRow(row: {
  status: OrderStatus;
  voidedAt: Date | null;
  totalPriceAfterDiscountCents: number;
  paymentsCents: number;
  refundsCents: number;
  cancellationChargeCents: number;
}): OrderMoney {
  return orderMoneyOf({
    totalCents: row.totalPriceAfterDiscountCents,
    entries: [
      { kind: 'payment', amountCents: row.paymentsCents },
      { kind: 'refund', amountCents: row.refundsCents },
    ],
    isJobCancelled: row.status === 'cancelled' || row.voidedAt !== null,
    cancellationChargeCents: row.voidedAt === null ? row.cancellationChargeCents : 0,
  });
}

/**
 * The order's life, or null when there is no such order. `lock`: hold the order's row
 * until the transaction ends, so two actions on one order (two payments) take turns.
 */
export async function findOrderLife(
  db: Database,
  orderId: number,
  lock = false,
): Promise<OrderLife | null> {
  if (lock) {
    // The lock first, in a statement of its own: the facts below are then read in a new
    // snapshot (READ COMMITTED), so they include what a transaction that held the lock
    // before wrote (its payment), not the sums as they were when this one started waiting.
    const [locked] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!locked) return null;
  }
  const [row] = await db
    .select({
      status: orders.status,
      shippingDay: orders.shippingDay,
      mallName: orders.mallName,
      paymentType: orders.paymentType,
      totalPriceAfterDiscountCents: orders.totalPriceAfterDiscountCents,
      easoftOrderId: orders.easoftOrderId,
      invoicedOn: orders.invoicedOn,
      created: orders.created,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      doneAt: orders.doneAt,
      voidedAt: orders.voidedAt,
      voidReason: orders.voidReason,
      voidedByName: orders.voidedByName,
      proposalExpiresAt: orders.proposalExpiresAt,
      proposalOf: orders.proposalOf,
      ...orderMoneySums,
      refundedAt: lastRefund.mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const money = moneyOfRow(row);
  return {
    facts: {
      status: row.status,
      isMall: row.shippingDay === null || row.mallName !== null,
      hasPayment: money.paymentsCents > 0,
      amountPaidCents: money.amountPaidCents,
      amountDueCents: money.amountDueCents,
      isExported: row.easoftOrderId !== null,
      isVoided: row.voidedAt !== null,
    },
    money,
    paymentType: row.paymentType,
    invoiceDays: {
      invoicedOn: row.invoicedOn,
      jobDay: row.shippingDay,
      orderedOn: helsinkiDate(row.created),
    },
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    cancellationChargeCents: row.cancellationChargeCents,
    doneAt: row.doneAt,
    refundedAt: row.refundedAt,
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
    voidedByName: row.voidedByName,
    proposalExpiresAt: row.proposalExpiresAt,
    proposalOf: row.proposalOf,
  };
}

/**
 * The job's calendar SEQUENCE raised by one (RFC 5545 3.8.7.4, decision 063): written in the
 * same UPDATE as the change (a cancellation, a proposal answered), so a calendar that holds
 * the event takes the next mail's version as newer.
 */
export const raisedCalendarSequence = () => sql`${orders.calendarSequence} + 1`;

/** The SEQUENCE raised when the job's day or start changes, kept when they stay. */
export const calendarSequenceForTime = (day: string, start: string) =>
  sql`CASE WHEN ${orders.shippingDay} IS DISTINCT FROM ${day}::date
    OR ${orders.startTime} IS DISTINCT FROM ${start}::time
    THEN ${orders.calendarSequence} + 1 ELSE ${orders.calendarSequence} END`;

/** A cancellation: by staff with their reason; by the payment hold with none. */
export async function setOrderCancelled(
  db: Database,
  orderId: number,
  change: { reason: string | null; now: Date; chargeCents?: number },
) {
  await db
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: change.now,
      cancelReason: change.reason,
      cancellationChargeCents: change.chargeCents ?? 0,
      updatedAt: change.now,
      calendarSequence: raisedCalendarSequence(),
    })
    .where(eq(orders.id, orderId));
}

/** The order was cancelled by staff (not by the payment hold running out). */
export async function isCancelledByStaff(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'cancelled'), isNotNull(orders.cancelReason)),
    );
  return row !== undefined;
}

export async function setOrderStatus(
  db: Database,
  orderId: number,
  status: OrderStatus,
  now: Date,
  extra: { doneAt?: Date; cancelledAt?: null } = {},
) {
  await db
    .update(orders)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(orders.id, orderId));
}

export async function setOrderSchedule(
  db: Database,
  orderId: number,
  schedule: { cleanerId: number; shippingDay: string; startTime: string; now: Date },
) {
  await db
    .update(orders)
    .set({
      cleanerId: schedule.cleanerId,
      shippingDay: schedule.shippingDay,
      startTime: schedule.startTime,
      calendarSequence: calendarSequenceForTime(schedule.shippingDay, schedule.startTime),
      // A new time is a new visit: what the washer reported of the old one is history.
      progress: null,
      progressAt: null,
      updatedAt: schedule.now,
    })
    .where(eq(orders.id, orderId));
}

/**
 * The consumer asked, when moving the job, that it start within the withdrawal period
 * (issue 28, decision 069): kept as the contact page's box keeps it.
 */
export async function setEarlyStartRequested(db: Database, orderId: number) {
  await db.update(orders).set({ earlyStartRequested: true }).where(eq(orders.id, orderId));
}

/** The order voided (it stays; a job still open is cancelled and its time freed). */
export async function setOrderVoided(
  db: Database,
  orderId: number,
  change: { status: OrderStatus; reason: string; byName: string; now: Date; wasOpen: boolean },
) {
  await db
    .update(orders)
    .set({
      status: change.status,
      voidedAt: change.now,
      voidReason: change.reason,
      voidedByName: change.byName,
      updatedAt: change.now,
      ...(change.wasOpen
        ? {
            cancelledAt: change.now,
            cancelReason: change.reason,
            calendarSequence: raisedCalendarSequence(),
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
}

export async function washerExists(db: Database, washerId: number): Promise<boolean> {
  const [row] = await db.select({ id: washers.id }).from(washers).where(eq(washers.id, washerId));
  return row !== undefined;
}

/** An order cancelled by its payment hold was paid after all and took its time back. */
export async function clearCancellation(db: Database, orderId: number) {
  await db
    .update(orders)
    .set({
      cancelledAt: null,
      cancelReason: null,
      // Live again after a cancellation: its event's next version is newer than the CANCEL.
      calendarSequence: sql`CASE WHEN ${orders.cancelledAt} IS NULL
        THEN ${orders.calendarSequence} ELSE ${orders.calendarSequence} + 1 END`,
    })
    .where(eq(orders.id, orderId));
}
