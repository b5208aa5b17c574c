import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

/** A named group of postal codes (e.g. 'Helsinki') that washers serve. */
export const postalAreas = pgTable('postal_areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const postalAreaCodes = pgTable(
  'postal_area_codes',
  {
    postalAreaId: integer('postal_area_id')
      .notNull()
      .references(() => postalAreas.id, { onDelete: 'cascade' }),
    postalCode: char('postal_code', { length: 5 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postalAreaId, t.postalCode] }),
    index('postal_area_codes_code_idx').on(t.postalCode),
    check('postal_area_codes_code_check', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);
