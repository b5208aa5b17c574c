/**
 * What POST order wrote, read from the tables (order route tests): the order's row with its
 * lines, and the counts that a refused order must leave as they were.
 */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, discounts, orderItems, orders, outbox, washerReservations } from '../db/schema';

/** Orders, customers, washer reservations and queued jobs, and each campaign code's uses. */
export async function orderWriteCounts(db: Database) {
  const [o] = await db.select({ n: count() }).from(orders);
  const [c] = await db.select({ n: count() }).from(customers);
  const [r] = await db.select({ n: count() }).from(washerReservations);
  const [m] = await db.select({ n: count() }).from(outbox);
  const applied = await db
    .select({ code: discounts.code, applied: discounts.applied })
    .from(discounts);
  return { orders: o!.n, customers: c!.n, reservations: r!.n, outbox: m!.n, applied };
}

/** The order's row and its lines in their order. */
export async function storedOrderOf(db: Database, reference: string) {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row!.id))
    .orderBy(orderItems.sort);
  return { row: row!, items };
}
