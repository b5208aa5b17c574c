/**
 * The washer's day in the database (decision 058): whose job an order is, the step the
 * washer last reported, which jobs are paid, and the washer's name for the customer's mail.
 * The jobs themselves are read through the dispatch module's service.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { JobProgress } from '#contracts/washer-day.ts';
import type { Database } from '#server/db/client.ts';
import { orders, washerReservations, washers } from '#server/db/schema/index.ts';

export interface LockedJob {
  /**
   * The washer whose time the job holds; once the time is freed (a cancelled order), the
   * washer the order names. Null for neither.
   */
  washerId: number | null;
  /** The job's Helsinki day (YYYY-MM-DD); null for a mall order. */
  day: string | null;
  progress: JobProgress | null;
}

/**
 * The job of an order with the order's row held until the transaction ends, so two steps
 * on one job take turns; null when there is no such order.
 */
export async function lockJob(tx: Database, orderId: number): Promise<LockedJob | null> {
  const [row] = await tx
    .select({
      washerId: sql<number | null>`coalesce(${washerReservations.washerId}, ${orders.cleanerId})`,
      day: sql<
        string | null
      >`coalesce((lower(${washerReservations.during}) at time zone 'Europe/Helsinki')::date, ${orders.shippingDay})::text`,
      progress: orders.progress,
    })
    .from(orders)
    .leftJoin(washerReservations, eq(washerReservations.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row ?? null;
}

/** What the washer reported, and when. */
export async function setJobProgress(
  tx: Database,
  orderId: number,
  progress: JobProgress,
  now: Date,
) {
  await tx
    .update(orders)
    .set({ progress, progressAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
}

// Written out: inside a subquery drizzle would name the columns without their table.
const heldCents = sql`(select coalesce(sum(case when m.kind = 'payment' then m.amount_cents else -m.amount_cents end), 0) from order_money m where m.order_id = "orders"."id")`;

/**
 * Which of these orders are paid (issue 24): their payments less refunds cover the total,
 * and money came, whatever the job's status (done, needing a new time).
 */
export async function listPaidOrderIds(db: Database, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`${inArray(orders.id, orderIds)} and ${heldCents} > 0 and ${heldCents} >= ${orders.totalPriceAfterDiscountCents}`,
    );
  return new Set(rows.map((r) => r.id));
}

/** The washer's name, or null when the washer is gone. */
export async function findWasherName(db: Database, washerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: washers.name })
    .from(washers)
    .where(eq(washers.id, washerId));
  return row?.name ?? null;
}
