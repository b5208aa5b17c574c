/**
 * The order's payments and refunds (issue 24): order_money rows, never changed or deleted.
 */
import { asc, eq } from 'drizzle-orm';
import type { MoneyEntryKind, MoneyMethod } from '#domain/money/order-money.ts';
import type { Database } from '#server/db/client.ts';
import { orderMoney } from '#server/db/schema/index.ts';

export type MoneyEntryRow = typeof orderMoney.$inferSelect;

export interface NewMoneyEntry {
  orderId: number;
  kind: MoneyEntryKind;
  amountCents: number;
  onDay: string;
  method: MoneyMethod;
  note?: string | null;
  /** The member of staff; null: the system (an online payment). */
  recordedBy: { id: number; name: string } | null;
  created: Date;
}

/** The order's payments and refunds, oldest first. */
export function listOrderMoney(db: Database, orderId: number): Promise<MoneyEntryRow[]> {
  return db
    .select()
    .from(orderMoney)
    .where(eq(orderMoney.orderId, orderId))
    .orderBy(asc(orderMoney.onDay), asc(orderMoney.id));
}

export async function insertMoneyEntry(db: Database, entry: NewMoneyEntry): Promise<void> {
  await db.insert(orderMoney).values({
    orderId: entry.orderId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    onDay: entry.onDay,
    method: entry.method,
    note: entry.note ?? null,
    recordedByUserId: entry.recordedBy?.id ?? null,
    recordedByName: entry.recordedBy?.name ?? null,
    created: entry.created,
  });
}

/**
 * A successful Paytrail payment as the order's payment, once: the row points at the attempt
 * (unique), so a success seen by both the redirect and the callback is written once.
 * Answers whether this call wrote it.
 */
export async function insertOnlinePayment(
  db: Database,
  payment: { orderId: number; paymentId: number; amountCents: number; onDay: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(orderMoney)
    .values({
      orderId: payment.orderId,
      kind: 'payment',
      amountCents: payment.amountCents,
      onDay: payment.onDay,
      method: 'online',
      paytrailPaymentId: payment.paymentId,
      created: payment.at,
    })
    .onConflictDoNothing({ target: orderMoney.paytrailPaymentId })
    .returning({ id: orderMoney.id });
  return rows.length > 0;
}
