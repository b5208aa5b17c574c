import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  calendars,
  customers,
  disabledDates,
  orderAddresses,
  orderItems,
  orders,
  washerReservations,
  washers,
} from '#server/db/schema/index.ts';

export function listWashers(db: Database) {
  return db
    .select({ id: washers.id, name: washers.name, travelMinutes: washers.travelMinutes })
    .from(washers)
    .orderBy(asc(sql`lower(${washers.name})`), asc(washers.id));
}

const windowRange = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;

/**
 * The jobs of every washer overlapping [from, to): the reservations of orders not
 * cancelled, with the customer and the shipping address. Earliest first. `washerId`,
 * `orderId`: that washer's jobs, that order's job only.
 */
export function listJobs(db: Database, from: Date, to: Date, washerId?: number, orderId?: number) {
  return db
    .select({
      washerId: washerReservations.washerId,
      during: washerReservations.during,
      orderId: orders.id,
      reference: orders.reference,
      status: orders.status,
      washingTime: orders.washingTime,
      customerName: customers.name,
      customerPhone: customers.phone,
      street: orderAddresses.streetAddress,
      postalCode: orderAddresses.postalCode,
      city: orderAddresses.city,
      message: orderAddresses.message,
      progress: orders.progress,
      noteForWasher: orders.additionalInfo,
      // The washer's day (decision 058) also needs these.
      orderNumber: orders.orderNumber,
      paymentType: orders.paymentType,
      // The washer's calendar feed: the same event as the customer's (decision 063).
      calendarUid: orders.calendarUid,
      calendarSequence: orders.calendarSequence,
    })
    .from(washerReservations)
    .innerJoin(orders, eq(orders.id, washerReservations.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.type, 'shipping')),
    )
    .where(
      and(
        sql`${washerReservations.during} && ${windowRange(from, to)}`,
        ne(orders.status, 'cancelled'),
        washerId === undefined ? undefined : eq(washerReservations.washerId, washerId),
        orderId === undefined ? undefined : eq(washerReservations.orderId, orderId),
      ),
    )
    .orderBy(sql`lower(${washerReservations.during})`, asc(orders.id));
}
export type JobRecord = Awaited<ReturnType<typeof listJobs>>[number];

/** The stored lines of these orders, in the order's own order (as the order page lists them). */
export function listJobItems(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      amount: orderItems.amount,
      easoftItemId: orderItems.easoftItemId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort), asc(orderItems.id));
}

/** Blocks (any modifier) of the washers' calendars overlapping [from, to), earliest first. */
export async function listWasherBlocks(db: Database, from: Date, to: Date) {
  const rows = await db
    .select({
      washerId: calendars.washerId,
      start: disabledDates.startDatetime,
      end: disabledDates.endDatetime,
      modifier: disabledDates.modifier,
    })
    .from(disabledDates)
    .innerJoin(calendars, eq(calendars.id, disabledDates.calendarId))
    .where(and(lt(disabledDates.startDatetime, to), gt(disabledDates.endDatetime, from)))
    .orderBy(asc(disabledDates.startDatetime), asc(disabledDates.id));
  return rows.flatMap((r) => (r.washerId === null ? [] : [{ ...r, washerId: r.washerId }]));
}
