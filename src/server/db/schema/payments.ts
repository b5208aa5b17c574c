import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';
import { orders } from './orders';

/** Paytrail's payment statuses. */
export const paymentStatuses = ['new', 'ok', 'fail', 'pending', 'delayed'] as const;

/**
 * One online payment attempt of an order. stamp is our unique id of the attempt sent to
 * Paytrail (checkout-stamp); transaction_id is Paytrail's. paid_at is set once, by the
 * first verified success (redirect or callback).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stamp: text('stamp').notNull(),
    transactionId: text('transaction_id'),
    /** The payment method the customer chose (e.g. 'nordea'), once known. */
    provider: text('provider'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('new'),
    created: createdAt(),
    paidAt: instant('paid_at'),
    /** A successful payment of an order that was already paid: the money goes back. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** When staff recorded the money as returned (needs_refund is then false again). */
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_stamp_idx').on(t.stamp),
    index('payments_order_idx').on(t.orderId),
    index('payments_transaction_idx').on(t.transactionId),
    oneOf('payments_status_check', t.status, paymentStatuses),
  ],
);
