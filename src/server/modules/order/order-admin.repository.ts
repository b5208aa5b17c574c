import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderListQuery } from '#contracts/order-admin.ts';
import type { Database } from '#server/db/client.ts';
import { customers, discounts, orderAddresses, orders, washers } from '#server/db/schema/index.ts';
import { calendarSequenceForTime, orderMoneySums } from './order-life.repository';
import { orderSearchCondition } from './order-search.repository';

export interface OrderListRow {
  id: number;
  reference: string;
  orderNumber: string;
  created: Date;
  status: (typeof orders.$inferSelect)['status'];
  shippingDay: string | null;
  /** Helsinki wall-clock start, HH:mm:ss. */
  startTime: string | null;
  /** Null for mall orders and for a washer no longer known. */
  washerName: string | null;
  customerName: string;
  customerEmail: string;
  postalCode: string | null;
  paymentType: (typeof orders.$inferSelect)['paymentType'];
  totalPriceAfterDiscountCents: number;
  repeatedOrder: boolean;
  internationalCleaner: boolean;
  mallName: string | null;
  mallCleaningSet: (typeof orders.$inferSelect)['mallCleaningSet'];
  needsRefund: boolean;
  voidedAt: Date | null;
  invoicedOn: string | null;
  paymentsCents: number;
  refundsCents: number;
  cancellationChargeCents: number;
}

/** Payments less refunds, and what the order owes (nothing once cancelled or voided). */
const heldCents = sql`(select coalesce(sum(case when m.kind = 'payment' then m.amount_cents else -m.amount_cents end), 0) from order_money m where m.order_id = ${orders.id})`;
const owedCents = sql`(case when ${orders.status} = 'cancelled' or ${orders.voidedAt} is not null then 0 else ${orders.totalPriceAfterDiscountCents} end)`;
/** The order holds more than it owes: money to give back (issue 24). */
const hasRefund = sql<boolean>`(${heldCents} > ${owedCents})`;
const needsNewTime = sql`${orders.status} = 'needs_new_time'`;
/** 0: needs a new time, 1: a payment to refund, 2: the rest. */
const attentionRank = sql`case when ${needsNewTime} then 0 when ${hasRefund} then 1 else 2 end`;

const sortColumns = {
  created: orders.created,
  shipping_day: orders.shippingDay,
  customer: customers.name,
  total_price_after_discount: orders.totalPriceAfterDiscountCents,
  status: orders.status,
} as const;

function filters(query: OrderListQuery, searchForm: 'in' | 'array' = 'in'): SQL | undefined {
  const parts: SQL[] = [];
  if (query.recurring !== undefined) parts.push(eq(orders.repeatedOrder, query.recurring));
  if (query.international !== undefined) {
    parts.push(eq(orders.internationalCleaner, query.international));
  }
  if (query.attention === 'only') parts.push(sql`(${needsNewTime} or ${hasRefund})`);
  // Voided orders stay, left out unless asked for (issue 24).
  if (query.voided === 'only') parts.push(isNotNull(orders.voidedAt));
  else if (query.voided !== 'true') parts.push(isNull(orders.voidedAt));
  if (query.q) parts.push(orderSearchCondition(query.q, searchForm));
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * One page of orders with the customer and the address to clean; and how many in all.
 * The page's ids are chosen first from the orders alone (the customer only when sorting by
 * name), then those rows are joined: a search that matches thousands of orders joins 25
 * (decision 046). Every order has one customer, so the count needs no join either.
 */
export async function listOrders(
  db: Database,
  query: OrderListQuery,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const sorting = sortingOf(query);
  const { ids, total } = query.q
    ? await searchedPage(db, query, sorting)
    : await listedPage(db, query, sorting);
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      orderNumber: orders.orderNumber,
      created: orders.created,
      status: orders.status,
      shippingDay: orders.shippingDay,
      startTime: orders.startTime,
      washerName: washers.name,
      customerName: customers.name,
      customerEmail: customers.email,
      postalCode: orderAddresses.postalCode,
      paymentType: orders.paymentType,
      totalPriceAfterDiscountCents: orders.totalPriceAfterDiscountCents,
      repeatedOrder: orders.repeatedOrder,
      internationalCleaner: orders.internationalCleaner,
      mallName: orders.mallName,
      mallCleaningSet: orders.mallCleaningSet,
      needsRefund: hasRefund.mapWith(Boolean),
      voidedAt: orders.voidedAt,
      invoicedOn: orders.invoicedOn,
      ...orderMoneySums,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.type, 'shipping')),
    )
    .leftJoin(washers, and(eq(washers.id, orders.cleanerId), isNull(orders.mallName)))
    .where(inArray(orders.id, ids))
    .orderBy(...sorting);
  return { rows, total };
}

function sortingOf(query: OrderListQuery): SQL[] {
  const column = sortColumns[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  // A day's jobs in the order of their start.
  const byTime = query.sort === 'shipping_day' ? [direction(orders.startTime)] : [];
  const ranks = query.attention ? [asc(attentionRank)] : [];
  return [...ranks, direction(column), ...byTime, direction(orders.id)];
}

/** The orders alone, with the customer only when sorting by name. */
const candidatesOf = (
  db: Database,
  query: OrderListQuery,
  fields: Record<string, SQL | SQL.Aliased | typeof orders.id>,
) => {
  const candidates = db.select(fields).from(orders);
  return query.sort === 'customer'
    ? candidates.innerJoin(customers, eq(customers.id, orders.customerId))
    : candidates;
};

/** The whole list or its filters: the page by the sort (an index for the default), a count. */
async function listedPage(db: Database, query: OrderListQuery, sorting: SQL[]) {
  const where = filters(query);
  const [page, [{ total } = { total: 0 }]] = await Promise.all([
    candidatesOf(db, query, { id: orders.id })
      .where(where)
      .orderBy(...sorting)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { ids: page.map((r) => Number(r.id)), total };
}

/**
 * A search: its matches read once (the union of index reads into an array, the orders
 * fetched by key with the other filters), numbered in the list's order; one pass gives the
 * count and the page's ids. The page has to rank every match anyway (attention first, then
 * the sort), so the exact count costs nothing more (decision 056).
 */
export function searchedPageQuery(db: Database, query: OrderListQuery, sorting = sortingOf(query)) {
  const matched = db.$with('matched').as(
    candidatesOf(db, query, {
      id: orders.id,
      position: sql<number>`row_number() over (order by ${sql.join(sorting, sql`, `)})`.as(
        'position',
      ),
    }).where(filters(query, 'array')),
  );
  const from = (query.page - 1) * query.pageSize;
  return db
    .with(matched)
    .select({
      total: count(),
      ids: sql<number[] | null>`array_agg(${matched.id} order by ${matched.position})
        filter (where ${matched.position} > ${from} and ${matched.position} <= ${from + query.pageSize})`,
    })
    .from(matched);
}

async function searchedPage(db: Database, query: OrderListQuery, sorting: SQL[]) {
  const [row] = await searchedPageQuery(db, query, sorting);
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 };
}

/** Orders created on the Helsinki days [from, to], and how many of them allow an international cleaner. */
export async function countInternational(
  db: Database,
  from: Date,
  toExclusive: Date,
): Promise<{ orders: number; international: number }> {
  const [row] = await db
    .select({
      orders: count(),
      international: sql<number>`count(*) filter (where ${orders.internationalCleaner})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(gte(orders.created, from), lte(orders.created, toExclusive)));
  return { orders: row?.orders ?? 0, international: row?.international ?? 0 };
}

export interface OrderContactChange {
  customer: { name: string; phone: string; email?: string | undefined };
  addresses: {
    type: 'shipping' | 'billing';
    name: string;
    streetAddress: string;
    postalCode: string;
    city: string;
    message: string | null;
  }[];
  additionalInfo?: string | undefined;
  now: Date;
}

/** Replaces the customer's contact details, the addresses and the message of one order. */
export async function updateOrderContact(
  db: Database,
  orderId: number,
  change: OrderContactChange,
) {
  const [order] = await db
    .update(orders)
    .set({
      updatedAt: change.now,
      ...(change.additionalInfo === undefined ? {} : { additionalInfo: change.additionalInfo }),
    })
    .where(eq(orders.id, orderId))
    .returning({ customerId: orders.customerId });
  if (!order) return false;
  await db
    .update(customers)
    .set({
      name: change.customer.name,
      phone: change.customer.phone,
      ...(change.customer.email ? { email: change.customer.email } : {}),
    })
    .where(eq(customers.id, order.customerId));
  await db.delete(orderAddresses).where(eq(orderAddresses.orderId, orderId));
  await db.insert(orderAddresses).values(change.addresses.map((a) => ({ ...a, orderId })));
  return true;
}

/** The job's new day and start; a change of time raises its calendar SEQUENCE (decision 063). */
export async function setShippingDay(db: Database, orderId: number, day: string, start: string) {
  await db
    .update(orders)
    .set({
      calendarSequence: calendarSequenceForTime(day, start),
      shippingDay: day,
      startTime: start,
    })
    .where(eq(orders.id, orderId));
}

/**
 * Deletes an order with its lines, addresses, payments and washer time (cascades) and its
 * customer row; a campaign code it used counts one use less. False when there was none.
 */
export async function deleteOrder(db: Database, orderId: number): Promise<boolean> {
  const [order] = await db.delete(orders).where(eq(orders.id, orderId)).returning({
    customerId: orders.customerId,
    discountId: orders.discountId,
  });
  if (!order) return false;
  await db.delete(customers).where(eq(customers.id, order.customerId));
  if (order.discountId !== null) {
    await db
      .update(discounts)
      .set({ applied: sql`greatest(${discounts.applied} - 1, 0)` })
      .where(eq(discounts.id, order.discountId));
  }
  return true;
}
