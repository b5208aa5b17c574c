import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, instantRange } from './columns';
import { orders } from './orders';
import { washers } from './washers';

/**
 * The time a washer is booked for an order, as a half-open range [start, end).
 * The hand-written migration 0001 adds the last line of defence against double
 * booking, which drizzle-kit cannot express:
 *   EXCLUDE USING gist (washer_id WITH =, during WITH &&)  (constraint
 *   washer_reservations_no_overlap, SQLSTATE 23P01 on conflict)
 * Adjacent ranges ([8:00,10:00) and [10:00,12:00)) do not overlap.
 */
export const washerReservations = pgTable(
  'washer_reservations',
  {
    id: serial('id').primaryKey(),
    washerId: integer('washer_id')
      .notNull()
      .references(() => washers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    during: instantRange('during').notNull(),
    created: createdAt(),
  },
  (t) => [
    index('washer_reservations_order_idx').on(t.orderId),
    check(
      'washer_reservations_during_check',
      sql`not isempty(${t.during}) and not lower_inf(${t.during}) and not upper_inf(${t.during})`,
    ),
  ],
);

/** Name of the exclusion constraint, for mapping its violation to SLOT_TAKEN. */
export const reservationOverlapConstraint = 'washer_reservations_no_overlap';
