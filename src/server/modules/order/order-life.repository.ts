/**
 * The order's life in the database (decision 045): the facts the state machine needs, the
 * cancellation, the move, done, and the refund state of the order's payments.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderLifeFacts, OrderStatus } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { orders, payments, washers } from '#server/db/schema/index.ts';

export interface OrderLife {
  facts: OrderLifeFacts;
  cancelledAt: Date | null;
  cancelReason: string | null;
  doneAt: Date | null;
  /** The last time staff recorded a refund of this order's money, or null. */
  refundedAt: Date | null;
  /** A proposed next visit's hold, and the order it follows (decision 053). */
  proposalExpiresAt: Date | null;
  proposalOf: number | null;
}

// Written out: inside a subquery drizzle would name the columns without their table.
const okPayment = sql`exists (select 1 from payments p where p.order_id = "orders"."id" and p.status = 'ok')`;
const markedPaid = sql`exists (select 1 from order_events e where e.order_id = "orders"."id" and e.action = 'marked_paid')`;
const refundPending = sql`exists (select 1 from payments p where p.order_id = "orders"."id" and p.needs_refund)`;
const lastRefund = sql`(select max(p.refunded_at) from payments p where p.order_id = "orders"."id")`;

/**
 * The order's life, or null when there is no such order. `lock`: hold the order's row
 * until the transaction ends, so two actions on one order take turns.
 */
export async function findOrderLife(
  db: Database,
  orderId: number,
  lock = false,
): Promise<OrderLife | null> {
  const query = db
    .select({
      status: orders.status,
      shippingDay: orders.shippingDay,
      mallName: orders.mallName,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      doneAt: orders.doneAt,
      proposalExpiresAt: orders.proposalExpiresAt,
      proposalOf: orders.proposalOf,
      // Money received: an online payment, or an invoice marked paid by hand.
      hasPayment: sql`${okPayment} or ${markedPaid}`.mapWith(Boolean),
      refundPending: refundPending.mapWith(Boolean),
      refundedAt: lastRefund.mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  if (!row) return null;
  return {
    facts: {
      status: row.status,
      hasPayment: row.hasPayment,
      refundPending: row.refundPending,
      isMall: row.shippingDay === null || row.mallName !== null,
    },
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    doneAt: row.doneAt,
    refundedAt: row.refundedAt,
    proposalExpiresAt: row.proposalExpiresAt,
    proposalOf: row.proposalOf,
  };
}

/** A cancellation: by staff with their reason; by the payment hold with none. */
export async function setOrderCancelled(
  db: Database,
  orderId: number,
  change: { reason: string | null; now: Date },
) {
  await db
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: change.now,
      cancelReason: change.reason,
      updatedAt: change.now,
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
      updatedAt: schedule.now,
    })
    .where(eq(orders.id, orderId));
}

/** Flags the order's received, unreturned payments for refund; answers their amounts. */
export async function flagPaymentsForRefund(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .update(payments)
    .set({ needsRefund: true })
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'ok'), isNull(payments.refundedAt)),
    )
    .returning({ amountCents: payments.amountCents });
  return rows.map((r) => r.amountCents);
}

/** Staff returned the money: every payment flagged for refund is refunded now. */
export async function setPaymentsRefunded(
  db: Database,
  orderId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(payments)
    .set({ needsRefund: false, refundedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.needsRefund, true)))
    .returning({ amountCents: payments.amountCents });
  return rows.map((r) => r.amountCents);
}

export async function washerExists(db: Database, washerId: number): Promise<boolean> {
  const [row] = await db.select({ id: washers.id }).from(washers).where(eq(washers.id, washerId));
  return row !== undefined;
}

/** An order cancelled by its payment hold was paid after all and took its time back. */
export async function clearCancellation(db: Database, orderId: number) {
  await db
    .update(orders)
    .set({ cancelledAt: null, cancelReason: null })
    .where(eq(orders.id, orderId));
}
