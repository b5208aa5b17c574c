import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders } from './orders';
import { users } from './users';

/** PostgreSQL's bytea as a Node Buffer (both drivers hand back a Uint8Array or Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos a washer took of a job as proof of work (decision 058): the re-encoded copy only
 * (no location metadata, longest side at most 2000 px), in the database so that every
 * process serves them. Personal data: deleted with the order's personal data (erasure and
 * retention) and with the order.
 */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    takenAt: instant('taken_at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The washer's name as it was, so the photo's author survives the user's deletion. */
    userName: text('user_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('order_photos_order_idx').on(t.orderId, t.id)],
);
