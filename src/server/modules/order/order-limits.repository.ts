import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { customers, orders } from '#server/db/schema/index.ts';

/**
 * Waits for the transaction-long advisory lock of `key`: transactions taking the same key
 * run one at a time (the lock ends with the transaction).
 */
export async function lockForTransaction(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Orders of the e-mail address (any letter case) created after `since` that are neither
 * paid nor cancelled: awaiting payment, or confirmed (invoice orders are confirmed at
 * creation). With the oldest one's creation time, when the next one stops counting.
 */
export async function countUnpaidOrdersOfEmail(
  db: Database,
  email: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | Date | null>`min(${orders.created})` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(sql`lower(${customers.email})`, email.trim().toLowerCase()),
        gt(orders.created, since),
        inArray(orders.status, ['awaiting_payment', 'confirmed']),
        // Paid (issue 24: the money apart from the job's status) does not count.
        sql`not exists (select 1 from order_money m where m.order_id = ${orders.id} and m.kind = 'payment')`,
      ),
    );
  const oldest = row?.oldest ?? null;
  return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) };
}
