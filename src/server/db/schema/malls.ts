import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shopping centres of the mall package; an order's mall_name is a mall_name here. */
export const malls = pgTable(
  'malls',
  {
    id: serial('id').primaryKey(),
    mallName: text('mall_name').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    /** URL or data URL of the centre's logo; null shows the name. */
    logo: text('logo'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('malls_mall_name_idx').on(t.mallName)],
);
