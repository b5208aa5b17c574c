import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orders, washerReservations } from '#server/db/schema/index.ts';

/** Jobs (reservations of orders not cancelled) of a washer overlapping [from, to). */
export function listWasherJobsBetween(db: Database, washerId: number, from: Date, to: Date) {
  const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
  return db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      during: washerReservations.during,
      washingTime: orders.washingTime,
    })
    .from(washerReservations)
    .innerJoin(orders, eq(orders.id, washerReservations.orderId))
    .where(
      and(
        eq(washerReservations.washerId, washerId),
        ne(orders.status, 'cancelled'),
        sql`${washerReservations.during} && ${window}`,
      ),
    )
    .orderBy(sql`lower(${washerReservations.during})`, asc(orders.id));
}
