import { and, asc, eq, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import type { Database } from '#server/db/client.ts';
import { pgConstraint, pgErrorCode, pgErrorCodes } from '#server/db/client.ts';
import {
  customers,
  discounts,
  orderAddresses,
  orderEvents,
  orderItems,
  orderMoney,
  orderNumberCounters,
  orders,
  payments,
} from '#server/db/schema/index.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import {
  orderMoneyOf,
  type MoneyEntryKind,
  type MoneyMethod,
  type OrderMoney,
} from '#domain/money/order-money.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'customerId' | 'quantities' | 'orderNumber'
> & {
  quantities: OrderQuantities;
};
export type DiscountRow = typeof discounts.$inferSelect;

export interface NewCustomer {
  name: string;
  phone: string;
  email: string;
}
export interface NewAddress {
  type: 'shipping' | 'billing';
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  message: string | null;
}
export interface NewItem {
  name: string;
  amount: number;
  priceCents: number;
  discountPriceCents: number;
  easoftItemId: string;
}

/** A payment or a refund of the order (issue 24), as mails and the receipt name it. */
export interface OrderMoneyEntry {
  kind: MoneyEntryKind;
  amountCents: number;
  onDay: string;
  method: MoneyMethod;
}

/**
 * An order as stored, with its customer, addresses and lines (money in cents), and its
 * money apart from the job: its payments and refunds and the state they give (issue 24).
 */
export interface OrderDetails extends OrderRow {
  customer: NewCustomer;
  addresses: NewAddress[];
  items: NewItem[];
  moneyEntries: OrderMoneyEntry[];
  money: OrderMoney;
}

/**
 * Counts one use of a campaign code, only if it is usable today: active, inside its days
 * and under its limit. One conditional UPDATE, so concurrent orders can never push the
 * count past the limit (the row lock serialises them). Null when the code is not usable.
 */
export async function claimCampaignCode(
  db: Database,
  code: string,
  today: string,
): Promise<DiscountRow | null> {
  const rows = await db
    .update(discounts)
    .set({ applied: sql`${discounts.applied} + 1` })
    .where(
      and(
        eq(sql`lower(${discounts.code})`, code.trim().toLowerCase()),
        eq(discounts.active, true),
        lte(discounts.fromDate, today),
        gte(discounts.toDate, today),
        or(isNull(discounts.limit), lt(discounts.applied, discounts.limit)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The error of a second order with an idempotency key already used (a race lost). */
export const isIdempotencyKeyTaken = (error: unknown): boolean =>
  pgErrorCode(error) === pgErrorCodes.uniqueViolation &&
  pgConstraint(error) === 'orders_idempotency_key_idx';

/** The reference of the order created with this idempotency key, or null. */
export async function findReferenceByIdempotencyKey(
  db: Database,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row?.reference ?? null;
}

/**
 * Stores the customer, the order, its addresses and lines; answers the new order row. Its
 * number is provisional (P-..., never shown) until `numberOrder` gives it the next one of
 * the year as the last write of the order's transaction.
 */
export async function insertOrder(
  db: Database,
  input: { customer: NewCustomer; order: NewOrder; addresses: NewAddress[]; items: NewItem[] },
): Promise<OrderRow> {
  const [customer] = await db.insert(customers).values(input.customer).returning();
  const [order] = await db
    .insert(orders)
    .values({
      ...input.order,
      customerId: customer!.id,
      orderNumber: sql`'P-' || replace(gen_random_uuid()::text, '-', '')`,
    })
    .returning();
  await db
    .insert(orderAddresses)
    .values(input.addresses.map((a) => ({ ...a, orderId: order!.id })));
  if (input.items.length > 0) {
    await db
      .insert(orderItems)
      .values(input.items.map((item, sort) => ({ ...item, orderId: order!.id, sort })));
  }
  return order!;
}

/**
 * Gives the stored order the next number of the Helsinki year (K-2026-000012) from
 * order_number_counters (issue 24). Called last in the transaction that stores the order,
 * after every check: a refused order rolls this back with it, so the numbers have no gaps.
 * The counter's row stays locked until the transaction ends; orders of a year take turns
 * only for this last step.
 */
export async function numberOrder(db: Database, orderId: number, now: Date): Promise<string> {
  const year = Number(helsinkiDate(now).slice(0, 4));
  const [counter] = await db
    .insert(orderNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  const orderNumber = `K-${year}-${String(counter!.lastNumber).padStart(6, '0')}`;
  await db.update(orders).set({ orderNumber }).where(eq(orders.id, orderId));
  return orderNumber;
}

/** Easoft's id of an exported order (set once; the export is not repeated). */
export async function setEasoftOrderId(db: Database, orderId: number, easoftId: string) {
  await db.update(orders).set({ easoftOrderId: easoftId }).where(eq(orders.id, orderId));
}

export async function setOrderStartTime(db: Database, orderId: number, time: string) {
  await db.update(orders).set({ startTime: time }).where(eq(orders.id, orderId));
}

async function details(db: Database, where: ReturnType<typeof eq>): Promise<OrderDetails | null> {
  const row = await db.query.orders.findFirst({
    where,
    with: {
      customer: true,
      addresses: { orderBy: [asc(orderAddresses.type)] },
      items: { orderBy: [asc(orderItems.sort), asc(orderItems.id)] },
    },
  });
  if (!row) return null;
  const { customer, addresses, items, ...order } = row;
  const moneyEntries = await db
    .select({
      kind: orderMoney.kind,
      amountCents: orderMoney.amountCents,
      onDay: orderMoney.onDay,
      method: orderMoney.method,
    })
    .from(orderMoney)
    .where(eq(orderMoney.orderId, order.id))
    .orderBy(asc(orderMoney.onDay), asc(orderMoney.id));
  return {
    ...order,
    moneyEntries,
    money: orderMoneyOf({
      totalCents: order.totalPriceAfterDiscountCents,
      entries: moneyEntries,
      isJobCancelled: order.status === 'cancelled' || order.voidedAt !== null,
      cancellationChargeCents: order.voidedAt === null ? order.cancellationChargeCents : 0,
    }),
    customer: { name: customer.name, phone: customer.phone, email: customer.email },
    addresses: addresses.map((a) => ({
      type: a.type,
      name: a.name,
      streetAddress: a.streetAddress,
      postalCode: a.postalCode,
      city: a.city,
      message: a.message,
    })),
    items: items.map((i) => ({
      name: i.name,
      amount: i.amount,
      priceCents: i.priceCents,
      discountPriceCents: i.discountPriceCents,
      easoftItemId: i.easoftItemId,
    })),
  };
}

export const findOrderDetailsByReference = (db: Database, reference: string) =>
  details(db, eq(orders.reference, reference));

export const findOrderDetailsById = (db: Database, id: number) => details(db, eq(orders.id, id));

/** Order status change guarded by the expected current status; true when it changed. */
export async function updateOrderStatus(
  db: Database,
  orderId: number,
  from: OrderRow['status'],
  to: OrderRow['status'],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Locks the order's row until the transaction ends; its status, or null when gone. */
export async function lockOrderStatus(
  db: Database,
  orderId: number,
): Promise<OrderRow['status'] | null> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status ?? null;
}

/**
 * Online orders created before `before` that are still awaiting payment and have no
 * attempt that succeeded or is being processed (pending, delayed).
 */
export async function findUnpaidOrderIds(
  db: Database,
  before: Date,
  staffBefore: Date = before,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        // A staff order holds its time longer (decision 047).
        or(
          and(lt(orders.created, before), notExists(staffCreated(db))),
          lt(orders.created, staffBefore),
        ),
        notExists(livePayment(db)),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/**
 * A payment of the order (the outer query's `orders` row) that succeeded or is being
 * processed (pending, delayed): while one exists the order is neither expired nor replaced.
 */
export const livePayment = (db: Database) =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.orderId, orders.id), inArray(payments.status, ['ok', 'pending', 'delayed'])),
    );

/** The 'created' event of an order taken by staff (order-staff.service.ts). */
const staffCreated = (db: Database) =>
  db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orders.id),
        eq(orderEvents.action, 'created'),
        sql`${orderEvents.changes}->>'by' = 'staff'`,
      ),
    );

/** The order was taken by staff (its payment hold is longer, decision 047). */
export async function isStaffOrder(db: Database, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), sql`exists (${staffCreated(db)})`));
  return rows.length > 0;
}
