import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { orders } from './orders';

/**
 * An order's priced lines, for the invoice and the ERP. amount is numeric because
 * railings are priced per metre; price_cents and discount_price_cents are unit prices.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Unit price after a PERCENT campaign code; equal to price_cents otherwise. */
    discountPriceCents: integer('discount_price_cents').notNull(),
    easoftItemId: text('easoft_item_id').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.sort)],
);

export const addressTypes = ['shipping', 'billing'] as const;

/** Where the work is done (shipping) and, when different, where the bill goes (billing). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: addressTypes }).notNull(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    message: text('message'),
  },
  (t) => [
    uniqueIndex('order_addresses_order_type_idx').on(t.orderId, t.type),
    oneOf('order_addresses_type_check', t.type, addressTypes),
  ],
);
