import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/** A payment or a refund of an order (issue 24). */
export const moneyEntryKinds = ['payment', 'refund'] as const;
/** How the money came or went. */
export const moneyMethods = ['online', 'bank_transfer', 'cash', 'card', 'other'] as const;

/**
 * The order's money, apart from its job (issue 24): every payment and every refund is a
 * row, several per order, partial ones included; the order's money state (unpaid, partly
 * paid, paid, refund due, partly refunded, refunded) follows from their sums and the order's
 * total (src/domain). An online payment's row points at its Paytrail attempt (unique, so a
 * success seen twice is recorded once). Rows are never changed or deleted: a mistake is put
 * right with a refund. recorded_by_name keeps the name as it was (null user: the system).
 */
export const orderMoney = pgTable(
  'order_money',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: moneyEntryKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The Helsinki day the money moved (the bookkeeping day). */
    onDay: date('on_day', { mode: 'string' }).notNull(),
    method: text('method', { enum: moneyMethods }).notNull(),
    note: text('note'),
    paytrailPaymentId: integer('paytrail_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    recordedByName: text('recorded_by_name'),
    created: createdAt(),
  },
  (t) => [
    index('order_money_order_idx').on(t.orderId, t.id),
    index('order_money_day_idx').on(t.onDay),
    uniqueIndex('order_money_paytrail_payment_idx').on(t.paytrailPaymentId),
    oneOf('order_money_kind_check', t.kind, moneyEntryKinds),
    oneOf('order_money_method_check', t.method, moneyMethods),
    check('order_money_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The last order number given in each year (K-2026-000123): taken in the transaction that
 * stores the order, so a refused order uses no number and the sequence has no gaps.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
