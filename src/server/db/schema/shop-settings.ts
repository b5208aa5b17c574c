import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The shop's own texts and facts that staff edit in the back office and every customer page
 * and mail shows: the seller's name, business ID, address, phone and e-mail, the terms of
 * order, the withdrawal information (issue 15). One row per key; the value's shape is the
 * contract's for that key.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
