import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';
import { livePayment } from './order.repository';

/**
 * Locks the order of `reference` made with `idempotencyKey` while it may still be replaced:
 * awaiting payment, with no payment that succeeded or is being processed (pending,
 * delayed). Its id, or null (another browser's order, a paid or cancelled one).
 */
export async function lockReplaceableOrder(
  db: Database,
  reference: string,
  idempotencyKey: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.reference, reference),
        eq(orders.idempotencyKey, idempotencyKey),
        eq(orders.status, 'awaiting_payment'),
        notExists(livePayment(db)),
      ),
    )
    .for('update');
  return row?.id ?? null;
}
