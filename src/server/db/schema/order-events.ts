import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * The history of an order: one row for each change (created, edited, moved, cancelled,
 * paid, refunded, mail sent, exported), written in the same transaction as the change.
 * actor_user_id is the member of staff who made it (null: the customer or the system);
 * actor_name keeps their name as it was, so the history survives the user's deletion.
 * changes holds what changed, `{ field: { from, to } }`, or the facts of the event; it never
 * holds a customer's personal data beyond what the order itself holds, and is emptied
 * with the order's when the order is anonymised.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
