import { and, asc, count, eq, gt, gte, lt, ne, notInArray, sql, sum } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  calendars,
  customers,
  disabledDates,
  orders,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';

/** Orders that count as business: every status but cancelled. */
const notCancelled = ne(orders.status, 'cancelled');
/**
 * Orders a customer made: not cancelled, and not a next visit the system proposed and the
 * customer has not yet confirmed (decision 053); once confirmed it counts on its day.
 */
const orderedByCustomer = notInArray(orders.status, ['cancelled', 'proposed']);

export async function countOrdersCreated(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(orderedByCustomer, gte(orders.created, from), lt(orders.created, to)));
  return row?.n ?? 0;
}

/** Jobs (orders not cancelled) whose job day is the Helsinki day `date`. */
export async function countJobsOn(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(notCancelled, eq(orders.shippingDay, date)));
  return row?.n ?? 0;
}

/**
 * Payments less refunds of the order, and what it owes (order-money.ts): its total while it
 * stands, its cancellation's charge once cancelled, nothing once voided.
 */
const heldCents = sql`(select coalesce(sum(case when m.kind = 'payment' then m.amount_cents else -m.amount_cents end), 0) from order_money m where m.order_id = ${orders.id})`;
const owedCents = sql`(case when ${orders.voidedAt} is not null then 0 when ${orders.status} = 'cancelled' then ${orders.cancellationChargeCents} else ${orders.totalPriceAfterDiscountCents} end)`;

/** Orders needing a new time and orders with money to give back (decision 036, issue 24). */
export async function attentionCounts(db: Database) {
  const [[orderRow], [paymentRow]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'needs_new_time')),
    db
      .select({ n: count() })
      .from(orders)
      .where(sql`${heldCents} > ${owedCents}`),
  ]);
  return { needsNewTime: orderRow?.n ?? 0, needsRefund: paymentRow?.n ?? 0 };
}

export async function awaitingPaymentSummary(db: Database, limit: number) {
  const awaiting = eq(orders.status, 'awaiting_payment');
  const [totals] = await db
    .select({ n: count(), cents: sum(orders.totalPriceAfterDiscountCents).mapWith(Number) })
    .from(orders)
    .where(awaiting);
  const oldest = await db
    .select({
      id: orders.id,
      created: orders.created,
      customerName: customers.name,
      totalCents: orders.totalPriceAfterDiscountCents,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(awaiting)
    .orderBy(asc(orders.created), asc(orders.id))
    .limit(limit);
  return { count: totals?.n ?? 0, totalCents: totals?.cents ?? 0, oldest };
}

/** Created instant and price of the orders customers made (above) created in [from, to). */
export function ordersCreatedBetween(db: Database, from: Date, to: Date) {
  return db
    .select({
      created: orders.created,
      totalCents: orders.totalPriceAfterDiscountCents,
      status: orders.status,
      voidedAt: orders.voidedAt,
    })
    .from(orders)
    .where(and(orderedByCustomer, gte(orders.created, from), lt(orders.created, to)));
}

export function listWashers(db: Database) {
  return db
    .select({ id: washers.id, name: washers.name })
    .from(washers)
    .orderBy(asc(sql`lower(${washers.name})`), asc(washers.id));
}

export interface WasherBusyRange {
  washerId: number;
  kind: 'block' | 'reservation';
  start: Date;
  end: Date;
}

/** Blocks (any modifier) and reservations of every washer overlapping [from, to). */
export async function findWasherBusyRanges(
  db: Database,
  from: Date,
  to: Date,
): Promise<WasherBusyRange[]> {
  const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
  const [blocks, reservations] = await Promise.all([
    db
      .select({
        washerId: calendars.washerId,
        start: disabledDates.startDatetime,
        end: disabledDates.endDatetime,
      })
      .from(disabledDates)
      .innerJoin(calendars, eq(calendars.id, disabledDates.calendarId))
      .where(and(lt(disabledDates.startDatetime, to), gt(disabledDates.endDatetime, from))),
    db
      .select({ washerId: washerReservations.washerId, during: washerReservations.during })
      .from(washerReservations)
      .where(sql`${washerReservations.during} && ${window}`),
  ]);
  return [
    ...blocks.flatMap((b) =>
      b.washerId === null ? [] : [{ ...b, washerId: b.washerId, kind: 'block' as const }],
    ),
    ...reservations.map((r) => ({
      washerId: r.washerId,
      kind: 'reservation' as const,
      ...r.during,
    })),
  ];
}
