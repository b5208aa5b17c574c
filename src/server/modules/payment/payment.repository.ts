import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments } from '#server/db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export async function insertPayment(
  db: Database,
  values: {
    orderId: number;
    stamp: string;
    transactionId: string;
    amountCents: number;
    created: Date;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'new' })
    .returning();
  return row!;
}

/** The latest attempt of an order that is still open (status new). */
export async function findOpenPayment(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'new')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function setPaymentProvider(db: Database, id: number, provider: string) {
  await db.update(payments).set({ provider }).where(eq(payments.id, id));
}

/** The attempt with this stamp, row-locked until the transaction ends. */
export async function lockPaymentByStamp(db: Database, stamp: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.stamp, stamp)).for('update');
  return row ?? null;
}

export async function updatePaymentStatus(
  db: Database,
  id: number,
  values: { status: PaymentStatus; provider: string; paidAt?: Date; needsRefund?: boolean },
) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/**
 * Another attempt of the order than `paymentId` has this status: a second `ok` is a double
 * payment (decision 036), an earlier `fail` already mailed the order page (decision 055).
 */
export async function hasOtherAttempt(
  db: Database,
  orderId: number,
  paymentId: number,
  status: PaymentStatus,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, status), ne(payments.id, paymentId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Every attempt of an order, oldest first (tests, back office). */
export function findPaymentsOfOrder(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}
